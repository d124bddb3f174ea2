import type { WebhookDeliveryEventType } from '../schemas/webhook';

/*
 * Verifying a Convive webhook on the partner's server, as Standard Webhooks defines it: the
 * signature is `v1,` + base64(HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")), the key
 * being the base64 after `whsec_`. Web Crypto only, so it runs on Node ≥ 18, Deno, Bun, edge
 * runtimes and workers alike, with no dependency. The HMAC is checked with `crypto.subtle.verify`,
 * which compares in constant time.
 */

/** Why a request was refused; a receiver answers 400 or 401 and does not process it. */
export type WebhookVerificationErrorCode =
  /** `webhook-id`, `webhook-timestamp` or `webhook-signature` is missing. */
  | 'missing_headers'
  /** The timestamp is not a whole number of seconds. */
  | 'bad_timestamp'
  /** Older than the tolerance: a replay of a captured request, or a clock far behind. */
  | 'too_old'
  /** Newer than the tolerance: a clock far ahead. */
  | 'too_new'
  /** The secret is not `whsec_` + base64. */
  | 'bad_secret'
  /** No `v1` signature in the header matches the body with any of the secrets given. */
  | 'no_match'
  /** The signature matches but the body is not a JSON event. */
  | 'bad_payload';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(readonly code: WebhookVerificationErrorCode) {
    super(code);
  }
}

/** The body of every delivery (docs/adr/0170-webhooks.md): `id` is also the `webhook-id` header. */
export interface WebhookEventPayload {
  id: string;
  type: WebhookDeliveryEventType;
  /** ISO 8601, when the event happened (not when this attempt was sent). */
  created_at: string;
  /** The contract's objects for this type (a `request`, a `visit`, a `listing`…). */
  data: Record<string, unknown>;
}

/** Headers as Node (`IncomingHttpHeaders`), the Fetch API (`Headers`) or a plain object has them. */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyWebhookOptions {
  /** How far the timestamp may be from now, either way. @default 300 (five minutes, the standard's) */
  toleranceSeconds?: number;
  /** Now, for tests. @default new Date() */
  now?: Date;
}

/** Five minutes, as the Standard Webhooks libraries have it. */
const DEFAULT_TOLERANCE_SECONDS = 300;
const SECRET_PREFIX = 'whsec_';
const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : (value as string | undefined);
}

/** Bytes on a plain ArrayBuffer, the only kind Web Crypto's types accept. */
type Bytes = Uint8Array<ArrayBuffer>;

function base64Bytes(text: string): Bytes | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function secretKey(secret: string): Bytes {
  const bytes = base64Bytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!bytes || bytes.length === 0) throw new WebhookVerificationError('bad_secret');
  return bytes;
}

type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

function hmacKey(bytes: Bytes, usage: 'sign' | 'verify'): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function bodyText(payload: string | Uint8Array): string {
  return typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
}

/**
 * The `webhook-signature` value for a message: what Convive sends, for a receiver's own tests (a
 * fixture signed as a real delivery is). `timestamp` in seconds since the epoch.
 */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number,
  payload: string | Uint8Array,
): Promise<string> {
  const key = await hmacKey(secretKey(secret), 'sign');
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestamp}.${bodyText(payload)}`)),
  );
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

/**
 * Checks a request's Standard Webhooks signature and timestamp, and nothing of its body: throws a
 * `WebhookVerificationError` unless one `v1` signature matches one of the secrets and the timestamp
 * is within the tolerance. `payload` must be the raw body as received (re-serialised JSON, one space
 * more, breaks the signature). `secret` may be a list: during a rotation, the new secret and the one
 * it replaces.
 */
export async function verifyWebhookSignature(
  secret: string | readonly string[],
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions = {},
): Promise<void> {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) throw new WebhookVerificationError('missing_headers');
  if (!/^\d{1,15}$/.test(timestampText)) throw new WebhookVerificationError('bad_timestamp');
  const timestamp = Number(timestampText);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < now - tolerance) throw new WebhookVerificationError('too_old');
  if (timestamp > now + tolerance) throw new WebhookVerificationError('too_new');

  const signed = encoder.encode(`${id}.${timestamp}.${bodyText(payload)}`);
  const candidates = signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] === 'v1')
    .map(([, mac]) => base64Bytes(mac))
    .filter((mac): mac is Bytes => mac !== null);
  for (const one of typeof secret === 'string' ? [secret] : secret) {
    const key = await hmacKey(secretKey(one), 'verify');
    for (const mac of candidates) {
      if (await crypto.subtle.verify('HMAC', key, mac, signed)) return;
    }
  }
  throw new WebhookVerificationError('no_match');
}

/**
 * Checks that a request is a Convive delivery, whole and recent (`verifyWebhookSignature`), and
 * answers its event. De-duplicate on the answer's `id`: a delivery may arrive twice (a 2xx lost on
 * the way, a replay from the dashboard).
 */
export async function verifyWebhook(
  secret: string | readonly string[],
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEventPayload> {
  await verifyWebhookSignature(secret, payload, headers, options);
  let event: unknown;
  try {
    event = JSON.parse(bodyText(payload));
  } catch {
    throw new WebhookVerificationError('bad_payload');
  }
  const shape = event as Partial<WebhookEventPayload> | null;
  if (
    typeof shape !== 'object' ||
    shape === null ||
    typeof shape.id !== 'string' ||
    typeof shape.type !== 'string' ||
    typeof shape.created_at !== 'string' ||
    typeof shape.data !== 'object' ||
    shape.data === null
  )
    throw new WebhookVerificationError('bad_payload');
  return shape as WebhookEventPayload;
}
