import { type UiCopy, uiCopy } from './copy';

/**
 * A notice inside a form the app sends itself (sign-in, registration, contact), or where such a form
 * comes (a listing's enquiry): with JavaScript off the page would post it to the server, which only
 * loads the page again, or never shows it, so the visitor is told beforehand. A `<noscript>`: with
 * JavaScript on, neither renderer draws it in the browser.
 */
export function NeedsScript({ what }: { what: keyof UiCopy['needsScript'] }) {
  const copy = uiCopy.useCopy().needsScript;
  return (
    <noscript>
      <p className="alert alert--info" role="note">
        {copy[what]}
      </p>
    </noscript>
  );
}
