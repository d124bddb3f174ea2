import { isIPv4, isIPv6 } from 'node:net';

/**
 * The identities throttles count, normalised so that one inbox or one machine cannot pass for
 * many. Every per-e-mail limit keys on `emailKey`, every per-address limit on `addressKey`.
 */

/** Providers that deliver `a.b@` and `ab@` to one inbox, and the domain they are counted under. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The inbox an address reaches: lower-case, without a `+tag` (most providers deliver
 * `victim+1@` to `victim@`), and without dots in the local part where the provider ignores them.
 * A key only: the address stored and written to stays as given.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTLESS_DOMAINS[domain];
  if (canonical) {
    local = local.replace(/\./g, '');
    domain = canonical;
  }
  return `${local}@${domain}`;
}

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const first = groups(head);
  if (rest === undefined) return first;
  const last = groups(rest);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key of a client's address for per-address limits: IPv4 as it is, an IPv4-mapped IPv6
 * address as its IPv4, any other IPv6 address as its /64. One subscriber usually holds a whole
 * /64 (RFC 6177), so counting single IPv6 addresses would give one machine 2^64 budgets.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
