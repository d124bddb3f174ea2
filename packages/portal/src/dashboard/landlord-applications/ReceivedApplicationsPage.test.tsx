import { makeLandlord, makePropertyRequest } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const LIST = 'GET /property-requests/my_property_requests/';

const pending = makePropertyRequest({
  id: 1,
  tenant_name: 'Lucía García',
  tenant_email: 'lucia@example.com',
  tenant_phone: '+34 612 345 678',
  kind: 'application',
  message: '¿Está disponible en diciembre?',
  desired_entry_date: '2026-12-01',
  move_in: '2026-12-01',
  move_out: '2027-06-01',
  created_at: '2026-11-10T09:00:00.000Z',
});
const roomRequest = makePropertyRequest({
  id: 2,
  request_type: 'room',
  request_display: 'Habitación',
  room: 100,
  room_title: 'Habitación exterior',
  property_title: 'Ático en Chamberí',
  tenant_name: 'Marcos Pérez',
  tenant_email: 'marcos@example.com',
  kind: 'application',
  status: 'aceptada',
  response_message: 'Te espero el lunes.',
});
const rejected = makePropertyRequest({
  id: 3,
  property_title: 'Piso en Gràcia',
  tenant_name: 'Ana López',
  tenant_email: 'ana@example.com',
  status: 'rechazada',
  created_at: 'no es una fecha',
});
const all = [pending, roomRequest, rejected];

async function cards() {
  const list = await screen.findByRole('list', { name: 'Solicitudes' }, SLOW);
  return within(list)
    .getAllByRole('listitem', { name: undefined })
    .filter((li) => li.parentElement === list);
}

function cardOf(name: string) {
  const heading = screen.getByText(name, { selector: 'span' });
  return heading.closest('li.card') as HTMLElement;
}

describe('Received applications', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: { [LIST]: { delayMs: Infinity } },
    });
    expect(await screen.findByRole('status', { name: 'Cargando solicitudes...' }, SLOW)).toBeTruthy();
  });

  it('shows each application with its badges, contact, dates and reply', async () => {
    renderScreen('/dashboard/landlord-applications', { user: landlord, routes: { [LIST]: { body: all } } });
    expect(await cards()).toHaveLength(3);
    const first = within(cardOf('Lucía García'));
    expect(first.getByText('Propiedad completa')).toBeTruthy();
    expect(first.getByText('Pendiente')).toBeTruthy();
    expect(first.getByRole('link', { name: 'lucia@example.com' }).getAttribute('href')).toBe(
      'mailto:lucia@example.com',
    );
    expect(first.getByRole('link', { name: '+34 612 345 678' })).toBeTruthy();
    expect(first.getByText('¿Está disponible en diciembre?')).toBeTruthy();
    expect(first.getByText('10 de noviembre de 2026')).toBeTruthy();
    expect(first.getByText('Solicitud')).toBeTruthy();
    expect(first.getByText('Fechas:').parentElement?.textContent).toContain(
      '1 de diciembre de 2026 – 1 de junio de 2027',
    );
    expect(first.getByRole('button', { name: 'Aceptar solicitud' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Rechazar solicitud' })).toBeTruthy();

    const second = within(cardOf('Marcos Pérez'));
    expect(second.getByText('Habitación')).toBeTruthy();
    expect(second.getByText('Aceptada')).toBeTruthy();
    expect(second.getByText('Tu respuesta:').parentElement?.textContent).toContain('Te espero el lunes.');
    expect(second.queryByRole('button', { name: 'Aceptar solicitud' })).toBeNull();
    expect(second.getByRole('button', { name: 'Liberar fechas' })).toBeTruthy();

    expect(within(cardOf('Ana López')).getByText('Fecha inválida')).toBeTruthy();
  });

  it('answers an enquiry in Messages: a question is never accepted', async () => {
    const enquiry = makePropertyRequest({
      id: 6,
      tenant_name: 'Irene Sanz',
      tenant_email: 'irene@example.com',
      kind: 'inquiry',
      desired_entry_date: '2026-12-01',
      move_in: '2026-12-01',
    });
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: { [LIST]: { body: [enquiry] } },
    });
    expect(await cards()).toHaveLength(1);
    const card = within(cardOf('Irene Sanz'));
    expect(card.getByText('Consulta')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Aceptar solicitud' })).toBeNull();
    const answer = card.getByRole('link', { name: 'Responder' });
    expect(answer.getAttribute('href')).toBe('/dashboard/messages');
    expect(answer.getAttribute('title')).toBe(
      'Una consulta se responde en la conversación; solo se aceptan solicitudes con fechas.',
    );
    expect(card.getByText('Entrada:').parentElement?.textContent).toContain(
      '1 de diciembre de 2026 · Sin fechas de salida',
    );
    expect(card.getByRole('button', { name: 'Rechazar solicitud' })).toBeTruthy();
  });

  it('releases an accepted period with a message: the tenant is told and the dates are free', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    let stored = all;
    const result = renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: {
        [LIST]: () => ({ body: stored }),
        'POST /property-requests/:id/release/': ({ body }) => {
          sent = body;
          const saved = { ...roomRequest, status: 'cancelada', response_message: 'La obra se retrasa' };
          stored = [pending, saved, rejected] as typeof all;
          return { body: saved };
        },
      },
    });
    await cards();
    await user.click(within(cardOf('Marcos Pérez')).getByRole('button', { name: 'Liberar fechas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar fechas' });
    expect(dialog.textContent).toContain('Volverán a estar libres y el inquilino recibirá una notificación.');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Mensaje para el solicitante/ }),
      'La obra se retrasa',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Liberar fechas' }));
    expect(await screen.findByText('Las fechas vuelven a estar libres.')).toBeTruthy();
    expect(sent).toEqual({ response_message: 'La obra se retrasa' });
    expect(result.fetch.calls).toContain('POST /property-requests/2/release/');
    await waitFor(() =>
      expect(within(cardOf('Marcos Pérez')).queryByRole('button', { name: 'Liberar fechas' })).toBeNull(),
    );
  });

  it('counts tabs and filters by tab and search', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/landlord-applications', { user: landlord, routes: { [LIST]: { body: all } } });
    await cards();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Todas3', 'Pendientes1', 'Aceptadas1', 'Rechazadas1']);
    await user.click(screen.getByRole('tab', { name: /Rechazadas/ }));
    expect((await cards()).map((c) => within(c).getByText(/López|García|Pérez/).textContent)).toEqual([
      'Ana López',
    ]);
    await user.click(screen.getByRole('tab', { name: /Todas/ }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por propiedad o solicitante...' }),
      'marcos@',
    );
    expect(await cards()).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Todas1',
      'Pendientes0',
      'Aceptadas1',
      'Rechazadas0',
    ]);
    await user.click(screen.getByRole('tab', { name: /Pendientes/ }));
    expect(await screen.findByText('Ninguna solicitud coincide con tu búsqueda')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderScreen('/dashboard/landlord-applications', { user: landlord, routes: { [LIST]: { body: [] } } });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes' }, SLOW)).toBeTruthy();
  });

  it('shows the load error', async () => {
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: { [LIST]: { status: 500, body: {} } },
    });
    expect(
      await screen.findByText(
        'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('accepts with an optional message', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    let stored = all;
    const result = renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: {
        [LIST]: () => ({ body: stored }),
        'PATCH /property-requests/:id/': ({ body }) => {
          sent = body;
          const saved = { ...pending, status: 'aceptada', response_message: 'Bienvenida' };
          stored = [saved, roomRequest, rejected] as typeof all;
          return { body: saved };
        },
      },
    });
    await cards();
    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'Aceptar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar solicitud' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Mensaje para el solicitante/ }),
      'Bienvenida',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar solicitud' }));
    expect(await screen.findByText('Estado actualizado')).toBeTruthy();
    expect(sent).toEqual({ status: 'aceptada', response_message: 'Bienvenida' });
    expect(result.fetch.calls).toContain('PATCH /property-requests/1/');
    await waitFor(() => expect(within(cardOf('Lucía García')).getByText('Aceptada')).toBeTruthy());
    expect(within(cardOf('Lucía García')).queryByRole('button', { name: 'Aceptar solicitud' })).toBeNull();
  });

  it('rejects without a message and reports a failure', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let fail = true;
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: {
        [LIST]: { body: all },
        'PATCH /property-requests/:id/': ({ body }) => {
          bodies.push(body);
          return fail ? { status: 500, body: {} } : { body: { ...pending, status: 'rechazada' } };
        },
      },
    });
    await cards();
    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'Rechazar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await screen.findByText('No se pudo actualizar el estado de la solicitud.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Rechazar solicitud' })).toBeTruthy();
    fail = false;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rechazar solicitud' }),
    );
    expect((await screen.findAllByText('Estado actualizado')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ status: 'rechazada' }, { status: 'rechazada' }]);
  });

  it('says why an acceptance is refused (its dates are no longer free), as the server says it', async () => {
    const user = userEvent.setup();
    const why = 'Esas fechas no están libres: hay días ocupados o bloqueados en ese periodo. Elige otras.';
    const result = renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: {
        [LIST]: { body: all },
        'PATCH /property-requests/:id/': { status: 400, body: { status: [why] } },
      },
    });
    await cards();
    const listLoads = () =>
      result.fetch.calls.filter((c) => c.startsWith('GET /property-requests/my_property_requests/')).length;
    const before = listLoads();
    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'Aceptar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar solicitud' }));
    expect(await screen.findByText(why)).toBeTruthy();
    // The list was out of date: it is loaded again.
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });

  it('opens a working details dialog with links and the actions of a pending application', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: {
        [LIST]: { body: all },
        'PATCH /property-requests/:id/': ({ body }) => {
          sent = body;
          return { body: { ...pending, status: 'aceptada' } };
        },
      },
    });
    await cards();
    await user.click(within(cardOf('Marcos Pérez')).getByRole('button', { name: 'Ver detalles' }));
    let dialog = await screen.findByRole('dialog', { name: 'Detalles de la solicitud' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Ático en Chamberí/ })
        .getAttribute('href'),
    ).toBe('/properties/10');
    expect(within(dialog).getByRole('link', { name: 'Habitación exterior' }).getAttribute('href')).toBe(
      '/rooms/100',
    );
    expect(within(dialog).getByText('Te espero el lunes.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar solicitud' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'Ver detalles' }));
    dialog = await screen.findByRole('dialog', { name: 'Detalles de la solicitud' });
    expect(within(dialog).getByText('1 de diciembre de 2026')).toBeTruthy();
    expect(within(dialog).getByText('lucia@example.com')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar solicitud' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aceptar solicitud' });
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar solicitud' }));
    await waitFor(() => expect(sent).toEqual({ status: 'aceptada' }));
  });

  it('says which partner site brought an application, and nothing without a source', async () => {
    const user = userEvent.setup();
    const viaPartner = makePropertyRequest({
      id: 4,
      tenant_name: 'Sara Gil',
      tenant_email: 'sara@example.com',
      source: {
        partner_key: 7,
        partner_name: 'Inmobiliaria Sol',
        origin: 'https://sol.example',
        url: 'https://sol.example/pisos/malasana',
      },
    });
    const noPage = makePropertyRequest({
      id: 5,
      tenant_name: 'Pablo Ruiz',
      tenant_email: 'pablo@example.com',
      source: { partner_key: 8, partner_name: 'Web Norte', origin: 'https://norte.example', url: null },
    });
    renderScreen('/dashboard/landlord-applications', {
      user: landlord,
      routes: { [LIST]: { body: [viaPartner, noPage, pending] } },
    });
    expect(await cards()).toHaveLength(3);
    const line = within(cardOf('Sara Gil')).getByTestId('lead-source');
    expect(line.getAttribute('title')).toBe('https://sol.example');
    const link = within(line).getByRole('link', { name: /^Vía Inmobiliaria Sol/ });
    expect(link.getAttribute('href')).toBe('https://sol.example/pisos/malasana');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('desde https://sol.example');

    const plain = within(cardOf('Pablo Ruiz')).getByTestId('lead-source');
    expect(plain.getAttribute('title')).toBe('https://norte.example');
    expect(within(plain).getByText('Vía Web Norte')).toBeTruthy();
    expect(within(plain).queryByRole('link')).toBeNull();

    expect(within(cardOf('Lucía García')).queryByTestId('lead-source')).toBeNull();
    expect(within(cardOf('Lucía García')).queryByText(/^Vía /)).toBeNull();

    await user.click(within(cardOf('Sara Gil')).getByRole('button', { name: 'Ver detalles' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('link', { name: /^Vía Inmobiliaria Sol/ })).toBeTruthy();
  });
  it('speaks English: cards, tabs, an opened application’s details and the decision dialog', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/landlord-applications', {
      locale: 'en',
      user: landlord,
      routes: { [LIST]: { body: [pending, roomRequest] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Received applications' }, SLOW),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getByText('Whole property')).toBeTruthy();
    expect(within(list).getByText('Room')).toBeTruthy();
    expect(within(list).getByText('10 November 2026')).toBeTruthy();
    expect(within(list).getByText('Dates:').parentElement?.textContent).toContain(
      '1 December 2026 – 1 June 2027',
    );
    expect(within(list).getAllByText('Application')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Release dates' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All2',
      'Pending1',
      'Accepted1',
      'Rejected0',
    ]);
    const fixtures = [
      pending.property_title,
      pending.tenant_name,
      pending.message,
      roomRequest.property_title,
      roomRequest.room_title ?? '',
      roomRequest.tenant_name,
      roomRequest.message,
      roomRequest.response_message,
    ];
    expectNoSpanish(container, fixtures);

    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'View details' }));
    let dialog = await screen.findByRole('dialog', { name: 'Application details' }, SLOW);
    expect(within(dialog).getByText('Desired move-in date')).toBeTruthy();
    expect(within(dialog).getByText('1 December 2026')).toBeTruthy();
    expectNoSpanish(dialog, fixtures);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(cardOf('Marcos Pérez')).getByRole('button', { name: 'View details' }));
    dialog = await screen.findByRole('dialog', { name: 'Application details' });
    expect(within(dialog).getByText('Your reply')).toBeTruthy();
    expectNoSpanish(dialog, fixtures);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(cardOf('Lucía García')).getByRole('button', { name: 'Reject application' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    expect(dialog.textContent).toContain('The applicant will be notified.');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
    expectNoSpanish(dialog, fixtures);
  });
});
