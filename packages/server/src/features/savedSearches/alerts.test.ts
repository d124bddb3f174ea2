import type { PropertyCreate, SavedSearchCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Account,
  DIALECTS,
  type OutboxMail,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import { jpeg } from '../../../test/world';
import {
  matchProperty,
  nextDigestAt,
  runDigest,
  SAVED_SEARCH_DIGEST_JOB,
  savedSearchTiming,
  scheduleDigest,
} from './alerts';

describe('nextDigestAt: the next 08:00 in the zone, across daylight-saving changes', () => {
  const at = (now: string, zone = 'Europe/Madrid') => nextDigestAt(new Date(now), zone).toISOString();

  it.each([
    // Winter (UTC+1): 08:00 is 07:00Z.
    ['2027-03-27T06:59:59Z', '2027-03-27T07:00:00.000Z'],
    ['2027-03-27T07:00:00Z', '2027-03-28T06:00:00.000Z'], // strictly after: the next day's
    // 28 March 2027: clocks go 02:00 → 03:00, so that day's 08:00 is 06:00Z.
    ['2027-03-27T12:00:00Z', '2027-03-28T06:00:00.000Z'],
    ['2027-03-27T23:30:00Z', '2027-03-28T06:00:00.000Z'], // already the 28th in Madrid
    ['2027-03-28T01:30:00Z', '2027-03-28T06:00:00.000Z'], // just after the change
    ['2027-03-28T06:00:00Z', '2027-03-29T06:00:00.000Z'],
    // 31 October 2027: clocks go 03:00 → 02:00, so that day's 08:00 is 07:00Z again.
    ['2027-10-30T05:59:00Z', '2027-10-30T06:00:00.000Z'],
    ['2027-10-30T06:00:00Z', '2027-10-31T07:00:00.000Z'],
    ['2027-10-31T00:30:00Z', '2027-10-31T07:00:00.000Z'], // the repeated hour is still ahead
    ['2027-10-31T06:59:59Z', '2027-10-31T07:00:00.000Z'],
    ['2027-10-31T07:00:00Z', '2027-11-01T07:00:00.000Z'],
    // Year end.
    ['2027-12-31T08:00:00Z', '2028-01-01T07:00:00.000Z'],
  ])('after %s → %s', (now, expected) => {
    expect(at(now)).toBe(expected);
  });

  it('honours other zones', () => {
    expect(at('2027-03-14T12:00:00Z', 'America/New_York')).toBe('2027-03-15T12:00:00.000Z'); // EDT
    expect(at('2027-03-13T14:00:00Z', 'America/New_York')).toBe('2027-03-14T12:00:00.000Z'); // DST day
    expect(at('2027-03-13T12:00:00Z', 'America/New_York')).toBe('2027-03-13T13:00:00.000Z'); // EST
    expect(at('2027-06-01T07:59:00Z', 'UTC')).toBe('2027-06-01T08:00:00.000Z');
  });
});

/** Tuesday 24 November 2026, 10:00 in Madrid. */
const START = new Date('2026-11-24T09:00:00Z');

function flat(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  return {
    title: 'Piso en Ruzafa',
    description: 'Luminoso y reformado.',
    property_type: 'piso',
    price: 800,
    size: 70,
    address: 'Calle de Sueca 20',
    city: 'Valencia',
    neighborhood: 'Ruzafa',
    postal_code: '46004',
    bedrooms: 2,
    bathrooms: 1,
    ...overrides,
  };
}

describe.each(DIALECTS)('saved-search alerts on %s', (dialect) => {
  let server: TestServer;
  let now = START;
  let landlord: Account;
  let seen = 0;

  const db = () => server.app.ctx.db;
  const tick = (minutes = 1) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  /** The mails sent since the last call (the jobs due run first). */
  async function newMails(): Promise<OutboxMail[]> {
    const mails = await server.mails();
    const fresh = mails.slice(seen);
    seen = mails.length;
    return fresh;
  }
  const mailsTo = (mails: OutboxMail[], who: Account) => mails.filter((m) => m.headers.to === who.email);

  const alertsOf = (who: Account) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .where('event_type', '=', 'saved_search_match')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));

  async function tenantWith(search: SavedSearchCreate): Promise<{ who: Account; id: number; token: string }> {
    const who = await register(server, 'inquilino');
    const created = await who.client.savedSearches.create(search);
    const { unsubscribe_token: token } = await db()
      .selectFrom('saved_searches')
      .select('unsubscribe_token')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    return { who, id: created.id, token };
  }

  beforeAll(async () => {
    // Matched at once (the photo wait is tested on its own).
    savedSearchTiming.newPropertyDelayMs = 0;
    server = await startServer(dialect, { clock: () => now });
    landlord = await register(server, 'propietario');
  });
  afterAll(async () => {
    savedSearchTiming.newPropertyDelayMs = 5_000;
    await server.close();
  });

  it('queues the next digest when the app starts, once per day', async () => {
    if (dialect === 'sqlite') {
      const jobs = await db()
        .selectFrom('jobs')
        .select(['singleton_key', 'start_after'])
        .where('name', '=', SAVED_SEARCH_DIGEST_JOB)
        .execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.singleton_key).toMatch(/^digest:\d{4}-\d{2}-\d{2}$/);
      expect(new Date(jobs[0]?.start_after ?? 0).getTime()).toBeGreaterThan(Date.now());
    }
    // Another process starting, or the digest queuing its successor: the same day's key is dropped.
    expect(await scheduleDigest(server.app.ctx)).toBeNull();
  });

  it('alerts an instant search once when a matching property is published: notification and e-mail', async () => {
    const match = await tenantWith({
      name: 'Valencia <barato>',
      filters: { city: 'valencia', max_price: 1000 },
    });
    const pricey = await tenantWith({ name: 'Muy barato', filters: { city: 'Valencia', max_price: 500 } });
    const off = await tenantWith({ name: 'Sin avisos', filters: { city: 'València' }, alert: 'off' });
    const elsewhere = await tenantWith({ name: 'Bilbao', filters: { city: 'Bilbao' } });
    await newMails();

    tick();
    // A new property is matched a moment after it is created, so the photos uploaded right after are in
    // it. The moment is long enough for an upload on a busy machine; the mails are awaited, not timed.
    savedSearchTiming.newPropertyDelayMs = 1_500;
    const title = 'Piso <b>"bonito"</b> & luminoso';
    const property = await landlord.client.properties.create(flat({ title }));
    expect(await newMails()).toEqual([]);
    await landlord.client.properties.uploadImages(property.id, [await jpeg()]);
    savedSearchTiming.newPropertyDelayMs = 0;
    const mails: OutboxMail[] = [];
    await vi.waitFor(
      async () => {
        mails.push(...(await newMails()));
        expect(mails.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );

    // One notification of type busqueda, linked to the property.
    const alerts = await alertsOf(match.who);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      notification_type: 'busqueda',
      event_type: 'saved_search_match',
      related_object_type: 'property',
      related_object_id: property.id,
      title: 'Nueva propiedad para «Valencia <barato>»',
      message: `«${title}» en Valencia por 800\u00a0€ al mes.`,
    });
    // Read through the API in English: worded for its reader.
    const english = await server.fetch('/api/notifications/notifications/', {
      token: match.who.token,
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.stringify(await english.json())).toContain('New property for “Valencia <barato>”');

    // One e-mail, plain and HTML, with the listing and a one-click unsubscribe link.
    const sent = mailsTo(mails, match.who);
    expect(sent).toHaveLength(1);
    const mail = sent[0] as OutboxMail;
    const origin = server.app.ctx.publicOrigin();
    const link = `${origin}/properties/${property.id}`;
    const unsubscribe = `${origin}/saved-searches/unsubscribe?token=${match.token}`;
    expect(mail.headers.subject).toBe('Nueva propiedad para «Valencia <barato>»');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(mail.text).toContain(title);
    expect(mail.text).toMatch(/800\s€ al mes/u);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(unsubscribe);
    const html = mail.html ?? '';
    expect(html).toContain('Piso &lt;b&gt;&quot;bonito&quot;&lt;/b&gt; &amp; luminoso');
    expect(html).toContain('Valencia &lt;barato&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/800\s€ al mes/u);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain(`href="${unsubscribe}"`);
    const photo = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(photo.startsWith(`${origin}/media/`)).toBe(true);
    const served = await fetch(photo.replace(origin, server.origin));
    expect(served.status).toBe(200);

    // The others: too cheap, 'off' and another city get nothing; 'off' records the match all the same.
    for (const other of [pricey, off, elsewhere]) {
      expect(await alertsOf(other.who)).toEqual([]);
      expect(mailsTo(mails, other.who)).toEqual([]);
    }
    const [offSearch] = await off.who.client.savedSearches.list();
    expect(offSearch?.new_matches).toBe(1);
    const [matchSearch] = await match.who.client.savedSearches.list();
    expect(matchSearch?.new_matches).toBe(1);
    expect((await match.who.client.savedSearches.seen(match.id)).new_matches).toBe(0);

    // Edited, hidden and shown again, the off search switched on: nothing new, ever.
    tick();
    await landlord.client.properties.update(property.id, { title: 'Piso reformado en Ruzafa', price: 790 });
    await landlord.client.properties.update(property.id, { status: 'inactivo' });
    tick();
    await landlord.client.properties.update(property.id, { status: 'disponible' });
    await off.who.client.savedSearches.update(off.id, { alert: 'instant' });
    await landlord.client.properties.update(property.id, { status: 'inactivo' });
    await landlord.client.properties.update(property.id, { status: 'disponible' });
    expect(await newMails()).toEqual([]);
    expect(await alertsOf(match.who)).toHaveLength(1);
    expect(await alertsOf(off.who)).toEqual([]);
    const pairs = await db()
      .selectFrom('saved_search_matches')
      .select('saved_search_id')
      .where('property_id', '=', property.id)
      .execute();
    expect(pairs.map((p) => p.saved_search_id).sort()).toEqual([match.id, off.id].sort());
  });

  it('alerts when a property changes to disponible, not while it is hidden', async () => {
    const { who } = await tenantWith({ name: 'Ruzafa', filters: { city: 'ruzafa', bedrooms: 3 } });
    const property = await landlord.client.properties.create(flat({ bedrooms: 3, status: 'inactivo' }));
    expect(mailsTo(await newMails(), who)).toEqual([]);
    tick();
    await landlord.client.properties.update(property.id, { status: 'disponible' });
    expect(mailsTo(await newMails(), who)).toHaveLength(1);
    expect((await alertsOf(who)).map((n) => n.related_object_id)).toEqual([property.id]);
  });

  it('alerts when a coliving property gains an available room that brings its price into range', async () => {
    const cheap = await tenantWith({
      name: 'Habitación barata',
      filters: { city: 'Valencia', coliving: 'coliving', max_price: 400 },
    });
    const cheaper = await tenantWith({
      name: 'Habitación muy barata',
      filters: { city: 'Valencia', coliving: 'coliving', max_price: 320 },
    });
    const coliving = await landlord.client.properties.create(
      flat({
        title: 'Coliving en Benimaclet',
        is_coliving: true,
        price: 2000,
        price_per_room: 600,
        bedrooms: 5,
      }),
    );
    await newMails();
    expect(await alertsOf(cheap.who)).toEqual([]);

    tick();
    await landlord.client.rooms.create({
      coliving_property: coliving.id,
      room_number: 'A',
      title: 'Exterior',
      price_monthly: 350,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    let mails = await newMails();
    expect(mailsTo(mails, cheap.who)).toHaveLength(1);
    expect(mailsTo(mails, cheap.who)[0]?.text).toMatch(/350\s€ al mes/u);
    expect(mailsTo(mails, cheaper.who)).toEqual([]);

    // A room created occupied alerts nothing; put up for rent, it does.
    const room = await landlord.client.rooms.create({
      coliving_property: coliving.id,
      room_number: 'B',
      title: 'Interior',
      price_monthly: 300,
      size_sqm: 9,
      available_from: '2027-01-01',
      status: 'occupied',
    });
    expect(await newMails()).toEqual([]);
    tick();
    await landlord.client.rooms.changeStatus(room.id, 'available');
    mails = await newMails();
    expect(mailsTo(mails, cheaper.who)).toHaveLength(1);
    expect(mailsTo(mails, cheap.who)).toEqual([]); // it already had this property
    expect(await alertsOf(cheap.who)).toHaveLength(1);
  });

  it('stops alerting after the one-click unsubscribe', async () => {
    const { who, token } = await tenantWith({ name: 'Castellón', filters: { city: 'Castellón' } });
    await landlord.client.properties.create(flat({ city: 'Castellón de la Plana', postal_code: '12001' }));
    expect(mailsTo(await newMails(), who)).toHaveLength(1);

    await server.client().savedSearches.unsubscribe(token);
    tick();
    const second = await landlord.client.properties.create(flat({ city: 'Castellon', postal_code: '12002' }));
    expect(mailsTo(await newMails(), who)).toEqual([]);
    expect(await alertsOf(who)).toHaveLength(1);
    // Still recorded: it counts among the search's new matches.
    const recorded = await db()
      .selectFrom('saved_search_matches')
      .select('property_id')
      .where('property_id', '=', second.id)
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('writes an English user’s alert in English', async () => {
    const { who, token } = await tenantWith({ name: 'Alicante flats', filters: { city: 'Alicante' } });
    await db().updateTable('users').set({ language: 'en' }).where('id', '=', who.user.id).execute();
    await landlord.client.properties.create(flat({ city: 'Alicante', price: 1250.5, postal_code: '03001' }));
    const [mail] = mailsTo(await newMails(), who);
    expect(mail?.headers.subject).toBe('New property for “Alicante flats”');
    expect(mail?.text).toMatch(/^Hello /);
    expect(mail?.text).toContain('€1,250.50 a month');
    expect(mail?.text).toContain(`Stop alerts for “Alicante flats”: `);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.headers['list-unsubscribe']).toContain(token);
  });

  it('releases the alerts it could not send, for the job’s retry', async () => {
    const { who } = await tenantWith({ name: 'Oviedo', filters: { city: 'Oviedo' } });
    const property = await landlord.client.properties.create(flat({ city: 'Oviedo', status: 'inactivo' }));
    await db()
      .updateTable('properties')
      .set({ status: 'disponible' })
      .where('id', '=', property.id)
      .execute();
    const ctx = server.app.ctx;
    const send = ctx.mailer.send;
    ctx.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      await expect(matchProperty(ctx, property.id)).rejects.toThrow('SMTP caído');
    } finally {
      ctx.mailer.send = send;
    }
    const [pending] = await db()
      .selectFrom('saved_search_matches')
      .select('notified_at')
      .where('property_id', '=', property.id)
      .execute();
    expect(pending?.notified_at).toBeNull();
    // The retry: the match is already recorded (nothing new), its alert is sent now, once.
    expect(await matchProperty(ctx, property.id)).toBe(0);
    expect(mailsTo(await newMails(), who)).toHaveLength(1);
    await matchProperty(ctx, property.id);
    expect(mailsTo(await newMails(), who)).toEqual([]);
  });

  it('runs the digest as a job', async () => {
    const { who } = await tenantWith({ name: 'Gijón diario', filters: { city: 'gijon' }, alert: 'daily' });
    await landlord.client.properties.create(flat({ title: 'Piso en Cimavilla', city: 'Gijón' }));
    expect(mailsTo(await newMails(), who)).toEqual([]);
    tick(60);
    await server.app.ctx.jobs.send(SAVED_SEARCH_DIGEST_JOB, { day: 'hoy', at: new Date().toISOString() });
    const [digest, ...more] = mailsTo(await newMails(), who);
    expect(more).toEqual([]);
    expect(digest?.headers.subject).toBe('Tu resumen diario: 1 propiedad nueva');
    expect(digest?.text).toContain('Piso en Cimavilla');
  });

  it('sends daily searches in one digest per user, only what is new since the last one', async () => {
    const { who, token } = await tenantWith({
      name: 'Bilbao diario',
      filters: { city: 'Bilbao' },
      alert: 'daily',
    });
    const second = await who.client.savedSearches.create({
      name: 'Casas diario',
      filters: { property_type: 'casa', city: 'bilbao' },
      alert: 'daily',
    });
    const instant = await who.client.savedSearches.create({
      name: 'Bilbao al momento',
      filters: { city: 'Bilbao' },
    });
    await runDigest(server.app.ctx); // whatever earlier tests left
    await newMails();

    tick();
    const first = await landlord.client.properties.create(flat({ title: 'Piso en Abando', city: 'Bilbao' }));
    const house = await landlord.client.properties.create(
      flat({ title: 'Casa en Deusto', city: 'Bilbao', property_type: 'casa' }),
    );
    // The instant search alerts at once; the daily ones wait for the digest.
    let mails = mailsTo(await newMails(), who);
    expect(mails.map((m) => m.headers.subject)).toEqual([
      'Nueva propiedad para «Bilbao al momento»',
      'Nueva propiedad para «Bilbao al momento»',
    ]);

    tick(60);
    expect(await runDigest(server.app.ctx)).toBeGreaterThanOrEqual(1);
    mails = mailsTo(await newMails(), who);
    expect(mails).toHaveLength(1);
    const digest = mails[0] as OutboxMail;
    expect(digest.headers.subject).toBe('Tu resumen diario: 3 propiedades nuevas');
    // Grouped by search, each with its unsubscribe link.
    const text = digest.text;
    expect(text.indexOf('== Bilbao diario ==')).toBeLessThan(text.indexOf('== Casas diario =='));
    expect(text.slice(text.indexOf('== Bilbao diario =='), text.indexOf('== Casas diario =='))).toContain(
      'Piso en Abando',
    );
    expect(text.slice(text.indexOf('== Casas diario =='))).toContain('Casa en Deusto');
    expect(text.slice(text.indexOf('== Casas diario =='))).not.toContain('Piso en Abando');
    expect(text).toContain(`unsubscribe?token=${token}`);
    expect(digest.html).toContain(`${server.app.ctx.publicOrigin()}/properties/${first.id}`);
    expect(digest.html).toContain(`${server.app.ctx.publicOrigin()}/properties/${house.id}`);
    expect(instant.id).toBeGreaterThan(second.id);

    // Nothing new: no e-mail.
    tick(60 * 24);
    await runDigest(server.app.ctx);
    expect(mailsTo(await newMails(), who)).toEqual([]);

    // A match after the digest goes in the next one, alone.
    tick();
    await landlord.client.properties.create(flat({ title: 'Loft en Indautxu', city: 'Bilbao' }));
    await newMails();
    tick(60);
    await runDigest(server.app.ctx);
    mails = mailsTo(await newMails(), who);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.subject).toBe('Tu resumen diario: 1 propiedad nueva');
    expect(mails[0]?.text).toContain('Loft en Indautxu');
    expect(mails[0]?.text).not.toContain('Piso en Abando');
    await runDigest(server.app.ctx);
    expect(mailsTo(await newMails(), who)).toEqual([]);
  });

  it('never announces a home that is not free for the saved dates', async () => {
    const city = 'Zaragoza';
    const held = await tenantWith({
      name: 'Otoño en Zaragoza',
      filters: { city, move_in: '2027-10-01', months: 3 },
    });
    const later = await tenantWith({
      name: 'Primavera en Zaragoza',
      filters: { city, move_in: '2028-03-01', move_out: '2028-09-01' },
    });
    const cheapRoom = await tenantWith({
      name: 'Habitación barata en otoño',
      filters: { city, coliving: 'coliving', max_price: 400, move_in: '2027-10-01', months: 3 },
    });
    const anyRoom = await tenantWith({
      name: 'Habitación en otoño',
      filters: { city, coliving: 'coliving', max_price: 600, move_in: '2027-10-01', months: 3 },
    });
    await newMails();
    /** A period written straight into the table (the calendar's own calls are another feature's). */
    const hold = (property: number, unit: number, start: string, end: string) =>
      db()
        .insertInto('availability_periods')
        .values({
          property_id: property,
          unit,
          kind: 'held',
          start_date: start,
          end_date: end,
          created_at: now.toISOString(),
        })
        .execute();

    // A whole home held from September to March: only the spring search hears of it.
    const house = await landlord.client.properties.create(
      flat({ title: 'Piso en el Tubo', city, status: 'inactivo' }),
    );
    await hold(house.id, 0, '2027-09-01', '2028-03-01');
    tick();
    await landlord.client.properties.update(house.id, { status: 'disponible' });
    let mails = await newMails();
    expect(mailsTo(mails, held.who)).toEqual([]);
    expect(mailsTo(mails, later.who)).toHaveLength(1);
    expect(await alertsOf(held.who)).toEqual([]);
    expect((await alertsOf(later.who)).map((n) => n.related_object_id)).toEqual([house.id]);

    // A coliving home whose cheap room is held for the autumn: announced at its free room's price.
    const coliving = await landlord.client.properties.create(
      flat({
        title: 'Coliving en la Magdalena',
        city,
        is_coliving: true,
        price: 2000,
        price_per_room: 600,
        status: 'inactivo',
      }),
    );
    for (const [number, price] of [
      ['A', 350],
      ['B', 500],
    ] as const) {
      const room = await landlord.client.rooms.create({
        coliving_property: coliving.id,
        room_number: number,
        title: `Habitación ${number}`,
        price_monthly: price,
        size_sqm: 12,
        available_from: '2027-01-01',
      });
      if (number === 'A') await hold(coliving.id, room.id, '2027-09-01', '2028-07-01');
    }
    tick();
    await landlord.client.properties.update(coliving.id, { status: 'disponible' });
    mails = await newMails();
    expect(mailsTo(mails, cheapRoom.who)).toEqual([]);
    expect(await alertsOf(cheapRoom.who)).toEqual([]);
    expect(mailsTo(mails, anyRoom.who)).toHaveLength(1);
    expect((await alertsOf(anyRoom.who)).map((n) => n.related_object_id)).toEqual([coliving.id]);
  });
});
