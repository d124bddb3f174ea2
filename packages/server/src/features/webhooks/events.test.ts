import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addMonths, createClient, WEBHOOK_EVENT_TYPES } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../../test/harness';
import { colivingProperty, nextWeekday } from '../../../test/world';

/** What the local receiver got, by path: the parsed bodies. */
type Body = { id: string; type: string; created_at: string; data: Record<string, unknown> };

const SITE = 'https://inmobiliaria-sol.example';

describe.each(DIALECTS)('product events reach the owner’s webhooks once, on %s', (dialect) => {
  let server: TestServer;
  let receiver: Server;
  const received = new Map<string, Body[]>();
  const ids = new Map<string, string[]>();
  let landlord: Account;
  let other: Account;
  let tenant: Account;
  let secondTenant: Account;
  let url: (path: string) => string;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.set(path, [
          ...(received.get(path) ?? []),
          JSON.parse(Buffer.concat(chunks).toString('utf8')),
        ]);
        ids.set(path, [...(ids.get(path) ?? []), String(request.headers['webhook-id'])]);
        response.writeHead(204);
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    url = (path) => `http://127.0.0.1:${port}${path}`;
    server = await startServer(dialect, { config: { outboundAllowLoopback: true } });
    [landlord, other, tenant, secondTenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
      register(server, 'inquilino'),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('sends each event to the subscribed, enabled endpoints of the property’s owner, with the API’s objects', async () => {
    await landlord.client.webhooks.create({ url: url('/all'), events: [...WEBHOOK_EVENT_TYPES] });
    await landlord.client.webhooks.create({ url: url('/listings'), events: ['listing.published'] });
    await landlord.client.webhooks.create({
      url: url('/off'),
      events: [...WEBHOOK_EVENT_TYPES],
      enabled: false,
    });
    await other.client.webhooks.create({ url: url('/other'), events: [...WEBHOOK_EVENT_TYPES] });

    const property = await landlord.client.properties.create(colivingProperty('Ático con webhooks'));

    // A lead through a partner's page, with its campaign parameters.
    const key = await landlord.client.partnerKeys.create({
      name: 'Web de la agencia',
      allowed_origins: [SITE],
    });
    const partnerPage = createClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
      partnerKey: key.key,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('origin', SITE);
        request.headers.set('x-convive-page', `${SITE}/pisos?utm_source=google&utm_campaign=otono&ref=x`);
        return fetch(request);
      },
    });
    const lead = await partnerPage.propertyRequests.create({
      property: property.id,
      tenant_name: 'Marta',
      tenant_email: 'marta.webhooks@example.com',
      message: '¿Está libre?',
    });

    // Visits (before an accepted application reserves the home): one confirmed, one withdrawn.
    const today = server.app.ctx.today();
    const confirmed = await tenant.client.appointments.create({
      property: property.id,
      date: nextWeekday(today),
      time: '10:00',
    });
    await landlord.client.appointments.changeStatus(confirmed.id, { status: 'confirmada' });
    const withdrawn = await tenant.client.appointments.create({
      property: property.id,
      date: nextWeekday(today),
      time: '12:00',
    });
    await tenant.client.appointments.changeStatus(withdrawn.id, { status: 'cancelada' });

    // Applications: one rejected, one accepted.
    const rejected = await tenant.client.propertyRequests.create({
      property: property.id,
      kind: 'application',
      tenant_name: 'Lucía',
      tenant_email: tenant.email,
      message: 'Me gustaría alquilarlo.',
    });
    await landlord.client.propertyRequests.decide(rejected.id, { status: 'rechazada' });
    // Only an application with its dates is accepted (docs/adr/0175-rental-periods.md).
    const accepted = await secondTenant.client.propertyRequests.create({
      property: property.id,
      kind: 'application',
      tenant_name: 'Pablo',
      tenant_email: secondTenant.email,
      message: 'Me interesa.',
      move_in: addMonths(today, 1),
      months: 6,
    });
    await landlord.client.propertyRequests.decide(accepted.id, { status: 'aceptada' });

    // A listing published, edited, paused.
    const listing = await landlord.client.listings.create({
      property: property.id,
      title: 'Habitaciones en Madrid',
      description: 'En coliving.',
      available_from: '2027-01-01',
      status: 'published',
    });
    const edited = await landlord.client.listings.update(listing.id, { title: 'Habitaciones en el centro' });
    const paused = await landlord.client.listings.update(listing.id, { status: 'paused' });

    await server.app.ctx.jobs.drain();

    const all = received.get('/all') ?? [];
    const byType = (type: string) => all.filter((body) => body.type === type);
    for (const type of WEBHOOK_EVENT_TYPES)
      expect(byType(type).length, type).toBe(
        type === 'visit.requested' || type === 'application.created' ? 2 : 1,
      );
    // Every event once: no id twice, and the header is the body's id.
    expect(new Set(ids.get('/all')).size).toBe(all.length);
    expect(ids.get('/all')).toEqual(all.map((body) => body.id));
    for (const body of all) {
      expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'id', 'type']);
      expect(body.id).toMatch(/^msg_/);
    }

    const [leadEvent] = byType('lead.created');
    expect(leadEvent?.data).toEqual({
      request: lead,
      source: {
        partner_key: key.id,
        page: `${SITE}/pisos?utm_source=google&utm_campaign=otono&ref=x`,
        utm: { utm_source: 'google', utm_campaign: 'otono' },
      },
    });
    expect(
      byType('application.created')
        .map((e) => (e.data.request as { id: number }).id)
        .sort(),
    ).toEqual([rejected.id, accepted.id].sort());
    expect(byType('application.rejected')[0]?.data.request).toMatchObject({
      id: rejected.id,
      status: 'rechazada',
    });
    expect(byType('application.accepted')[0]?.data.request).toMatchObject({
      id: accepted.id,
      status: 'aceptada',
    });
    expect(byType('visit.requested').map((e) => (e.data.visit as { id: number }).id)).toEqual([
      confirmed.id,
      withdrawn.id,
    ]);
    expect(byType('visit.confirmed')[0]?.data.visit).toMatchObject({
      id: confirmed.id,
      status: 'confirmada',
    });
    expect(byType('visit.cancelled')[0]?.data.visit).toMatchObject({ id: withdrawn.id, status: 'cancelada' });
    expect(byType('listing.published')[0]?.data).toEqual({ listing });
    expect(byType('listing.updated')[0]?.data).toEqual({ listing: edited });
    expect(byType('listing.unpublished')[0]?.data).toEqual({ listing: paused });

    // Only what they subscribe to, only the owner's, only the enabled.
    expect((received.get('/listings') ?? []).map((body) => body.type)).toEqual(['listing.published']);
    expect(received.get('/off')).toBeUndefined();
    expect(received.get('/other')).toBeUndefined();

    // Another run of every job changes nothing: each delivery was delivered once.
    const before = all.length;
    const rows = await server.app.ctx.db.selectFrom('webhook_deliveries').select(['id', 'status']).execute();
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    const { deliverWebhook } = await import('./delivery');
    for (const row of rows) expect(await deliverWebhook(server.app.ctx, row.id)).toBe('skipped');
    expect(received.get('/all')?.length).toBe(before);
  });

  it('sends application.rejected for the applications an acceptance declines, marked with its reason', async () => {
    await other.client.webhooks.create({ url: url('/declined'), events: ['application.rejected'] });
    const property = await other.client.properties.create(colivingProperty('Piso con dos solicitudes'));
    // Both for the same dates: accepting one declines the other.
    const moveIn = addMonths(server.app.ctx.today(), 1);
    const apply = (who: typeof tenant, name: string) =>
      who.client.propertyRequests.create({
        property: property.id,
        kind: 'application',
        tenant_name: name,
        tenant_email: who.email,
        message: 'Me gustaría alquilarlo.',
        move_in: moveIn,
        months: 6,
      });
    const chosen = await apply(tenant, 'Lucía');
    const waiting = await apply(secondTenant, 'Pablo');
    const question = await tenant.client.propertyRequests.create({
      property: property.id,
      tenant_name: 'Lucía',
      tenant_email: tenant.email,
      message: '¿Tiene ascensor?',
    });
    await other.client.propertyRequests.decide(chosen.id, { status: 'aceptada' });
    await server.app.ctx.jobs.drain();

    const bodies = received.get('/declined') ?? [];
    expect(bodies).toHaveLength(1);
    const [declined] = bodies;
    expect(declined?.data.reason).toBe('another_request_accepted');
    expect(declined?.data.request).toMatchObject({ id: waiting.id, status: 'rechazada' });
    expect(declined?.data.request).not.toMatchObject({ id: question.id });
  });

  it('sends availability.changed when a period is held, released, blocked or unblocked', async () => {
    await other.client.webhooks.create({ url: url('/days'), events: ['availability.changed'] });
    const property = await other.client.properties.create(colivingProperty('Piso con calendario'));
    const moveIn = addMonths(server.app.ctx.today(), 2);
    const moveOut = addMonths(moveIn, 6);
    const application = await tenant.client.propertyRequests.create({
      property: property.id,
      kind: 'application',
      tenant_name: 'Lucía',
      tenant_email: tenant.email,
      message: 'Me gustaría alquilarlo.',
      move_in: moveIn,
      move_out: moveOut,
    });
    await other.client.propertyRequests.decide(application.id, { status: 'aceptada' });
    await other.client.propertyRequests.release(application.id, {});
    const block = { units: [null], start: moveOut, end: addMonths(moveOut, 1) };
    await other.client.calendar.change(property.id, { action: 'block', ...block });
    await other.client.calendar.change(property.id, { action: 'unblock', ...block });
    await server.app.ctx.jobs.drain();

    const period = { property: property.id, rooms: [null] };
    expect((received.get('/days') ?? []).map((body) => body.data)).toEqual([
      { ...period, start: moveIn, end: moveOut, reason: 'held', request: application.id },
      { ...period, start: moveIn, end: moveOut, reason: 'released', request: application.id },
      { ...period, start: block.start, end: block.end, reason: 'blocked' },
      { ...period, start: block.start, end: block.end, reason: 'unblocked' },
    ]);
  });
});
