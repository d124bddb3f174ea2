/*
 * Splicing text into a page. `String.prototype.replace` with a string replacement reads `$&`, `` $` ``,
 * `$'` and `$1` in it as copy instructions, and HTML escaping leaves `$` alone: a visitor's search
 * word or a landlord's title spliced that way can copy the whole page into itself, many times over.
 * These take the inserted text literally.
 */

/** `page` with `text` inserted before the first `marker` (or the last, with `last`); unchanged without one. */
export function insertBefore(page: string, marker: string, text: string, { last = false } = {}): string {
  const at = last ? page.lastIndexOf(marker) : page.indexOf(marker);
  return at < 0 ? page : `${page.slice(0, at)}${text}${page.slice(at)}`;
}

/** `page` with its first `search` replaced by `text`, taken literally; unchanged without one. */
export function replaceFirst(page: string, search: string, text: string): string {
  const at = page.indexOf(search);
  return at < 0 ? page : `${page.slice(0, at)}${text}${page.slice(at + search.length)}`;
}

/** `page` without the first match of `pattern` (a removal: nothing is read from a replacement). */
export function removeFirst(page: string, pattern: RegExp): string {
  const match = pattern.exec(page);
  return match ? `${page.slice(0, match.index)}${page.slice(match.index + match[0].length)}` : page;
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML text and quoted attributes: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/** A string's size in memory, near enough for a cache's budget (V8 keeps most strings at 1–2 bytes a character). */
export function bytesOf(text: string): number {
  return text.length * 2;
}
