import type { SocketNotificationMessage } from '@convive/sdk';
import { createClient, type Language } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  parseOutboxMail,
  register,
  startServer,
  type TestServer,
} from '../../test/harness';
import { inSpanish } from '../../test/rows';
import { colivingProperty, roomIn } from '../../test/world';
import { ERRORS } from '../errors';

/** Monday 23 November 2026, 09:00 in Madrid. */
const MONDAY = new Date('2026-11-23T08:00:00Z');
const PARTNER_SITE = 'https://inmobiliaria-sol.example';

/**
 * The caller's language: API messages by the request's Accept-Language, notifications
 * translated on read and pushed in the user's stored language, e-mails in the recipient's language.
 */
describe.each(DIALECTS)('languages on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let propertyId: number;
  let serial = 0;

  const db = () => server.app.ctx.db;
  /** An sdk client that sends `language` as Accept-Language (as the portal and the widgets do). */
  const clientIn = (language: Language, token: string | null = null) =>
    createClient({ baseUrl: server.baseUrl, getToken: () => token, getLanguage: () => language });
  const storedLanguage = async (userId: number) =>
    (await db().selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow())
      .language;
  const json = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });

  const lastMail = (to?: string) => server.lastMail(to);

  /** Registers through the API with an Accept-Language, as a client in that language does. */
  async function registerIn(language: Language, role: 'inquilino' | 'propietario' = 'inquilino') {
    serial += 1;
    const email = `persona.${language}.${serial}.${Date.now().toString(36)}@example.com`;
    const password = 'Convive-Prueba-2026';
    const { token } = await clientIn(language).auth.register({
      email,
      password,
      password_confirm: password,
      accept_terms: true,
      first_name: 'Alex',
      last_name: `Prueba${serial}`,
      role,
    });
    const user = await clientIn(language, token).users.me();
    return { token, user, email };
  }

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => MONDAY });
    owner = await register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' });
    const property = await owner.client.properties.create({
      title: 'Piso con balcón en Chamberí',
      description: 'Luminoso.',
      property_type: 'apartamento',
      price: 1100,
      size: 70,
      address: 'Calle de Fuencarral 120',
      city: 'Madrid',
      postal_code: '28010',
      bedrooms: 2,
      bathrooms: 1,
    });
    propertyId = property.id;
  });
  afterAll(() => server.close());

  describe('API messages', () => {
    const login = (headers: Record<string, string>) =>
      server.fetch('/api/api-token-auth/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ password: 'x' }),
      });
    const missing = (headers: Record<string, string>) => server.fetch('/api/properties/987654/', { headers });

    it('answers in Spanish, exactly as the specs write it, without Accept-Language or with es', async () => {
      const variants: Record<string, string>[] = [
        {},
        { 'accept-language': 'es' },
        { 'accept-language': 'ja, zh;q=0.8' },
      ];
      for (const headers of variants) {
        expect(await json(await login(headers))).toEqual({
          status: 400,
          body: { email: ['Este campo es obligatorio.'] },
        });
        expect((await json(await missing(headers))).body.detail).toMatch(
          /^(No encontrado|Propiedad no encontrada)\.$/,
        );
      }
    });

    it.each([
      ['en', 'This field is required.', /^(Not found|Property not found)\.$/],
      ['fr', 'Ce champ est obligatoire.', /^(Introuvable|Bien introuvable)\.$/],
      ['de', 'Dieses Feld ist erforderlich.', /^(Nicht gefunden|Immobilie nicht gefunden)\.$/],
    ] as const)('answers a 400 and a 404 in %s', async (language, required, notFound) => {
      expect(await json(await login({ 'accept-language': language }))).toEqual({
        status: 400,
        body: { email: [required] },
      });
      const response = await missing({ 'accept-language': `${language}-XX,es;q=0.5` });
      // Worded for this caller: no shared cache may hand it to another.
      expect(response.headers.get('vary') ?? '').toMatch(/accept-language/i);
      const answer = await json(response);
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toMatch(notFound);
      // A path the API does not have, and a field error from a business rule, too.
      const unknown = await json(
        await server.fetch('/api/no-such-call/', { headers: { 'accept-language': language } }),
      );
      expect(unknown.body.detail).not.toBe(String(ERRORS.notFound));
    });

    it('words zod’s own limits and the API’s templated texts with their numbers, in each language', async () => {
      const tooLong = (language: string) =>
        server.fetch('/api/contact/messages/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': language },
          body: JSON.stringify({
            name: 'x'.repeat(500),
            email: 'ana@example.com',
            subject: 'Hola',
            message: 'Hola',
          }),
        });
      const fields = async (language: string) =>
        (await json(await tooLong(language))).body as Record<string, string[]>;
      expect((await fields('es')).name?.[0]).toMatch(
        /^Asegúrate de que este campo no tenga más de \d+ caracteres\.$/,
      );
      expect((await fields('en')).name?.[0]).toMatch(
        /^Make sure this field has no more than \d+ characters\.$/,
      );
      expect((await fields('de')).name?.[0]).toMatch(/^Dieses Feld darf höchstens \d+ Zeichen haben\.$/);
      const badSearch = await server.fetch('/api/properties/all/?page_size=5000', {
        headers: { 'accept-language': 'fr' },
      });
      expect(badSearch.status).toBe(400);
      expect(badSearch.headers.get('vary') ?? '').toMatch(/accept-language/i);
    });

    it('translates the business rules’ errors and the acknowledgements through the sdk client', async () => {
      const tenant = await registerIn('en');
      const asTenant = clientIn('en', tenant.token);
      const refused = await asTenant.appointments
        .create({ property: propertyId, date: '2026-11-28', time: '10:00' })
        .catch((error: { data?: unknown }) => error.data);
      // A Saturday: the sdk's rule text, in the words the widgets use for it.
      expect(refused).toEqual({ date: ['Viewings are only available Monday to Friday.'] });
      const ack = await clientIn('de').auth.forgotPassword({ email: 'nadie@example.com' });
      expect(ack.detail).toBe(
        'Wenn die E-Mail-Adresse registriert ist, erhalten Sie eine Nachricht mit Anweisungen zum Zurücksetzen Ihres Passworts.',
      );
    });

    it('lets a partner page send Accept-Language across origins (CORS)', async () => {
      const preflight = await server.fetch('/api/properties/', {
        method: 'OPTIONS',
        headers: {
          origin: PARTNER_SITE,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'accept-language, x-convive-partner-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'accept-language',
      );
      const answer = await server.fetch('/api/properties/987654/', {
        headers: { origin: PARTNER_SITE, 'accept-language': 'fr' },
      });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect((await json(answer)).body.detail).toMatch(/introuvable/i);
    });
  });

  describe('the user’s stored language', () => {
    it('is set at registration and then changes only when the user chooses one', async () => {
      const person = await registerIn('fr');
      expect(await storedLanguage(person.user.id)).toBe('fr');
      // Opening the portal in another language on some device does not change it (otherwise a
      // Spanish landlord gets an English mail after once looking at the dashboard in English).
      expect((await clientIn('de', person.token).users.me()).language).toBe('fr');
      await clientIn('en', person.token).appointments.list();
      expect(await storedLanguage(person.user.id)).toBe('fr');
      // Choosing one (the language menu) stores it, whatever the language of the call.
      const chosen = await clientIn('es', person.token).users.update(person.user.id, { language: 'de' });
      expect(chosen.language).toBe('de');
      expect(await storedLanguage(person.user.id)).toBe('de');
      await clientIn('en', person.token).users.me();
      expect(await storedLanguage(person.user.id)).toBe('de');
      // Signing in again from a device in another language keeps it too.
      await clientIn('en').auth.login({ email: person.email, password: 'Convive-Prueba-2026' });
      expect(await storedLanguage(person.user.id)).toBe('de');
    });

    it('refuses a language that is not one of ours', async () => {
      const person = await registerIn('es');
      const response = await server.fetch(`/api/users/${person.user.id}/`, {
        method: 'PATCH',
        token: person.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'ja' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ language: ['Elige un idioma: es, en, fr o de.'] });
      expect(await storedLanguage(person.user.id)).toBe('es');
    });

    it('writes a landlord’s e-mails in the language they chose, not the last device’s', async () => {
      const landlord = await registerIn('es', 'propietario');
      const home = await clientIn('es', landlord.token).properties.create({
        ...colivingProperty('Piso en Malasaña'),
        is_coliving: false,
      });
      // The dashboard opened once in English: no effect on the mails.
      await clientIn('en', landlord.token).appointments.list();
      const tenant = await registerIn('en');
      await clientIn('en', tenant.token).appointments.create({
        property: home.id,
        date: '2026-11-25',
        time: '12:00',
      });
      const mail = await lastMail(landlord.email);
      expect(parseOutboxMail(mail).headers.subject).toBe('Nueva solicitud de visita: «Piso en Malasaña»');
      // Once they choose English, English it is.
      await clientIn('es', landlord.token).users.update(landlord.user.id, { language: 'en' });
      await clientIn('es', tenant.token).appointments.create({
        property: home.id,
        date: '2026-11-26',
        time: '12:00',
      });
      expect(parseOutboxMail(await lastMail(landlord.email)).headers.subject).toBe(
        'New visit request: “Piso en Malasaña”',
      );
    });

    it('is Spanish for an account registered without one', async () => {
      const person = await register(server, 'inquilino');
      expect(await storedLanguage(person.user.id)).toBe('es');
    });
  });

  describe('notifications', () => {
    it('are stored by code, read in the reader’s language and pushed live in the stored one', async () => {
      const tenant = await registerIn('en');
      // The landlord chose French: their live pushes are French.
      await owner.client.users.update(owner.user.id, { language: 'fr' });
      const pushed: SocketNotificationMessage[] = [];
      const stop = server.app.ctx.events.subscribe(owner.user.id, (message) => pushed.push(message));
      try {
        await clientIn('en', tenant.token).favorites.add(propertyId);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        stop();
      }
      const stored = await db()
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', owner.user.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
        .then(inSpanish);
      expect(stored.title).toBe('Nuevo favorito');
      expect(stored.message).toBe(
        `Alex ${tenant.user.last_name} ha guardado «Piso con balcón en Chamberí» en favoritos.`,
      );
      expect(pushed.at(-1)).toMatchObject({
        title: 'Nouveau favori',
        message: `Alex ${tenant.user.last_name} a ajouté « Piso con balcón en Chamberí » à ses favoris.`,
      });

      const inGerman = await clientIn('de', owner.token).notifications.list({ page_size: 1 });
      expect(inGerman.results[0]).toMatchObject({
        title: 'Neuer Favorit',
        message: `Alex ${tenant.user.last_name} hat „Piso con balcón en Chamberí“ zu den Favoriten hinzugefügt.`,
      });
      const spanishPage = await owner.client.notifications.list({ page_size: 1 });
      expect(spanishPage.results[0]).toMatchObject({ title: stored.title, message: stored.message });
      await owner.client.users.update(owner.user.id, { language: 'es' });
    });
  });

  describe('e-mails', () => {
    async function resetMailOf(email: string): Promise<string> {
      const before = (await server.outbox()).length;
      await server.client().auth.forgotPassword({ email });
      for (let i = 0; i < 50 && (await server.outbox()).length === before; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return lastMail();
    }

    it('sends an English user the password reset in English, whatever the page asking', async () => {
      const person = await registerIn('en');
      const mail = await resetMailOf(person.email);
      expect(parseOutboxMail(mail).headers.subject).toBe('Reset your Convive password');
      expect(mail).toContain(`Hello Alex ${person.user.last_name},`);
      expect(mail).toContain('Open this link to choose a new one');
      expect(mail).toMatch(/\/reset-password\?token=/);
    });

    it('keeps the Spanish reset e-mail exactly as it was', async () => {
      const person = await register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Gómez' });
      const mail = await resetMailOf(person.email);
      expect(parseOutboxMail(mail).headers.subject).toBe('Restablece tu contraseña de Convive');
      expect(mail).toContain('Hola Lucía Gómez:');
      expect(mail).toContain(
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Convive.',
      );
      expect(mail).toContain('Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.');
    });

    it('sends a French guest the visit confirmation, and the landlord’s decision, in French', async () => {
      const guest = clientIn('fr');
      const email = `invitee.${dialect}@example.com`;
      const answer = await guest.appointments.requestAsGuest({
        property: propertyId,
        date: '2026-11-24',
        time: '10:30',
        name: 'Élodie Martin',
        email,
        phone: '+33 6 12 34 56 78',
      });
      expect(answer.detail).toMatch(/^Nous vous avons envoyé un e-mail\./);
      const mail = await lastMail();
      expect(parseOutboxMail(mail).headers.subject).toBe(
        'Confirmez votre visite de « Piso con balcón en Chamberí »',
      );
      expect(mail).toContain('Bonjour Élodie Martin,');
      expect(mail).toContain('le 24 novembre 2026 à 10:30');
      const token = decodeURIComponent(/visits\/confirm\?token=(\S+)/.exec(mail)?.[1] ?? '');
      // Confirmed from a page in another language: the guest's language is the one they asked in.
      const { appointment } = await clientIn('de').appointments.confirmGuest({ token });
      await owner.client.appointments.changeStatus(appointment, { status: 'confirmada' });
      const decision = await lastMail(email);
      expect(parseOutboxMail(decision).headers.subject).toBe(
        'Visite confirmée : « Piso con balcón en Chamberí »',
      );
      expect(decision).toContain(
        'Carmen Vidal a confirmé votre visite de « Piso con balcón en Chamberí » le 24 novembre 2026 à 10:30.',
      );
      expect(decision).toContain('Merci d’utiliser Convive.');
      // The guest was told the landlord would write: an answer to this mail reaches the landlord.
      expect(decision).toContain('Pour écrire à Carmen Vidal, répondez à cet e-mail.');
      expect(parseOutboxMail(decision).headers['reply-to']).toBe(`Carmen Vidal <${owner.email}>`);
      // The mail asking to confirm the request (before the landlord has it) names no one to answer.
      const asking = (await server.mails()).find(
        (m) => m.headers.to === email && m.headers.subject?.startsWith('Confirmez'),
      );
      expect(asking?.headers['reply-to']).toBeUndefined();
    });

    it('tells a German guest whose room application lost to another, in German', async () => {
      const home = await owner.client.properties.create(colivingProperty('Coliving en Lavapiés'));
      const room = await owner.client.rooms.create(roomIn(home.id, 'L1', 'Habitación interior'));
      const tenant = await register(server, 'inquilino');
      // Two applications for the same dates: accepting one declines the other.
      const enquiry = {
        property: home.id,
        request_type: 'room',
        room: room.id,
        kind: 'application',
        message: 'Hallo!',
        move_in: '2027-02-01',
        months: 6,
      } as const;
      const chosen = await tenant.client.propertyRequests.create({
        ...enquiry,
        tenant_name: 'Lucía Martín',
        tenant_email: 'lucia.lavapies@example.com',
      });
      await clientIn('de').propertyRequests.create({
        ...enquiry,
        tenant_name: 'Jonas Weber',
        tenant_email: `jonas.${dialect}@example.com`,
      });
      await owner.client.propertyRequests.decide(chosen.id, { status: 'aceptada' });
      const mail = await lastMail(`jonas.${dialect}@example.com`);
      expect(mail).toContain(`To: jonas.${dialect}@example.com`);
      expect(parseOutboxMail(mail).headers.subject).toBe('Ihre Anfrage zu „Coliving en Lavapiés“');
      expect(mail).toContain('Hallo Jonas Weber,');
      expect(mail).toContain(
        'Carmen Vidal hat eine andere Anfrage für „Coliving en Lavapiés“ angenommen, daher wurde Ihre abgelehnt. Nachricht: „Wir haben für diesen Zeitraum bereits eine andere Anfrage angenommen. Vielen Dank für Ihr Interesse.“',
      );
    });

    it('keeps the Spanish guest confirmation exactly as it was', async () => {
      await server.client().appointments.requestAsGuest({
        property: propertyId,
        date: '2026-11-24',
        time: '11:30',
        name: 'Marta Gil',
        email: `marta.${dialect}@example.com`,
        phone: '+34 612 345 678',
      });
      const mail = await lastMail();
      expect(parseOutboxMail(mail).headers.subject).toBe(
        'Confirma tu visita a «Piso con balcón en Chamberí»',
      );
      expect(mail).toContain('Hola Marta Gil:');
      expect(mail).toContain(
        'Has pedido visitar «Piso con balcón en Chamberí» el 24 de noviembre de 2026 a las 11:30.',
      );
      expect(mail).toContain(
        'Para que la solicitud llegue al propietario, confírmala en las próximas 24 horas:',
      );
    });
  });
});
