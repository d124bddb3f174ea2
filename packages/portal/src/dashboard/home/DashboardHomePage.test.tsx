import {
  makeAppointment,
  makeFavorite,
  makeLandlord,
  makePage,
  makeProperty,
  makePropertyRequest,
  makeUser,
} from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullName } from '../../app/session';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const tenant = makeUser();
const landlord = makeLandlord();

/** Far enough ahead to stay 'próximas' whatever day the tests run. */
const FUTURE = '2099-03-0';

function card(name: string) {
  return screen.getByRole('heading', { name }).closest('section') as HTMLElement;
}

describe('/dashboard home', { timeout: 15_000 }, () => {
  it('welcomes a tenant with their figures, next visits and latest applications', async () => {
    const appointments = [
      makeAppointment({
        id: 1,
        date: `${FUTURE}5`,
        time: '10:00',
        status: 'confirmada',
        property_title: 'Piso A',
      }),
      makeAppointment({
        id: 2,
        date: `${FUTURE}2`,
        time: '09:30',
        status: 'pendiente',
        property_title: 'Piso B',
      }),
      makeAppointment({
        id: 3,
        date: `${FUTURE}1`,
        time: '12:00',
        status: 'cancelada',
        property_title: 'Piso C',
      }),
      ...[4, 5, 6, 7].map((id) =>
        makeAppointment({
          id,
          date: `${FUTURE}${id + 2}`,
          status: 'pendiente',
          property_title: `Piso ${id}`,
        }),
      ),
    ];
    const applications = [1, 2, 3, 4].map((id) =>
      makePropertyRequest({
        id,
        property_title: `Solicitud ${id}`,
        created_at: `2026-11-0${id}T10:00:00.000Z`,
        status: id === 4 ? 'aceptada' : 'pendiente',
      }),
    );
    const result = renderScreen('/dashboard', {
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage(appointments) },
        'GET /favorites/': { body: [makeFavorite({ id: 1 }), makeFavorite({ id: 2 })] },
        'GET /property-requests/my_requests/': { body: applications },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido/a, Lucía' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Panel · Convive'));
    expect(screen.getByRole('link', { name: 'Explorar propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(screen.queryByRole('link', { name: 'Nueva propiedad' })).toBeNull();

    await waitFor(() => expect(screen.getAllByTestId('stat-value')).toHaveLength(3));
    const stats = screen.getAllByTestId('stat-value').map((el) => el.closest('a')?.textContent);
    expect(stats).toEqual(['Favoritos2', 'Citas pendientes5', 'Citas confirmadas1']);

    const upcoming = card('Próximas citas');
    const items = within(upcoming).getAllByRole('listitem');
    // Not cancelled, soonest first, at most 5.
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Piso B');
    expect(items[0]?.textContent).toContain('2 de marzo de 2099 a las 09:30');
    expect(upcoming.textContent).not.toContain('Piso C');
    expect(within(upcoming).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/dashboard/appointments',
    );

    const mine = card('Mis solicitudes');
    const recent = within(mine).getAllByRole('listitem');
    expect(recent.map((li) => li.textContent?.match(/Solicitud \d/)?.[0])).toEqual([
      'Solicitud 4',
      'Solicitud 3',
      'Solicitud 2',
    ]);
    expect(recent[0]?.textContent).toContain('Aceptada');
    // A question or an application, said on each line.
    expect(recent[0]?.textContent).toContain('Consulta · ');
    expect(screen.getByRole('link', { name: 'Ver mis favoritos' }).getAttribute('href')).toBe(
      '/dashboard/favorites',
    );
    expect(screen.getByRole('link', { name: 'Ver mis búsquedas guardadas' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
    expect(result.fetch.calls.some((c) => c.startsWith('GET /properties/my-properties/'))).toBe(false);
  });

  it('shows a landlord their properties count, received applications and empty states', async () => {
    const result = renderScreen('/dashboard', {
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage([]) },
        'GET /properties/my-properties/': {
          body: [makeProperty({ id: 1 }), makeProperty({ id: 2 }), makeProperty({ id: 3 })],
        },
        'GET /property-requests/my_property_requests/': { body: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido/a, Carmen' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nueva propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
    await waitFor(() => expect(screen.getAllByTestId('stat-value')).toHaveLength(3));
    expect(screen.getAllByTestId('stat-value').map((el) => el.closest('a')?.textContent)).toEqual([
      'Mis propiedades3',
      'Citas pendientes0',
      'Citas confirmadas0',
    ]);
    await waitFor(() =>
      expect(card('Próximas citas').textContent).toContain('No tienes visitas próximas en tus propiedades.'),
    );
    expect(card('Solicitudes recientes').textContent).toContain(
      'Aún no has recibido solicitudes para tus propiedades.',
    );
    expect(screen.getByRole('link', { name: 'Revisar solicitudes' }).getAttribute('href')).toBe(
      '/dashboard/landlord-applications',
    );
    expect(result.fetch.calls.some((c) => c.startsWith('GET /favorites/'))).toBe(false);
  });

  it("shows a tenant's empty states", async () => {
    renderScreen('/dashboard', {
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage([]) },
        'GET /favorites/': { body: [] },
        'GET /property-requests/my_requests/': { body: [] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenido/a, Lucía' }, { timeout: 5000 });
    await waitFor(() =>
      expect(card('Mis solicitudes').textContent).toContain('Todavía no has enviado ninguna solicitud.'),
    );
    expect(card('Próximas citas').textContent).toContain('No tienes citas próximas.');
  });

  it('shows skeletons while loading', async () => {
    renderScreen('/dashboard', {
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage([]), delayMs: Number.POSITIVE_INFINITY },
        'GET /favorites/': { body: [], delayMs: Number.POSITIVE_INFINITY },
        'GET /property-requests/my_requests/': { body: [], delayMs: Number.POSITIVE_INFINITY },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenido/a, Lucía' }, { timeout: 5000 });
    expect(screen.getByRole('status', { name: 'Cargando citas...' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando solicitudes...' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    expect(screen.queryAllByTestId('stat-value')).toHaveLength(0);
  });

  it("toasts 'Error al cargar los datos' once when loads fail", async () => {
    renderScreen('/dashboard', {
      user: tenant,
      routes: {
        'GET /appointments/': { status: 500, body: { detail: 'boom' } },
        'GET /favorites/': { status: 500, body: { detail: 'boom' } },
        'GET /property-requests/my_requests/': { body: [] },
      },
    });
    expect(await screen.findByText('Error al cargar los datos', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('stat-value').map((el) => el.textContent)).toEqual(['—', '—', '—']),
    );
    // One toast, plus the inline text in the appointments card.
    expect(screen.getAllByText('Error al cargar los datos')).toHaveLength(2);
  });
  it('speaks English to a tenant: figures, next visits, applications, dates', async () => {
    const appointments = [
      makeAppointment({
        id: 1,
        date: `${FUTURE}5`,
        time: '10:00',
        status: 'confirmada',
        property_title: 'Flat A',
      }),
      makeAppointment({
        id: 2,
        date: `${FUTURE}2`,
        time: '09:30',
        status: 'pendiente',
        property_title: 'Flat B',
      }),
    ];
    const applications = [1, 2].map((id) =>
      makePropertyRequest({
        id,
        property_title: `Flat ${id}`,
        created_at: `2026-11-0${id}T10:00:00.000Z`,
        status: id === 2 ? 'aceptada' : 'pendiente',
      }),
    );
    const result = renderScreen('/dashboard', {
      locale: 'en',
      user: tenant,
      routes: {
        'GET /appointments/': { body: makePage(appointments) },
        'GET /favorites/': { body: [makeFavorite({ id: 1 })] },
        'GET /property-requests/my_requests/': { body: applications },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Lucía' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Dashboard · Convive'));
    await waitFor(() => expect(screen.getAllByTestId('stat-value')).toHaveLength(3));
    expect(screen.getAllByTestId('stat-value').map((el) => el.closest('a')?.textContent)).toEqual([
      'Favourites1',
      'Pending visits1',
      'Confirmed visits1',
    ]);
    const upcoming = card('Upcoming visits');
    await waitFor(() => expect(upcoming.textContent).toContain('2 March 2099 at 09:30'));
    await waitFor(() => expect(card('My applications').textContent).toContain('Accepted'));
    expect(screen.getByRole('link', { name: 'Explore properties' })).toBeTruthy();
    expectNoSpanish(result.container, [fullName(tenant), tenant.email, 'Lucía']);
  });

  it('speaks English to a landlord, empty states included', async () => {
    const result = renderScreen('/dashboard', {
      locale: 'en',
      user: landlord,
      routes: {
        'GET /appointments/': { body: makePage([]) },
        'GET /properties/my-properties/': { body: [makeProperty({ id: 1 })] },
        'GET /property-requests/my_property_requests/': { body: [] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Carmen' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'New property' })).toBeTruthy();
    await waitFor(() =>
      expect(card('Upcoming visits').textContent).toContain('No upcoming visits to your properties.'),
    );
    expect(card('Recent applications').textContent).toContain(
      'You have not received any applications for your properties yet.',
    );
    expect(screen.getByRole('link', { name: 'Review applications' })).toBeTruthy();
    expectNoSpanish(result.container, [fullName(landlord), landlord.email]);
  });
});
