import { ERRORS, fieldError } from '../errors';

/** Line breaks, tabs and other control characters: each becomes a space. */
const CONTROL = /\p{Cc}+/gu;
/** Invisible formatting (zero-width spaces, bidirectional overrides): removed. */
const FORMAT = /[\p{Cf}\u2028\u2029]/gu;

/** Anything a mail client may turn into a link: scheme://…, www.…, or a bare domain.tld. */
const LINK = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /(^|[^\p{L}\p{N}])www\./iu,
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.[a-z]{2,63}(?![\p{L}\p{N}_-])/iu,
];

/**
 * A guest's name (no account behind it) made safe to open an e-mail with: on one line, without
 * invisible characters. A name with a web address is refused rather than cut: an honest visitor
 * never writes one, and cutting it would still mail the words around it to whatever inbox was
 * given. Throws the field's 400.
 */
export function checkedGuestName(field: string, raw: string): string {
  const name = raw.replace(FORMAT, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (name === '') throw fieldError(field, ERRORS.blank);
  if (LINK.some((pattern) => pattern.test(name))) throw fieldError(field, ERRORS.nameWithLinks);
  return name;
}
