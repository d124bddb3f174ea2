import { addDays, formatDateLong, isVisitDateSelectable, todayIn, visitWindow } from '@convive/sdk';
import {
  type FixtureRoutes,
  makeAppointment,
  makeFavorite,
  makeLandlord,
  makeProperty,
  makePropertyRequest,
  makeRoom,
  makeUser,
} from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

const rooms = [
  makeRoom({
    id: 101,
    room_number: 'B2',
    title: 'Habitación interior',
    status: 'occupied',
    price_monthly: 450,
  }),
  makeRoom({ id: 100, room_number: 'A1', title: 'Habitación exterior con escritorio', status: 'available' }),
];
const property = makeProperty({ rooms });
/** A published listing's terms, as the API gives them (docs/adr/0177). */
const listing = {
  id: 70,
  title: 'Habitaciones en Malasaña',
  rent_terms: 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.\n<b>Sin fiestas</b>.',
  min_stay: 6,
  deposit: 1800,
  available_from: '2026-12-01',
};
const tenant = makeUser();
const PATH = '/properties/10';

/** The API of a property detail: the property and (for tenants) their favourites. */
function api(extra: FixtureRoutes = {}): FixtureRoutes {
  return {
    'GET /properties/10/': { body: property },
    'GET /favorites/': { body: [] },
    ...extra,
  };
}

async function pageLoaded() {
  return screen.findByRole('heading', { level: 1, name: property.title }, { timeout: 5000 });
}

/** The first bookable day in the month the visit calendar opens on (tomorrow's month). */
function firstBookableDay(): string {
  const today = todayIn('Europe/Madrid');
  const { first } = visitWindow(today);
  let day = first;
  while (!isVisitDateSelectable(day, today) || day.slice(0, 7) !== first.slice(0, 7)) {
    day = addDays(day, 1);
  }
  return day;
}

// Whole-app renders on a shared two-core machine: generous time for each test.
describe('/properties/:id', { timeout: 20_000 }, () => {
  it('shows a loading state while the property loads', async () => {
    renderScreen(PATH, { routes: { 'GET /properties/10/': { delayMs: Number.POSITIVE_INFINITY } } });
    expect(await screen.findByText('Cargando propiedad...', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("says 'Propiedad no encontrada' on a 404, with a link to /properties", async () => {
    renderScreen(PATH, {
      routes: { 'GET /properties/10/': { status: 404, body: { detail: 'No encontrado.' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Propiedad no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it('treats an id that cannot be one as not found, without asking the server', async () => {
    const { fetch } = renderScreen('/properties/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Propiedad no encontrada' })).toBeTruthy();
    expect(fetch.calls.some((call) => call.startsWith('GET /properties/'))).toBe(false);
  });

  it('says the property could not be loaded when the server fails, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(PATH, {
      routes: api({
        'GET /properties/10/': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: property };
        },
      }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('No se pudo cargar la información de la propiedad');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await pageLoaded()).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows breadcrumb, badges, price, features, rooms with occupancy and the map', async () => {
    renderScreen(PATH, { routes: api() });
    await pageLoaded();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(within(crumbs).getByText(property.title).getAttribute('aria-current')).toBe('page');

    const badges = screen.getByRole('list', { name: 'Etiquetas' });
    expect(badges.textContent).toContain('Piso');
    expect(badges.textContent).toContain('Coliving');
    expect(badges.textContent).toContain('Destacado');
    expect(badges.textContent).toContain('Disponible');

    // Coliving with a per-room price: 'desde' and that price (spec 01 §9).
    const side = screen.getByRole('complementary', { name: 'Precio y contacto' });
    expect(side.textContent?.replace(/\s/g, ' ')).toContain('desde 520 €/mes');
    expect(side.textContent?.replace(/\s/g, ' ')).toContain('Vivienda completa: 1800 €/mes');
    expect(screen.getByText(property.description)).toBeTruthy();

    const equipment = screen.getByRole('list', { name: 'Equipamiento' });
    const items = within(equipment).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(within(equipment).getByText('Terraza').closest('li')?.getAttribute('data-present')).toBe('true');
    expect(within(equipment).getByText('Piscina').closest('li')?.getAttribute('data-present')).toBe('false');
    expect(screen.getByText('110 m²')).toBeTruthy();
    expect(screen.getByText('3ª')).toBeTruthy();

    const bar = screen.getByRole('progressbar', { name: 'Ocupación' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25 % ocupado: 1 de 4 habitaciones');

    const roomLinks = within(screen.getByRole('list', { name: 'Habitaciones de la propiedad' })).getAllByRole(
      'link',
    );
    // Available rooms first.
    expect(roomLinks.map((link) => link.getAttribute('href'))).toEqual(['/rooms/100', '/rooms/101']);
    expect(roomLinks[0]?.textContent).toContain('Disponible');
    expect(roomLinks[1]?.textContent).toContain('Ocupada');
    expect(roomLinks[1]?.textContent?.replace(/\s/g, ' ')).toContain('450 €/mes');

    // The map's frame is added once the page is mounted (never in the server's HTML): it may come a
    // moment after the heading.
    const map = await screen.findByTitle(`Mapa de ${property.title}`);
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('src')).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent('Calle del Espíritu Santo 12, 28004 Madrid, España')}&output=embed`,
    );
  });

  it('shows the energy label and, in the facts, the cadastral reference and the NRUA', async () => {
    const certified = makeProperty({
      rooms,
      energy_rating: 'B',
      energy_consumption: 60.4,
      energy_emissions: 12,
      cadastral_reference: '9872023VH5797S0001WX',
      nrua_number: 'ESFCNT0000280130001234567890000000000000000000',
    });
    renderScreen(PATH, { routes: api({ 'GET /properties/10/': { body: certified } }) });
    await pageLoaded();
    const energy = screen.getByRole('region', { name: 'Certificado energético' });
    const scale = within(energy).getByRole('list', { name: 'Escala de calificación energética' });
    expect(
      within(scale)
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-current'))?.textContent,
    ).toBe('BB');
    expect(within(energy).getByText('60,4 kWh/m²·año')).toBeTruthy();
    expect(within(energy).getByText('12 kg CO₂/m²·año')).toBeTruthy();
    expect(screen.getByText('Referencia catastral').nextElementSibling?.textContent).toBe(
      '9872023VH5797S0001WX',
    );
    expect(screen.getByText('Registro de alquiler (NRUA)').nextElementSibling?.textContent).toBe(
      'ESFCNT0000280130001234567890000000000000000000',
    );
  });

  it('shows no energy section, nor empty legal facts, when the landlord gave none', async () => {
    renderScreen(PATH, { routes: api() });
    await pageLoaded();
    expect(screen.queryByRole('region', { name: 'Certificado energético' })).toBeNull();
    expect(screen.queryByText('Referencia catastral')).toBeNull();
    expect(screen.queryByText('Registro de alquiler (NRUA)')).toBeNull();
  });

  it("shows the published listing's terms as label and value pairs, the landlord's text as text", async () => {
    renderScreen(PATH, {
      routes: api({ 'GET /properties/10/': { body: makeProperty({ rooms, listing }) } }),
    });
    await pageLoaded();
    const terms = screen.getByRole('region', { name: 'Condiciones del alquiler' });
    const value = (label: string) => {
      const term = within(terms).getByText(label);
      expect(term.tagName).toBe('DT');
      return term.nextElementSibling?.textContent?.replace(/\s/g, ' ');
    };
    expect(value('Estancia mínima')).toBe('6 meses');
    expect(value('Fianza')).toBe('1800 €');
    expect(value('Disponible desde')).toBe('01/12/2026');
    expect(terms.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-01');
    expect(terms.querySelectorAll('dl > div')).toHaveLength(3);
    // Markup in the landlord's words stays text; their line break stays in the text.
    const text = within(terms).getByText(/Contrato mínimo de 6 meses/);
    expect(text.textContent).toBe(listing.rent_terms);
    expect(terms.querySelector('b')).toBeNull();
  });

  it("says 'Sin fianza' and one month for a listing without deposit", async () => {
    const light = {
      ...listing,
      min_stay: 1,
      deposit: 0,
      rent_terms: 'Contrato mínimo de 1 mes. Sin fianza.',
    };
    renderScreen(PATH, {
      routes: api({ 'GET /properties/10/': { body: makeProperty({ rooms, listing: light }) } }),
    });
    await pageLoaded();
    const terms = screen.getByRole('region', { name: 'Condiciones del alquiler' });
    expect(within(terms).getByText('Estancia mínima').nextElementSibling?.textContent).toBe('1 mes');
    expect(within(terms).getByText('Fianza').nextElementSibling?.textContent).toBe('Sin fianza');
  });

  it('shows no rental terms when no listing is published', async () => {
    renderScreen(PATH, { routes: api() });
    await pageLoaded();
    expect(screen.queryByRole('region', { name: 'Condiciones del alquiler' })).toBeNull();
    expect(screen.queryByText('Estancia mínima')).toBeNull();
  });

  it('shows the monthly price without "desde" for a traditional rental', async () => {
    renderScreen(PATH, {
      routes: api({
        'GET /properties/10/': {
          body: makeProperty({
            is_coliving: false,
            price: 950,
            price_per_room: null,
            rooms: [],
            rooms_status_summary: {
              total: 0,
              available: 0,
              occupied: 0,
              reserved: 0,
              maintenance: 0,
              occupancy_rate: 0,
            },
          }),
        },
      }),
    });
    await pageLoaded();
    const side = screen.getByRole('complementary', { name: 'Precio y contacto' });
    expect(side.textContent?.replace(/\s/g, ' ')).toContain('950 €/mes');
    expect(side.textContent).not.toContain('desde');
    expect(screen.getByText('Alquiler tradicional')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  describe('as a visitor', () => {
    it('disables the enquiry, with a note and a link to log in', async () => {
      renderScreen(PATH, { routes: api() });
      await pageLoaded();
      const send = (await screen.findByRole('button', { name: 'Enviar consulta' })) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
      expect(screen.getByText('Debes iniciar sesión para contactar con el propietario.')).toBeTruthy();
      const form = send.closest('form') as HTMLFormElement;
      // Both ways in come back here, where the typed message waits.
      expect(within(form).getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe(
        '/login?next=/properties/10',
      );
      expect(within(form).getByRole('link', { name: 'crea una cuenta' }).getAttribute('href')).toBe(
        '/register?next=/properties/10',
      );
    });

    it('sends the visit button to /login', async () => {
      const user = userEvent.setup();
      const { router } = renderScreen(PATH, { routes: api() });
      await pageLoaded();
      expect(screen.queryByRole('button', { name: 'Solicitar visita' })).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Inicia sesión para solicitar una visita' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?next=/properties/10');
    });

    it('answers the favourite with an offer to log in or sign up, coming back here, calling nothing', async () => {
      sessionStorage.clear();
      const user = userEvent.setup();
      const { fetch } = renderScreen(PATH, { routes: api() });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: `Añadir a favoritos: ${property.title}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para guardar favoritos' });
      expect(within(dialog).getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe(
        '/login?next=/properties/10',
      );
      expect(within(dialog).getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe(
        '/register?next=/properties/10',
      );
      expect(sessionStorage.getItem('convive:pending-favorite')).toContain('"propertyId":10');
      expect(fetch.calls.some((call) => call.includes('/favorites/'))).toBe(false);
      // Closed without going to sign in: nothing is kept for later.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sessionStorage.getItem('convive:pending-favorite')).toBeNull();
    });
  });

  describe('as a tenant', () => {
    it('adds and removes the favourite', async () => {
      const user = userEvent.setup();
      // The server's list follows the calls (the list is fetched again after each change).
      let saved: ReturnType<typeof makeFavorite>[] = [];
      const { fetch } = renderScreen(PATH, {
        user: tenant,
        routes: api({
          'GET /favorites/': () => ({ body: saved }),
          'POST /favorites/': () => {
            saved = [makeFavorite({ id: 900, property: 10 })];
            return { status: 201, body: saved[0] };
          },
          'DELETE /favorites/by-property/:id/': () => {
            saved = [];
            return { status: 204 };
          },
        }),
      });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: `Añadir a favoritos: ${property.title}` }));
      expect(await screen.findByText('Añadido a favoritos')).toBeTruthy();
      expect(fetch.calls).toContain('POST /favorites/');

      const remove = await screen.findByRole('button', { name: `Quitar de favoritos: ${property.title}` });
      expect(remove.getAttribute('aria-pressed')).toBe('true');
      await user.click(remove);
      expect(await screen.findByText('Eliminado de favoritos')).toBeTruthy();
      expect(fetch.calls).toContain('DELETE /favorites/by-property/10/');
      expect(
        screen
          .getByRole('button', { name: `Añadir a favoritos: ${property.title}` })
          .getAttribute('aria-pressed'),
      ).toBe('false');
    });

    it('posts the property id to add a favourite', async () => {
      const user = userEvent.setup();
      let body: unknown;
      renderScreen(PATH, {
        user: tenant,
        routes: api({
          'POST /favorites/': (req) => {
            body = req.body;
            return { status: 201, body: makeFavorite() };
          },
        }),
      });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: `Añadir a favoritos: ${property.title}` }));
      await waitFor(() => expect(body).toEqual({ property: 10 }));
    });

    it('says so when the favourite cannot be saved', async () => {
      const user = userEvent.setup();
      renderScreen(PATH, {
        user: tenant,
        routes: api({ 'POST /favorites/': { status: 500, body: { detail: 'boom' } } }),
      });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: `Añadir a favoritos: ${property.title}` }));
      expect(
        (await screen.findAllByText('No se pudo actualizar tus favoritos. Inténtalo de nuevo.')).length,
      ).toBeGreaterThan(0);
    });

    it('sends the enquiry prefilled from the session', async () => {
      const user = userEvent.setup();
      let body: unknown;
      renderScreen(PATH, {
        user: tenant,
        routes: api({
          'POST /property-requests/': (req) => {
            body = req.body;
            return { status: 201, body: makePropertyRequest() };
          },
        }),
      });
      await pageLoaded();
      // Prefilled from the session once the form has mounted.
      await waitFor(() =>
        expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía García'),
      );
      await user.click(await screen.findByRole('button', { name: 'Enviar consulta' }));
      expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
      expect(body).toBeUndefined();

      await user.type(screen.getByLabelText('Mensaje'), '  ¿Se puede visitar el jueves?  ');
      await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
      await waitFor(() =>
        expect(body).toEqual({
          property: 10,
          request_type: 'property',
          tenant_name: 'Lucía García',
          tenant_email: 'lucia.garcia@example.com',
          tenant_phone: '+34 612 345 678',
          message: '¿Se puede visitar el jueves?',
        }),
      );
      expect((await screen.findAllByText('Consulta enviada')).length).toBeGreaterThan(0);
    });

    it('keeps the message when the enquiry fails', async () => {
      const user = userEvent.setup();
      renderScreen(PATH, {
        user: tenant,
        routes: api({ 'POST /property-requests/': { status: 500, body: { detail: 'boom' } } }),
      });
      await pageLoaded();
      await user.type(await screen.findByLabelText('Mensaje'), 'Hola');
      await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
      expect(
        (await screen.findAllByText('No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.')).length,
      ).toBeGreaterThan(0);
      expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Hola');
    });

    it('requests a visit with date, time and notes', async () => {
      const user = userEvent.setup();
      const day = firstBookableDay();
      let body: unknown;
      renderScreen(PATH, {
        user: tenant,
        routes: api({
          'POST /appointments/': (req) => {
            body = req.body;
            return { status: 201, body: makeAppointment({ date: day, time: '10:30' }) };
          },
        }),
      });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
      const dialog = await screen.findByRole('dialog', { name: `Solicitar una visita ${property.title}` });

      // Nothing chosen yet: the spec's message, nothing sent. (The calendar's code arrives on demand.)
      await user.click(await within(dialog).findByRole('button', { name: 'Solicitar visita' }));
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Por favor, selecciona una fecha y hora para la visita',
      );
      expect(body).toBeUndefined();

      await user.click(within(dialog).getByRole('button', { name: formatDateLong(day, 'es-ES') }));
      await user.click(within(dialog).getByRole('radio', { name: '10:30' }));
      expect(within(dialog).getAllByRole('radio')).toHaveLength(22);
      await user.type(within(dialog).getByLabelText('Notas (opcional)'), '  Iré con mi hermana  ');
      await user.click(within(dialog).getByRole('button', { name: 'Solicitar visita' }));

      await waitFor(() =>
        expect(body).toEqual({ property: 10, date: day, time: '10:30', notes: 'Iré con mi hermana' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const done = await screen.findByText(/pendiente|confirme/);
      expect(done.closest('[role="status"]')?.textContent).toContain('Cita solicitada');
      expect(screen.getByRole('link', { name: 'Ver mis citas' }).getAttribute('href')).toBe(
        '/dashboard/appointments',
      );
    });

    it('says the visit could not be requested and keeps the dialog open', async () => {
      const user = userEvent.setup();
      renderScreen(PATH, {
        user: tenant,
        routes: api({ 'POST /appointments/': { status: 500, body: { detail: 'boom' } } }),
      });
      await pageLoaded();
      await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(
        await within(dialog).findByRole('button', { name: formatDateLong(firstBookableDay(), 'es-ES') }),
      );
      await user.click(within(dialog).getByRole('radio', { name: '09:00' }));
      await user.click(within(dialog).getByRole('button', { name: 'Solicitar visita' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
      );
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
  });

  describe('as a landlord', () => {
    it("replaces the favourite, visit and enquiry on another landlord's home with a note", async () => {
      renderScreen(PATH, { user: makeLandlord({ id: 7, email: 'javier@example.com' }), routes: api() });
      await pageLoaded();
      expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
      expect(
        await screen.findByText(
          'Para solicitar visitas o contactar con otros propietarios, usa una cuenta de inquilino.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Solicitar visita' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Inicia sesión para solicitar una visita' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Contactar con el propietario' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Enviar consulta' })).toBeNull();
    });

    it('shows the owner an edit link instead of contacting themselves', async () => {
      renderScreen(PATH, { user: makeLandlord({ id: property.owner }), routes: api() });
      await pageLoaded();
      expect(screen.getByText('Esta es tu propiedad: así la ven los inquilinos.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Editar propiedad' }).getAttribute('href')).toBe(
        '/dashboard/properties/10/edit',
      );
      expect(screen.queryByRole('button', { name: 'Enviar consulta' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Solicitar visita' })).toBeNull();
    });
  });
});

describe('/properties/:id in English', { timeout: 30_000 }, () => {
  it('shows the property and its visit dialog in English, with no Spanish left', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(PATH, { locale: 'en', user: tenant, routes: api() });
    expect(
      await screen.findByRole('heading', { level: 1, name: property.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Features' }, { timeout: 5000 })).toBeTruthy();
    const allow = [
      property.title,
      property.description,
      property.address,
      property.city,
      property.neighborhood,
      property.owner_name,
      ...rooms.map((room) => room.title),
      // The signed-in user's name in the header.
      tenant.first_name,
      tenant.last_name,
    ];
    await expectEnglishScreen(container, allow);

    await user.click(screen.getByRole('button', { name: 'Request a visit' }));
    const dialog = await screen.findByRole('dialog', { name: `Request a visit ${property.title}` });
    // Nothing chosen: the message is shown right above the button.
    await user.click(await within(dialog).findByRole('button', { name: 'Request visit' }, { timeout: 5000 }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.closest('.convive-visit__actions')?.querySelector('button')?.textContent).toBe(
      'Request visit',
    );
    await expectEnglishScreen(dialog, allow);
  });

  it("shows the listing's terms in English, the landlord's words as they wrote them", async () => {
    const { container } = renderScreen(PATH, {
      locale: 'en',
      routes: api({ 'GET /properties/10/': { body: makeProperty({ rooms, listing }) } }),
    });
    const terms = await screen.findByRole('region', { name: 'Rental terms' }, { timeout: 5000 });
    const value = (label: string) => within(terms).getByText(label).nextElementSibling?.textContent;
    expect(value('Minimum stay')).toBe('6 months');
    expect(value('Deposit')).toBe('€1,800');
    expect(value('Available from')).toBe('01/12/2026');
    await expectEnglishScreen(container, [
      property.title,
      property.description,
      property.address,
      property.city,
      property.neighborhood,
      property.owner_name,
      ...rooms.map((room) => room.title),
      // The landlord's words, Spanish whatever the page's language (the check reads them on one line).
      listing.rent_terms.replace(/\s+/g, ' '),
    ]);
  });

  it('keeps the dialog inside the window, scrolling its body with the button stuck to its bottom', async () => {
    const { DIALOG_CSS } = await import('./VisitRequest');
    expect(DIALOG_CSS).toContain('max-height: calc(100dvh - 16px)');
    expect(DIALOG_CSS).toMatch(/\.convive-dialog__body \{[^}]*overflow-y: auto/);
    expect(DIALOG_CSS).toMatch(/\.convive-visit__actions \{[^}]*position: sticky; bottom: 0/);
  });
});

/** The home's availability over a year from 1 March 2027: let until 1 April. */
const homeAvailability = {
  property: 10,
  from: '2027-03-01',
  to: '2028-03-01',
  next_free: '2027-04-01',
  units: [
    {
      room: null,
      title: property.title,
      available_from: '2027-03-01',
      min_stay_months: 1,
      max_stay_months: null,
      next_free: '2027-04-01',
      periods: [
        {
          id: 1,
          room: null,
          kind: 'held',
          start: '2027-01-01',
          end: '2027-04-01',
          note: '',
          source: null,
          tenant_name: null,
          request: null,
        },
      ],
    },
  ],
};

/** Days from today in Madrid, as a date field holds them. */
const fromToday = (days: number) => addDays(todayIn('Europe/Madrid'), days);

describe('/properties/:id availability and applications', { timeout: 30_000 }, () => {
  it('shows the coming year read-only, with the next free day, asked for 12 months', async () => {
    const asked: (string | null)[] = [];
    renderScreen(PATH, {
      routes: api({
        'GET /properties/10/availability/': ({ query }) => {
          asked.push(query.get('months'));
          return { body: homeAvailability };
        },
      }),
    });
    await pageLoaded();
    const box = document.getElementById('disponibilidad') as HTMLElement;
    const calendar = await within(box).findByRole('region', { name: 'Disponibilidad' }, { timeout: 5000 });
    expect(within(calendar).getByText('Disponible a partir del 1 de abril de 2027')).toBeTruthy();
    expect(within(calendar).getByRole('grid', { name: 'abril de 2027' }).getAttribute('aria-readonly')).toBe(
      'true',
    );
    expect(asked).toEqual(['12']);
  });

  it("shows the widget's error when the availability cannot be loaded", async () => {
    renderScreen(PATH, {
      routes: api({ 'GET /properties/10/availability/': { status: 500, body: { detail: 'Error' } } }),
    });
    await pageLoaded();
    const box = document.getElementById('disponibilidad') as HTMLElement;
    expect((await within(box).findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'No se pudo cargar la disponibilidad.',
    );
  });

  it('sends an application for the dates typed, as kind application with move_in and move_out', async () => {
    // A message kept as a draft by an earlier test of this home would be prepended to the one typed.
    sessionStorage.clear();
    const user = userEvent.setup();
    let body: unknown;
    renderScreen(PATH, {
      user: tenant,
      routes: api({
        'GET /properties/10/availability/': { body: homeAvailability },
        'POST /property-requests/': (req) => {
          body = req.body;
          return { status: 201, body: makePropertyRequest({ kind: 'application' }) };
        },
      }),
    });
    await pageLoaded();
    await user.click(await screen.findByRole('radio', { name: 'Quiero alquilarla' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Fecha de entrada'), { target: { value: fromToday(15) } });
    fireEvent.change(screen.getByLabelText('Fecha de salida'), { target: { value: fromToday(200) } });
    await user.type(screen.getByLabelText('Mensaje'), 'Trabajo en Madrid');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(body).toEqual({
        property: 10,
        request_type: 'property',
        kind: 'application',
        move_in: fromToday(15),
        move_out: fromToday(200),
        tenant_name: 'Lucía García',
        tenant_email: 'lucia.garcia@example.com',
        tenant_phone: '+34 612 345 678',
        message: 'Trabajo en Madrid',
      }),
    );
    expect((await screen.findAllByText('Solicitud enviada')).length).toBeGreaterThan(0);
  });
});
