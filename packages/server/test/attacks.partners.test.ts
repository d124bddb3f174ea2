import { connect } from 'node:net';
import type { PartnerKey, PartnerReport, PropertyRequest } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerEventCounter } from '../src/services/partnerEvents';
import { safePageUrl } from '../src/services/partnerKeys';
import { type Account, DIALECTS, register, startServer, type TestServer } from './harness';
import { colivingProperty, roomIn } from './world';

/**
 * Partner keys under attack: each block reproduces a hole and shows it closed. Every request here
 * is one anybody holding a publishable key (it sits in a partner page's HTML) can send.
 */

const SITE = 'https://inmobiliaria-sol.example';
/** A page view id as the embed makes them. */
const PAGE_VIEW = 'pv_0123456789abcdefABCDEF';

let serial = 0;

function post(server: TestServer, path: string, body: unknown, headers: Record<string, string>) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(DIALECTS)('partner key attacks on %s', (dialect) => {
  let server: TestServer;
  let agency: Account;
  let home: number;
  let room: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    agency = await register(server, 'propietario');
    home = (await agency.client.properties.create(colivingProperty('Ático de la agencia'))).id;
    room = (await agency.client.rooms.create(roomIn(home, 'S1'))).id;
  });
  afterAll(() => server?.close());

  const newKey = (allowed_origins: string[] = []) => {
    serial += 1;
    return agency.client.partnerKeys.create({ name: `Web ${serial}`, allowed_origins });
  };

  /** An anonymous enquiry posted through a partner key with these headers. */
  async function enquiry(key: string, headers: Record<string, string>): Promise<PropertyRequest> {
    serial += 1;
    const response = await post(
      server,
      '/api/property-requests/',
      {
        property: home,
        request_type: 'room',
        room,
        tenant_name: 'Marta Gil',
        tenant_email: `marta.${serial}@example.com`,
        message: '¿Sigue libre?',
      },
      { 'x-convive-partner-key': key, ...headers },
    );
    expect(response.status).toBe(201);
    return (await response.json()) as PropertyRequest;
  }

  /** The lead's source as the landlord's dashboard reads it back. */
  async function receivedSource(id: number) {
    const received = await agency.client.propertyRequests.received();
    return received.find((r) => r.id === id)?.source;
  }

  describe('A. a javascript: URL stored as a lead’s page', () => {
    // A landlord has at most 20 keys: the cases share these two.
    let open: PartnerKey;
    let restricted: PartnerKey;
    beforeAll(async () => {
      open = await newKey();
      restricted = await newKey([SITE]);
    });

    const HOSTILE = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'blob:null/1234',
    ];

    it.each(HOSTILE)('keeps the lead and drops the page %j sent with Origin: null', async (page) => {
      const key = open;
      const lead = await enquiry(key.key, { origin: 'null', 'x-convive-page': page });
      expect(lead.source).toMatchObject({ partner_key: key.id, url: null });
      expect((await receivedSource(lead.id))?.url).toBeNull();
    });

    it.each(HOSTILE)('drops the page %j sent from a real origin too', async (page) => {
      const key = open;
      const lead = await enquiry(key.key, { origin: SITE, 'x-convive-page': page });
      expect(lead.source).toEqual({ partner_key: key.id, partner_name: key.name, origin: SITE, url: null });
      expect((await receivedSource(lead.id))?.url).toBeNull();
    });

    it('drops even an http page sent with Origin: null (a sandboxed frame has no page of its own)', async () => {
      const key = open;
      const lead = await enquiry(key.key, { origin: 'null', 'x-convive-page': `${SITE}/pisos` });
      expect(lead.source?.url).toBeNull();
    });

    it('refuses control characters before the scheme at the HTTP parser, and the helper drops them', async () => {
      const key = open;
      const body = JSON.stringify({
        property: home,
        request_type: 'room',
        room,
        tenant_name: 'Marta Gil',
        tenant_email: 'control@example.com',
        message: 'Hola',
      });
      const url = new URL(server.origin);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(url.port), url.hostname, () => {
          socket.write(
            'POST /api/property-requests/ HTTP/1.1\r\n' +
              `Host: ${url.host}\r\nOrigin: null\r\nX-Convive-Partner-Key: ${key.key}\r\n` +
              'X-Convive-Page: \x01javascript:alert(1)\r\nContent-Type: application/json\r\n' +
              `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
          );
        });
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      const leads = await agency.client.propertyRequests.received();
      expect(leads.some((r) => r.tenant_email === 'control@example.com')).toBe(false);
      // A proxy in front might pass them on: the check itself refuses them too.
      for (const page of ['\x01javascript:alert(1)', '\x00https://a.example/', 'https://a.example/\x7f']) {
        expect(safePageUrl(page)).toBeNull();
      }
    });

    it('keeps a real page of the request’s origin, up to 2,000 characters', async () => {
      const key = open;
      const page = `${SITE}/pisos/madrid?ref=home`;
      const lead = await enquiry(key.key, { origin: SITE, 'x-convive-page': page });
      expect(lead.source).toEqual({ partner_key: key.id, partner_name: key.name, origin: SITE, url: page });
      expect((await receivedSource(lead.id))?.url).toBe(page);

      const long = `${SITE}/pisos?q=${'a'.repeat(1_900)}`;
      expect((await enquiry(key.key, { origin: SITE, 'x-convive-page': long })).source?.url).toBe(long);
      const tooLong = `${SITE}/pisos?q=${'a'.repeat(2_001)}`;
      expect((await enquiry(key.key, { origin: SITE, 'x-convive-page': tooLong })).source?.url).toBeNull();
    });

    it('keeps only a page on one of the key’s own origins, and on the request’s', async () => {
      const key = restricted;
      const elsewhere = await enquiry(key.key, { origin: SITE, 'x-convive-page': 'https://otra.example/x' });
      expect(elsewhere.source?.url).toBeNull();
      const onSite = await enquiry(key.key, { origin: SITE, 'x-convive-page': `${SITE}/x` });
      expect(onSite.source?.url).toBe(`${SITE}/x`);
    });

    it('never answers a bad page already stored as a lead’s page', async () => {
      const key = open;
      const lead = await enquiry(key.key, { origin: SITE, 'x-convive-page': `${SITE}/x` });
      for (const stored of ['javascript:alert(1)', ' JavaScript:alert(1)', '\x01javascript:alert(1)']) {
        await server.app.ctx.db
          .updateTable('property_requests')
          .set({ source_url: stored })
          .where('id', '=', lead.id)
          .execute();
        expect(await receivedSource(lead.id)).toMatchObject({ partner_key: key.id, url: null });
      }
    });
  });

  describe('B. partner metrics inflated', () => {
    /** An element event posted with these headers; answers the response. */
    const track = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      post(server, '/api/partner-events/', body, { 'x-convive-partner-key': key, ...headers });

    const today = (report: PartnerReport) => report.days.at(-1);

    it('does not count events without an Origin for a key restricted to origins, and reports them', async () => {
      const key = await newKey([SITE]);
      const bare = await track(key.key, { event: 'impression' });
      expect(bare.status).toBe(403);
      expect(await bare.json()).toEqual({
        detail: 'Esta clave de socio solo cuenta eventos de sus webs permitidas: falta la cabecera Origin.',
      });
      expect((await track(key.key, { event: 'click' })).status).toBe(403);
      // From the allowed page, counted.
      expect((await track(key.key, { event: 'impression' }, { origin: SITE })).status).toBe(204);
      const report = await agency.client.partnerKeys.report(key.id);
      expect(today(report)).toMatchObject({ impressions: 1, clicks: 0 });
      expect(report.discarded).toEqual({ duplicate: 0, no_origin: 2, sandboxed: 0 });
    });

    it('still counts events without an Origin for a key open to any page', async () => {
      const key = await newKey();
      expect((await track(key.key, { event: 'impression' })).status).toBe(204);
      expect(today(await agency.client.partnerKeys.report(key.id))?.impressions).toBe(1);
    });

    it('counts a burst of one page view’s impression of an element once', async () => {
      const key = await newKey([SITE]);
      const view = { event: 'impression', page_view: PAGE_VIEW, element: 'grid-1.madrid' };
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => track(key.key, view, { origin: SITE })),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 204));
      // Also after the first batch was written: the database remembers what was counted.
      await server.app.ctx.partnerEvents.flush();
      await Promise.all(Array.from({ length: 5 }, () => track(key.key, view, { origin: SITE })));
      // Another element of the page view, and another page view, count; clicks are not merged.
      await track(key.key, { ...view, element: 'grid-2.madrid' }, { origin: SITE });
      await track(key.key, { ...view, page_view: `${PAGE_VIEW}_2` }, { origin: SITE });
      await track(key.key, { event: 'click', page_view: PAGE_VIEW, element: 'grid-1' }, { origin: SITE });
      await track(key.key, { event: 'click', page_view: PAGE_VIEW, element: 'grid-1' }, { origin: SITE });

      const report = await agency.client.partnerKeys.report(key.id);
      expect(today(report)).toMatchObject({ impressions: 3, clicks: 2 });
      expect(report.discarded).toEqual({ duplicate: 29, no_origin: 0, sandboxed: 0 });
    });

    it('reports the sandboxed preview’s events (Origin: null) as discarded', async () => {
      const key = await newKey();
      expect((await track(key.key, { event: 'impression' }, { origin: 'null' })).status).toBe(204);
      const report = await agency.client.partnerKeys.report(key.id);
      expect(today(report)?.impressions).toBe(0);
      expect(report.discarded).toEqual({ duplicate: 0, no_origin: 0, sandboxed: 1 });
    });

    it('forgets counted page views after two days, so what it remembers stays bounded', async () => {
      const key = await newKey();
      const { db } = server.app.ctx;
      const day = server.app.ctx.today();
      const back = (days: number) => {
        const date = new Date(`${day}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() - days);
        return date.toISOString().slice(0, 10);
      };
      const old = { key_id: key.id, element: 'grid-1', kind: 'impression' };
      await db
        .insertInto('partner_event_views')
        .values([
          { ...old, page_view: `${PAGE_VIEW}_old`, day: back(3) },
          { ...old, page_view: `${PAGE_VIEW}_new`, day: back(1) },
        ])
        .execute();
      // A counter of its own: the server's has already cleaned up today.
      const counter = new PartnerEventCounter(db, { warn: () => undefined });
      counter.record(key.id, day, 'impression', { pageView: PAGE_VIEW, element: 'grid-1' });
      await counter.flush();
      const kept = await db
        .selectFrom('partner_event_views')
        .select('page_view')
        .where('key_id', '=', key.id)
        .orderBy('page_view')
        .execute();
      expect(kept.map((r) => r.page_view)).toEqual([PAGE_VIEW, `${PAGE_VIEW}_new`]);
    });

    it('refuses a page view id or element id that is not one', async () => {
      const key = await newKey();
      const bad = await track(key.key, { event: 'impression', page_view: 'x'.repeat(65), element: 'a b' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        page_view: ['El identificador de la vista de página no es válido.'],
        element: ['El identificador del elemento no es válido.'],
      });
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'partner impressions across two server processes (PostgreSQL)',
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startServer('postgres');
      b = await startServer('postgres', { sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('counts one page view’s impression once whichever process hears it', async () => {
      const agency = await register(a, 'propietario');
      const key = await agency.client.partnerKeys.create({ name: 'Dos procesos', allowed_origins: [SITE] });
      const view = { event: 'impression', page_view: PAGE_VIEW, element: 'grid-1.todas' };
      const send = (server: TestServer) =>
        post(server, '/api/partner-events/', view, { 'x-convive-partner-key': key.key, origin: SITE });
      await Promise.all([send(a), send(b), send(a), send(b)]);
      await Promise.all([a.app.ctx.partnerEvents.flush(), b.app.ctx.partnerEvents.flush()]);
      const report = await agency.client.partnerKeys.report(key.id);
      expect(report.days.at(-1)?.impressions).toBe(1);
      expect(report.discarded?.duplicate).toBe(3);
    });
  },
);
