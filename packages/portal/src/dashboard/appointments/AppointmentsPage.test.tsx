import type { Appointment } from '@convive/sdk';
import { makeAppointment, makeLandlord, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord(); // id 1, owns property 10
/** A toast's first showing loads the toaster's code, slow on a busy machine. */
const TOAST = { timeout: 5000 };
const tenant = makeUser(); // id 2

const APPOINTMENTS: Appointment[] = [
  makeAppointment({
    id: 1,
    status: 'pendiente',
    notes: 'Llegaré puntual',
    date: '2026-11-24',
    time: '10:30',
  }),
  makeAppointment({
    id: 2,
    status: 'confirmada',
    property: 11,
    property_title: 'Ático en Chamberí',
    user_name: 'Marcos Herrera',
    response_message: 'Te espero en el portal',
  }),
  makeAppointment({ id: 3, status: 'cancelada', property_title: 'Estudio en Lavapiés', property: 12 }),
  makeAppointment({ id: 4, status: 'completada', property: 11, property_title: 'Ático en Chamberí' }),
];

/** User content of the fixtures (titles, names, notes, messages): not the screen's texts. */
const FIXTURE_TEXTS = [
  'Coliving luminoso en Malasaña',
  'Ático en Chamberí',
  'Estudio en Lavapiés',
  'Lucía García',
  'Marcos Herrera',
  'Llegaré puntual',
  'Te espero en el portal',
];

function cards() {
  return screen.queryAllByTestId('appointment-card');
}

async function loaded(count: number) {
  await waitFor(() => expect(cards()).toHaveLength(count), { timeout: 5000 });
}

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** jsdom has no object URLs and does not download: records what the screen creates and clicks. */
function stubDownloads() {
  const blobs: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:convive/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { blobs, clicked };
}

/** The screen's "now" (only Date is faked): Friday 20 November 2026, before the fixtures' visits. */
const NOW = new Date('2026-11-20T09:00:00Z');

/** The calendar button of each card, in order: offered on pending and confirmed visits to come only. */
function calendarButtons(name = 'Añadir al calendario') {
  return cards().map((card) => within(card).queryByRole('button', { name }));
}

describe('/dashboard/appointments', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // Only Date, moving on from NOW: the screen's timers and animations run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the visits with tabs and counts, the date in Spanish and the details', async () => {
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: { 'GET /appointments/': { body: makePage(APPOINTMENTS) } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis citas' }, { timeout: 5000 }),
    ).toBeTruthy();
    await loaded(4);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Todas4',
      'Pendientes1',
      'Confirmadas1',
      'Canceladas1',
      'Completadas1',
    ]);
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Coliving luminoso en Malasaña' })).toBeTruthy();
    expect(first.textContent).toContain('24 de noviembre de 2026 a las 10:30');
    expect(first.textContent).toContain('Pendiente');
    // The tenant's own visits do not name the tenant as the requester.
    expect(first.textContent).not.toContain('Solicitante');
    expect(screen.queryByText('Solicitante')).toBeNull();
    expect(first.textContent).toContain('NotasLlegaré puntual');
    expect(within(first).getByRole('link', { name: 'Ver propiedad' }).getAttribute('href')).toBe(
      '/properties/10',
    );
    expect((cards()[1] as HTMLElement).textContent).toContain(
      'Mensaje del propietarioTe espero en el portal',
    );
    // A tenant has no property filter and cannot confirm.
    expect(screen.queryByLabelText('Propiedad')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /^Confirmadas/ }));
    expect(cards()).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: /^Todas/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar citas...' }), 'marcos');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /^Todas/ }).textContent).toBe('Todas1');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar citas...' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No hay citas' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(cards()).toHaveLength(4);
  });

  it('tells a landlord’s rejection (Rechazada) from the requester’s own cancellation (Cancelada)', async () => {
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: {
        'GET /appointments/': {
          body: makePage([
            makeAppointment({
              id: 5,
              status: 'cancelada',
              cancelled_by: 'owner',
              response_message: 'Ya está alquilado',
            }),
            makeAppointment({
              id: 6,
              status: 'cancelada',
              cancelled_by: 'requester',
              property: 12,
              property_title: 'Estudio en Lavapiés',
              response_message: 'Me surgió un imprevisto',
            }),
          ]),
        },
      },
    });
    await loaded(2);
    const [rejected, withdrawn] = cards() as [HTMLElement, HTMLElement];
    expect(within(rejected).getByText('Rechazada')).toBeTruthy();
    expect(within(rejected).queryByText('Cancelada')).toBeNull();
    expect(rejected.textContent).toContain('Mensaje del propietarioYa está alquilado');
    expect(within(withdrawn).getByText('Cancelada')).toBeTruthy();
    // The requester's own words are not labelled as the landlord's.
    expect(withdrawn.textContent).toContain('Mensaje del solicitanteMe surgió un imprevisto');
    // Both stay under the 'Canceladas' tab (the status is the same).
    expect(screen.getByRole('tab', { name: /^Canceladas/ }).textContent).toBe('Canceladas2');
  });

  it('shows the landlord a registered tenant’s e-mail and phone, as a guest’s', async () => {
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': {
          body: makePage([
            makeAppointment({
              id: 7,
              requester_contact: { email: 'lucia.garcia@example.com', phone: '+34612345678' },
            }),
          ]),
        },
        'GET /properties/my-properties/': { body: [makeProperty({ id: 10 })] },
      },
    });
    await loaded(1);
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'lucia.garcia@example.com' }).getAttribute('href')).toBe(
      'mailto:lucia.garcia@example.com',
    );
    expect(within(card).getByRole('link', { name: '+34612345678' }).getAttribute('href')).toBe(
      'tel:+34612345678',
    );
  });

  it('shows the landlord a guest’s contact, since a guest has no account to answer through', async () => {
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': {
          body: makePage([
            makeAppointment({
              id: 9,
              user: null,
              user_name: 'Marta Gil',
              guest: { name: 'Marta Gil', email: 'marta@example.com', phone: '+34 612 345 678' },
            }),
          ]),
        },
        'GET /properties/my-properties/': { body: [makeProperty({ id: 10 })] },
      },
    });
    await loaded(1);
    const card = cards()[0] as HTMLElement;
    expect(card.textContent).toContain('SolicitanteMarta Gil (sin cuenta)');
    expect(within(card).getByRole('link', { name: 'marta@example.com' }).getAttribute('href')).toBe(
      'mailto:marta@example.com',
    );
    expect(within(card).getByRole('link', { name: '+34 612 345 678' }).getAttribute('href')).toBe(
      'tel:+34612345678',
    );
  });

  it('gives a landlord a property filter', async () => {
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /properties/my-properties/': {
          body: [
            makeProperty({ id: 10, title: 'Coliving luminoso en Malasaña' }),
            makeProperty({ id: 11, title: 'Ático en Chamberí' }),
          ],
        },
      },
    });
    await loaded(4);
    // The landlord sees who asked for each visit.
    expect((cards()[0] as HTMLElement).textContent).toContain('SolicitanteLucía García');
    expect((cards()[1] as HTMLElement).textContent).toContain('SolicitanteMarcos Herrera');
    const select = (await screen.findByLabelText('Propiedad')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await userEvent.setup().selectOptions(select, '11');
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /^Completadas/ }).textContent).toBe('Completadas1');
  });

  it('lets the landlord confirm a pending visit with a message', async () => {
    let sent: unknown;
    const result = renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /properties/my-properties/': { body: [] },
        'POST /appointments/:id/change_status/': (req) => {
          sent = req.body;
          return { body: { ...APPOINTMENTS[0], status: 'confirmada', response_message: 'Nos vemos' } };
        },
      },
    });
    await loaded(4);
    const user = userEvent.setup();
    const pending = cards()[0] as HTMLElement;
    expect(within(pending).getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    // Only pending visits can be decided.
    expect(within(cards()[1] as HTMLElement).queryByRole('button', { name: 'Confirmar' })).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cita' });
    await user.type(within(dialog).getByLabelText('Mensaje para el solicitante (opcional)'), 'Nos vemos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Cita confirmada', {}, TOAST)).toBeTruthy();
    expect(result.fetch.calls).toContain('POST /appointments/1/change_status/');
    expect(sent).toEqual({ status: 'confirmada', response_message: 'Nos vemos' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cita' })).toBeNull());
  });

  it('lets the landlord reject without a message, and keeps the dialog when it fails', async () => {
    const bodies: unknown[] = [];
    let fail = true;
    let list = APPOINTMENTS;
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': () => ({ body: makePage(list) }),
        'GET /properties/my-properties/': { body: [] },
        'POST /appointments/:id/change_status/': (req) => {
          bodies.push(req.body);
          if (fail) return { status: 500, body: { detail: 'boom' } };
          list = list.map((a) => (a.id === 1 ? { ...a, status: 'cancelada' as const } : a));
          return { body: list[0] };
        },
      },
    });
    await loaded(4);
    const user = userEvent.setup();
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar cita' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('No se pudo cancelar la cita. Inténtalo de nuevo más tarde.', {}, TOAST),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Rechazar cita' })).toBeTruthy();

    fail = false;
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rechazar cita' })).getByRole('button', {
        name: 'Rechazar',
      }),
    );
    expect(await screen.findByText('Cita cancelada', {}, TOAST)).toBeTruthy();
    expect(bodies).toEqual([{ status: 'cancelada' }, { status: 'cancelada' }]);
    await waitFor(() => expect(within(cards()[0] as HTMLElement).getByText('Cancelada')).toBeTruthy());
  });

  it('shows the confirm failure message when the server fails', async () => {
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /properties/my-properties/': { body: [] },
        'POST /appointments/:id/change_status/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await loaded(4);
    const user = userEvent.setup();
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Confirmar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar cita' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(
      await screen.findByText('No se pudo confirmar la cita. Inténtalo de nuevo más tarde.', {}, TOAST),
    ).toBeTruthy();
  });

  it('says why the server refused a change and shows the visit as it now is', async () => {
    // The tenant cancelled meanwhile: the landlord's screen still says Pendiente.
    let list = APPOINTMENTS;
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': () => ({ body: makePage(list) }),
        'GET /properties/my-properties/': { body: [] },
        'POST /appointments/:id/change_status/': () => {
          list = list.map((a) => (a.id === 1 ? { ...a, status: 'cancelada' as const } : a));
          return { status: 400, body: { status: ['Solo se pueden modificar citas pendientes.'] } };
        },
      },
    });
    await loaded(4);
    const user = userEvent.setup();
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Confirmar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar cita' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText('Solo se pueden modificar citas pendientes.', {}, TOAST)).toBeTruthy();
    expect(screen.queryByText('No se pudo confirmar la cita. Inténtalo de nuevo más tarde.')).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Cancelada').length).toBeGreaterThan(1));
  });

  it('lets the tenant cancel a pending visit after confirming', async () => {
    let sent: unknown;
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'POST /appointments/:id/change_status/': (req) => {
          sent = req.body;
          return { body: { ...APPOINTMENTS[0], status: 'cancelada' } };
        },
      },
    });
    await loaded(4);
    const user = userEvent.setup();
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar cita' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog', { name: 'Cancelar cita' })).toBeNull();
    expect(sent).toBeUndefined();

    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar cita' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cita' }));
    expect((await screen.findAllByText('Cita cancelada', {}, TOAST)).length).toBeGreaterThan(0);
    expect(sent).toEqual({ status: 'cancelada' });
  });

  it('shows the load failure inline and as a toast', async () => {
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: { 'GET /appointments/': { status: 500, body: { detail: 'boom' } } },
    });
    const message = 'No se pudieron cargar las citas. Inténtalo de nuevo más tarde.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('shows three skeleton cards while loading', async () => {
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: { 'GET /appointments/': { body: makePage([]), delayMs: Number.POSITIVE_INFINITY } },
    });
    expect(await screen.findByRole('status', { name: 'Cargando citas...' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it('shows an empty state when there are no visits', async () => {
    renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: { 'GET /appointments/': { body: makePage([]) } },
    });
    expect(await screen.findByRole('heading', { name: 'No hay citas' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it('shows the landlord which partner site brought a visit request, and nothing without a source', async () => {
    renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': {
          body: makePage([
            makeAppointment({
              id: 1,
              status: 'pendiente',
              date: '2026-11-24',
              time: '10:30',
              source: {
                partner_key: 7,
                partner_name: 'Inmobiliaria Sol',
                origin: 'https://sol.example',
                url: 'https://sol.example/pisos/malasana',
              },
            }),
            makeAppointment({
              id: 2,
              status: 'pendiente',
              property_title: 'Estudio en Lavapiés',
              date: '2026-11-25',
              time: '11:00',
              source: null,
            }),
          ]),
        },
        'GET /properties/my-properties/': { body: [makeProperty({ id: 10 })] },
      },
    });
    await loaded(2);
    const cardTitled = (title: string) =>
      cards().find((card) => within(card).queryByRole('heading', { name: title })) as HTMLElement;
    const withSource = cardTitled('Coliving luminoso en Malasaña');
    const without = cardTitled('Estudio en Lavapiés');
    const line = within(withSource).getByTestId('lead-source');
    expect(line.getAttribute('title')).toBe('https://sol.example');
    const link = within(line).getByRole('link', { name: /^Vía Inmobiliaria Sol/ });
    expect(link.getAttribute('href')).toBe('https://sol.example/pisos/malasana');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(without).queryByTestId('lead-source')).toBeNull();
    expect(without.textContent).not.toContain('Vía ');
  });

  it('offers "Añadir al calendario" on pending and confirmed visits only, and downloads the visit’s .ics through the client', async () => {
    const downloads = stubDownloads();
    const result = renderScreen('/dashboard/appointments', {
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /appointments/:id/ics/': { body: ICS, contentType: 'text/calendar; charset=utf-8' },
      },
    });
    await loaded(4);
    // Pending, confirmed, cancelled, completed: nothing to add for the last two.
    expect(calendarButtons().map((button) => button !== null)).toEqual([true, true, false, false]);
    const user = userEvent.setup();
    await user.click(within(cards()[1] as HTMLElement).getByRole('button', { name: 'Añadir al calendario' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(result.fetch.calls).toContain('GET /appointments/2/ics/');
    expect(downloads.clicked[0]).toEqual({ href: 'blob:convive/1', download: 'visita-2.ics' });
    expect(downloads.blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await downloads.blobs[0]?.text()).toBe(ICS);
    // The link is not left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('offers the calendar button on the landlord’s cards too, and says so in a toast when it fails', async () => {
    const downloads = stubDownloads();
    let fail = true;
    const result = renderScreen('/dashboard/appointments', {
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /properties/my-properties/': { body: [] },
        'GET /appointments/:id/ics/': () =>
          fail
            ? { status: 500, body: { detail: 'boom' } }
            : { body: ICS, contentType: 'text/calendar; charset=utf-8' },
      },
    });
    await loaded(4);
    const buttons = calendarButtons().filter((button) => button !== null);
    expect(buttons).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(buttons[0] as HTMLElement);
    expect(
      await screen.findByText(
        'No se pudo descargar el evento del calendario. Inténtalo de nuevo más tarde.',
        {},
        TOAST,
      ),
    ).toBeTruthy();
    expect(downloads.clicked).toEqual([]);

    fail = false;
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(downloads.clicked).toEqual([{ href: 'blob:convive/1', download: 'visita-1.ics' }]),
    );
    expect(result.fetch.calls.filter((call) => call === 'GET /appointments/1/ics/')).toHaveLength(2);
  });

  it('says the calendar failure in English on the English screen', async () => {
    stubDownloads();
    renderScreen('/dashboard/appointments', {
      locale: 'en',
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage(APPOINTMENTS) },
        'GET /appointments/:id/ics/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await loaded(4);
    await userEvent
      .setup()
      .click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Add to calendar' }));
    expect(
      await screen.findByText(
        'The calendar event could not be downloaded. Please try again later.',
        {},
        TOAST,
      ),
    ).toBeTruthy();
  });

  it('reads in English for a tenant: their own visits name no requester, the cancel dialog included', async () => {
    const { container } = renderScreen('/dashboard/appointments', {
      locale: 'en',
      user: tenant,
      routes: { 'GET /appointments/': { body: makePage(APPOINTMENTS) } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My visits' }, { timeout: 5000 }),
    ).toBeTruthy();
    await loaded(4);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All4',
      'Pending1',
      'Confirmed1',
      'Cancelled1',
      'Completed1',
    ]);
    const first = cards()[0] as HTMLElement;
    expect(first.textContent).toContain('24 November 2026 at 10:30');
    expect(first.textContent).toContain('NotesLlegaré puntual');
    // The tenant is the requester: no 'Requested by <their own name>' line.
    expect(first.textContent).not.toContain('Requested by');
    expect(first.textContent).not.toContain('Lucía García');
    expect((cards()[1] as HTMLElement).textContent).toContain("Landlord's messageTe espero en el portal");
    expect(calendarButtons('Add to calendar').map((button) => button !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expectNoSpanish(container, FIXTURE_TEXTS);

    await userEvent.setup().click(within(first).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel visit' });
    expect(within(dialog).getByText(/^Are you sure you want to cancel your visit to/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeTruthy();
    expectNoSpanish(dialog, FIXTURE_TEXTS);
  });

  it('reads in English for a landlord: the requester of each visit, the confirm dialog included', async () => {
    const { container } = renderScreen('/dashboard/appointments', {
      locale: 'en',
      user: landlord,
      routes: {
        'GET /appointments/': {
          body: makePage([
            ...APPOINTMENTS,
            makeAppointment({
              id: 9,
              user: null,
              user_name: 'Marta Gil',
              guest: { name: 'Marta Gil', email: 'marta@example.com', phone: '+34 612 345 678' },
            }),
          ]),
        },
        'GET /properties/my-properties/': {
          body: [makeProperty({ id: 10, title: 'Coliving luminoso en Malasaña' })],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My visits' }, { timeout: 5000 }),
    ).toBeTruthy();
    await loaded(5);
    expect((cards()[0] as HTMLElement).textContent).toContain('Requested byLucía García');
    expect(container.textContent).toContain('Requested byMarta Gil (no account)');
    const select = (await screen.findByLabelText('Property')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    expect(select.options[0]?.textContent).toBe('All properties');
    expect(calendarButtons('Add to calendar').filter((button) => button !== null)).toHaveLength(3);
    expectNoSpanish(container, [...FIXTURE_TEXTS, 'Marta Gil']);

    const user = userEvent.setup();
    const pending = cards().find((card) =>
      within(card).queryByRole('button', { name: 'Confirm' }),
    ) as HTMLElement;
    await user.click(within(pending).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm visit' });
    expect(within(dialog).getByLabelText('Message to the applicant (optional)')).toBeTruthy();
    expect(within(dialog).getByText('Up to 1000 characters.')).toBeTruthy();
    expectNoSpanish(dialog, FIXTURE_TEXTS);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await user.click(within(pending).getByRole('button', { name: 'Decline' }));
    expectNoSpanish(await screen.findByRole('dialog', { name: 'Decline visit' }), FIXTURE_TEXTS);
  });
});
