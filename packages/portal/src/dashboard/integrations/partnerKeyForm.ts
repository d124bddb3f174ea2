import { isApiError } from '@convive/sdk';

/** The origins typed in the textarea, one per line: trimmed, blank lines dropped, repeats once. */
export function parseOrigins(text: string): string[] {
  const origins: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const origin = line.trim();
    if (origin !== '' && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The snippet a partner pastes: the embed script and a grid with the key, served from `origin`. */
export function embedSnippet(origin: string, key: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    `<script type="module" src="${base}/embed/convive-widgets.js"></script>`,
    `<convive-property-grid api-base="${base}/api" partner-key="${key}"></convive-property-grid>`,
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
