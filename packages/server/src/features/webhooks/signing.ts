import { createHmac, randomBytes } from 'node:crypto';

/*
 * Standard Webhooks signing (docs/adr/0170-webhooks.md): a secret is `whsec_` + the base64 of its
 * random key bytes; a signature is `v1,` + the base64 HMAC-SHA256, keyed with those bytes, of
 * "{webhook-id}.{webhook-timestamp}.{body}".
 */

const PREFIX = 'whsec_';
/** 24 random bytes: 192 bits, within the 24–64 the Standard Webhooks libraries accept. */
const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The event's stable id, sent as `webhook-id`: receivers de-duplicate on it. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** What a list shows of a secret: enough to tell two apart, too little to sign with. */
export function secretHint(secret: string): string {
  return `${PREFIX}…${secret.slice(-4)}`;
}

/** One `v1,<base64>` signature of a message with one secret. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The headers of one attempt: the signature with every secret that signs now (the new one first;
 * during a rotation's window also the previous one), space-separated as the standard has it.
 */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Convive-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}
