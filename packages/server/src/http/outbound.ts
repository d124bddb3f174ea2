import { lookup as systemLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config';

/*
 * The one way the server makes HTTP requests to URLs that people typed: webhooks to partners,
 * Kyero feeds, iCal calendars, listing photos (docs/adr/0169-outbound-requests.md). A URL typed by a
 * user must not reach the server's own network (the database, Redis, the cloud's metadata service),
 * so every hop is checked before it connects:
 *
 * - http(s) only, no credentials in the URL, and a port outside `portAllowed`'s refusals;
 * - a literal address, as the WHATWG URL parser normalised it (`http://2130706433/` is 127.0.0.1),
 *   must be public (`addressKind`);
 * - a name is resolved once, inside the socket's own `lookup`, every address it resolves to must be
 *   public, and the socket connects to those very addresses: no second lookup a rebinding DNS
 *   server could answer differently. TLS still verifies the certificate against the name.
 *
 * Redirects are followed here, each hop checked again. Failures are `OutboundError`s with a code
 * that callers store or report; there is no prose to word.
 */

export type OutboundErrorCode =
  /** Not an absolute http(s) URL, credentials in it, or a redirect's Location that is not one. */
  | 'bad_url'
  /** A method or header Node refuses to send (a programming error in the caller). */
  | 'bad_request'
  /** The host is, or resolves to, an address the server must not reach. */
  | 'blocked_address'
  /** A port the server does not call (`portAllowed`). */
  | 'blocked_port'
  /** The name does not resolve. */
  | 'dns'
  /** Refused, reset, or closed before the answer was whole. */
  | 'network'
  /** The certificate does not verify for the host name, or the TLS handshake failed. */
  | 'tls'
  /** The whole exchange (every hop, the body included) took longer than `timeoutMs`. */
  | 'timeout'
  /** The answer's body is longer than `maxBytes` (announced or streamed). */
  | 'too_large'
  /** More redirects than `maxRedirects`. */
  | 'too_many_redirects'
  /** The caller's `signal` aborted. */
  | 'aborted';

export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly code: OutboundErrorCode,
    /** The URL of the hop that failed, without credentials. */
    readonly url: string,
    /** For 'blocked_address': the address that was refused. */
    readonly address?: string,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export interface OutboundRequest {
  /** @default 'GET' */
  method?: string;
  /** `Host`, `Content-Length`, `Transfer-Encoding` and `Connection` are the fetcher's own and ignored. */
  headers?: Record<string, string>;
  /** Sent as is, so a signature computed over these bytes matches what the partner receives. */
  body?: string | Uint8Array;
  /** The whole exchange: every hop, from the first lookup to the body's last byte. @default 10_000 */
  timeoutMs?: number;
  /** The most body bytes kept. @default 2 MiB */
  maxBytes?: number;
  /**
   * What a longer body does: 'fail' throws 'too_large' (a feed, a photo); 'truncate' keeps the first
   * `maxBytes` and answers with `truncated` (a webhook's delivery log). @default 'fail'
   */
  overflow?: 'fail' | 'truncate';
  /** Redirects followed, each checked again; 0 answers the 3xx itself (webhooks). @default 3 */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  /** Lower-case names, as Node reads them. */
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body was cut at `maxBytes` (only with `overflow: 'truncate'`). */
  truncated: boolean;
  /** The URL that answered, after redirects. */
  url: string;
  /** The address the answer came from: one that was checked. */
  address: string;
  /** Redirects followed. */
  redirects: number;
  /** Milliseconds from the call to the body's last byte. */
  ms: number;
  /** The body as UTF-8 (a cut character becomes U+FFFD). */
  text(): string;
}

export type OutboundFetch = (url: string | URL, request?: OutboundRequest) => Promise<OutboundResponse>;

/** Resolves a name to every address it has (the system resolver unless a test gives one). */
export type OutboundLookup = (
  hostname: string,
) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface OutboundTesting {
  /** Answers for names, so tests need no DNS. */
  lookup?: OutboundLookup;
  /** Certificates trusted instead of the system's (a test's own authority). */
  ca?: string | Buffer;
}

export const OUTBOUND_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

/**
 * - 'public': any server may be called there.
 * - 'loopback': this machine (127.0.0.0/8, ::1), reachable only with `OUTBOUND_ALLOW_LOOPBACK`
 *   (tests and local development, whose receivers and feeds listen on 127.0.0.1).
 * - 'private': the organisation's own network (RFC 1918, unique-local, CGNAT): never, since a
 *   receiver there is the database's or the cloud's neighbour, not a partner's server.
 * - 'blocked': never (unspecified, link-local with the metadata service, multicast, broadcast,
 *   reserved and documentation ranges, and IPv6 forms hiding an IPv4 address that cannot be checked).
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'blocked';

const PRIVATE_RANGES = new Set(['private', 'carrierGradeNat', 'uniqueLocal']);

/** The IPv4 address an IPv6 one stands for, when it embeds one; 'opaque' when it cannot be checked. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | 'opaque' | null {
  const p = ip.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (ip.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d, which the socket reaches as a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return v4(p[6]!, p[7]!);
    case 'rfc6052':
      // 64:ff9b::a.b.c.d goes to a.b.c.d through a NAT64 gateway; the local-use 64:ff9b:1::/48 is
      // the organisation's own translation, whose mapping cannot be known here.
      return p[2] === 0 ? v4(p[6]!, p[7]!) : 'opaque';
    case '6to4': // 2002:AABB:CCDD::/48 is a.b.c.d's network
      return v4(p[1]!, p[2]!);
    case 'teredo': // the client's address is obfuscated; nobody serves feeds over Teredo
      return 'opaque';
    case 'unicast':
      // ::a.b.c.d, the deprecated IPv4-compatible form: some stacks still route it to a.b.c.d.
      return p.slice(0, 6).every((part) => part === 0) ? 'opaque' : null;
    default:
      return null;
  }
}

/** Where an address is, for the fetcher's refusals. Anything that is not an address is 'blocked'. */
export function addressKind(address: string): AddressKind {
  if (isIP(address) === 0) return 'blocked';
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const embedded = embeddedIPv4(ip as ipaddr.IPv6);
    if (embedded === 'opaque') return 'blocked';
    if (embedded) ip = embedded;
  }
  const range = ip.range();
  if (range === 'unicast') return 'public';
  if (range === 'loopback') return 'loopback';
  return PRIVATE_RANGES.has(range) ? 'private' : 'blocked';
}

/**
 * Whether a URL a landlord types names a host the fetcher would refuse whatever DNS says: an
 * address literal outside what `allowLoopback` lets through, `localhost` and `*.localhost`, or a
 * port it never calls. Saving such a URL is a field error at once, rather than a delivery or a run
 * that fails later; a name resolving to a private address is still refused by the fetcher itself.
 */
export function urlTargetRefused(value: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true;
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  const kind = local ? 'loopback' : isIP(host) === 0 ? 'public' : addressKind(host);
  const reachable = kind === 'public' || (kind === 'loopback' && allowLoopback);
  return !reachable || (kind === 'public' && !portAllowed(port));
}

/*
 * Ports a public host may be called on: 80, 443, and the unprivileged ones except the usual ports of
 * data stores and orchestration APIs. Below 1024 live mail (an HTTP body to port 25 is mail), SSH,
 * LDAP and the like, which no webhook or feed uses; above, an HTTP request to Redis or memcached
 * on a host that exposes them can still give orders. The browsers' "bad ports" are among these.
 */
const REFUSED_PORTS = new Set([
  1433, 1521, 1719, 1720, 1723, 2049, 2375, 2376, 2379, 2380, 3306, 3659, 4045, 4190, 4369, 5060, 5061, 5432,
  5672, 5984, 6000, 6379, 6443, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 9042, 9092, 9200, 9300, 10080,
  10250, 11211, 27017,
]);

export function portAllowed(port: number): boolean {
  if (port === 80 || port === 443) return true;
  return port >= 1024 && port <= 65535 && !REFUSED_PORTS.has(port);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers the fetcher sets itself; a caller's would contradict the connection or the body. */
const OWN_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);
/** Headers that speak for the caller to one origin only, dropped when a redirect leaves it. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** The URL without credentials, for errors that callers store. */
function shown(url: URL): string {
  if (!url.username && !url.password) return url.href;
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

function parseTarget(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch (error) {
    throw new OutboundError('bad_url', String(input).slice(0, 2048), undefined, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('bad_url', shown(url));
  if (url.username || url.password || url.hostname === '') throw new OutboundError('bad_url', shown(url));
  return url;
}

/** `[::1]` → `::1`: the URL's host as the socket takes it. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function tlsFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return /^ERR_(TLS|SSL)_|CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code);
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

interface HopAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  address: string;
  /** Set when the answer is a redirect being followed: its body is not read. */
  location?: string;
  body: Buffer;
  truncated: boolean;
}

/**
 * Makes `createOutboundFetch(config)`: `OUTBOUND_ALLOW_LOOPBACK` lets it reach this machine's loopback
 * (tests, development), never a private network. Refused in production, here too, whatever built the config.
 */
export function createOutboundFetch(
  config: Pick<Config, 'outboundAllowLoopback' | 'production'>,
  testing: OutboundTesting = {},
): OutboundFetch {
  if (config.production && config.outboundAllowLoopback)
    throw new Error('OUTBOUND_ALLOW_LOOPBACK is refused in production');
  const allowLoopback = config.outboundAllowLoopback;
  const resolve: OutboundLookup =
    testing.lookup ?? ((name) => systemLookup(name, { all: true, verbatim: true }));

  const reachable = (address: string) => {
    const kind = addressKind(address);
    return kind === 'public' || (kind === 'loopback' && allowLoopback);
  };

  /** Checks a hop's URL before anything connects: scheme, credentials, port and a literal address. */
  function check(url: URL): void {
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    if (!portAllowed(port)) throw new OutboundError('blocked_port', shown(url));
    const host = bareHost(url);
    if (isIP(host) !== 0 && !reachable(host)) throw new OutboundError('blocked_address', shown(url), host);
  }

  /** One request and its answer, over a connection of its own, to an address checked in `lookup`. */
  function exchange(
    hop: Hop,
    follow: boolean,
    request: OutboundRequest,
    stop: AbortSignal,
  ): Promise<HopAnswer> {
    const maxBytes = request.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
    const overflow = request.overflow ?? 'fail';
    const where = shown(hop.url);
    return new Promise<HopAnswer>((settle, reject) => {
      let done = false;
      // What the lookup refused: the socket's error then only says the connection failed.
      let refusal: OutboundError | undefined;
      let req: http.ClientRequest | undefined;
      let res: IncomingMessage | undefined;

      const onStop = () => fail(new OutboundError(stop.reason as 'timeout' | 'aborted', where));
      const finish = () => {
        done = true;
        stop.removeEventListener('abort', onStop);
      };
      function fail(error: OutboundError): void {
        if (done) return;
        finish();
        res?.destroy();
        req?.destroy();
        reject(error);
      }
      function answer(result: HopAnswer): void {
        if (done) return;
        finish();
        // A cut body or an unread redirect: nothing more is wanted from this connection.
        if (!res?.complete) res?.destroy();
        settle(result);
      }

      const lookup: LookupFunction = (hostname, options, callback) => {
        resolve(hostname).then(
          (found) => {
            const wanted = options.family ? found.filter((a) => a.family === options.family) : found;
            const blocked = found.find((a) => !reachable(a.address));
            if (blocked) refusal = new OutboundError('blocked_address', where, blocked.address);
            else if (wanted.length === 0) refusal = new OutboundError('dns', where);
            if (refusal) return callback(refusal, '', 0);
            if (options.all)
              callback(
                null,
                wanted.map((a) => ({ address: a.address, family: a.family })),
              );
            else callback(null, wanted[0]!.address, wanted[0]!.family);
          },
          (error: unknown) => {
            refusal = new OutboundError('dns', where, undefined, { cause: error });
            callback(refusal, '', 0);
          },
        );
      };

      const host = bareHost(hop.url);
      try {
        req = (hop.url.protocol === 'https:' ? https : http).request({
          protocol: hop.url.protocol,
          hostname: host,
          port: hop.url.port || undefined,
          path: `${hop.url.pathname}${hop.url.search}`,
          method: hop.method,
          headers: hop.headers,
          // A connection of its own, closed after the answer: a kept-alive socket would skip the check.
          agent: false,
          lookup,
          // The certificate is checked against the name, though the socket connects to an address.
          ...(hop.url.protocol === 'https:'
            ? { servername: isIP(host) === 0 ? host : undefined, rejectUnauthorized: true, ca: testing.ca }
            : {}),
        });
      } catch (error) {
        reject(new OutboundError('bad_request', where, undefined, { cause: error }));
        return;
      }
      if (stop.aborted) return onStop();
      stop.addEventListener('abort', onStop, { once: true });

      req.on('error', (error) => {
        if (refusal) fail(refusal);
        else
          fail(new OutboundError(tlsFailure(error) ? 'tls' : 'network', where, undefined, { cause: error }));
      });
      req.on('response', (incoming) => {
        res = incoming;
        const address = incoming.socket.remoteAddress ?? '';
        const status = incoming.statusCode ?? 0;
        const location = incoming.headers.location;
        if (follow && REDIRECTS.has(status) && location) {
          answer({
            status,
            headers: incoming.headers,
            address,
            location,
            body: Buffer.alloc(0),
            truncated: false,
          });
          return;
        }
        const announced = Number(incoming.headers['content-length']);
        if (overflow === 'fail' && Number.isFinite(announced) && announced > maxBytes) {
          fail(new OutboundError('too_large', where));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const whole = (truncated: boolean) =>
          answer({
            status,
            headers: incoming.headers,
            address,
            body: Buffer.concat(chunks, size),
            truncated,
          });
        incoming.on('data', (chunk: Buffer) => {
          if (done) return;
          if (size + chunk.length <= maxBytes) {
            chunks.push(chunk);
            size += chunk.length;
            return;
          }
          if (overflow === 'fail') return fail(new OutboundError('too_large', where));
          chunks.push(chunk.subarray(0, maxBytes - size));
          size = maxBytes;
          whole(true);
        });
        incoming.on('end', () => whole(false));
        incoming.on('error', (error) =>
          fail(new OutboundError('network', where, undefined, { cause: error })),
        );
        // Closed before the end: the body is not whole.
        incoming.on('close', () => fail(new OutboundError('network', where)));
      });
      req.end(hop.body);
    });
  }

  return async function outboundFetch(input, request = {}) {
    const started = performance.now();
    const maxRedirects = request.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
    const timeoutMs = request.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
    let url = parseTarget(input);
    if (request.signal?.aborted) throw new OutboundError('aborted', shown(url));

    // One deadline for every hop and the body: the reason says which code the hop fails with.
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort('timeout'), timeoutMs);
    const onAbort = () => stop.abort('aborted');
    request.signal?.addEventListener('abort', onAbort, { once: true });

    const headers: Record<string, string> = { 'user-agent': 'Convive' };
    for (const [name, value] of Object.entries(request.headers ?? {}))
      if (!OWN_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    let hop: Hop = {
      url,
      method: (request.method ?? 'GET').toUpperCase(),
      headers,
      body: request.body === undefined ? undefined : Buffer.from(request.body),
    };
    try {
      for (let redirects = 0; ; redirects++) {
        check(hop.url);
        const got = await exchange(hop, maxRedirects > 0, request, stop.signal);
        if (got.location === undefined) {
          const body = got.body;
          return {
            status: got.status,
            headers: got.headers,
            body,
            truncated: got.truncated,
            url: hop.url.href,
            address: got.address,
            redirects,
            ms: Math.round(performance.now() - started),
            text: () => body.toString('utf8'),
          };
        }
        if (redirects >= maxRedirects) throw new OutboundError('too_many_redirects', shown(hop.url));
        try {
          url = new URL(got.location, hop.url);
        } catch (error) {
          throw new OutboundError('bad_url', shown(hop.url), undefined, { cause: error });
        }
        url = parseTarget(url);
        hop = nextHop(hop, url, got.status);
      }
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  };
}

/** The request a redirect asks for: 303 (and 301/302 after a POST) become a GET without the body. */
function nextHop(previous: Hop, url: URL, status: number): Hop {
  const toGet =
    (status === 303 && previous.method !== 'HEAD') ||
    ((status === 301 || status === 302) && previous.method === 'POST');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(previous.headers)) {
    if (toGet && name.startsWith('content-')) continue;
    if (url.origin !== previous.url.origin && CREDENTIAL_HEADERS.has(name)) continue;
    headers[name] = value;
  }
  return {
    url,
    method: toGet ? 'GET' : previous.method,
    headers,
    body: toGet ? undefined : previous.body,
  };
}
