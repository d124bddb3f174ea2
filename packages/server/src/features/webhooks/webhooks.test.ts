import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WEBHOOKS_MAX, type WebhookEndpointWithSecret } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  BOSS_JOBS,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import {
  deliverWebhook,
  FAILING_DAYS,
  MAX_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  retryDelay,
  sweepDeliveries,
  WEBHOOK_JOB,
} from './delivery';
import { emitWebhookEvent } from './service';

/** A request the local receiver got. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/**
 * A receiver on 127.0.0.1: records every request and answers with the next status of `answers`
 * (200 when none is left), and with a body of `answerBody`.
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  let answerBody = 'ok';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      const status = answers.shift() ?? 200;
      response.writeHead(
        status,
        status >= 300 && status < 400 ? { location: 'https://elsewhere.example/' } : {},
      );
      response.end(answerBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    answers,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    answerWith(body: string) {
      answerBody = body;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The receiver's side of Standard Webhooks, written here apart from the server's signing: the
 * signatures of the header that verify with `secret` over "{id}.{timestamp}.{body}".
 */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      if (version !== 'v1' || !signature) return false;
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

describe('the retry schedule', () => {
  it('covers more than 24 hours, with jitter of ±10 % and no wait above 12 h', () => {
    const total = RETRY_SCHEDULE_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(MAX_ATTEMPTS).toBe(RETRY_SCHEDULE_MS.length + 1);
    expect(retryDelay(1, () => 0)).toBe(4_500);
    expect(retryDelay(1, () => 1)).toBe(5_500);
    expect(retryDelay(6, () => 1)).toBe(11 * 3_600_000);
    expect(retryDelay(MAX_ATTEMPTS)).toBeNull();
  });
});

describe.each(DIALECTS)('webhooks on %s', (dialect) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let landlord: Account;
  let other: Account;
  let tenant: Account;
  let now = new Date();
  const logs: string[] = [];
  const ctx = () => server.app.ctx;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startServer(dialect, {
      clock: () => now,
      config: { outboundAllowLoopback: true, logLevel: 'info' },
      logger: undefined,
      logStream: { write: (line: string) => logs.push(line) },
    });
    [landlord, other, tenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
    receiver.answerWith('ok');
  });

  /** Moves the clock to `instant` and runs the delivery jobs due by then. */
  async function advanceTo(instant: Date) {
    now = instant;
    if (dialect === 'sqlite') {
      await sql`update jobs set start_after = ${new Date(Date.now() - 1000).toISOString()}
        where name = ${WEBHOOK_JOB} and state in ('created', 'retry')`.execute(ctx().db);
    } else {
      await sql`update ${BOSS_JOBS} set start_after = now() - interval '1 second'
        where name = ${WEBHOOK_JOB} and state in ('created', 'retry')`.execute(ctx().db);
    }
    await ctx().jobs.drain();
  }

  const later = (ms: number) => new Date(now.getTime() + ms);

  async function endpoint(
    events: string[] = ['lead.created'],
    path = '/hooks',
  ): Promise<WebhookEndpointWithSecret> {
    return landlord.client.webhooks.create({ url: receiver.url(path), events: events as never });
  }

  it('creates an endpoint with a whole secret once, then shows only its hint', async () => {
    const created = await endpoint(['lead.created', 'visit.requested'], '/create');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(created.secret.slice('whsec_'.length), 'base64');
    expect(bytes.length).toBeGreaterThanOrEqual(24);
    expect(bytes.length).toBeLessThanOrEqual(32);
    expect(created).toMatchObject({
      enabled: true,
      events: ['lead.created', 'visit.requested'],
      description: '',
    });
    expect(created.secret_hint).toBe(`whsec_…${created.secret.slice(-4)}`);
    const listed = await landlord.client.webhooks.list();
    expect(listed.map((w) => w.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6));
    const one = await landlord.client.webhooks.get(created.id);
    expect(one).not.toHaveProperty('secret');
    const updated = await landlord.client.webhooks.update(created.id, { description: 'CRM', enabled: false });
    expect(updated).toMatchObject({ description: 'CRM', enabled: false, disabled_reason: null });
    await landlord.client.webhooks.delete(created.id);
    expect((await failure(landlord.client.webhooks.get(created.id))).status).toBe(404);
  });

  it('is the owner’s only: 404 for another landlord, 403 for a tenant, 401 without a session', async () => {
    const mine = await endpoint();
    const myDelivery = await landlord.client.webhooks.test(mine.id);
    const theirs = other.client.webhooks;
    for (const call of [
      () => theirs.get(mine.id),
      () => theirs.update(mine.id, { enabled: false }),
      () => theirs.delete(mine.id),
      () => theirs.rotateSecret(mine.id),
      () => theirs.test(mine.id),
      () => theirs.deliveries(mine.id),
      () => theirs.replay(myDelivery.id),
    ]) {
      expect((await failure(call())).status).toBe(404);
    }
    expect(await theirs.list()).toEqual([]);
    expect((await failure(tenant.client.webhooks.list())).status).toBe(403);
    expect((await failure(server.client().webhooks.list())).status).toBe(401);
    expect((await failure(server.client().webhooks.get(mine.id))).status).toBe(401);
    await landlord.client.webhooks.delete(mine.id);
  });

  it('answers bad input with coded messages in the caller’s language', async () => {
    const post = (body: unknown, language = 'es') =>
      server.fetch('/api/webhooks/', {
        method: 'POST',
        token: landlord.token,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      });
    let answer = await post({ url: 'ftp://crm.example/x', events: [] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      url: [
        'Escribe una dirección https completa, p. ej. https://crm.inmobiliaria.es/webhooks (sin usuario ni contraseña).',
      ],
      events: ['Elige al menos un evento.'],
    });
    answer = await post({ url: `https://crm.example/${'a'.repeat(2000)}`, events: ['nope'] }, 'en');
    expect(await answer.json()).toEqual({
      url: ['The address can be at most 2000 characters long.'],
      'events.0': ['Unknown event.'],
    });
    answer = await post({ url: 'https://user:pw@crm.example/x', events: ['lead.created'] }, 'de');
    expect(((await answer.json()) as { url: string[] }).url[0]).toMatch(
      /^Geben Sie eine vollständige https-Adresse/,
    );
  });

  it('refuses a URL on a private, link-local or (unless allowed) loopback address as a field error', async () => {
    const refusedText =
      'Esa dirección apunta a una red privada o a este mismo servidor: escribe la dirección pública de tu sistema.';
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://192.168.1.20/hooks',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/hooks',
      'https://0x0a000001/hooks',
      'https://crm.example:6379/hooks',
    ]) {
      const refused = await failure(landlord.client.webhooks.create({ url, events: ['lead.created'] }));
      expect(refused.data, url).toEqual({ url: [refusedText] });
    }
    ctx().config.outboundAllowLoopback = false;
    try {
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://localhost/hooks',
        'https://api.localhost/hooks',
      ]) {
        const refused = await failure(landlord.client.webhooks.create({ url, events: ['lead.created'] }));
        expect(refused.data, url).toEqual({ url: [refusedText] });
      }
      const hook = await landlord.client.webhooks.create({
        url: 'https://crm.example/ok',
        events: ['lead.created'],
      });
      const moved = await failure(landlord.client.webhooks.update(hook.id, { url: 'https://127.0.0.1/x' }));
      expect(moved.data).toEqual({ url: [refusedText] });
      await landlord.client.webhooks.delete(hook.id);
    } finally {
      ctx().config.outboundAllowLoopback = true;
    }
  });

  it('refuses http when loopback is not allowed, and more than the maximum', async () => {
    ctx().config.outboundAllowLoopback = false;
    try {
      const refused = await failure(
        landlord.client.webhooks.create({ url: 'http://crm.example/x', events: ['lead.created'] }),
      );
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({ url: ['La dirección del webhook debe empezar por https://.'] });
    } finally {
      ctx().config.outboundAllowLoopback = true;
    }
    const made = [];
    for (let i = 0; i < WEBHOOKS_MAX; i++)
      made.push(
        await other.client.webhooks.create({ url: `https://crm.example/${i}`, events: ['lead.created'] }),
      );
    const tooMany = await failure(
      other.client.webhooks.create({ url: 'https://crm.example/x', events: ['lead.created'] }),
    );
    expect(tooMany.data).toEqual({
      non_field_errors: [`Puedes tener como mucho ${WEBHOOKS_MAX} webhooks: borra alguno antes.`],
    });
    for (const hook of made) await other.client.webhooks.delete(hook.id);
  });

  it('pings once, signed so an independent check verifies it, and logs the delivery', async () => {
    const hook = await endpoint(['listing.updated'], '/ping');
    receiver.answerWith('x'.repeat(3000));
    const queued = await landlord.client.webhooks.test(hook.id);
    expect(queued).toMatchObject({ status: 'pending', event_type: 'ping', attempts: 0 });
    await ctx().jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['webhook-id']).toBe(queued.event_id);
    expect(Number(got?.headers['webhook-timestamp'])).toBe(Math.floor(now.getTime() / 1000));
    expect(verifies(hook.secret, got!.headers, got!.body)).toBe(true);
    expect(verifies(hook.secret, got!.headers, `${got!.body} `)).toBe(false);
    // What a partner's server does with the sdk's helper.
    const event = await verifyWebhook(hook.secret, got!.body, got!.headers, { now });
    expect(event).toMatchObject({ id: queued.event_id, type: 'ping' });
    expect(JSON.parse(got!.body)).toEqual({
      id: queued.event_id,
      type: 'ping',
      created_at: now.toISOString(),
      data: { webhook: hook.id },
    });
    const page = await landlord.client.webhooks.deliveries(hook.id);
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: queued.id,
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      response_excerpt: 'x'.repeat(1024),
    });
    expect(page.results[0]!.latency_ms).toBeGreaterThanOrEqual(0);
    // A second run of the same job finds it delivered: never sent twice after a 2xx.
    expect(await deliverWebhook(ctx(), queued.id)).toBe('skipped');
    await Promise.all([deliverWebhook(ctx(), queued.id), deliverWebhook(ctx(), queued.id)]);
    expect(receiver.received).toHaveLength(1);

    // Replay: the same event id again, from a first attempt.
    const replayed = await landlord.client.webhooks.replay(queued.id);
    expect(replayed).toMatchObject({ status: 'pending', attempts: 0, event_id: queued.event_id });
    await ctx().jobs.drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([queued.event_id, queued.event_id]);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('claims a delivery once when runs race (the queue’s own and two more)', async () => {
    const hook = await endpoint(['lead.created'], '/race');
    const queued = await landlord.client.webhooks.test(hook.id);
    const outcomes = await Promise.all([
      deliverWebhook(ctx(), queued.id),
      deliverWebhook(ctx(), queued.id),
      ctx().jobs.drain(),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'delivered').length).toBeLessThanOrEqual(1);
    await ctx().jobs.drain();
    expect(receiver.received.map((r) => r.path)).toEqual(['/race']);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('retries a 3xx, a 500 and a refused connection with back-off, then delivers', async () => {
    const hook = await endpoint(['lead.created'], '/retry');
    receiver.answers.push(302, 500);
    const queued = await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    let [delivery] = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 302 });
    const firstWait = Date.parse(delivery!.next_attempt_at!) - now.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(4_500);
    expect(firstWait).toBeLessThanOrEqual(5_500);
    // Not due yet: nothing is sent.
    await advanceTo(later(1_000));
    expect(receiver.received).toHaveLength(1);
    await advanceTo(new Date(delivery!.next_attempt_at!));
    [delivery] = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, last_status_code: 500 });
    const secondWait = Date.parse(delivery!.next_attempt_at!) - now.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(0.9 * 5 * 60_000);
    await advanceTo(new Date(delivery!.next_attempt_at!));
    [delivery] = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      last_status_code: 200,
      next_attempt_at: null,
    });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(
      new Set([queued.event_id]),
    );
    // A network error is a code, not a status.
    await landlord.client.webhooks.update(hook.id, { url: 'http://127.0.0.1:9/closed' });
    const refused = await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const failed = (await landlord.client.webhooks.deliveries(hook.id)).results.find(
      (d) => d.id === refused.id,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(failed?.last_error).toMatch(/^(network|blocked_port)$/);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('gets every event to a receiver down for two hours once, in the end', async () => {
    const hook = await endpoint(['lead.created'], '/outage');
    receiver.answers.push(...Array.from({ length: 200 }, () => 503));
    for (let n = 1; n <= 5; n++)
      await emitWebhookEvent(ctx(), landlord.user.id, 'lead.created', { request: { id: n } });
    await ctx().jobs.drain();
    const outageEnds = later(2 * 3_600_000);
    const dueTimes = async () =>
      (await landlord.client.webhooks.deliveries(hook.id)).results.map((d) => Date.parse(d.next_attempt_at!));
    // Two hours of 503s, each attempt at its time.
    for (let next = Math.min(...(await dueTimes())); next <= outageEnds.getTime(); ) {
      await advanceTo(new Date(next));
      next = Math.min(...(await dueTimes()));
    }
    const during = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(during).toHaveLength(5);
    for (const delivery of during) {
      expect(delivery).toMatchObject({ status: 'pending', last_status_code: 503 });
      expect(delivery.attempts).toBeGreaterThanOrEqual(4);
    }
    const eventIds = during.map((d) => d.event_id);
    // Up again: the next attempt of each delivers it, and nothing is sent after.
    receiver.answers.length = 0;
    const sentBefore = receiver.received.length;
    await advanceTo(new Date(Math.max(...(await dueTimes()))));
    await advanceTo(later(24 * 3_600_000));
    const after = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(after.every((d) => d.status === 'delivered' && d.last_status_code === 200)).toBe(true);
    const delivered = receiver.received.slice(sentBefore).map((r) => String(r.headers['webhook-id']));
    expect(delivered.sort()).toEqual([...eventIds].sort());
    await landlord.client.webhooks.delete(hook.id);
  });

  it('queues again a due delivery whose job was lost, once it is overdue', async () => {
    const hook = await endpoint(['lead.created'], '/lost');
    await emitWebhookEvent(ctx(), landlord.user.id, 'lead.created', { request: { id: 1 } });
    await ctx().jobs.drain();
    expect(receiver.received.map((r) => r.path)).toEqual(['/lost']);
    // As if the job of its next attempt had been lost (its process died): pending and due, nobody
    // holding it, nothing queued. (Deleting a queued job instead races pg-boss's own polling.)
    await ctx()
      .db.updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now.toISOString(), claimed_until: null, delivered_at: null })
      .where('endpoint_id', '=', hook.id)
      .execute();
    // Due, but a healthy queue may still be about to run it.
    expect(await sweepDeliveries(ctx())).toBe(0);
    now = later(3 * 60_000);
    expect(await sweepDeliveries(ctx())).toBe(1);
    await ctx().jobs.drain();
    expect(receiver.received.map((r) => r.path)).toEqual(['/lost', '/lost']);
    expect(await sweepDeliveries(ctx())).toBe(0);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('gives a delivery up after its last attempt', async () => {
    const hook = await endpoint(['lead.created'], '/down');
    receiver.answers.push(...Array.from({ length: MAX_ATTEMPTS }, () => 503));
    const queued = await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const [delivery] = (await landlord.client.webhooks.deliveries(hook.id)).results;
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt });
      await advanceTo(new Date(delivery!.next_attempt_at!));
    }
    const [last] = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(last).toMatchObject({
      id: queued.id,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    // Within the failure window (about 37 h < 3 days): still enabled.
    expect((await landlord.client.webhooks.get(hook.id)).enabled).toBe(true);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('disables an endpoint at once on 410 Gone, and tells its owner', async () => {
    const hook = await endpoint(['lead.created'], '/gone');
    receiver.answers.push(410);
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const after = await landlord.client.webhooks.get(hook.id);
    expect(after).toMatchObject({ enabled: false, disabled_reason: 'gone', disabled_at: now.toISOString() });
    const [delivery] = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(delivery).toMatchObject({ status: 'failed', last_status_code: 410, next_attempt_at: null });
    expect((await failure(landlord.client.webhooks.test(hook.id))).status).toBe(409);
    const notices = await ctx()
      .db.selectFrom('notifications')
      .select(['code', 'params'])
      .where('user_id', '=', landlord.user.id)
      .where('related_object_id', '=', hook.id)
      .where('event_type', '=', 'webhook_disabled')
      .execute();
    expect(notices.map((n) => inSpanish(n).title)).toEqual(['Webhook desactivado']);
    const mail = await server.lastMail(landlord.email);
    expect(mail).toContain('Webhook desactivado');
    // Enabled again by its owner: the reason is cleared and pings are delivered.
    const again = await landlord.client.webhooks.update(hook.id, { enabled: true });
    expect(again).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    expect(receiver.received).toHaveLength(2);
    await landlord.client.webhooks.delete(hook.id);
  });

  it(`disables an endpoint failing for ${FAILING_DAYS} days, and tells its owner by bell and e-mail`, async () => {
    const hook = await endpoint(['lead.created'], '/failing');
    receiver.answers.push(...Array.from({ length: 50 }, () => 500));
    const start = now;
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    // A new event each day: each fails, the streak grows.
    for (let day = 1; day < FAILING_DAYS; day++) {
      await advanceTo(new Date(start.getTime() + day * 24 * 3_600_000));
      await landlord.client.webhooks.test(hook.id);
      await ctx().jobs.drain();
      expect((await landlord.client.webhooks.get(hook.id)).enabled).toBe(true);
    }
    // The retries of the last days' events fail on: past the streak's length, the endpoint is disabled.
    await advanceTo(new Date(start.getTime() + FAILING_DAYS * 24 * 3_600_000 + 1000));
    expect(await landlord.client.webhooks.get(hook.id)).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    const deliveries = (await landlord.client.webhooks.deliveries(hook.id)).results;
    expect(deliveries.filter((d) => d.status === 'pending').every((d) => d.next_attempt_at !== null)).toBe(
      true,
    );
    // Attempts due after it was disabled are not made.
    const before = receiver.received.length;
    await advanceTo(later(24 * 3_600_000));
    expect(receiver.received.length).toBe(before);
    expect(
      (await landlord.client.webhooks.deliveries(hook.id)).results.every((d) => d.status !== 'pending'),
    ).toBe(true);
    const mail = await server.lastMail(landlord.email);
    expect(mail).toContain(`lleva ${FAILING_DAYS} días fallando`);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const hook = await endpoint(['lead.created'], '/rotate');
    const rotated = await landlord.client.webhooks.rotateSecret(hook.id);
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated.previous_secret_expires_at).toBe(later(24 * 3_600_000).toISOString());
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const during = receiver.received.at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(rotated.secret, during.headers, during.body)).toBe(true);
    expect(verifies(hook.secret, during.headers, during.body)).toBe(true);

    now = later(24 * 3_600_000 + 1000);
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const after = receiver.received.at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(rotated.secret, after.headers, after.body)).toBe(true);
    expect(verifies(hook.secret, after.headers, after.body)).toBe(false);
    expect((await landlord.client.webhooks.get(hook.id)).previous_secret_expires_at).toBeNull();
    await landlord.client.webhooks.delete(hook.id);
  });

  it('refuses to replay a pending delivery', async () => {
    const hook = await endpoint(['lead.created'], '/pending');
    receiver.answers.push(500);
    const queued = await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const refused = await failure(landlord.client.webhooks.replay(queued.id));
    expect(refused.status).toBe(409);
    expect((await failure(landlord.client.webhooks.replay(999_999))).status).toBe(404);
    await landlord.client.webhooks.delete(hook.id);
  });

  it('never writes a secret to the log', async () => {
    const hook = await endpoint(['lead.created'], '/log');
    const rotated = await landlord.client.webhooks.rotateSecret(hook.id);
    receiver.answers.push(410);
    await landlord.client.webhooks.test(hook.id);
    await ctx().jobs.drain();
    const text = logs.join('\n');
    expect(text).toContain('webhook');
    for (const secret of [hook.secret, rotated.secret]) expect(text).not.toContain(secret.slice(6));
    await landlord.client.webhooks.delete(hook.id);
  });
});
