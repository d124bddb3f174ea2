import { type FixtureRoutes, makeLandlord, makeProperty, makeRoom } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord();
const LOAD = { timeout: 5000 };

const malasana = makeProperty();
const gracia = makeProperty({ id: 20, title: 'Coliving en Gràcia', city: 'Barcelona' });
const a1 = makeRoom();
const b2 = makeRoom({
  id: 101,
  room_number: 'B2',
  title: 'Habitación interior tranquila',
  description: '',
  status: 'occupied',
  has_balcony: false,
  has_desk: false,
  has_private_bathroom: true,
  is_furnished: false,
});
const c3 = makeRoom({
  id: 102,
  coliving_property: 20,
  coliving_property_title: 'Coliving en Gràcia',
  room_number: 'C3',
  title: 'Suite con baño',
  status: 'maintenance',
});

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => card.querySelector('h2')?.textContent);

function render(routes: FixtureRoutes) {
  return renderScreen('/dashboard/rooms', { user: landlord, routes });
}

describe('Gestión de habitaciones', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    render({
      'GET /rooms/my-rooms/': { body: [], delayMs: Number.POSITIVE_INFINITY },
      'GET /properties/my-properties/': { body: [malasana] },
    });
    expect(await screen.findByRole('status', { name: 'Cargando tus habitaciones...' }, LOAD)).toBeTruthy();
  });

  it('shows each room with its property, number, price, size and features', async () => {
    const result = render({
      'GET /rooms/my-rooms/': { body: [a1, b2] },
      'GET /properties/my-properties/': { body: [malasana] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: a1.title }, LOAD)).toBeTruthy();
    expect(result.fetch.calls).toContain('GET /rooms/my-rooms/');
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(first.textContent).toContain('Coliving luminoso en Malasaña · Habitación A1');
    expect(first.textContent).toContain('520');
    expect(first.textContent).toContain('14 m²');
    expect(first.textContent).toContain('Disponible');
    const features = within(first).getByRole('list', { name: 'Características' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Balcón', 'Escritorio', 'Amueblada']);
    expect(second.textContent).toContain('Sin descripción disponible');
    expect(second.textContent).toContain('Baño privado');
    expect(within(first).getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/rooms/100');
    expect(within(first).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/dashboard/rooms/100/edit',
    );
    expect(screen.getByRole('link', { name: 'Nueva habitación' }).getAttribute('href')).toBe(
      '/dashboard/rooms/new',
    );
  });

  it('searches by title, property title and room number and filters by property and status', async () => {
    const user = userEvent.setup();
    render({
      'GET /rooms/my-rooms/': { body: [a1, b2, c3] },
      'GET /properties/my-properties/': { body: [malasana, gracia] },
    });
    const search = await screen.findByRole('searchbox', { name: 'Buscar habitaciones' }, LOAD);
    await user.type(search, 'b2');
    expect(titles()).toEqual([b2.title]);
    await user.clear(search);
    await user.type(search, 'gracia');
    expect(titles()).toEqual([c3.title]);
    await user.clear(search);
    await user.type(search, 'interior');
    expect(titles()).toEqual([b2.title]);
    await user.clear(search);

    const property = screen.getByRole('combobox', { name: 'Propiedad' });
    expect(property).toHaveProperty('value', '');
    await user.selectOptions(property, '10');
    expect(titles()).toEqual([a1.title, b2.title]);
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Disponible', 'Ocupada', 'Mantenimiento', 'Reservada']);
    await user.selectOptions(status, 'occupied');
    expect(titles()).toEqual([b2.title]);
    await user.selectOptions(status, 'reserved');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No se encontraron habitaciones')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(cards()).toHaveLength(3);
  });

  it('changes a room’s status', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const result = render({
      'GET /rooms/my-rooms/': { body: [a1] },
      'GET /properties/my-properties/': { body: [malasana] },
      'POST /rooms/:id/change-status/': (req) => {
        body = req.body;
        return { body: { ...a1, status: 'reserved' } };
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Cambiar estado' }, LOAD);
    await user.selectOptions(select, 'reserved');
    expect(await screen.findByText('Estado actualizado')).toBeTruthy();
    expect(result.fetch.calls).toContain('POST /rooms/100/change-status/');
    expect(body).toEqual({ status: 'reserved' });
    await waitFor(() => expect(cards()[0]?.textContent).toContain('Reservada'));
  });

  it('keeps the status and says so when the change fails', async () => {
    const user = userEvent.setup();
    render({
      'GET /rooms/my-rooms/': { body: [a1] },
      'GET /properties/my-properties/': { body: [malasana] },
      'POST /rooms/:id/change-status/': { status: 500, body: { detail: 'boom' } },
    });
    const select = await screen.findByRole('combobox', { name: 'Cambiar estado' }, LOAD);
    await user.selectOptions(select, 'maintenance');
    expect(await screen.findByText('No se pudo cambiar el estado de la habitación')).toBeTruthy();
    expect(select).toHaveProperty('value', 'available');
  });

  it('deletes a room after the confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const result = render({
      'GET /rooms/my-rooms/': () => ({ body: deleted ? [a1] : [a1, b2] }),
      'GET /properties/my-properties/': { body: [malasana] },
      'DELETE /rooms/:id/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${b2.title}` }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Estás seguro de que quieres eliminar esta habitación?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Habitación eliminada')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /rooms/101/');
    await waitFor(() => expect(titles()).toEqual([a1.title]));
  });

  it('says when the deletion fails', async () => {
    const user = userEvent.setup();
    render({
      'GET /rooms/my-rooms/': { body: [a1] },
      'GET /properties/my-properties/': { body: [malasana] },
      'DELETE /rooms/:id/': { status: 500, body: { detail: 'boom' } },
    });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${a1.title}` }, LOAD));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar la habitación')).toBeTruthy();
    expect(titles()).toEqual([a1.title]);
  });

  it('explains that rooms need a property when the landlord has none', async () => {
    render({ 'GET /rooms/my-rooms/': { body: [] }, 'GET /properties/my-properties/': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No tienes propiedades' }, LOAD)).toBeTruthy();
    expect(
      screen.getByText('Las habitaciones solo se pueden crear en propiedades de tipo coliving'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
  });

  it('shows the empty state when there are no rooms', async () => {
    render({ 'GET /rooms/my-rooms/': { body: [] }, 'GET /properties/my-properties/': { body: [malasana] } });
    expect(await screen.findByRole('heading', { name: 'No tienes habitaciones' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nueva habitación' }).getAttribute('href')).toBe(
      '/dashboard/rooms/new',
    );
  });

  it('shows the load error and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    render({
      'GET /rooms/my-rooms/': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [a1] };
      },
      'GET /properties/my-properties/': { body: [malasana] },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('No se pudieron cargar tus habitaciones');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: a1.title })).toBeTruthy();
  });
});

/** User content of the fixtures: it stays as the landlord wrote it. */
const FIXTURE_TEXTS = [malasana.title, gracia.title, a1.title, a1.description, b2.title, c3.title];

describe('Room management in English', { timeout: 20_000 }, () => {
  it('shows the rooms, filters, statuses and the delete dialog without a Spanish text', async () => {
    const user = userEvent.setup();
    const english = renderScreen('/dashboard/rooms', {
      locale: 'en',
      user: landlord,
      routes: {
        'GET /rooms/my-rooms/': { body: [a1, b2, c3] },
        'GET /properties/my-properties/': { body: [malasana, gracia] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Room management' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: a1.title })).toBeTruthy();
    const [first, second] = cards();
    if (!first || !second) throw new Error('cards expected');
    expect(first.textContent).toContain(`${malasana.title} · Room A1`);
    expect(within(first).getByRole('list', { name: 'Features' }).textContent).toContain('Balcony');
    expect(second.textContent).toContain('No description available');
    expect(within(first).getByRole('combobox', { name: 'Change status' })).toHaveProperty(
      'value',
      'available',
    );
    expect(screen.getByText('3 rooms')).toBeTruthy();
    await waitFor(() => expectNoSpanish(english.container, FIXTURE_TEXTS));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'occupied');
    expect(screen.getByText('1 of 3 rooms')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search rooms' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No rooms found' })).toBeTruthy();
    expectNoSpanish(english.container, FIXTURE_TEXTS);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.click(await screen.findByRole('button', { name: `Delete ${b2.title}` }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(dialog.textContent).toContain('Are you sure you want to delete this room?');
    await waitFor(() => expectNoSpanish(dialog, FIXTURE_TEXTS));
  });

  it('shows the empty states in English', async () => {
    const first = renderScreen('/dashboard/rooms', {
      locale: 'en',
      user: landlord,
      routes: {
        'GET /rooms/my-rooms/': { body: [] },
        'GET /properties/my-properties/': { body: [malasana] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'You have no rooms yet' }, LOAD)).toBeTruthy();
    await waitFor(() => expectNoSpanish(first.container));
    first.unmount();
    const second = renderScreen('/dashboard/rooms', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /rooms/my-rooms/': { body: [] }, 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'You have no properties yet' }, LOAD)).toBeTruthy();
    await waitFor(() => expectNoSpanish(second.container));
  });
});
