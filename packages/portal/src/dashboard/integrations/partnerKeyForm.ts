import { isApiError, PAGE_SIZE_MAX } from '@convive/sdk';
import type { Locale } from '@convive/widgets';

/** The origins typed in the textarea, one per line: trimmed, blank lines dropped, repeats once. */
export function parseOrigins(text: string): string[] {
  const origins: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const origin = line.trim();
    if (origin !== '' && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The elements the snippet generator offers, in the order they are written (search above results). */
export const SNIPPET_ELEMENTS = [
  'convive-search-bar',
  'convive-property-grid',
  'convive-enquiry-form',
  'convive-visit-scheduler',
] as const;
export type SnippetElement = (typeof SNIPPET_ELEMENTS)[number];

/** The elements that show one property, and are left out until one is chosen. */
export const PROPERTY_ELEMENTS: readonly SnippetElement[] = [
  'convive-enquiry-form',
  'convive-visit-scheduler',
];

/** What the landlord chose in the generator; every option may be left out. */
export interface SnippetOptions {
  /** @default ['convive-property-grid'] */
  elements?: readonly SnippetElement[];
  locale?: Locale;
  /** `#rrggbb`, written as the `--convive-color-primary` token (README, Theming). */
  primaryColor?: string | null;
  /** `#rrggbb`, written as the `--convive-color-text` token. */
  textColor?: string | null;
  /** The property of the enquiry form and the visit scheduler. */
  propertyId?: number | null;
  /** A room of that property the enquiry form asks about; none: the whole property. */
  roomId?: number | null;
  /** The grid's cards per page (1 to the API's PAGE_SIZE_MAX). */
  pageSize?: number | null;
  /** The grid's city filter. */
  city?: string | null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A value inside a double-quoted attribute: what would end it or start markup is written as an entity. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The stylesheet of the snippet's colours, which the partner saves beside the page. */
export const THEME_FILE = 'convive-tema.css';

/** The search bar's id in the snippet, which the grid's `search-from` names. */
const SEARCH_BAR_ID = 'convive-buscador';

/** The theme tokens of the chosen colours (a colour that is not `#rrggbb` is left out). */
function themeTokens(options: SnippetOptions): string[] {
  const token = (name: string, color: string | null | undefined) =>
    color && HEX_COLOR.test(color) ? [`${name}: ${color.toLowerCase()};`] : [];
  return [
    ...token('--convive-color-primary', options.primaryColor),
    ...token('--convive-color-text', options.textColor),
  ];
}

/** The elements the snippet writes, in page order: those chosen, less those still without a property. */
function writtenElements(options: SnippetOptions): SnippetElement[] {
  const chosen = new Set(options.elements ?? ['convive-property-grid']);
  const hasProperty = isId(options.propertyId);
  return SNIPPET_ELEMENTS.filter(
    (element) => chosen.has(element) && (hasProperty || !PROPERTY_ELEMENTS.includes(element)),
  );
}

/**
 * The stylesheet of the chosen colours (`THEME_FILE`), or null when none is chosen. Colours go in a
 * file the partner hosts, not in `style` attributes: a CSP without `'unsafe-inline'` in `style-src`
 * drops those silently, and custom properties set on the element reach inside its shadow root.
 */
export function themeStylesheet(options: SnippetOptions = {}): string | null {
  const tokens = themeTokens(options);
  const elements = writtenElements(options);
  if (tokens.length === 0 || elements.length === 0) return null;
  return [`${elements.join(',\n')} {`, ...tokens.map((token) => `  ${token}`), '}', ''].join('\n');
}

/**
 * The snippet a partner pastes: the module script, the theme's stylesheet when colours are chosen,
 * then each chosen element with the API base, the key and the options, served from `origin`. Pure, so
 * the copy, the code shown and the preview are the same text. Only attributes the elements read are
 * written (widgets README); an element that needs a property is left out without one. With the search
 * bar and the grid, the grid's `search-from` names the bar. Nothing inline (no script, no `style`), so
 * the snippet works as it is under a strict CSP.
 */
export function embedSnippet(origin: string, key: string, options: SnippetOptions = {}): string {
  const base = origin.replace(/\/+$/, '');
  const propertyId = isId(options.propertyId) ? options.propertyId : null;
  const city = options.city?.trim() ?? '';
  const pageSize = isId(options.pageSize) && options.pageSize <= PAGE_SIZE_MAX ? options.pageSize : null;
  const written = writtenElements(options);
  const wired = written.includes('convive-search-bar') && written.includes('convive-property-grid');

  const lines = [
    `<script type="module" src="${escapeAttribute(`${base}/embed/convive-widgets.js`)}"></script>`,
  ];
  if (themeStylesheet(options) !== null) lines.push(`<link rel="stylesheet" href="${THEME_FILE}">`);
  for (const element of written) {
    const attributes: [string, string][] = [];
    if (element === 'convive-search-bar' && wired) attributes.push(['id', SEARCH_BAR_ID]);
    attributes.push(['api-base', `${base}/api`], ['partner-key', key]);
    // Only the grid (of these) links to listings: its cards lead to the portal's pages.
    if (element === 'convive-property-grid') attributes.push(['portal-url', base]);
    if (options.locale) attributes.push(['locale', options.locale]);
    if (PROPERTY_ELEMENTS.includes(element) && propertyId !== null) {
      attributes.push(['property-id', String(propertyId)]);
    }
    if (element === 'convive-enquiry-form' && propertyId !== null && isId(options.roomId)) {
      attributes.push(['room-id', String(options.roomId)]);
    }
    if (element === 'convive-property-grid') {
      if (city !== '') attributes.push(['city', city]);
      if (pageSize !== null) attributes.push(['page-size', String(pageSize)]);
      if (wired) attributes.push(['search-from', `#${SEARCH_BAR_ID}`]);
    }
    const text = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
    lines.push(`<${element} ${text}></${element}>`);
  }
  return lines.join('\n');
}

/**
 * The live preview's document: the snippet, exactly, in a minimal page (the iframe's `srcdoc`), so the
 * preview runs the real elements as a partner's page would. The theme's stylesheet, which the partner
 * hosts as a file, is written into the page in place of its link: the preview has no file beside it.
 */
export function previewDocument(
  snippet: string,
  lang: string,
  title: string,
  stylesheet: string | null = null,
): string {
  const link = `<link rel="stylesheet" href="${THEME_FILE}">`;
  const body = snippet
    .split('\n')
    .filter((line) => line !== link)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(title)}</title>`,
    '<style>body { margin: 16px; font-family: system-ui, sans-serif; } body > :not(script) { display: block; margin: 0 0 16px; }</style>',
    // Only element names and `#rrggbb` colours: nothing in it can end the <style>.
    ...(stylesheet === null ? [] : ['<style>', stylesheet, '</style>']),
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

export type PartnerKeyField = 'name' | 'scope' | 'allowed_origins';

export interface PartnerKeyErrors {
  name?: string;
  scope?: string;
  /** One entry per refused origin (the server keys them `allowed_origins.0`, `.1`…), or the list's own. */
  allowed_origins?: { origin: string | null; message: string }[];
  /** An error that is no field's (`non_field_errors`, `detail`). */
  form?: string;
}

function firstText(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * The server's 400 for POST /partner-keys/, by field: `{name: [...]}`, `{'allowed_origins.0': [...]}`
 * (the index is the sent list's, so it names the origin), `{non_field_errors: [...]}`. Null when the
 * failure is not a validation answer.
 */
export function partnerKeyErrors(error: unknown, sentOrigins: readonly string[]): PartnerKeyErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const result: PartnerKeyErrors = {};
  for (const [field, value] of Object.entries(error.data)) {
    const message = firstText(value);
    if (!message) continue;
    const origin = /^allowed_origins(?:\.(\d+))?$/.exec(field);
    if (origin) {
      const index = origin[1] === undefined ? null : Number(origin[1]);
      result.allowed_origins ??= [];
      result.allowed_origins.push({ origin: index === null ? null : (sentOrigins[index] ?? null), message });
    } else if (field === 'name' || field === 'scope') {
      result[field] ??= message;
    } else {
      // non_field_errors, detail, or a field this form does not have.
      result.form ??= message;
    }
  }
  return result;
}
