/**
 * Visits, requests and the landlord's forms as users met them in a walk through the product:
 * a refused visit request says why; a landlord's rejection reads 'Rechazada', not the tenant's own
 * 'Cancelada'; the calendar is offered only for visits to come; an accepted request has one word;
 * the automatic decline is labelled as the service's; the landlord sees a registered tenant's
 * contact; a guest's confirmation page does not say the visit is confirmed, and the landlord's answer
 * can be replied to; e-mails follow the language the user chose, not the last device's; the room
 * form shows every problem at once and refuses a room past the bedrooms; a missing property or
 * listing says so like a missing room.
 *
 * `CONVIVE_SHOTS=<folder>` also saves screenshots of these screens at 390 and 1280 px, in Spanish
 * and English, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount, visitDate } from './dashboard-helpers';
import { type Portal, startPortal } from './harness';

interface ApiPage<T> {
  results: T[];
}
interface ApiAppointment {
  id: number;
  date: string;
  time: string;
  status: string;
}

const SHOTS = process.env.CONVIVE_SHOTS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

let portal: Portal;
let landlord: NewAccount;
let tenant: NewAccount;
let other: NewAccount;
/** A coliving home of two bedrooms: visits are asked for here, rooms added. */
let home: { id: number; title: string };
/** A whole flat the tenants apply for (accepting an application reserves it). */
let flat: { id: number; title: string };

const stamp = Date.now().toString(36);

beforeAll(async () => {
  portal = await startPortal();
  [landlord, tenant, other] = await Promise.all([
    registerAccount(portal, 'propietario', { first: 'Carmen', last: 'Vidal' }),
    registerAccount(portal, 'inquilino', { first: 'Lucía', last: 'Martín' }),
    registerAccount(portal, 'inquilino', { first: 'Pablo', last: 'Ruiz' }),
  ]);
  await portal.api(`/users/${tenant.id}/`, {
    method: 'PATCH',
    token: tenant.token,
    json: { phone: '+34 612 345 678' },
  });
  const property = (title: string, extra: Record<string, unknown>) =>
    portal.api<{ id: number; title: string }>('/properties/', {
      method: 'POST',
      token: landlord.token,
      json: {
        title,
        description: 'Luminoso, con balcón a la calle.',
        property_type: 'piso',
        price: 1200,
        size: 90,
        address: 'Calle del Pez 10',
        city: 'Madrid',
        postal_code: '28004',
        bedrooms: 2,
        bathrooms: 1,
        ...extra,
      },
    });
  home = await property(`Coliving en Malasaña ${stamp}`, { is_coliving: true, price_per_room: 450 });
  flat = await property(`Piso en Chamberí ${stamp}`, {});
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await portal?.stop();
});

/** Saves a screenshot (the whole page unless `fullPage` is false) when CONVIVE_SHOTS names a folder. */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** A page signed in as `who`, in `language` (the menu's choice, kept in local storage). */
async function pageAs(who: NewAccount | null, language: 'es' | 'en' = 'es', viewport = DESKTOP) {
  const page = await portal.page({ ...(who ? { token: who.token } : {}), viewport });
  if (language !== 'es') {
    await page.goto(`${portal.origin}/about`);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  }
  return page;
}

/** The visit's date as the calendar names its day ('24 de noviembre de 2026'). */
function dayName(date: string, locale = 'es-ES'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

function askVisit(who: NewAccount, date: string, time: string) {
  return portal.api<ApiAppointment>('/appointments/', {
    method: 'POST',
    token: who.token,
    json: { property: home.id, date, time },
  });
}

/** The outbox mails matching `test`, waited for (mails are a background job). */
async function mailsWhere(test: (mail: string) => boolean, count = 1): Promise<string[]> {
  await expect
    .poll(() => portal.outbox().filter(test).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return portal.outbox().filter(test);
}

const VISIT_DAY = visitDate(3);

describe('visits (item 9)', () => {
  it('says why a second request for the same slot is refused, in the dialog, not "try again later"', async () => {
    await askVisit(tenant, VISIT_DAY, '11:00');
    for (const [language, locale, title, open, requestLabel, next, why] of [
      [
        'es',
        'es-ES',
        /^Solicitar una visita/,
        'Solicitar visita',
        'Solicitar visita',
        'Mes siguiente',
        'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
      ],
      [
        'en',
        'en-GB',
        /^Request a visit/,
        'Request a visit',
        'Request visit',
        'Next month',
        'You have already requested a visit to this property on that date and time.',
      ],
    ] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(tenant, language, viewport);
        await page.goto(`${portal.origin}/properties/${home.id}`);
        await page.getByRole('heading', { level: 1, name: home.title }).waitFor();
        await page.getByRole('button', { name: open, exact: true }).first().click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: next }).waitFor();
        const day = dialog.getByRole('button', { name: dayName(VISIT_DAY, locale), exact: true });
        if (!(await day.isVisible())) await dialog.getByRole('button', { name: next }).click();
        await day.click();
        await dialog.getByRole('radio', { name: '11:00' }).check();
        await dialog.getByRole('button', { name: requestLabel }).click();
        const alert = dialog.getByRole('alert').filter({ hasText: why });
        await alert.waitFor();
        expect(await dialog.textContent()).not.toMatch(/Inténtalo de nuevo más tarde|try again later/i);
        // The choice stays, to pick another time.
        expect(await dialog.getByRole('radio', { name: '11:00' }).isChecked()).toBe(true);
        await shot(page, `visit-duplicate-${language}-${size}`, false);
        await page.context().close();
      }
    }
    const { results } = await portal.api<ApiPage<ApiAppointment>>('/appointments/?page_size=100', {
      token: tenant.token,
    });
    expect(results.filter((a) => a.date === VISIT_DAY && a.time === '11:00')).toHaveLength(1);
  });

  it('tells the tenant a landlord’s rejection from their own cancellation; the calendar only for visits to come', async () => {
    const rejected = await askVisit(tenant, VISIT_DAY, '12:00');
    const withdrawn = await askVisit(tenant, VISIT_DAY, '12:30');
    await portal.api(`/appointments/${rejected.id}/change_status/`, {
      method: 'POST',
      token: landlord.token,
      json: { status: 'cancelada', response_message: 'Ese día no puedo, lo siento.' },
    });
    await portal.api(`/appointments/${withdrawn.id}/change_status/`, {
      method: 'POST',
      token: tenant.token,
      json: { status: 'cancelada' },
    });
    for (const [language, labels] of [
      ['es', { rejected: 'Rechazada', cancelled: 'Cancelada', calendar: 'Añadir al calendario' }],
      ['en', { rejected: 'Rejected', cancelled: 'Cancelled', calendar: 'Add to calendar' }],
    ] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(tenant, language, viewport);
        await page.goto(`${portal.origin}/dashboard/appointments`);
        const cards = page.getByTestId('appointment-card');
        await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
        const byTime = (time: string) => cards.filter({ hasText: time });
        const badge = (time: string) => byTime(time).locator('[data-status]').first().textContent();
        expect(await badge('12:00')).toContain(labels.rejected);
        expect(await badge('12:30')).toContain(labels.cancelled);
        expect(await badge('12:30')).not.toContain(labels.rejected);
        // 'Añadir al calendario' only on the pending visit still to come.
        expect(await byTime('11:00').getByRole('button', { name: labels.calendar }).count()).toBe(1);
        expect(await byTime('12:00').getByRole('button', { name: labels.calendar }).count()).toBe(0);
        expect(await byTime('12:30').getByRole('button', { name: labels.calendar }).count()).toBe(0);
        await shot(page, `visits-tenant-${language}-${size}`);
        await page.context().close();
      }
    }
  });
});

describe('requests (item 10)', () => {
  let chosen = 0;

  beforeAll(async () => {
    const apply = (who: NewAccount, name: string) =>
      portal.api<{ id: number }>('/property-requests/', {
        method: 'POST',
        token: who.token,
        json: {
          property: flat.id,
          kind: 'application',
          tenant_name: name,
          tenant_email: who.email,
          message: 'Me interesa para enero.',
          // The same period: accepting one declines the other.
          move_in: visitDate(30),
          months: 12,
        },
      });
    chosen = (await apply(tenant, 'Lucía Martín')).id;
    await apply(other, 'Pablo Ruiz');
    await portal.api(`/property-requests/${chosen}/`, {
      method: 'PATCH',
      token: landlord.token,
      json: { status: 'aceptada' },
    });
  });

  it('calls an accepted request by one word in both views of "Mis solicitudes"', async () => {
    for (const [language, word, tab, views] of [
      ['es', 'Aceptada', 'Aceptadas', ['Por estado', 'Solicitudes de alquiler']],
      ['en', 'Accepted', 'Accepted', ['By status', 'Rental applications']],
    ] as const) {
      const page = await pageAs(tenant, language);
      await page.goto(`${portal.origin}/dashboard/requests`);
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).waitFor();
      expect(await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent()).toBe(`${tab}1`);
      await page.locator('[data-status="approved"]').getByText(word, { exact: true }).waitFor();
      const statusView = (await page.locator('main').textContent()) ?? '';
      await page.getByRole('tab', { name: views[1] }).click();
      await page.getByRole('cell', { name: flat.title }).waitFor();
      await page.locator('[data-status="aceptada"]').getByText(word, { exact: true }).waitFor();
      const applicationsView = (await page.locator('main').textContent()) ?? '';
      // No second word for the same state in either view.
      for (const text of [statusView, applicationsView]) {
        expect(text).not.toMatch(/Aprobad|Approved/);
      }
      await shot(page, `requests-applications-${language}`);
      await page.context().close();
    }
  });

  it('labels the automatic decline as the service’s message, for the tenant and the landlord', async () => {
    for (const [language, automatic, owner] of [
      ['es', 'Mensaje automático de Convive:', 'Respuesta del propietario:'],
      ['en', 'Automatic message from Convive:', "Landlord's reply:"],
    ] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(other, language, viewport);
        await page.goto(`${portal.origin}/dashboard/requests`);
        await page.getByText(automatic).waitFor();
        expect(await page.getByText(owner).count()).toBe(0);
        await shot(page, `requests-automatic-${language}-${size}`);
        await page.context().close();
      }
    }
    const page = await pageAs(landlord);
    await page.goto(`${portal.origin}/dashboard/landlord-applications`);
    const declined = page.locator('li').filter({ hasText: 'Pablo Ruiz' }).first();
    await declined.getByText('Mensaje automático de Convive:').waitFor();
    expect(await declined.getByText('Tu respuesta:').count()).toBe(0);
    await page.context().close();
  });

  it('shows the landlord a registered tenant’s e-mail and phone on their visit, and nobody else', async () => {
    for (const language of ['es', 'en'] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(landlord, language, viewport);
        await page.goto(`${portal.origin}/dashboard/appointments`);
        const card = page.getByTestId('appointment-card').filter({ hasText: '11:00' });
        await card.waitFor();
        const mail = card.getByRole('link', { name: tenant.email });
        expect(await mail.getAttribute('href')).toBe(`mailto:${tenant.email}`);
        expect(await card.getByRole('link', { name: '+34612345678' }).getAttribute('href')).toBe(
          'tel:+34612345678',
        );
        await shot(page, `visits-landlord-contact-${language}-${size}`);
        await page.context().close();
      }
    }
    // The tenant's own list, and another landlord's, carry no contact.
    const mine = await portal.api<ApiPage<{ requester_contact: unknown }>>('/appointments/', {
      token: tenant.token,
    });
    expect(mine.results.every((a) => a.requester_contact === null)).toBe(true);
    const stranger = await registerAccount(portal, 'propietario', { first: 'Jorge', last: 'Sanz' });
    const theirs = await portal.api<ApiPage<unknown>>('/appointments/', { token: stranger.token });
    expect(JSON.stringify(theirs)).not.toContain(tenant.email);
  });
});

describe('guests (item 11)', () => {
  const guest = `invitada.${stamp}@example.com`;

  it('tells a guest their request reached the landlord, not that the visit is confirmed', async () => {
    await portal.api('/appointments/guest/', {
      method: 'POST',
      json: {
        property: home.id,
        date: VISIT_DAY,
        time: '16:00',
        name: 'Marta Gil',
        email: guest,
        phone: '+34 600 111 222',
      },
    });
    const [mail] = await mailsWhere(
      (m) => m.includes(`To: ${guest}`) && m.includes('/visits/confirm?token='),
    );
    const link = /(http:\/\/\S+\/visits\/confirm\?token=\S+)/.exec(mail ?? '')?.[1] ?? '';
    // The request, before the landlord has it, names no one to answer.
    expect(mail).not.toMatch(/^Reply-To:/m);
    const path = new URL(link).pathname + new URL(link).search;

    const page = await pageAs(null, 'es', PHONE);
    await page.goto(`${portal.origin}${path}`);
    await page.getByRole('button', { name: 'Confirmar mi visita' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Correo confirmado' });
    await status.waitFor();
    const text = (await status.textContent()) ?? '';
    expect(text).toContain('Correo confirmado: solicitud enviada');
    expect(text).toContain('La visita aún no está confirmada');
    expect(text).not.toContain('Visita confirmada');
    await shot(page, 'guest-confirmed-es-phone');
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      // The same link again (it shows the visit as it is): in English.
      const again = await pageAs(null, 'en', viewport);
      await again.goto(`${portal.origin}${path}`);
      await again.getByRole('button', { name: 'Confirm my visit' }).click();
      const english = again.getByRole('status').filter({ hasText: 'Email confirmed' });
      await english.waitFor();
      expect(await english.textContent()).not.toContain('Visit confirmed');
      await shot(again, `guest-confirmed-en-${size}`);
      await again.context().close();
    }
    await page.context().close();
  });

  it('lets the guest answer the landlord’s decision: its Reply-To is the landlord', async () => {
    const { results } = await portal.api<ApiPage<ApiAppointment & { guest: { email: string } | null }>>(
      '/appointments/?page_size=100',
      { token: landlord.token },
    );
    const visit = results.find((a) => a.guest?.email === guest);
    expect(visit).toBeDefined();
    await portal.api(`/appointments/${visit?.id}/change_status/`, {
      method: 'POST',
      token: landlord.token,
      json: { status: 'confirmada', response_message: '¿Te va bien a las 16:30?' },
    });
    const [decision] = await mailsWhere(
      (m) => m.includes(`To: ${guest}`) && m.includes('Carmen Vidal ha confirmado tu visita'),
    );
    expect(decision).toMatch(/^From: .*no-responder@/m);
    expect(decision).toContain(`Reply-To: Carmen Vidal <${landlord.email}>`);
    expect(decision).toContain('Para escribir a Carmen Vidal, responde a este correo.');
  });
});

describe('e-mail language (item 19)', () => {
  const me = () => portal.api<{ language: string }>('/me/', { token: landlord.token });
  const toLandlord = (m: string) => m.includes(`To: ${landlord.email}`);

  it('follows the language the landlord chose in the menu, not the one a device shows', async () => {
    // The dashboard opened once on a device in English: the account's language stays Spanish.
    const page = await pageAs(landlord, 'en');
    await page.goto(`${portal.origin}/dashboard/appointments`);
    await page.getByRole('heading', { level: 1, name: 'My visits' }).waitFor();
    await page.getByTestId('appointment-card').first().waitFor();
    expect((await me()).language).toBe('es');
    const before = portal.outbox().filter(toLandlord).length;
    await askVisit(other, VISIT_DAY, '17:00');
    const spanish = (await mailsWhere(toLandlord, before + 1)).at(-1) ?? '';
    expect(spanish).toContain('Pablo Ruiz ha solicitado visitar');

    // Chosen in the language menu: French it is, from now on.
    await page.getByLabel('Language').first().selectOption('fr');
    await expect.poll(async () => (await me()).language, { timeout: 10_000 }).toBe('fr');
    await askVisit(other, VISIT_DAY, '17:30');
    const french = (await mailsWhere(toLandlord, before + 2)).at(-1) ?? '';
    expect(french).toContain('Bonjour Carmen Vidal');
    expect(french).toContain('Pablo Ruiz a demandé à visiter');
    await page.context().close();
    // Back to Spanish for the tests that read the landlord's screens in Spanish.
    await portal.api(`/users/${landlord.id}/`, {
      method: 'PATCH',
      token: landlord.token,
      json: { language: 'es' },
    });
  });
});

describe('the landlord’s forms (items 13 and 14)', () => {
  it('shows every problem of the room form at once, as the property form does', async () => {
    for (const [language, messages, submit] of [
      [
        'es',
        // The landlord's one coliving home is chosen already: every other problem shows.
        [
          'Por favor ingresa el número de habitación',
          'Por favor ingresa el título de la habitación',
          'Por favor ingresa un precio válido',
          'Por favor ingresa un tamaño válido',
        ],
        'Crear habitación',
      ],
      ['en', ['Please enter the room number', 'Please enter a valid size'], 'Create room'],
    ] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(landlord, language, viewport);
        await page.goto(`${portal.origin}/dashboard/rooms/new`);
        await page.getByRole('button', { name: submit }).click();
        for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
        await shot(page, `room-form-errors-${language}-${size}`);
        await page.context().close();
      }
    }
  });

  it('refuses a room past the bedrooms before sending, and bedrooms below the rooms on saving', async () => {
    for (const number of ['A', 'B']) {
      await portal.api('/rooms/', {
        method: 'POST',
        token: landlord.token,
        json: {
          coliving_property: home.id,
          room_number: number,
          title: `Habitación ${number}`,
          price_monthly: 450,
          size_sqm: 12,
          available_from: '2027-01-01',
        },
      });
    }
    const roomsNow = async () =>
      (await portal.api<unknown[]>(`/rooms/by-property/${home.id}/`, { token: landlord.token })).length;
    const full =
      'Esta propiedad tiene 2 dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.';
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await pageAs(landlord, 'es', viewport);
      await page.goto(`${portal.origin}/dashboard/rooms/new`);
      await page.getByLabel('Propiedad').selectOption({ label: `${home.title} (Madrid)` });
      await page.getByLabel('Número de habitación').fill('C');
      await page.getByLabel('Título').fill('Habitación C');
      await page.getByLabel('Precio mensual (€/mes)').fill('450');
      await page.getByLabel('Tamaño (m²)').fill('12');
      await page.getByRole('button', { name: 'Crear habitación' }).click();
      await page.getByText(full).waitFor();
      expect(page.url()).toBe(`${portal.origin}/dashboard/rooms/new`);
      await shot(page, `room-form-full-es-${size}`);
      await page.context().close();
    }
    expect(await roomsNow()).toBe(2);

    const page = await pageAs(landlord, 'es');
    await page.goto(`${portal.origin}/dashboard/properties/${home.id}/edit`);
    const bedrooms = page.getByLabel(/^Dormitorios/);
    await bedrooms.waitFor();
    await bedrooms.fill('1');
    await page.getByRole('button', { name: 'Actualizar propiedad' }).click();
    await page
      .getByText(
        'La propiedad tiene 2 habitaciones dadas de alta: necesita al menos 2 dormitorios. Elimina antes las habitaciones que sobren.',
      )
      .waitFor();
    expect(await bedrooms.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'property-form-bedrooms-es-desktop');
    await page.context().close();
    const saved = await portal.api<{ bedrooms: number }>(`/properties/${home.id}/`, {
      token: landlord.token,
    });
    expect(saved.bedrooms).toBe(2);
  });

  it('says a missing property or listing is not found, as a missing room, and stays there', async () => {
    for (const [language, cases] of [
      [
        'es',
        [
          [
            '/dashboard/properties/999999/edit',
            'No se pudo encontrar la propiedad',
            'Volver a mis propiedades',
          ],
          ['/dashboard/listings/999999/edit', 'No se pudo encontrar el anuncio', 'Volver a mis anuncios'],
          ['/dashboard/rooms/999999/edit', 'Habitación no encontrada', 'Volver a mis habitaciones'],
        ],
      ],
      [
        'en',
        [
          ['/dashboard/properties/999999/edit', null, 'Back to my properties'],
          ['/dashboard/listings/999999/edit', null, 'Back to my listings'],
        ],
      ],
    ] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await pageAs(landlord, language, viewport);
        for (const [path, message, back] of cases) {
          await page.goto(`${portal.origin}${path}`);
          const link = page.getByRole('link', { name: back });
          await link.waitFor();
          if (message) expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
          expect(new URL(page.url()).pathname).toBe(path);
          await shot(page, `not-found-${path.split('/')[2]}-${language}-${size}`);
        }
        await page.context().close();
      }
    }
  });
});
