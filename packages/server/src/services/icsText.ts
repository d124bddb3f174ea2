import type ICAL from 'ical.js';

/**
 * A calendar as RFC 5545 text: every line ends with CRLF and is folded at 75 octets (§3.1), never
 * inside a UTF-8 character. ical.js folds at 75 characters, which a line with accents overruns, so
 * its folding is undone and done again by octets.
 */
export function icsText(calendar: ICAL.Component): string {
  const lines = calendar
    .toString()
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One content line folded into lines of at most 75 octets. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line starts with a space, which counts.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}
