import { addDays, todayIn } from '@convive/sdk';
import {
  type FixtureRoutes,
  makeImage,
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

const room = makeRoom({
  images: [
    makeImage({ id: 2001, image: 'http://localhost:8080/media/rooms/2001.jpg', order: 1 }),
    makeImage({ id: 2000, image: 'http://localhost:8080/media/rooms/2000.jpg', is_main: true, order: 0 }),
  ],
});
const PATH = '/rooms/100';

function api(extra: FixtureRoutes = {}): FixtureRoutes {
  return { 'GET /rooms/100/': { body: room }, 'GET /favorites/': { body: [] }, ...extra };
}

async function pageLoaded(title = room.title) {
  return screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s/g, ' ') ?? '';

// Whole-app renders on a shared two-core machine: generous time for each test.
describe('/rooms/:id', { timeout: 20_000 }, () => {
  it('shows a loading state while the room loads', async () => {
    renderScreen(PATH, { routes: { 'GET /rooms/100/': { delayMs: Number.POSITIVE_INFINITY } } });
    expect(await screen.findByText('Cargando habitación...', {}, { timeout: 4000 })).toBeTruthy();
  });

  it("says 'Espacio no encontrado' on a 404, with a link back to /rooms", async () => {
    renderScreen(PATH, {
      routes: { 'GET /rooms/100/': { status: 404, body: { detail: 'No encontrado.' } } },
    });
    expect(await pageLoaded('Espacio no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las habitaciones' }).getAttribute('href')).toBe(
      '/rooms',
    );
  });

  it('treats an id that cannot be one as not found, without asking the server', async () => {
    const { fetch } = renderScreen('/rooms/-3');
    expect(await pageLoaded('Espacio no encontrado')).toBeTruthy();
    expect(fetch.calls.some((call) => call.startsWith('GET /rooms/'))).toBe(false);
  });

  it('says the room could not be loaded when the server fails, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(PATH, {
      routes: api({
        'GET /rooms/100/': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: room };
        },
      }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('No se pudo cargar la información del espacio');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await pageLoaded()).toBeTruthy();
    expect(calls).toBe(2);
  });

  it("shows its home's energy certificate, the building's, when the home has one", async () => {
    const home = makeProperty({
      id: room.coliving_property,
      energy_rating: 'C',
      energy_consumption: 98.5,
      energy_emissions: 21,
    });
    renderScreen(PATH, { routes: api({ [`GET /properties/${room.coliving_property}/`]: { body: home } }) });
    await pageLoaded();
    const label = await screen.findByRole('region', { name: 'Certificado energético' }, { timeout: 5000 });
    expect(text(label)).toContain('98,5');
    expect(text(label.querySelector('[aria-current="true"]'))).toContain('C');
    expect(text(label)).toContain('Calificación energética C, en una escala de A');
  });

  it('shows breadcrumb, status, gallery, features, conditions, the property and the owner', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, { routes: api() });
    await pageLoaded();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Habitaciones' }).getAttribute('href')).toBe('/rooms');
    expect(within(crumbs).getByText(room.title).getAttribute('aria-current')).toBe('page');

    const badge = within(screen.getByRole('list', { name: 'Etiquetas' })).getByText('Disponible');
    expect(badge.getAttribute('data-tone')).toBe('success');

    // Main image first, with alt text; arrows and thumbnails move through the images.
    const gallery = screen.getByRole('region', { name: 'Galería de imágenes' });
    const shown = () => within(gallery).getByAltText(/imagen \d de 2/) as HTMLImageElement;
    expect(shown().getAttribute('src')).toBe('http://localhost:8080/media/rooms/2000.jpg');
    expect(shown().getAttribute('alt')).toBe(`${room.title}, imagen 1 de 2`);
    await user.click(within(gallery).getByRole('button', { name: 'Imagen siguiente' }));
    expect(shown().getAttribute('src')).toBe('http://localhost:8080/media/rooms/2001.jpg');
    await user.click(within(gallery).getByRole('button', { name: 'Imagen 1 de 2' }));
    expect(shown().getAttribute('src')).toBe('http://localhost:8080/media/rooms/2000.jpg');
    await user.click(within(gallery).getByRole('button', { name: 'Ver a pantalla completa' }));
    expect(await screen.findByRole('dialog', { name: `Imágenes de ${room.title}` })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const equipment = screen.getByRole('list', { name: 'Equipamiento de la habitación' });
    expect(within(equipment).getAllByRole('listitem')).toHaveLength(6);
    expect(within(equipment).getByText('Baño privado').closest('li')?.getAttribute('data-present')).toBe(
      'false',
    );
    expect(within(equipment).getByText('Balcón').closest('li')?.getAttribute('data-present')).toBe('true');
    expect(screen.getByText('14 m²')).toBeTruthy();
    expect(screen.getByText('3ª')).toBeTruthy();

    const conditions = screen.getByRole('heading', { name: 'Condiciones del alquiler' }).closest('section');
    expect(text(conditions)).toContain('Precio520 €/mes');
    expect(text(conditions)).toContain('Disponible desde1 de diciembre de 2026');
    expect(text(conditions)).toContain('Estancia3-12 meses');
    expect(text(conditions)).toContain('Fianza520 €');

    const propertyLinks = screen.getAllByRole('link', { name: room.coliving_property_title });
    expect(propertyLinks[0]?.getAttribute('href')).toBe('/properties/10');
    expect(screen.getByRole('link', { name: 'Ver la vivienda completa' }).getAttribute('href')).toBe(
      '/properties/10',
    );
    expect(text(screen.getByRole('complementary', { name: 'Precio y contacto' }))).toContain(
      'Publicado por Carmen Ruiz',
    );
    expect(screen.getByRole('img', { name: 'Carmen Ruiz' })).toBeTruthy();
  });

  it("shows an open stay as 'min+ meses', no deposit, and an unknown status raw and unstyled", async () => {
    renderScreen(PATH, {
      routes: api({
        'GET /rooms/100/': {
          body: makeRoom({
            status: 'en obras',
            max_stay_months: null,
            min_stay_months: 6,
            deposit_amount: 0,
          }),
        },
      }),
    });
    await pageLoaded();
    const badge = within(screen.getByRole('list', { name: 'Etiquetas' })).getByText('en obras');
    expect(badge.getAttribute('data-tone')).toBe('plain');
    const conditions = screen.getByRole('heading', { name: 'Condiciones del alquiler' }).closest('section');
    expect(text(conditions)).toContain('Estancia6+ meses');
    expect(text(conditions)).toContain('FianzaSin fianza');
    // A room without images shows the placeholder.
    expect(screen.getByText('Sin imágenes')).toBeTruthy();
  });

  it('lets a visitor send a room enquiry with the room id and request_type room', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderScreen(PATH, {
      routes: api({
        'POST /property-requests/': (req) => {
          body = req.body;
          return { status: 201, body: makePropertyRequest({ request_type: 'room', room: 100 }) };
        },
      }),
    });
    await pageLoaded();
    const send = (await screen.findByRole('button', { name: 'Enviar consulta' })) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    expect(screen.queryByText('Debes iniciar sesión para contactar con el propietario.')).toBeNull();

    await user.click(send);
    expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText('Nombre'), 'Marcos Pérez');
    await user.type(screen.getByLabelText('Email'), 'marcos@example.com');
    await user.type(screen.getByLabelText('Mensaje'), '¿Puedo entrar en enero?');
    await user.click(send);
    await waitFor(() =>
      expect(body).toEqual({
        property: 10,
        room: 100,
        request_type: 'room',
        tenant_name: 'Marcos Pérez',
        tenant_email: 'marcos@example.com',
        message: '¿Puedo entrar en enero?',
      }),
    );
    expect((await screen.findAllByText('Consulta enviada')).length).toBeGreaterThan(0);
  });

  it('prefills the enquiry for a signed-in tenant and reports a failure', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, {
      user: makeUser(),
      routes: api({ 'POST /property-requests/': { status: 500, body: { detail: 'boom' } } }),
    });
    await pageLoaded();
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('lucia.garcia@example.com'),
    );
    await user.type(await screen.findByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(
      (await screen.findAllByText('No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.')).length,
    ).toBeGreaterThan(0);
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Hola');
  });

  it("shows the room's owner an edit link instead of the enquiry", async () => {
    renderScreen(PATH, { user: makeLandlord({ id: room.owner }), routes: api() });
    await pageLoaded();
    expect(screen.getByText('Esta es tu habitación: así la ven los inquilinos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar habitación' }).getAttribute('href')).toBe(
      '/dashboard/rooms/100/edit',
    );
    expect(screen.queryByRole('button', { name: 'Enviar consulta' })).toBeNull();
  });

  it("tells another landlord that enquiries are a tenant's, instead of offering one", async () => {
    renderScreen(PATH, { user: makeLandlord({ id: room.owner + 1 }), routes: api() });
    await pageLoaded();
    expect(
      await screen.findByText(
        'Para solicitar visitas o contactar con otros propietarios, usa una cuenta de inquilino.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contactar con el propietario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar consulta' })).toBeNull();
  });

  it('takes the contact button to the message field', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, { routes: api() });
    await pageLoaded();
    await user.click(screen.getByRole('button', { name: 'Contactar con el propietario' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mensaje')));
  });
});

describe('/rooms/:id facts that are not known', { timeout: 20_000 }, () => {
  it("reads an unknown deposit as 'Consultar', not 'Sin fianza'", async () => {
    renderScreen(PATH, { routes: api({ 'GET /rooms/100/': { body: makeRoom({ deposit_amount: null }) } }) });
    await pageLoaded();
    const conditions = screen.getByRole('heading', { name: 'Condiciones del alquiler' }).closest('section');
    expect(text(conditions)).toContain('FianzaConsultar');
  });
});

describe('/rooms/:id in English', { timeout: 20_000 }, () => {
  it('shows the room in English, an unknown deposit as "Ask", with no Spanish left', async () => {
    const unknownDeposit = makeRoom({ deposit_amount: null });
    const { container } = renderScreen(PATH, {
      locale: 'en',
      routes: api({ 'GET /rooms/100/': { body: unknownDeposit } }),
    });
    await pageLoaded(unknownDeposit.title);
    const conditions = (
      await screen.findByRole('heading', { name: 'Rental terms' }, { timeout: 5000 })
    ).closest('section');
    await waitFor(() => expect(text(conditions)).toContain('DepositAsk'));
    expect(text(conditions)).toContain('Price€520/month');
    await expectEnglishScreen(container, [
      unknownDeposit.title,
      unknownDeposit.description,
      unknownDeposit.coliving_property_title,
      unknownDeposit.city,
      unknownDeposit.neighborhood,
      unknownDeposit.owner_name,
    ]);
  });
});

/** The room's own calendar over a year from 1 March 2027: let until 1 May. */
const roomAvailability = {
  property: 10,
  from: '2027-03-01',
  to: '2028-03-01',
  next_free: '2027-05-01',
  units: [
    {
      room: 100,
      title: room.title,
      available_from: '2027-03-01',
      min_stay_months: 3,
      max_stay_months: 12,
      next_free: '2027-05-01',
      periods: [
        {
          id: 1,
          room: 100,
          kind: 'held',
          start: '2026-09-01',
          end: '2027-05-01',
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

describe('/rooms/:id availability and applications', { timeout: 30_000 }, () => {
  it("shows the room's own calendar, read-only, with its next free day", async () => {
    const asked: string[] = [];
    renderScreen(PATH, {
      routes: api({
        'GET /rooms/100/availability/': ({ query }) => {
          asked.push(query.get('months') ?? '');
          return { body: roomAvailability };
        },
      }),
    });
    await pageLoaded();
    const box = document.getElementById('disponibilidad') as HTMLElement;
    const calendar = await within(box).findByRole('region', { name: 'Disponibilidad' }, { timeout: 5000 });
    expect(within(calendar).getByText('Disponible a partir del 1 de mayo de 2027')).toBeTruthy();
    expect(within(calendar).getByRole('grid', { name: 'mayo de 2027' }).getAttribute('aria-readonly')).toBe(
      'true',
    );
    expect(asked).toEqual(['12']);
  });

  it('lets a visitor apply for the room, sending kind application with move_in and move_out', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderScreen(PATH, {
      routes: api({
        'GET /rooms/100/availability/': { body: roomAvailability },
        'POST /property-requests/': (req) => {
          body = req.body;
          return { status: 201, body: makePropertyRequest({ request_type: 'room', room: 100 }) };
        },
      }),
    });
    await pageLoaded();
    await user.click(await screen.findByRole('radio', { name: 'Quiero alquilarla' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Fecha de entrada'), { target: { value: fromToday(30) } });
    fireEvent.change(screen.getByLabelText('Fecha de salida'), { target: { value: fromToday(150) } });
    await user.type(screen.getByLabelText('Nombre'), 'Marcos Pérez');
    await user.type(screen.getByLabelText('Email'), 'marcos@example.com');
    await user.type(screen.getByLabelText('Mensaje'), 'Busco habitación para el curso');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(body).toEqual({
        property: 10,
        room: 100,
        request_type: 'room',
        kind: 'application',
        move_in: fromToday(30),
        move_out: fromToday(150),
        tenant_name: 'Marcos Pérez',
        tenant_email: 'marcos@example.com',
        message: 'Busco habitación para el curso',
      }),
    );
    expect((await screen.findAllByText('Solicitud enviada')).length).toBeGreaterThan(0);
  });
});
