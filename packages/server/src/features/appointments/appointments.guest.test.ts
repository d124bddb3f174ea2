import { createClient, type GuestVisitCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  parseOutboxMail,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import { hashToken } from '../../auth/tokens';

/** Monday 23 November 2026, 09:00 in Madrid. */
const MONDAY = new Date('2026-11-23T08:00:00Z');
const SITE = 'https://inmobiliaria-sol.example';

/** The confirmation link's token, read from the mail the way a guest's mail client shows it. */
function tokenOf(mail: string): string {
  const link = /https?:\/\/\S+\/visits\/confirm\?token=(\S+)/.exec(mail);
  if (!link?.[1]) throw new Error(`no confirmation link in:\n${mail}`);
  return decodeURIComponent(link[1]);
}

describe.each(DIALECTS)('guest visit requests on %s', (dialect) => {
  let server: TestServer;
  let now = MONDAY;
  let owner: Account;
  let propertyId: number;
  let serial = 0;

  const db = () => server.app.ctx.db;
  const visitor = () => server.client();
  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));

  /** A request with a fresh e-mail each time (the per-e-mail limit is off in this suite anyway). */
  function guestRequest(overrides: Partial<GuestVisitCreate> = {}): GuestVisitCreate {
    serial += 1;
    return {
      property: propertyId,
      date: '2026-11-24',
      time: '10:30',
      notes: 'Vengo con mi pareja.',
      name: 'Marta Gil',
      email: `marta${serial}@example.com`,
      phone: '+34 612 345 678',
      ...overrides,
    };
  }

  const lastMail = (to?: string) => server.lastMail(to);

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => now });
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

  it('answers 202 and mails a link; nothing reaches the landlord before it is opened', async () => {
    const before = await notificationsOf(owner.user.id);
    const request = guestRequest();
    const answer = await visitor().appointments.requestAsGuest(request);
    expect(answer.detail).toMatch(/Te hemos enviado un correo/);

    const mail = await lastMail();
    expect(mail).toContain(`To: ${request.email}`);
    expect(mail).toContain('Piso con balcón en Chamberí');
    expect(mail).toContain('el 24 de noviembre de 2026 a las 10:30');
    const token = tokenOf(mail);
    // Only the token's hash is stored: a database leak confirms nobody's visit.
    const pending = await db()
      .selectFrom('guest_visit_requests')
      .selectAll()
      .where('email', '=', request.email)
      .executeTakeFirstOrThrow();
    expect(pending.token_hash).toBe(hashToken(token));
    expect(pending.expires_at).toBe('2026-11-24T08:00:00.000Z');
    expect(
      await db().selectFrom('appointments').select('id').where('guest_email', '=', request.email).execute(),
    ).toEqual([]);
    expect(await notificationsOf(owner.user.id)).toHaveLength(before.length);
  });

  it('becomes the landlord’s pending visit once confirmed, with the guest’s contact; twice is the same visit', async () => {
    const request = guestRequest({ name: 'Iván Soto', phone: '612 000 111' });
    await visitor().appointments.requestAsGuest(request);
    const token = tokenOf(await lastMail());

    const confirmed = await visitor().appointments.confirmGuest({ token });
    expect(confirmed).toMatchObject({
      property: propertyId,
      property_title: 'Piso con balcón en Chamberí',
      date: '2026-11-24',
      time: '10:30',
      status: 'pendiente',
    });
    // A second click, or a mail scanner opening the page first, changes nothing.
    expect(await visitor().appointments.confirmGuest({ token })).toEqual(confirmed);

    const visits = await owner.client.appointments.list({ page_size: 100 });
    const visit = visits.results.find((a) => a.id === confirmed.appointment);
    expect(visit).toMatchObject({
      user: null,
      user_name: 'Iván Soto',
      guest: { name: 'Iván Soto', email: request.email, phone: '+34612000111' },
      notes: 'Vengo con mi pareja.',
      status: 'pendiente',
      source: null,
    });
    const told = (await notificationsOf(owner.user.id)).filter(
      (n) => n.related_object_id === confirmed.appointment,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('Iván Soto (sin cuenta, confirmado por correo)');
  });

  it('makes one visit of two links for the same slot opened at once', async () => {
    const request = guestRequest({ name: 'Nora Gil', time: '11:30' });
    await visitor().appointments.requestAsGuest(request);
    const first = tokenOf(await lastMail());
    await visitor().appointments.requestAsGuest(request);
    const second = tokenOf(await lastMail());
    expect(second).not.toBe(first);

    const [a, b] = await Promise.all([
      visitor().appointments.confirmGuest({ token: first }),
      visitor().appointments.confirmGuest({ token: second }),
    ]);
    expect(b.appointment).toBe(a.appointment);
    const visits = await owner.client.appointments.list({ page_size: 100 });
    expect(visits.results.filter((v) => v.user_name === 'Nora Gil')).toHaveLength(1);
    const told = (await notificationsOf(owner.user.id)).filter((n) => n.related_object_id === a.appointment);
    expect(told).toHaveLength(1);
  });

  it('mails the guest the landlord’s decision, since a guest has no bell', async () => {
    const request = guestRequest({ time: '11:00' });
    await visitor().appointments.requestAsGuest(request);
    const { appointment } = await visitor().appointments.confirmGuest({ token: tokenOf(await lastMail()) });
    await owner.client.appointments.changeStatus(appointment, {
      status: 'confirmada',
      response_message: 'Te espero en el portal.',
    });
    // The landlord's notice of the confirmed request may be written in the same millisecond.
    const mail = await lastMail(request.email);
    expect(parseOutboxMail(mail).headers.subject).toBe('Visita confirmada: «Piso con balcón en Chamberí»');
    expect(mail).toContain('Carmen Vidal ha confirmado tu visita');
    expect(mail).toContain('Te espero en el portal.');
  });

  it('refuses an unknown token and an expired link, in Spanish', async () => {
    const unknown = await failure(visitor().appointments.confirmGuest({ token: 'x'.repeat(43) }));
    expect(unknown.status).toBe(400);
    expect(unknown.data?.token).toEqual([expect.stringMatching(/no es válido/)]);

    await visitor().appointments.requestAsGuest(guestRequest({ time: '12:00' }));
    const token = tokenOf(await lastMail());
    try {
      now = new Date(MONDAY.getTime() + 24 * 60 * 60 * 1000 + 1000);
      const expired = await failure(visitor().appointments.confirmGuest({ token }));
      expect(expired.status).toBe(400);
      expect(expired.data?.token).toEqual([expect.stringMatching(/ha caducado/)]);
    } finally {
      now = MONDAY;
    }
  });

  it('checks the contact and the slot as a signed-in request is checked', async () => {
    const missing = await failure(
      visitor().appointments.requestAsGuest({
        ...guestRequest(),
        name: ' ',
        email: 'no-es-correo',
        phone: '',
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({
      name: ['Este campo no puede estar en blanco.'],
      email: ['Introduce una dirección de correo electrónico válida.'],
      phone: ['Indica un teléfono de contacto.'],
    });
    // Saturday is not a visiting day.
    const weekend = await failure(
      visitor().appointments.requestAsGuest(guestRequest({ date: '2026-11-28' })),
    );
    expect(weekend.status).toBe(400);
    expect(weekend.data?.date).toBeDefined();
    const nowhere = await failure(visitor().appointments.requestAsGuest(guestRequest({ property: 999999 })));
    expect(nowhere.data).toEqual({ property: ['Propiedad no encontrada.'] });
    const noSlot = await failure(
      visitor().appointments.requestAsGuest({ ...guestRequest(), date: '', time: '' } as GuestVisitCreate),
    );
    expect(noSlot.status).toBe(400);
  });

  it('records the partner key the request came through, shown to the landlord', async () => {
    const key = await owner.client.partnerKeys.create({ name: 'Web de Inmobiliaria Sol' });
    const partnerPage = createClient({
      baseUrl: server.baseUrl,
      partnerKey: key.key,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('origin', SITE);
        request.headers.set('x-convive-page', `${SITE}/pisos/chamberi`);
        return fetch(request);
      },
    });
    await partnerPage.appointments.requestAsGuest(guestRequest({ time: '12:30' }));
    const { appointment } = await visitor().appointments.confirmGuest({ token: tokenOf(await lastMail()) });
    const visit = (await owner.client.appointments.list({ page_size: 100 })).results.find(
      (a) => a.id === appointment,
    );
    expect(visit?.source).toEqual({
      partner_key: key.id,
      partner_name: 'Web de Inmobiliaria Sol',
      origin: SITE,
      url: `${SITE}/pisos/chamberi`,
    });
    const report = await owner.client.partnerKeys.report(key.id);
    expect(report.days.reduce((sum, day) => sum + day.visits, 0)).toBe(1);
  });

  it('keeps the request when SMTP is down: the confirmation mail is a job, retried later', async () => {
    let tries = 0;
    const failing = await startServer(dialect, {
      clock: () => now,
      mailer: {
        send: async () => {
          tries += 1;
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const host = await register(failing, 'propietario');
      const home = await host.client.properties.create({
        title: 'Casa',
        description: 'Casa.',
        property_type: 'casa',
        price: 900,
        size: 90,
        address: 'Calle Real 1',
        city: 'Segovia',
        postal_code: '40001',
        bedrooms: 3,
        bathrooms: 2,
      });
      await failing.client().appointments.requestAsGuest({ ...guestRequest(), property: home.id });
      // The mail job ran (the outbox read runs the jobs due), failed, and waits for its retry.
      expect(await failing.outbox()).toEqual([]);
      expect(tries).toBe(1);
      const left = await failing.app.ctx.db.selectFrom('guest_visit_requests').select('id').execute();
      expect(left).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('guest visit rate limits', () => {
  let server: TestServer;
  let propertyId: number;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { rateLimit: true }, clock: () => MONDAY });
    const owner = await register(server, 'propietario');
    propertyId = (
      await owner.client.properties.create({
        title: 'Estudio',
        description: 'Estudio.',
        property_type: 'estudio',
        price: 700,
        size: 30,
        address: 'Calle Luna 2',
        city: 'Madrid',
        postal_code: '28004',
        bedrooms: 1,
        bathrooms: 1,
      })
    ).id;
  });
  afterAll(() => server.close());

  it('allows five requests an hour to one e-mail, then 429', async () => {
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const answers = [];
    for (const time of times) {
      answers.push(
        await server
          .client()
          .appointments.requestAsGuest({
            property: propertyId,
            date: '2026-11-24',
            time,
            name: 'Ana',
            email: 'ana@example.com',
            phone: '612345678',
          })
          .then(
            () => 202,
            (error: { status?: number }) => error.status,
          ),
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await server.outbox()).toHaveLength(5);
  });
});
