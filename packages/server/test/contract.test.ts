import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addMonths,
  type ConviveClient,
  createClient,
  ENDPOINTS,
  type EndpointSpec,
  entriesOf,
} from '@convive/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { fastifyPath } from '../src/http/route';
import { buildOpenApiDocument } from '../src/openapi';
import { DIALECTS, startServer, type TestServer } from './harness';
import { colivingProperty, jpeg, nextWeekday, people, roomIn } from './world';

/*
 * The contract, checked against the real server both ways:
 * - the routes the server registers under /api are exactly the endpoint table's;
 * - every call of the table, made through the sdk client, answers what the OpenAPI document
 *   (derived from the same table) says, validated as JSON Schema: extra fields, wrong types and
 *   wrong statuses all fail. (Every other suite also checks answers with the zod schemas:
 *   checkAnswers is on in the harness.)
 */

const ENTRIES = entriesOf(ENDPOINTS);

interface Recorded {
  method: string;
  path: string;
  status: number;
  body: string;
  contentType: string;
}

/** The entry a request was for: its method and its path matched with ids as digits. */
function entryOf(method: string, path: string): string | undefined {
  for (const [name, e] of ENTRIES) {
    // A path id is a number; a token (a feed export's, a guest's conversation link) url-safe text.
    const pattern = new RegExp(
      `^/api${e.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'token' ? '[\\w-]+' : '\\d+'))}$`,
    );
    if (e.method === method && pattern.test(path)) return name;
  }
  return undefined;
}

describe('the server routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(() => server.close());

  it('are exactly the endpoint table under /api, both ways', () => {
    const registered = server.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/api/schema/')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const table = ENTRIES.map(([, e]) => `${e.method} /api${fastifyPath(e.path)}`).sort();
    expect(registered).toEqual(table);
  });

  it('refuse to register an owner-only call without its ownership step', async () => {
    const { route } = await import('../src/http/route');
    const ownerCall = ENTRIES.find(([, e]) => e.owner)?.[1] as EndpointSpec;
    expect(() => route(server.app, server.app.ctx, ownerCall, {}, () => undefined)).toThrow(/load step/);
  });
});

describe.each(DIALECTS)('every call answers what the OpenAPI document says, on %s', (dialect) => {
  let server: TestServer;
  let jwks: Server;
  let signGoogle: (claims: Record<string, unknown>) => Promise<string>;
  const recorded: Recorded[] = [];

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const clientId = 'contract.apps.googleusercontent.com';
    signGoogle = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    server = await startServer(dialect, {
      config: {
        googleClientId: clientId,
        googleJwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
        // The webhooks' receiver is the same local server (it answers any request 200).
        outboundAllowLoopback: true,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  });

  /** An sdk client whose every answer is recorded (method, path, status, body). */
  function recording(token?: string, partnerKey?: string) {
    return createClient({
      baseUrl: server.baseUrl,
      getToken: () => token ?? null,
      ...(partnerKey ? { partnerKey } : {}),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        // A partner key's calls come from the partner's page.
        if (partnerKey) request.headers.set('origin', 'https://socio.example');
        const response = await fetch(request.clone());
        recorded.push({
          method: request.method,
          path: new URL(request.url).pathname,
          status: response.status,
          body: await response.clone().text(),
          contentType: response.headers.get('content-type') ?? '',
        });
        return response;
      },
    });
  }

  it('drives every call of the table to success', async () => {
    const who = await people(server);
    const tenant = recording(who.tenant.token);
    const owner = recording(who.owner.token);
    const visitor = recording();
    const today = server.app.ctx.today();

    await visitor.system.health();

    // Account
    const login = await visitor.auth.login({ email: who.tenant.email, password: who.tenant.password });
    await recording(login.token).auth.logout();
    const fresh = await visitor.auth.register({
      email: `ana.${dialect}@example.com`,
      password: 'Convive-Contrato-2026',
      password_confirm: 'Convive-Contrato-2026',
      accept_terms: true,
      first_name: 'Ana',
      last_name: 'Pérez',
      role: 'inquilino',
    });
    await visitor.auth.googleConfig();
    await visitor.auth.google(
      await signGoogle({ sub: `g-${dialect}`, email: `g.${dialect}@example.com`, email_verified: true }),
    );
    await visitor.auth.forgotPassword({ email: who.otherTenant.email });
    // The mail is written after the answer: wait for it.
    let mail: string | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await server.outbox()).find((m) => m.includes('reset-password?token='));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const resetToken = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail ?? '')?.[1] ?? '');
    await visitor.auth.resetPassword({
      token: resetToken,
      new_password: 'Otra-Clave-Segura-2027',
      new_password_confirm: 'Otra-Clave-Segura-2027',
    });

    // Users
    const me = await tenant.users.me();
    await tenant.users.profile();
    await tenant.users.get(me.id);
    await tenant.users.update(me.id, { bio: 'Hola' });
    await tenant.users.update(me.id, { profile_picture: await jpeg(300, 300) });
    await tenant.users.preferences(me.id);
    const throwaway = recording(fresh.token);
    const freshUser = await throwaway.users.me();
    await throwaway.users.changePassword(freshUser.id, {
      old_password: 'Convive-Contrato-2026',
      new_password: 'Convive-Nueva-2027',
      new_password_confirm: 'Convive-Nueva-2027',
    });
    await throwaway.users.delete(freshUser.id, { password: 'Convive-Nueva-2027' });

    // Properties
    const property = await owner.properties.create(colivingProperty('Coliving del contrato'));
    await owner.properties.update(property.id, { title: 'Coliving del contrato, renovado' });
    await exerciseImages(owner.properties, property.id);
    await owner.properties.list({ owner: who.owner.user.id });
    await visitor.properties.all({ city: 'Madrid' });
    await owner.properties.mine();
    await visitor.properties.get(property.id);

    // Locations
    await visitor.locations.search('mad');

    // Rooms
    const room = await owner.rooms.create(roomIn(property.id, 'C1'));
    await owner.rooms.update(room.id, { title: 'Habitación exterior grande' });
    await owner.rooms.changeStatus(room.id, 'reserved');
    await owner.rooms.changeStatus(room.id, 'available');
    await exerciseImages(owner.rooms, room.id);
    await visitor.rooms.list({ city: 'Madrid' });
    await visitor.rooms.byProperty(property.id);
    await owner.rooms.mine();
    await visitor.rooms.get(room.id);
    const spare = await owner.rooms.create(roomIn(property.id, 'C2', 'Habitación interior'));
    await owner.rooms.delete(spare.id);

    // Listings
    const listing = await owner.listings.create({
      property: property.id,
      title: 'Habitaciones en Madrid',
      description: 'En coliving.',
      available_from: '2027-01-01',
      status: 'published',
    });
    await owner.listings.update(listing.id, { title: 'Habitaciones en el centro de Madrid' });
    await owner.listings.byLandlord(who.owner.user.id);
    await visitor.listings.get(listing.id);

    // Favourites
    const favorite = await tenant.favorites.add(property.id);
    await tenant.favorites.list();
    await tenant.favorites.remove(favorite.id);
    await tenant.favorites.add(property.id);
    await tenant.favorites.removeByProperty(property.id);

    // Appointments
    const appointment = await tenant.appointments.create({
      property: property.id,
      date: nextWeekday(today),
      time: '10:00',
    });
    await tenant.appointments.list();
    await owner.appointments.changeStatus(appointment.id, { status: 'confirmada' });
    await tenant.appointments.ics(appointment.id);
    await visitor.appointments.requestAsGuest({
      property: property.id,
      date: nextWeekday(today),
      time: '11:00',
      name: 'Marta Gil',
      email: 'marta.contract@example.com',
      phone: '612345678',
    });
    const guestMail = (await server.outbox()).find((m) => m.includes('visits/confirm?token='));
    const guestToken = /visits\/confirm\?token=(\S+)/.exec(guestMail ?? '')?.[1];
    if (!guestToken) throw new Error('no guest confirmation mail');
    await visitor.appointments.confirmGuest({ token: decodeURIComponent(guestToken) });
    await owner.appointments.list();

    // Requests and notifications. Only an application with its dates can be accepted, from the
    // listing's first day on.
    const nextMonth = addMonths(today, 1);
    const enquiry = await tenant.propertyRequests.create({
      property: property.id,
      kind: 'application',
      tenant_name: 'Lucía',
      tenant_email: who.tenant.email,
      message: '¿Sigue disponible?',
      move_in: nextMonth > '2027-01-01' ? nextMonth : '2027-01-01',
      months: 6,
    });
    const second = await tenant.propertyRequests.create({
      property: property.id,
      tenant_name: 'Lucía',
      tenant_email: who.tenant.email,
      message: '¿Y la habitación?',
      request_type: 'room',
      room: room.id,
    });
    await owner.propertyRequests.received();
    await tenant.propertyRequests.mine();
    // Cancelled first: accepting the whole-property enquiry declines the room's pending one.
    await tenant.notifications.requests();
    await tenant.notifications.cancelRequest(second.id);
    await owner.propertyRequests.decide(enquiry.id, { status: 'aceptada', response_message: 'Claro' });
    await owner.propertyRequests.release(enquiry.id, { response_message: 'Lo siento' });
    const notes = await owner.notifications.list();
    await owner.notifications.unreadCount();
    await owner.notifications.markAsRead(notes.results[0]!.id);
    await owner.notifications.archive(notes.results[1]!.id);
    await owner.notifications.markAllAsRead();

    // Conversations: the enquiry above opened one; a guest's enquiry opens another
    const [chat] = (await owner.conversations.list()).results;
    if (!chat) throw new Error('no conversation');
    await owner.conversations.unreadCount();
    await owner.conversations.get(chat.id);
    await owner.conversations.messages(chat.id);
    await tenant.conversations.send(chat.id, { text: '¿Cuándo puedo verlo?' });
    await tenant.conversations.send(chat.id, {
      text: 'La nómina',
      attachments: [new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' })],
    });
    await owner.conversations.read(chat.id);
    await owner.conversations.proposeVisit(chat.id, { date: nextWeekday(today), time: '12:00' });
    await owner.conversations.inviteToApply(chat.id, {});
    await owner.conversations.archive(chat.id, { archived: true });
    await owner.conversations.block(chat.id);
    await owner.conversations.unblock(chat.id);
    await tenant.conversations.report(chat.id, { reason: 'spam', text: 'Prueba' });
    await visitor.conversations.responseStats(who.owner.user.id);
    await visitor.propertyRequests.create({
      property: property.id,
      tenant_name: 'Pablo',
      tenant_email: 'pablo.contract@example.com',
      message: 'Hola',
    });
    const guestChat = await server.app.ctx.db
      .selectFrom('conversations')
      .select('id')
      .where('guest_email', '=', 'pablo.contract@example.com')
      .executeTakeFirstOrThrow();
    const chatToken = 'contrato-invitado-0123456789abcdefghijklmnop';
    await server.app.ctx.db
      .insertInto('conversation_guest_tokens')
      .values({
        conversation_id: guestChat.id,
        token_hash: hashToken(chatToken),
        expires_at: '2999-01-01T00:00:00.000Z',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await visitor.conversations.guestGet(chatToken);
    await visitor.conversations.guestMessages(chatToken);
    await visitor.conversations.guestSend(chatToken, { text: 'Gracias' });
    const reply = await owner.savedReplies.create({ title: 'Hola', text: 'Hola {nombre}' });
    await owner.savedReplies.list();
    await owner.savedReplies.update(reply.id, { text: 'Hola {nombre}, {propiedad} sigue libre' });
    await owner.savedReplies.delete(reply.id);
    await visitor.contact.send({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hola',
      message: 'Quería preguntar por las visitas.',
    });

    // Partner keys, and a lead attributed to one
    const key = await owner.partnerKeys.create({
      name: 'Web del contrato',
      allowed_origins: ['https://socio.example'],
    });
    await owner.partnerKeys.list();
    await recording(undefined, key.key).propertyRequests.create({
      property: property.id,
      request_type: 'room',
      room: room.id,
      tenant_name: 'Marta',
      tenant_email: 'marta@example.com',
      message: '¿Está libre?',
    });
    await owner.propertyRequests.received();
    await recording(undefined, key.key).partnerKeys.track('impression');
    await owner.partnerKeys.report(key.id);
    await owner.partnerKeys.revoke(key.id);

    // Saved searches, and the one-click unsubscribe of their e-mails (no session)
    const saved = await tenant.savedSearches.create({
      name: 'Coliving en Madrid',
      filters: { city: 'Madrid', coliving: 'coliving', max_price: 600 },
      alert: 'daily',
    });
    await tenant.savedSearches.list();
    await tenant.savedSearches.update(saved.id, { alert: 'instant' });
    await tenant.savedSearches.seen(saved.id);
    const { unsubscribe_token: unsubscribeToken } = await server.app.ctx.db
      .selectFrom('saved_searches')
      .select('unsubscribe_token')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    await visitor.savedSearches.unsubscribe(unsubscribeToken);
    await tenant.savedSearches.delete(saved.id);

    // Webhooks: an endpoint on the local server, a ping delivered, then replayed
    const hook = await owner.webhooks.create({
      url: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/hooks`,
      events: ['lead.created', 'visit.requested'],
    });
    await owner.webhooks.list();
    await owner.webhooks.get(hook.id);
    await owner.webhooks.update(hook.id, { description: 'CRM' });
    await owner.webhooks.rotateSecret(hook.id);
    const ping = await owner.webhooks.test(hook.id);
    await server.app.ctx.jobs.drain();
    await owner.webhooks.deliveries(hook.id);
    await owner.webhooks.replay(ping.id);
    await owner.webhooks.delete(hook.id);

    // A feed import: by URL (the local server answers it; the run fails, which is a report too), run
    // again by hand once that run ended, read, paused, deleted
    const feed = await owner.feeds.create({
      url: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/kyero.xml`,
    });
    await server.app.ctx.jobs.drain();
    await owner.feeds.list();
    await owner.feeds.run(feed.id);
    await server.app.ctx.jobs.drain();
    await owner.feeds.get(feed.id);
    await owner.feeds.update(feed.id, { enabled: false });
    await owner.feeds.delete(feed.id);

    // The feed export: its addresses, its three documents (no session), a new token
    const feedExport = await owner.feeds.export();
    await visitor.feeds.exportXml(feedExport.token);
    await visitor.feeds.exportJson(feedExport.token);
    await visitor.feeds.exportRefs(feedExport.token);
    await owner.feeds.rotateExport();

    // A home's calendar: its days, a block, the private iCal export and its document (no session),
    // an imported calendar (the local server answers, not with a calendar), fetched by hand, removed
    await visitor.availability.property(property.id);
    await visitor.availability.room(room.id);
    await owner.calendar.change(property.id, {
      action: 'block',
      units: [room.id],
      start: '2030-03-01',
      end: '2030-03-04',
    });
    const calendarExport = await owner.calendar.createExport(property.id, { room: room.id });
    await owner.calendar.exports(property.id);
    await visitor.calendar.ical(/\/calendars\/([\w-]+)\.ics$/.exec(calendarExport.url)?.[1] ?? '');
    const imported = await owner.calendar.addExternalCalendar(property.id, {
      room: room.id,
      url: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/calendar.ics`,
    });
    await server.app.ctx.jobs.drain();
    await owner.calendar.externalCalendars(property.id);
    await owner.calendar.refreshExternalCalendar(imported.id);
    await owner.calendar.removeExternalCalendar(imported.id);

    // Clean-up calls last: they remove what the others used.
    await owner.listings.delete(listing.id);
    await owner.rooms.delete(room.id);
    await owner.properties.delete(property.id);

    const reached = new Set(
      recorded
        .filter((r) => r.status < 300)
        .map((r) => entryOf(r.method, r.path) ?? `? ${r.method} ${r.path}`),
    );
    expect([...reached].filter((name) => name.startsWith('?'))).toEqual([]);
    expect(ENTRIES.map(([name]) => name).filter((name) => !reached.has(name))).toEqual([]);
  });

  it('answers each with the status and JSON Schema of its operation', () => {
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Json }> }>>;
      components: { schemas: Record<string, Json> };
    };
    type Json = Record<string, unknown>;
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: 'convive', components: document.components });
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const answer of recorded.filter((r) => r.status < 300)) {
      const name = entryOf(answer.method, answer.path);
      const entry = ENDPOINTS_BY_NAME.get(name ?? '');
      if (!name || !entry) continue;
      const responses = document.paths[entry.path]?.[entry.method.toLowerCase()]?.responses ?? {};
      const documented = responses[String(answer.status)];
      if (!documented) {
        problems.push(`${name}: answered ${answer.status}, documented ${Object.keys(responses).join('/')}`);
        continue;
      }
      // A document that is not JSON (an .ics): answered with the media type the operation names.
      const documentType = Object.keys(documented.content ?? {}).find((type) => type !== 'application/json');
      if (documentType) {
        if (answer.contentType.split(';')[0] !== documentType || answer.body === '')
          problems.push(
            `${name}: answered ${answer.contentType || 'no content type'}, documented ${documentType}`,
          );
        checked.add(name);
        continue;
      }
      const schema = (documented.content as Json | undefined)?.['application/json'] as
        | { schema?: Json }
        | undefined;
      if (!schema?.schema) {
        if (answer.body !== '') problems.push(`${name}: answered a body where the document says none`);
        checked.add(name);
        continue;
      }
      const validate = ajv.compile(rewriteRefs(schema.schema));
      if (!validate(JSON.parse(answer.body))) {
        problems.push(`${name}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
      }
      checked.add(name);
    }
    expect(problems).toEqual([]);
    expect(checked.size).toBe(ENTRIES.length);
  });
});

/** Upload two images, reverse their order, delete one: the three image calls of a property or room. */
async function exerciseImages(api: ConviveClient['properties'] | ConviveClient['rooms'], id: number) {
  const images = await api.uploadImages(id, [await jpeg(), await jpeg()]);
  await api.reorderImages(
    id,
    images.map((image, index) => ({ id: image.id, order: images.length - index })),
  );
  await api.deleteImage(id, images[0]!.id);
}

const ENDPOINTS_BY_NAME = new Map<string, EndpointSpec>(ENTRIES);

/** `#/components/schemas/X` → `convive#/components/schemas/X`, so refs resolve in the added document. */
function rewriteRefs(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value).replace(/"#\/components\//g, '"convive#/components/'));
}
