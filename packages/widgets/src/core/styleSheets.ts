/**
 * Styles through constructable stylesheets (`new CSSStyleSheet()` + `replaceSync` +
 * `adoptedStyleSheets`): no `<style>` element, so a page whose CSP has no `'unsafe-inline'` for
 * styles still styles the widgets. Supported by Chrome/Edge 73+, Firefox 101+ and Safari 16.4+;
 * elsewhere (older Safari and Firefox) callers fall back to a `<style>` element.
 */

/** One sheet per CSS text, shared by every shadow root of the page (a sheet may be adopted many times). */
const sheets = new Map<string, CSSStyleSheet>();

/** Can `root` adopt constructable sheets here? */
export function canAdoptStyleSheets(root: ShadowRoot | Document): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds the sheets of `cssTexts` to `root.adoptedStyleSheets` (in order, each once; the page's or
 * another widget's sheets already there stay). Answers false when `root` cannot adopt sheets (or a
 * sheet from this document cannot be adopted there, as in another frame): render a `<style>` then.
 */
export function adoptStyles(root: ShadowRoot | Document, cssTexts: readonly string[]): boolean {
  if (!canAdoptStyleSheets(root)) return false;
  try {
    const current = root.adoptedStyleSheets;
    const missing = cssTexts
      .filter(Boolean)
      .map(sheetOf)
      .filter((sheet) => !current.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...current, ...missing];
    return true;
  } catch {
    return false;
  }
}
