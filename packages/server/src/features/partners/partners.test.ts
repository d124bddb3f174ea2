import { type ConviveClient, createClient } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { colivingProperty, nextWeekday, roomIn } from '../../../test/world';

const SITE = 'https://inmobiliaria-sol.example';

describe.each(DIALECTS)('partner keys on %s', (dialect) => {
  let server: TestServer;
  let agency: Account;
  let other: Account;
  let tenant: Account;
  let agencyHome: number;
  let agencyRoom: number;
  let otherHome: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    [agency, other, tenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
    ]);
    agencyHome = (await agency.client.properties.create(colivingProperty('Ático de la agencia'))).id;
    agencyRoom = (await agency.client.rooms.create(roomIn(agencyHome, 'S1'))).id;
    otherHome = (await other.client.properties.create(colivingProperty('Piso de otro propietario'))).id;
  });
  afterAll(() => server.close());

  /** An sdk client on a partner page: the key, the page's Origin and address on every call. */
  function onPartnerPage(partnerKey: string, token?: string, origin = SITE): ConviveClient {
    return createClient({
      baseUrl: server.baseUrl,
      getToken: () => token ?? null,
      partnerKey,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('origin', origin);
        request.headers.set('x-convive-page', `${origin}/pisos/madrid?ref=home`);
        return fetch(request);
      },
    });
  }

  it('lets a landlord create publishable keys, and only a landlord', async () => {
    const key = await agency.client.partnerKeys.create({
      name: 'Web de Inmobiliaria Sol',
      allowed_origins: [`${SITE}/`],
    });
    expect(key).toMatchObject({
      name: 'Web de Inmobiliaria Sol',
      scope: 'own',
      allowed_origins: [SITE],
      last_used_at: null,
    });
    expect(key.key).toMatch(/^pk_[A-Za-z0-9]{24}$/);
    expect((await failure(tenant.client.partnerKeys.create({ name: 'x' }))).status).toBe(403);
    expect((await failure(server.client().partnerKeys.create({ name: 'x' }))).status).toBe(401);
    const bad = await failure(
      agency.client.partnerKeys.create({ name: 'Mala', allowed_origins: ['https://sol.example/pisos'] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      'allowed_origins.0': ['Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).'],
    });
  });

  it('narrows the elements to the agency’s own listings with an own key, not with a marketplace key', async () => {
    const own = await agency.client.partnerKeys.create({ name: 'Solo lo nuestro', scope: 'own' });
    const market = await agency.client.partnerKeys.create({ name: 'Todo el mercado', scope: 'marketplace' });
    const ids = async (client: ConviveClient) =>
      (await client.properties.all({ page_size: 100 })).results.map((p) => p.id);

    expect(await ids(onPartnerPage(own.key))).toContain(agencyHome);
    expect(await ids(onPartnerPage(own.key))).not.toContain(otherHome);
    expect(await ids(onPartnerPage(market.key))).toEqual(expect.arrayContaining([agencyHome, otherHome]));
    // Without a key, as before; and a cached answer for one never leaks to the other.
    expect(await ids(server.client())).toEqual(expect.arrayContaining([agencyHome, otherHome]));
    expect(await ids(onPartnerPage(own.key))).not.toContain(otherHome);

    // Also once a marketplace visitor's read of it is cached.
    expect((await server.client().properties.get(otherHome))?.id).toBe(otherHome);
    expect(await onPartnerPage(own.key).properties.get(otherHome)).toBeNull();
    expect((await onPartnerPage(own.key).properties.get(agencyHome))?.id).toBe(agencyHome);
    const rooms = await onPartnerPage(own.key).rooms.list({ page_size: 100 });
    expect(rooms.results.every((r) => r.coliving_property === agencyHome)).toBe(true);
    expect((await failure(onPartnerPage(own.key).rooms.byProperty(otherHome))).status).toBe(404);
  });

  it('refuses a key on a page its owner did not allow, an unknown key and a revoked one', async () => {
    const key = await agency.client.partnerKeys.create({ name: 'Solo Sol', allowed_origins: [SITE] });
    expect((await onPartnerPage(key.key).properties.all()).count).toBeGreaterThan(0);
    const elsewhere = await failure(
      onPartnerPage(key.key, undefined, 'https://copia.example').properties.all(),
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.data).toEqual({ detail: 'Esta clave de socio no está permitida en esta web.' });

    const unknown = await failure(onPartnerPage('pk_AAAAAAAAAAAAAAAAAAAAAAAA').properties.all());
    expect(unknown.data).toEqual({ detail: 'Clave de socio no válida o revocada.' });
    expect((await failure(onPartnerPage('not-a-key').properties.all())).status).toBe(403);

    // Someone else cannot revoke it (nor learn it exists); its owner can, and it stops at once.
    expect((await failure(other.client.partnerKeys.revoke(key.id))).status).toBe(404);
    await agency.client.partnerKeys.revoke(key.id);
    expect((await failure(onPartnerPage(key.key).properties.all())).status).toBe(403);
    expect((await agency.client.partnerKeys.list()).map((k) => k.id)).not.toContain(key.id);
  });

  it('lists a landlord’s own active keys with their last use', async () => {
    const key = await agency.client.partnerKeys.create({ name: 'Uso' });
    await onPartnerPage(key.key).properties.all();
    const listed = (await agency.client.partnerKeys.list()).find((k) => k.id === key.id);
    expect(listed?.last_used_at).toEqual(expect.any(String));
    expect((await other.client.partnerKeys.list()).map((k) => k.id)).not.toContain(key.id);
  });

  it('attributes enquiries and visit requests to the key, and the landlord sees where they came from', async () => {
    const key = await agency.client.partnerKeys.create({ name: 'Web de Inmobiliaria Sol' });
    const enquiry = await onPartnerPage(key.key).propertyRequests.create({
      property: agencyHome,
      request_type: 'room',
      room: agencyRoom,
      tenant_name: 'Marta Gil',
      tenant_email: 'marta@example.com',
      message: '¿Puedo verla el martes?',
    });
    const source = {
      partner_key: key.id,
      partner_name: 'Web de Inmobiliaria Sol',
      origin: SITE,
      url: `${SITE}/pisos/madrid?ref=home`,
    };
    expect(enquiry.source).toEqual(source);
    const received = await agency.client.propertyRequests.received();
    expect(received.find((r) => r.id === enquiry.id)?.source).toEqual(source);

    const visit = await onPartnerPage(key.key, tenant.token).appointments.create({
      property: agencyHome,
      date: nextWeekday(server.app.ctx.today()),
      time: '11:00',
    });
    expect(visit.source).toEqual(source);
    const agenda = await agency.client.appointments.list();
    expect(agenda.results.find((a) => a.id === visit.id)?.source).toEqual(source);

    // Without a key nothing is attributed.
    const direct = await tenant.client.propertyRequests.create({
      property: agencyHome,
      tenant_name: 'Lucía',
      tenant_email: tenant.email,
      message: 'Hola',
    });
    expect(direct.source).toBeNull();
  });

  it('counts impressions and clicks in batches and reports them with the leads, day by day', async () => {
    const key = await agency.client.partnerKeys.create({ name: 'Informe' });
    const page = onPartnerPage(key.key);
    expect((await failure(server.client().partnerKeys.track('impression'))).status).toBe(403);
    await Promise.all([page.partnerKeys.track('impression'), page.partnerKeys.track('impression')]);
    await page.partnerKeys.track('impression');
    await page.partnerKeys.track('click');
    // The dashboard's snippet preview (a sandboxed frame, Origin: null) is answered but not counted.
    await onPartnerPage(key.key, undefined, 'null').partnerKeys.track('impression');
    const bad = await failure(
      server
        .fetch('/api/partner-events/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-convive-partner-key': key.key },
          body: JSON.stringify({ event: 'scroll' }),
        })
        .then(async (r) => {
          if (!r.ok) throw Object.assign(new Error('refused'), { status: r.status, data: await r.json() });
        }),
    );
    expect(bad.status).toBe(400);
    await page.propertyRequests.create({
      property: agencyHome,
      request_type: 'room',
      room: agencyRoom,
      tenant_name: 'Pedro',
      tenant_email: 'pedro@example.com',
      message: 'Hola',
    });

    const report = await agency.client.partnerKeys.report(key.id);
    expect(report.partner_key).toBe(key.id);
    expect(report.days).toHaveLength(30);
    const today = server.app.ctx.today();
    expect(report.days.at(-1)).toEqual({ date: today, impressions: 3, clicks: 1, enquiries: 1, visits: 0 });
    expect(
      report.days.slice(0, -1).every((d) => d.impressions + d.clicks + d.enquiries + d.visits === 0),
    ).toBe(true);
    expect(report.days.map((d) => d.date)).toEqual([...report.days.map((d) => d.date)].sort());

    expect((await failure(other.client.partnerKeys.report(key.id))).status).toBe(404);
    expect((await failure(tenant.client.partnerKeys.report(key.id))).status).toBe(403);
    // A revoked key's report stays readable: its past leads still count.
    await agency.client.partnerKeys.revoke(key.id);
    expect((await agency.client.partnerKeys.report(key.id)).days.at(-1)?.enquiries).toBe(1);
  });
});
