import { makeLandlord, makeProperty, makePropertyRequest, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderRoute, renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const tenant = makeUser();
const LIST = 'GET /property-requests/my_requests/';
/** The rental applications are a tab of 'Mis solicitudes'. */
const PATH = '/dashboard/requests?view=applications';
const summary = (id: number, title: string, owner_name: string) => ({
  id,
  title,
  address: 'Calle del Espíritu Santo 12',
  city: 'Madrid',
  thumbnail: null,
  owner_name,
});

const applications = [
  makePropertyRequest({
    id: 1,
    property_summary: summary(10, 'Coliving luminoso en Malasaña', 'Carmen Ruiz'),
    created_at: '2026-11-10T09:00:00.000Z',
    desired_entry_date: '2026-12-01',
  }),
  makePropertyRequest({
    id: 2,
    property: 11,
    property_title: 'Ático en Chamberí',
    property_summary: summary(11, 'Ático en Chamberí', 'Javier Soto'),
    status: 'aceptada',
    response_message: 'Te espero el lunes.',
  }),
  makePropertyRequest({
    id: 3,
    property: 12,
    property_title: 'Piso en Gràcia',
    property_summary: null,
    status: 'rechazada',
  }),
];

/** User content of the fixtures (titles, names, addresses, messages): not the screen's texts. */
const FIXTURE_TEXTS = [
  'Coliving luminoso en Malasaña',
  'Ático en Chamberí',
  'Piso en Gràcia',
  'Carmen Ruiz',
  'Javier Soto',
  'Calle de Fuencarral 100',
  'Lucía García',
  '¿Está disponible a partir de diciembre?',
  'Te espero el lunes.',
];

function rows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('Tenant applications', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    renderScreen(PATH, { user: tenant, routes: { [LIST]: { delayMs: Infinity } } });
    expect(await screen.findByRole('status', { name: 'Cargando solicitudes...' }, SLOW)).toBeTruthy();
  });

  it('lists applications in a table', async () => {
    renderScreen(PATH, { user: tenant, routes: { [LIST]: { body: applications } } });
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Propiedad',
      'Fecha de solicitud',
      'Estado',
      'Acciones',
    ]);
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toContain('Coliving luminoso en Malasaña');
    expect(first.getByText('10 de noviembre de 2026')).toBeTruthy();
    expect(first.getByText('Pendiente')).toBeTruthy();
    expect(first.getByRole('button', { name: /Detalles/ })).toBeTruthy();
    expect(within(rows()[1] as HTMLElement).getByText('Aceptada')).toBeTruthy();
  });

  it('searches by property or landlord and filters by status', async () => {
    const user = userEvent.setup();
    renderScreen(PATH, { user: tenant, routes: { [LIST]: { body: applications } } });
    await screen.findByRole('table', {}, SLOW);
    await user.type(screen.getByRole('searchbox'), 'javier');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain('Ático en Chamberí');
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Rechazadas');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain('Piso en Gràcia');
    await user.type(screen.getByRole('searchbox'), 'malasaña');
    expect(await screen.findByText('No hay solicitudes que coincidan')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderScreen(PATH, { user: tenant, routes: { [LIST]: { body: [] } } });
    expect(
      await screen.findByRole('heading', { name: 'No has enviado ninguna solicitud' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it('shows the load error inline and as a toast', async () => {
    renderScreen(PATH, { user: tenant, routes: { [LIST]: { status: 500, body: {} } } });
    expect(await screen.findByText('No se pudieron cargar tus solicitudes', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('Error al cargar solicitudes')).toBeTruthy();
  });

  it('opens the details with the fetched property, applicant data and the owner’s response', async () => {
    const user = userEvent.setup();
    const result = renderScreen(PATH, {
      user: tenant,
      routes: {
        [LIST]: { body: applications },
        'GET /properties/:id/': ({ params }) => ({
          body: makeProperty({
            id: Number(params.id),
            title: 'Ático en Chamberí',
            address: 'Calle de Fuencarral 100',
            city: 'Madrid',
          }),
        }),
      },
    });
    await screen.findByRole('table', {}, SLOW);
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /Detalles/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la solicitud' });
    expect(within(dialog).getByText('Aceptada')).toBeTruthy();
    expect(await within(dialog).findByText('Calle de Fuencarral 100, Madrid')).toBeTruthy();
    expect(result.fetch.calls).toContain('GET /properties/11/');
    expect(within(dialog).getByText('Lucía García')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Tipo de cuenta' }).textContent).toBe('Inquilino');
    expect(within(dialog).getByText('¿Está disponible a partir de diciembre?')).toBeTruthy();
    expect(within(dialog).getByText('Te espero el lunes.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Ver propiedad/ })
        .getAttribute('href'),
    ).toBe('/properties/11');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /Detalles/ }));
    const pending = await screen.findByRole('dialog', { name: 'Detalles de la solicitud' });
    expect(within(pending).queryByText('Respuesta del propietario')).toBeNull();
    expect(within(pending).getByText('1 de diciembre de 2026')).toBeTruthy();
  });

  it('is for tenants only: a landlord is sent to the dashboard', async () => {
    const result = renderScreen('/dashboard/applications', {
      user: makeLandlord(),
      routes: { [LIST]: { body: applications } },
    });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
    expect(result.fetch.calls).not.toContain('GET /property-requests/my_requests/');
  });

  it('the old /dashboard/applications lands on the applications tab of Mis solicitudes', async () => {
    const result = renderRoute('/dashboard/applications', {
      user: tenant,
      routes: { [LIST]: { body: applications } },
    });
    await screen.findByRole('table', {}, SLOW);
    expect(result.router.state.location.pathname).toBe('/dashboard/requests');
    expect(result.router.state.location.search).toBe('?view=applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeTruthy();
    const views = screen.getByRole('tablist', { name: 'Ver mis solicitudes' });
    expect(
      within(views).getByRole('tab', { name: 'Solicitudes de alquiler' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('reads in English, with English dates, details dialog included', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(PATH, {
      locale: 'en',
      user: tenant,
      routes: {
        [LIST]: { body: applications },
        'GET /properties/:id/': ({ params }) => ({
          body: makeProperty({
            id: Number(params.id),
            title: 'Ático en Chamberí',
            address: 'Calle de Fuencarral 100',
            city: 'Madrid',
          }),
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' }, SLOW)).toBeTruthy();
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Property',
      'Applied on',
      'Status',
      'Actions',
    ]);
    expect(within(rows()[0] as HTMLElement).getByText('10 November 2026')).toBeTruthy();
    expectNoSpanish(container, FIXTURE_TEXTS);

    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Application details' });
    expect(await within(dialog).findByText('Calle de Fuencarral 100, Madrid')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Account type' }).textContent).toBe('Tenant');
    expectNoSpanish(dialog, FIXTURE_TEXTS);
  });
});
