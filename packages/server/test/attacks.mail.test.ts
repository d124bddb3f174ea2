import type { PropertyCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDigest, savedSearchTiming } from '../src/features/savedSearches';
import { emailKey } from '../src/services/limitKeys';
import { LIMITS } from '../src/services/limits';
import {
  type Account,
  DIALECTS,
  type OutboxMail,
  parseOutboxMail,
  register,
  startServer,
  type TestServer,
} from './harness';
import { flatProperty } from './world';

/*
 * Convive as a mail relay, replayed: the guest-visit form mailed any address with an opening line
 * the sender wrote, its limits were dodged with `victim+N@` and a fresh IPv6 address per request;
 * one landlord created 208 properties a minute and one property mailed 59 alerts; the outbox
 * wrote Subject and To raw. Each block shows one hole closed.
 */

/** Monday 23 November 2026, 09:00 in Madrid: the next day's visit slots are open. */
const MONDAY = new Date('2026-11-23T08:00:00Z');

function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A guest's visit request, from the given client address (the server trusts one proxy). */
function guestVisit(
  server: TestServer,
  body: { property: number; email: string; name?: string; time?: string; date?: string },
  headers: Record<string, string> = {},
) {
  return post(
    server,
    '/api/appointments/guest/',
    { date: '2026-11-24', time: '10:30', name: 'Marta Gil', phone: '+34 612 345 678', ...body },
    headers,
  );
}

/** The outbox's mails to one inbox (whatever alias of it they were addressed to). */
async function mailsToInbox(server: TestServer, address: string): Promise<OutboxMail[]> {
  return (await server.mails()).filter((m) => emailKey(m.headers.to ?? '') === emailKey(address));
}

describe.each(DIALECTS)('mail abuse on %s', (dialect) => {
  describe('A. the guest-visit form', () => {
    let server: TestServer;
    let propertyId: number;
    beforeAll(async () => {
      // Behind one trusted proxy: each X-Forwarded-For is a different client.
      server = await startServer(dialect, {
        config: { rateLimit: true, trustProxy: 1 },
        clock: () => MONDAY,
      });
      const landlord = await register(server, 'propietario');
      propertyId = (await landlord.client.properties.create(flatProperty())).id;
    });
    afterAll(() => server.close());

    it('counts victim+1@ … victim+6@ as one inbox: five mails, then 429', async () => {
      const statuses: number[] = [];
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
      for (const [i, time] of times.entries()) {
        const answer = await guestVisit(
          server,
          { property: propertyId, email: `victim+${i + 1}@example.com`, time },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      expect(await mailsToInbox(server, 'victim@example.com')).toHaveLength(5);
    });

    it('counts the dots of a Gmail address, and googlemail.com, as one inbox too', async () => {
      const aliases = [
        'ana.belen+1@gmail.com',
        'anabelen@googlemail.com',
        'A.N.A.B.E.L.E.N@gmail.com',
        'ana.belen+x@googlemail.com',
        'anabelen+2@gmail.com',
        'a.nabelen@gmail.com',
      ];
      const statuses: number[] = [];
      for (const [i, email] of aliases.entries()) {
        const answer = await guestVisit(
          server,
          { property: propertyId, email, date: '2026-11-25', time: `1${i}:00` },
          { 'x-forwarded-for': `198.51.100.${20 + i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('counts two IPv6 addresses of one /64 as one client; another /64 is another', async () => {
      const statuses: number[] = [];
      // An empty body is a 400, but the per-address limit counts before the body is read.
      for (let i = 0; i < LIMITS.guestVisitPerAddress.points; i += 1) {
        const address = i % 2 === 0 ? '2001:db8:77:1::a' : '2001:db8:77:1:ffff:ffff:ffff:fffe';
        statuses.push(
          (await post(server, '/api/appointments/guest/', {}, { 'x-forwarded-for': address })).status,
        );
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const same64 = await post(
        server,
        '/api/appointments/guest/',
        {},
        { 'x-forwarded-for': '2001:db8:77:1::beef' },
      );
      expect(same64.status).toBe(429);
      const other64 = await post(
        server,
        '/api/appointments/guest/',
        {},
        { 'x-forwarded-for': '2001:db8:77:2::a' },
      );
      expect(other64.status).toBe(400);
    });

    it('never mails a name with a web address; puts any other name on one line', async () => {
      const before = (await server.outbox()).length;
      for (const [i, name] of [
        'Ana\nVisita http://evil.example ya',
        'Ana www.evil.example',
        'Compra en evil.example',
      ].entries()) {
        const answer = await guestVisit(
          server,
          { property: propertyId, email: `nombre${i}@example.com`, name, date: '2026-11-26' },
          { 'x-forwarded-for': `198.51.100.${40 + i}` },
        );
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({
          name: ['El nombre no puede contener enlaces ni direcciones web.'],
        });
      }
      // Refused in the page's language too.
      const english = await guestVisit(
        server,
        {
          property: propertyId,
          email: 'nombre9@example.com',
          name: 'Ana http://evil.example',
          date: '2026-11-26',
        },
        { 'x-forwarded-for': '198.51.100.49', 'accept-language': 'en' },
      );
      expect(await english.json()).toEqual({ name: ['The name cannot contain links or web addresses.'] });
      const blank = await guestVisit(
        server,
        { property: propertyId, email: 'nombre8@example.com', name: '\u0007\u200b', date: '2026-11-26' },
        { 'x-forwarded-for': '198.51.100.48' },
      );
      expect(await blank.json()).toEqual({ name: ['Este campo no puede estar en blanco.'] });
      expect((await server.outbox()).length).toBe(before);
      expect((await server.outbox()).join('\n')).not.toContain('evil.example');

      const fine = await guestVisit(
        server,
        {
          property: propertyId,
          email: 'lineas@example.com',
          name: 'Ana\r\nGarcía\u202e',
          date: '2026-11-26',
        },
        { 'x-forwarded-for': '198.51.100.50' },
      );
      expect(fine.status).toBe(202);
      const [mail, ...more] = await mailsToInbox(server, 'lineas@example.com');
      expect(more).toEqual([]);
      expect(mail?.text.split('\n')[0]).toBe('Hola Ana García:');
      const stored = await server.app.ctx.db
        .selectFrom('guest_visit_requests')
        .select('name')
        .where('email', '=', 'lineas@example.com')
        .executeTakeFirstOrThrow();
      expect(stored.name).toBe('Ana García');
    });
  });

  describe('A. the daily cap per inbox, whatever sends the mail', () => {
    let server: TestServer;
    let propertyId: number;
    const lines: string[] = [];
    beforeAll(async () => {
      server = await startServer(dialect, {
        config: { rateLimit: true, trustProxy: 1, logLevel: 'warn' },
        clock: () => MONDAY,
        logger: undefined,
        logStream: { write: (line: string) => lines.push(line) },
      });
      const landlord = await register(server, 'propietario');
      propertyId = (await landlord.client.properties.create(flatProperty())).id;
    });
    afterAll(() => server.close());

    it(`sends ${LIMITS.mailsPerRecipient.points} a day to one inbox; the next is dropped and logged without the address`, async () => {
      const cap = LIMITS.mailsPerRecipient.points;
      const { mailer } = server.app.ctx;
      for (let i = 0; i < cap - 1; i += 1)
        await mailer.send({ to: `cap.victim+${i}@gmail.com`, subject: `Aviso ${i}`, text: 'x' });
      // The last one the cap allows, through a route.
      const last = await guestVisit(
        server,
        { property: propertyId, email: 'capvictim@googlemail.com', time: '09:00' },
        { 'x-forwarded-for': '203.0.113.1' },
      );
      expect(last.status).toBe(202);
      expect(await mailsToInbox(server, 'capvictim@gmail.com')).toHaveLength(cap);

      // Past the cap: the route answers the same, and no mail is written.
      const over = await guestVisit(
        server,
        { property: propertyId, email: 'Cap.Victim+otra@gmail.com', time: '09:30' },
        { 'x-forwarded-for': '203.0.113.2' },
      );
      expect(over.status).toBe(202);
      await mailer.send({ to: 'capvictim@gmail.com', subject: 'Uno más', text: 'x' });
      expect(await mailsToInbox(server, 'capvictim@gmail.com')).toHaveLength(cap);
      // The caller learns it: alerts and digests keep what was dropped for the next digest.
      expect(await mailer.send({ to: 'capvictim@gmail.com', subject: 'Otro', text: 'x' })).toBe('dropped');

      // Another inbox is not affected.
      expect(await mailer.send({ to: 'otra.persona@gmail.com', subject: 'Hola', text: 'x' })).toBe(
        'accepted',
      );
      expect(await mailsToInbox(server, 'otra.persona@gmail.com')).toHaveLength(1);

      const log = lines.join('');
      expect(log).toContain('mail dropped: its recipient had too many today');
      expect(log.toLowerCase()).not.toMatch(/cap\.?victim/);
    });

    it('still sends password recovery to a full inbox', async () => {
      // Registered under the inbox the test above filled.
      const owner = await register(server, 'inquilino', { email: 'cap.victim@gmail.com' });
      const answer = await post(server, '/api/forgot-password/', { email: owner.email });
      expect(answer.status).toBe(200);
      let recovery: OutboxMail | undefined;
      for (let i = 0; i < 100 && !recovery; i += 1) {
        recovery = (await mailsToInbox(server, owner.email)).find(
          (m) => m.headers.subject === 'Restablece tu contraseña de Convive',
        );
        if (!recovery) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(recovery?.text).toMatch(/\/reset-password\?token=/);
    });
  });

  describe('B. property creation and alert fan-out', () => {
    let server: TestServer;
    beforeAll(async () => {
      savedSearchTiming.newPropertyDelayMs = 0;
      server = await startServer(dialect, { config: { rateLimit: true } });
    });
    afterAll(async () => {
      savedSearchTiming.newPropertyDelayMs = 5_000;
      await server.close();
    });

    const create = (owner: Account, overrides: Partial<PropertyCreate> = {}) =>
      post(server, '/api/properties/', flatProperty(overrides), { authorization: `Token ${owner.token}` });

    it(`creates ${LIMITS.propertiesPerAccountMinute.points} properties a minute per account, then 429 in Spanish`, async () => {
      const landlord = await register(server, 'propietario');
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.propertiesPerAccountMinute.points; i += 1)
        statuses.push((await create(landlord)).status);
      expect(statuses.every((s) => s === 201)).toBe(true);
      const refused = await create(landlord);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(((await refused.json()) as { detail: string }).detail).toMatch(
        /^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ segundos?\.$/,
      );
      // Another landlord is not affected.
      expect((await create(await register(server, 'propietario'))).status).toBe(201);
    });

    it(`creates ${LIMITS.propertiesPerAccountHour.points} an hour per account`, async () => {
      const landlord = await register(server, 'propietario');
      await server.app.ctx.throttles.hit(
        'propertiesPerAccountHour',
        landlord.user.id,
        LIMITS.propertiesPerAccountHour.points - 1,
      );
      expect((await create(landlord)).status).toBe(201);
      const refused = await create(landlord);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    });

    it('sends at most 5 instant alerts an hour to one inbox; the rest come in the next digest', async () => {
      // Two accounts on one inbox, each with an instant search that every new property matches.
      const accounts = [
        await register(server, 'inquilino', { email: 'buscadora@example.com' }),
        await register(server, 'inquilino', { email: 'buscadora+dos@example.com' }),
      ];
      for (const who of accounts)
        await who.client.savedSearches.create({ name: 'Zamora', filters: { city: 'Zamora' } });
      const landlord = await register(server, 'propietario');
      const titles = Array.from({ length: 7 }, (_v, i) => `Casa en Zamora n.º ${i + 1}`);
      for (const title of titles)
        expect((await create(landlord, { title, city: 'Zamora' })).status).toBe(201);

      const alerted = await mailsToInbox(server, 'buscadora@example.com');
      expect(alerted).toHaveLength(LIMITS.instantAlertsPerRecipient.points);
      expect(alerted.every((m) => m.headers.subject === 'Nueva propiedad para «Zamora»')).toBe(true);
      const bell = await server.app.ctx.db
        .selectFrom('notifications')
        .select('id')
        .where(
          'user_id',
          'in',
          accounts.map((a) => a.user.id),
        )
        .where('event_type', '=', 'saved_search_match')
        .execute();
      expect(bell).toHaveLength(LIMITS.instantAlertsPerRecipient.points);

      expect(await runDigest(server.app.ctx)).toBe(2);
      const all = await mailsToInbox(server, 'buscadora@example.com');
      for (const who of accounts) {
        const mine = all.filter((m) => m.headers.to === who.email);
        const instant = mine.filter((m) => m.headers.subject?.startsWith('Nueva propiedad'));
        const digests = mine.filter((m) => m.headers.subject?.startsWith('Tu resumen diario'));
        expect(digests).toHaveLength(1);
        const inInstant = titles.filter((t) => instant.some((m) => m.text.includes(t)));
        const inDigest = titles.filter((t) => digests[0]?.text.includes(t));
        // Every property reaches each account once: at once or in the digest, never both.
        expect([...inInstant, ...inDigest].sort()).toEqual([...titles].sort());
        expect(inInstant.filter((t) => inDigest.includes(t))).toEqual([]);
      }
      // Nothing is left for the digest after.
      expect(await runDigest(server.app.ctx)).toBe(0);
    });

    it('keeps an alert the daily cap drops for the next digest that goes out', async () => {
      const who = await register(server, 'inquilino', { email: 'llena@example.com' });
      await who.client.savedSearches.create({ name: 'Palencia', filters: { city: 'Palencia' } });
      const { throttles } = server.app.ctx;
      await throttles.hit('mailsPerRecipient', emailKey(who.email), LIMITS.mailsPerRecipient.points);
      const landlord = await register(server, 'propietario');
      expect((await create(landlord, { title: 'Ático en Palencia', city: 'Palencia' })).status).toBe(201);
      expect(await mailsToInbox(server, who.email)).toEqual([]);
      // The digest is refused too while the inbox is full: its match waits.
      expect(await runDigest(server.app.ctx)).toBe(0);
      await throttles.reset('mailsPerRecipient', emailKey(who.email));
      expect(await runDigest(server.app.ctx)).toBe(1);
      const [digest, ...more] = await mailsToInbox(server, who.email);
      expect(more).toEqual([]);
      expect(digest?.headers.subject).toBe('Tu resumen diario: 1 propiedad nueva');
      expect(digest?.text).toContain('Ático en Palencia');
    });
  });

  describe('C. outbox headers', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { clock: () => MONDAY });
    });
    afterAll(() => server.close());

    it('a title with CR LF and "Bcc:" adds no header to the .eml', async () => {
      const landlord = await register(server, 'propietario');
      const title = 'Piso\r\nBcc: x@evil.example\r\nX-Inyectada: sí';
      const home = await landlord.client.properties.create(flatProperty({ title }));
      expect(home.title).toBe(title);
      const answer = await guestVisit(server, { property: home.id, email: 'cabeceras@example.com' });
      expect(answer.status).toBe(202);

      const raw = (await server.outbox()).find((m) => m.includes('\nTo: cabeceras@example.com\n'));
      if (!raw) throw new Error('no mail to cabeceras@example.com');
      const head = raw.slice(0, raw.indexOf('\n\n'));
      expect(head).not.toContain('\r');
      const names = head.split('\n').map((line) => /^([A-Za-z-]+): /.exec(line)?.[1]);
      expect(names).toEqual(['From', 'To', 'Subject']);
      // Encoded as the SMTP path encodes it (RFC 2047), and read back as one line.
      expect(head).toMatch(/^Subject: =\?UTF-8\?[QB]\?/m);
      expect(parseOutboxMail(raw).headers.subject).toBe(
        'Confirma tu visita a «Piso Bcc: x@evil.example X-Inyectada: sí»',
      );
    });
  });
});
