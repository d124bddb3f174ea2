import { describe, expect, it } from 'vitest';
import {
  signWebhook,
  verifyWebhook,
  verifyWebhookSignature,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
} from './verify';

// The Standard Webhooks specification's example: secret, message id, timestamp, body and signature.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  payload: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT = new Date(VECTOR.timestamp * 1000);

const headersOf = (overrides: Record<string, string | undefined> = {}) => ({
  'webhook-id': VECTOR.id,
  'webhook-timestamp': String(VECTOR.timestamp),
  'webhook-signature': VECTOR.signature,
  ...overrides,
});

async function refusal(pending: Promise<unknown>): Promise<WebhookVerificationErrorCode> {
  try {
    await pending;
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return (error as WebhookVerificationError).code;
  }
  throw new Error('expected a refusal');
}

describe('the Standard Webhooks test vector', () => {
  it('signs as the specification does', async () => {
    expect(await signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.payload)).toBe(
      VECTOR.signature,
    );
  });

  it('verifies, from a plain object, a Fetch Headers, Node’s arrays and bytes', async () => {
    await verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf(), { now: AT });
    await verifyWebhookSignature(VECTOR.secret, VECTOR.payload, new Headers(headersOf()), { now: AT });
    const upper = {
      'Webhook-Id': VECTOR.id,
      'Webhook-Timestamp': [String(VECTOR.timestamp)],
      'Webhook-Signature': VECTOR.signature,
    };
    await verifyWebhookSignature(VECTOR.secret, VECTOR.payload, upper, { now: AT });
    await verifyWebhookSignature(VECTOR.secret, new TextEncoder().encode(VECTOR.payload), headersOf(), {
      now: AT,
    });
  });

  it('accepts the key without its whsec_ prefix', async () => {
    await verifyWebhookSignature(VECTOR.secret.slice('whsec_'.length), VECTOR.payload, headersOf(), {
      now: AT,
    });
  });
});

describe('refusals', () => {
  it('refuses a changed body, id or timestamp, and a wrong secret', async () => {
    const other = 'whsec_QWxndW5hIG90cmEgY2xhdmUgZGUgcHJ1ZWJh';
    expect(
      await refusal(verifyWebhookSignature(VECTOR.secret, '{"test": 2432232315}', headersOf(), { now: AT })),
    ).toBe('no_match');
    expect(
      await refusal(verifyWebhookSignature(VECTOR.secret, `${VECTOR.payload} `, headersOf(), { now: AT })),
    ).toBe('no_match');
    expect(
      await refusal(
        verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf({ 'webhook-id': 'msg_other' }), {
          now: AT,
        }),
      ),
    ).toBe('no_match');
    const later = String(VECTOR.timestamp + 1);
    expect(
      await refusal(
        verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf({ 'webhook-timestamp': later }), {
          now: AT,
        }),
      ),
    ).toBe('no_match');
    expect(await refusal(verifyWebhookSignature(other, VECTOR.payload, headersOf(), { now: AT }))).toBe(
      'no_match',
    );
  });

  it('refuses a missing header', async () => {
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const code = await refusal(
        verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf({ [name]: undefined }), { now: AT }),
      );
      expect(code, name).toBe('missing_headers');
    }
  });

  it('refuses a timestamp outside five minutes either way, or not a number', async () => {
    const late = new Date(AT.getTime() + 301_000);
    const early = new Date(AT.getTime() - 301_000);
    expect(
      await refusal(verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf(), { now: late })),
    ).toBe('too_old');
    expect(
      await refusal(verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf(), { now: early })),
    ).toBe('too_new');
    await verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf(), {
      now: new Date(AT.getTime() + 299_000),
    });
    await verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf(), {
      now: late,
      toleranceSeconds: 600,
    });
    for (const bad of ['1614265330.5', '-1', 'abc', '1e9']) {
      const code = await refusal(
        verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf({ 'webhook-timestamp': bad }), {
          now: AT,
        }),
      );
      expect(code, bad).toBe('bad_timestamp');
    }
  });

  it('refuses signatures of another version or that are not base64, and a secret that is not base64', async () => {
    const mac = VECTOR.signature.slice(3);
    for (const header of [`v2,${mac}`, mac, 'v1,', 'v1,@@@@', `v1 ${mac}`]) {
      const code = await refusal(
        verifyWebhookSignature(VECTOR.secret, VECTOR.payload, headersOf({ 'webhook-signature': header }), {
          now: AT,
        }),
      );
      expect(code, header).toBe('no_match');
    }
    expect(
      await refusal(verifyWebhookSignature('whsec_no es base64!', VECTOR.payload, headersOf(), { now: AT })),
    ).toBe('bad_secret');
    expect(await refusal(verifyWebhookSignature('whsec_', VECTOR.payload, headersOf(), { now: AT }))).toBe(
      'bad_secret',
    );
  });
});

describe('rotation: several signatures and several secrets', () => {
  const previous = 'whsec_QW50ZXJpb3IgY2xhdmUgZGUgQ29udml2ZSAh';

  it('finds the matching signature among several, in any position', async () => {
    const old = await signWebhook(previous, VECTOR.id, VECTOR.timestamp, VECTOR.payload);
    for (const header of [
      `${VECTOR.signature} ${old}`,
      `${old} ${VECTOR.signature}`,
      `v2,abc ${VECTOR.signature}`,
    ]) {
      await verifyWebhookSignature(
        VECTOR.secret,
        VECTOR.payload,
        headersOf({ 'webhook-signature': header }),
        { now: AT },
      );
    }
  });

  it('accepts the previous secret while the receiver holds both', async () => {
    const old = await signWebhook(previous, VECTOR.id, VECTOR.timestamp, VECTOR.payload);
    await verifyWebhookSignature(
      [VECTOR.secret, previous],
      VECTOR.payload,
      headersOf({ 'webhook-signature': old }),
      { now: AT },
    );
    expect(
      await refusal(
        verifyWebhookSignature([VECTOR.secret], VECTOR.payload, headersOf({ 'webhook-signature': old }), {
          now: AT,
        }),
      ),
    ).toBe('no_match');
  });
});

describe('verifyWebhook', () => {
  const secret = 'whsec_Q29udml2ZVBydWViYUZpamFEZUNsYXZl';
  const event = {
    id: 'msg_2Yp1kX9a',
    type: 'lead.created',
    created_at: '2026-11-30T09:00:00.000Z',
    data: { request: { id: 7 }, source: { partner_key: null } },
  };

  it('answers the event of a signed Convive delivery', async () => {
    const body = JSON.stringify(event);
    const now = new Date('2026-11-30T09:00:02Z');
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = {
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': await signWebhook(secret, event.id, timestamp, body),
    };
    expect(await verifyWebhook(secret, body, headers, { now })).toEqual(event);
  });

  it('refuses a signed body that is not an event', async () => {
    const now = new Date('2026-11-30T09:00:02Z');
    const timestamp = Math.floor(now.getTime() / 1000);
    for (const body of ['not json', '[]', '{"id":"x","type":"ping","created_at":"2026","data":null}']) {
      const headers = {
        'webhook-id': 'msg_x',
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signWebhook(secret, 'msg_x', timestamp, body),
      };
      expect(await refusal(verifyWebhook(secret, body, headers, { now })), body).toBe('bad_payload');
    }
  });
});
