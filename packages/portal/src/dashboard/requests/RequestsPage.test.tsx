import {
  makeLandlord,
  makePage,
  makePropertyRequest,
  makeTenantRequest,
  makeUser,
} from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const tenant = makeUser();
const LIST = 'GET /notifications/requests/';
const APPLICATIONS = 'GET /property-requests/my_requests/';
const recent = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();

const requests = [
  makeTenantRequest({ id: 1, status: 'pending', request_type: 'inquiry', created_at: recent }),
  makeTenantRequest({
    id: 2,
    status: 'approved',
    request_type: 'application',
    property: 11,
    property_details: { title: 'Ático en Chamberí' },
    description: '',
  }),
  makeTenantRequest({
    id: 3,
    status: 'rejected',
    request_type: 'visit',
    property: 12,
    property_details: null,
    title: 'Visita al piso de Gràcia',
    response_message: 'Ya está alquilado.',
  }),
  makeTenantRequest({
    id: 4,
    status: 'expired',
    request_type: 'maintenance',
    property_details: null,
    title: '',
    description: 'Grifo roto',
  }),
  makeTenantRequest({
    id: 5,
    status: 'canceled',
    request_type: 'other',
    property_details: { title: 'Estudio Triana' },
  }),
];

/** User content of the fixtures (titles, descriptions, answers): not the screen's texts. */
const FIXTURE_TEXTS = [
  'Coliving luminoso en Malasaña',
  'Ático en Chamberí',
  'Visita al piso de Gràcia',
  'Ya está alquilado.',
  'Grifo roto',
  'Estudio Triana',
  '¿Está disponible a partir de diciembre?',
  'Lucía García',
];

async function cards() {
  const list = await screen.findByRole('list', { name: 'Solicitudes' }, SLOW);
  return Array.from(list.children) as HTMLElement[];
}

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
}

describe('Tenant requests', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { delayMs: Infinity } } });
    expect(await screen.findByRole('status', { name: 'Cargando solicitudes...' }, SLOW)).toBeTruthy();
  });

  it('shows titles, badges, types, dates and the owner’s response', async () => {
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { body: makePage(requests) } } });
    expect(await cards()).toHaveLength(5);
    const pending = within(card('Coliving luminoso en Malasaña'));
    expect(pending.getByText('Pendiente')).toBeTruthy();
    expect(pending.getByText('Consulta')).toBeTruthy();
    expect(pending.getByText('hace 3 horas')).toBeTruthy();
    expect(pending.getByRole('button', { name: /Cancelar/ })).toBeTruthy();
    expect(pending.queryByText('Respuesta del propietario:')).toBeNull();
    expect(pending.queryByRole('link', { name: /Continuar/ })).toBeNull();

    const approved = within(card('Ático en Chamberí'));
    expect(approved.getByText('Aceptada')).toBeTruthy();
    expect(approved.getByText('Solicitud de alquiler')).toBeTruthy();
    expect(approved.getByText('Sin descripción')).toBeTruthy();
    expect(approved.getByText('Tu solicitud ha sido aceptada.')).toBeTruthy();
    expect(approved.getByRole('link', { name: /Continuar/ }).getAttribute('href')).toBe('/properties/11');
    expect(approved.getByRole('link', { name: /Ver propiedad/ }).getAttribute('href')).toBe('/properties/11');
    expect(approved.queryByRole('button', { name: /Cancelar/ })).toBeNull();

    const rejected = within(card('Visita al piso de Gràcia'));
    expect(rejected.getByText('Visita')).toBeTruthy();
    expect(rejected.getByText('Ya está alquilado.')).toBeTruthy();

    const expired = within(card('Solicitud sin título'));
    expect(expired.getByText('Expirada')).toBeTruthy();
    expect(expired.getByText('Mantenimiento')).toBeTruthy();
    expect(expired.getByText('Estado de la solicitud actualizado.')).toBeTruthy();

    expect(within(card('Estudio Triana')).getByText('Otro')).toBeTruthy();
  });

  it('labels the service’s automatic answer as such, not as the owner’s', async () => {
    const automatic = makeTenantRequest({
      id: 6,
      status: 'rejected',
      property_details: { title: 'Piso en Lavapiés' },
      response_message: 'Ya hemos aceptado otra solicitud para estas fechas. Gracias por tu interés.',
      response_automatic: true,
    });
    renderScreen('/dashboard/requests', {
      user: tenant,
      routes: { [LIST]: { body: makePage([automatic, requests[2]]) } },
    });
    await cards();
    const auto = within(card('Piso en Lavapiés'));
    expect(auto.getByText('Mensaje automático de Convive:')).toBeTruthy();
    expect(auto.queryByText('Respuesta del propietario:')).toBeNull();
    // The landlord's own words keep the owner's label.
    const written = within(card('Visita al piso de Gràcia'));
    expect(written.getByText('Respuesta del propietario:')).toBeTruthy();
    expect(written.queryByText('Mensaje automático de Convive:')).toBeNull();
  });

  it('accepts Spanish status aliases', async () => {
    const raw = { ...makeTenantRequest({ id: 9 }), status: 'aceptada' };
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { body: makePage([raw]) } } });
    await cards();
    expect(screen.getByText('Aceptada')).toBeTruthy();
  });

  it('counts tabs (expired with canceled) and searches', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { body: makePage(requests) } } });
    await cards();
    const byStatus = screen.getByRole('tablist', { name: 'Filtrar solicitudes por estado' });
    expect(
      within(byStatus)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Todas5', 'Pendientes1', 'Aceptadas1', 'Rechazadas1', 'Canceladas2']);
    await user.click(screen.getByRole('tab', { name: /Canceladas/ }));
    expect(await cards()).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: /Todas/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar solicitudes...' }), 'grifo');
    expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Solicitud sin título',
    ]);
    await user.click(screen.getByRole('tab', { name: /Aceptadas/ }));
    expect(await screen.findByText('Ninguna solicitud coincide con tu búsqueda.')).toBeTruthy();
  });

  it('shows the empty state per tab with Explorar propiedades', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/requests', {
      user: tenant,
      routes: { [LIST]: { body: makePage([]) }, [APPLICATIONS]: { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
    await user.click(screen.getByRole('tab', { name: /Pendientes/ }));
    expect(await screen.findByText('No tienes solicitudes pendientes de respuesta.')).toBeTruthy();
  });

  it('shows the load failure', async () => {
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { status: 500, body: {} } } });
    expect(
      (
        await screen.findAllByText(
          'No se pudieron cargar las solicitudes. Inténtalo de nuevo más tarde.',
          {},
          SLOW,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('shows an unexpected answer as an empty list', async () => {
    renderScreen('/dashboard/requests', { user: tenant, routes: { [LIST]: { body: { unexpected: true } } } });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels a pending request after confirmation', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/requests', {
      user: tenant,
      routes: {
        [LIST]: { body: makePage(requests) },
        'POST /notifications/requests/:id/cancel/': { body: { ...requests[0], status: 'canceled' } },
      },
    });
    await cards();
    await user.click(within(card('Coliving luminoso en Malasaña')).getByRole('button', { name: /Cancelar/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(
      within(dialog).getByText('Esta acción cancelará la solicitud y no podrá ser revertida.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);

    await user.click(within(card('Coliving luminoso en Malasaña')).getByRole('button', { name: /Cancelar/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar solicitud' }),
    );
    expect(await screen.findByText('Solicitud cancelada')).toBeTruthy();
    expect(screen.getByText('La solicitud ha sido cancelada correctamente.')).toBeTruthy();
    expect(result.fetch.calls).toContain('POST /notifications/requests/1/cancel/');
  });

  it("says why the server refused a cancel, in the server's words", async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/requests', {
      user: tenant,
      routes: {
        [LIST]: { body: makePage(requests) },
        'POST /notifications/requests/:id/cancel/': {
          status: 400,
          body: { detail: 'Solo se pueden cancelar solicitudes pendientes.' },
        },
      },
    });
    await cards();
    await user.click(within(card('Coliving luminoso en Malasaña')).getByRole('button', { name: /Cancelar/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar solicitud' }),
    );
    expect(await screen.findByText('Solo se pueden cancelar solicitudes pendientes.')).toBeTruthy();
  });

  it('reports a failed cancel', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/requests', {
      user: tenant,
      routes: {
        [LIST]: { body: makePage(requests) },
        'POST /notifications/requests/:id/cancel/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await cards();
    await user.click(within(card('Coliving luminoso en Malasaña')).getByRole('button', { name: /Cancelar/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar solicitud' }),
    );
    expect(
      await screen.findByText('No se pudo cancelar la solicitud. Inténtalo de nuevo más tarde.'),
    ).toBeTruthy();
    expect(within(card('Coliving luminoso en Malasaña')).getByText('Pendiente')).toBeTruthy();
  });

  it('shows a tenant both views as tabs, the rental applications one with ?view=applications', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/requests', {
      user: tenant,
      routes: {
        [LIST]: { body: makePage(requests) },
        [APPLICATIONS]: { body: [makePropertyRequest({ id: 7, property_title: 'Ático en Chamberí' })] },
      },
    });
    await cards();
    const views = screen.getByRole('tablist', { name: 'Ver mis solicitudes' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Por estado', 'Solicitudes de alquiler']);
    expect(within(views).getByRole('tab', { name: 'Por estado' }).getAttribute('aria-selected')).toBe('true');
    expect(result.fetch.calls).not.toContain(APPLICATIONS);

    await user.click(within(views).getByRole('tab', { name: 'Solicitudes de alquiler' }));
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Ático en Chamberí')).toBeTruthy();
    expect(result.router.state.location.search).toBe('?view=applications');
    expect(screen.queryByRole('list', { name: 'Solicitudes' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeTruthy();

    await user.click(within(views).getByRole('tab', { name: 'Por estado' }));
    expect(await cards()).toHaveLength(5);
    expect(result.router.state.location.search).toBe('');
  });

  it('opens the rental applications tab from a shared address', async () => {
    renderScreen('/dashboard/requests?view=applications', {
      user: tenant,
      routes: { [LIST]: { body: makePage(requests) }, [APPLICATIONS]: { body: [] } },
    });
    expect(
      await screen.findByRole('heading', { name: 'No has enviado ninguna solicitud' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Solicitudes de alquiler' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('sends a landlord, who sends no requests, to their dashboard with a notice', async () => {
    for (const path of ['/dashboard/requests', '/dashboard/requests?view=applications']) {
      const result = renderScreen(path, {
        user: makeLandlord(),
        routes: { [LIST]: { body: makePage(requests) } },
      });
      await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
      expect(
        (await screen.findAllByText('Esta sección es solo para inquilinos', {}, SLOW)).length,
      ).toBeGreaterThan(0);
      expect(result.fetch.calls).not.toContain(LIST);
      expect(result.fetch.calls).not.toContain(APPLICATIONS);
      result.unmount();
    }
  });

  it('reads in English on both tabs, the cancel dialog included', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/requests', {
      locale: 'en',
      user: tenant,
      routes: {
        [LIST]: { body: makePage(requests) },
        [APPLICATIONS]: {
          body: [
            makePropertyRequest({ id: 7, property_title: 'Ático en Chamberí', status: 'aceptada' }),
            makePropertyRequest({ id: 8 }),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' }, SLOW)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Requests' }, SLOW);
    expect(list.children).toHaveLength(5);
    expect(
      within(screen.getByRole('tablist', { name: 'Filter requests by status' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All5', 'Pending1', 'Accepted1', 'Rejected1', 'Cancelled2']);
    const pending = within(card('Coliving luminoso en Malasaña'));
    expect(pending.getByText('3 hours ago')).toBeTruthy();
    expect(pending.getByText('Enquiry')).toBeTruthy();
    expect(within(card('Untitled request')).getByText('Request status updated.')).toBeTruthy();
    expectNoSpanish(container, FIXTURE_TEXTS);

    await user.click(pending.getByRole('button', { name: /Cancel/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel request' })).toBeTruthy();
    expectNoSpanish(dialog, FIXTURE_TEXTS);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Rental applications' }));
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('tab', { name: 'Rental applications' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expectNoSpanish(container, FIXTURE_TEXTS);
  });
});
