import { makePage, makeRoom } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { RoomGrid } from './RoomGrid';

function pagedRooms(count: number, seen: string[] = []) {
  return {
    'GET /rooms/': ({ query }: { query: URLSearchParams }) => {
      seen.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 12);
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice((page - 1) * size, page * size);
      return {
        body: makePage(
          ids.map((id) => makeRoom({ id, title: `Habitación ${id}` })),
          count,
        ),
      };
    },
  };
}

describe('RoomGrid', () => {
  it('shows 12 rooms per page with an X-Y de N counter', async () => {
    const seen: string[] = [];
    renderWithConvive(<RoomGrid filters={{ city: 'Madrid' }} />, { routes: pagedRooms(30, seen) });
    expect(await screen.findByText('1-12 de 30')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(seen).toEqual(['city=Madrid&page=1&page_size=12']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('25-30 de 30')).toBeTruthy();
  });

  it('marks only featured available rooms Destacada and shows status, price, size, property and link', async () => {
    renderWithConvive(<RoomGrid />, {
      routes: {
        'GET /rooms/': {
          body: makePage([
            makeRoom({
              id: 1,
              title: 'Libre',
              status: 'available',
              price_monthly: 480,
              size_sqm: 12.5,
              is_featured: true,
            }),
            makeRoom({ id: 2, title: 'Ocupada ya', status: 'occupied', is_featured: true }),
            makeRoom({ id: 3, title: 'Rara', status: 'en_obras' }),
            makeRoom({ id: 4, title: 'Libre sin destacar', status: 'available' }),
          ]),
        },
      },
    });
    const [free, taken, odd, plain] = await screen.findAllByRole('article');
    // Available but its home is not featured: the status alone.
    expect(within(plain as HTMLElement).queryByText('Destacada')).toBeNull();
    expect(within(plain as HTMLElement).getByText('Disponible')).toBeTruthy();
    const freeScope = within(free as HTMLElement);
    expect(freeScope.getByText('Destacada')).toBeTruthy();
    expect(freeScope.getByText('Disponible')).toBeTruthy();
    expect(freeScope.getByText('480 €/mes')).toBeTruthy();
    expect(freeScope.getByText('12,5 m²')).toBeTruthy();
    expect(freeScope.getByText('Coliving luminoso en Malasaña · Madrid')).toBeTruthy();
    // The whole card opens the room through its title's link, its only one.
    expect(freeScope.getAllByRole('link')).toHaveLength(1);
    expect(freeScope.getByRole('link', { name: 'Libre' }).getAttribute('href')).toBe('/rooms/1');
    expect(freeScope.queryByRole('link', { name: 'Ver habitación' })).toBeNull();
    expect(free?.querySelector('[part="button"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(taken as HTMLElement).queryByText('Destacada')).toBeNull();
    expect(within(taken as HTMLElement).getByText('Ocupada')).toBeTruthy();
    expect(
      within(odd as HTMLElement)
        .getByText('en_obras')
        .getAttribute('data-tone'),
    ).toBe('plain');
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    const onPageChange = vi.fn();
    renderWithConvive(<RoomGrid page={5} onPageChange={onPageChange} />, {
      routes: { 'GET /rooms/': { body: makePage([], 30) } },
    });
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(3));
  });

  it('offers Limpiar filtros when empty', async () => {
    const onClearFilters = vi.fn();
    renderWithConvive(<RoomGrid onClearFilters={onClearFilters} />, {
      routes: { 'GET /rooms/': { body: makePage([]) } },
    });
    expect(await screen.findByText('No se encontraron habitaciones')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('says the load failed and retries', async () => {
    let fail = true;
    renderWithConvive(<RoomGrid />, {
      routes: {
        'GET /rooms/': () =>
          fail ? { status: 500, body: { detail: 'x' } } : { body: makePage([makeRoom()]) },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1 de 1')).toBeTruthy();
  });
});
