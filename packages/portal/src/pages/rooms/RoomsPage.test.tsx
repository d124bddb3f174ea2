import { todayIn } from '@convive/sdk';
import { makePage, makeRoom } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

/** The first render loads the lazy route module, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

/**
 * `count` rooms (odd ids available, even ids occupied; the home of ids 1, 5, 9… featured) answered
 * page by page like the server.
 */
function pagedRooms(count: number, seen: string[] = [], delayMs = 0) {
  return {
    'GET /rooms/': ({ query }: { query: URLSearchParams }) => {
      seen.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 12);
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice((page - 1) * size, page * size);
      return {
        delayMs,
        body: makePage(
          ids.map((id) =>
            makeRoom({
              id,
              title: `Habitación ${id}`,
              status: id % 2 === 1 ? 'available' : 'occupied',
              is_featured: id % 4 === 1,
            }),
          ),
          count,
        ),
      };
    },
  };
}

const last = (seen: string[]) => new URLSearchParams(seen.at(-1));

/** A day `years` from today ('YYYY-MM-DD'): a move-in the panel accepts whenever the test runs. */
function yearsAhead(years: number): string {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, 28))).toISOString().slice(0, 10);
}
const openFilters = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /^Mostrar filtros/ }, SLOW));
  return screen.getByRole('region', { name: 'Filtros' });
};

// Whole-app renders on a shared 2-core machine: more time than the 5 s default.
describe('/rooms', { timeout: 20000 }, () => {
  it('shows a spinner, then 12 rooms with the X-Y de N counter', async () => {
    const seen: string[] = [];
    renderScreen('/rooms', { routes: pagedRooms(30, seen, 300) });
    await screen.findByRole('heading', { level: 1, name: 'Habitaciones en coliving' }, SLOW);
    // The live region that says so (the filter panel's price outputs are statuses too).
    expect(screen.getByText('Cargando...').getAttribute('role')).toBe('status');
    expect(await screen.findByText('1-12 de 30', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(seen).toEqual(['page=1&page_size=12']);
  });

  it("marks only featured available rooms 'Destacada' and links each card to /rooms/{id}", async () => {
    renderScreen('/rooms', { routes: pagedRooms(3) });
    await screen.findByText('1-3 de 3', {}, SLOW);
    const [available, occupied, plain] = screen.getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(available).getByText('Destacada')).toBeTruthy();
    // Available too, but its home is not featured.
    expect(within(plain).queryByText('Destacada')).toBeNull();
    expect(within(plain).getByText('Disponible')).toBeTruthy();
    expect(within(occupied).queryByText('Destacada')).toBeNull();
    expect(within(occupied).getByText('Ocupada')).toBeTruthy();
    expect(within(available).getByRole('link').getAttribute('href')).toBe('/rooms/1');
  });

  it('reads the filters from the query string', async () => {
    const seen: string[] = [];
    renderScreen('/rooms?city=Madrid&has_desk=true&status=available&min_size=9', {
      routes: pagedRooms(1, seen),
    });
    await screen.findByText('1 de 1', {}, SLOW);
    const sent = last(seen);
    expect(sent.get('city')).toBe('Madrid');
    expect(sent.get('has_desk')).toBe('true');
    expect(sent.get('status')).toBe('available');
    expect(sent.get('min_size')).toBe('9');
  });

  it('filters by status and amenities, back on page 1, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms?page=2', { routes: pagedRooms(30, seen) });
    await screen.findByText('13-24 de 30', {}, SLOW);
    const panel = await openFilters(user);
    await user.selectOptions(within(panel).getByLabelText('Estado'), 'available');
    await user.click(within(panel).getByRole('checkbox', { name: 'Baño privado' }));
    await waitFor(() => expect(last(seen).get('has_private_bathroom')).toBe('true'));
    expect(last(seen).get('status')).toBe('available');
    expect(last(seen).get('page')).toBe('1');
    expect(result.router.state.location.search).toBe('?status=available&has_private_bathroom=true');
  });

  it('keeps both of two filters changed before the first one’s results arrived', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms?city=Madrid', { routes: pagedRooms(30, seen, 400) });
    const panel = await openFilters(user);
    // Straight from the DOM, not through act(), which would let each change render before the next.
    const status = within(panel).getByLabelText('Estado') as HTMLSelectElement;
    status.value = 'available';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    within(panel).getByRole('checkbox', { name: 'Baño privado' }).click();
    await waitFor(() => expect(result.router.state.location.search).toContain('has_private_bathroom=true'));
    expect(result.router.state.location.search).toBe(
      '?status=available&city=Madrid&has_private_bathroom=true',
    );
  });

  it('sorts by the order chosen, back on page 1, kept in the URL and not counted as a filter', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms?page=2', { routes: pagedRooms(30, seen) });
    await screen.findByText('13-24 de 30', {}, SLOW);
    const sort = screen.getByLabelText('Ordenar por') as HTMLSelectElement;
    expect(sort.value).toBe('-created_at');
    await user.selectOptions(sort, 'Tamaño: de mayor a menor');
    await waitFor(() => expect(last(seen).get('ordering')).toBe('-size'));
    expect(last(seen).get('page')).toBe('1');
    expect(result.router.state.location.search).toBe('?ordering=-size');
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
  });

  it('filters by city after a pause in typing', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/rooms', { routes: pagedRooms(3, seen) });
    const panel = await openFilters(user);
    await user.type(within(panel).getByLabelText('Ciudad'), ' Sevilla ');
    await waitFor(() => expect(last(seen).get('city')).toBe('Sevilla'));
    expect(seen.filter((q) => q.includes('city='))).toHaveLength(1);
  });

  it('suggests places for the city, without property counts, and filters by the picked one', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/rooms', {
      routes: {
        ...pagedRooms(3, seen),
        'GET /locations/': {
          body: [
            { kind: 'city', name: 'Sevilla', city: 'Sevilla', count: 40 },
            { kind: 'neighborhood', name: 'Sevilla la Nueva', city: 'Madrid', count: 2 },
          ],
        },
      },
    });
    const panel = await openFilters(user);
    const field = within(panel).getByRole('combobox', { name: 'Ciudad' }) as HTMLInputElement;
    await user.type(field, 'sev');
    const listbox = within(panel).getByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(listbox).queryAllByRole('option')).toHaveLength(2));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SevillaCiudad', 'Sevilla la NuevaBarrio · Madrid']);
    await user.click(within(listbox).getAllByRole('option')[1] as HTMLElement);
    expect(field.value).toBe('Sevilla la Nueva');
    await waitFor(() => expect(last(seen).get('city')).toBe('Sevilla la Nueva'));
  });

  it('sends the price range (0–1500, step 25) only when it is narrowed', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/rooms', { routes: pagedRooms(3, seen) });
    const panel = await openFilters(user);
    const high = within(panel).getByRole('slider', { name: 'Precio máximo' });
    expect(high.getAttribute('max')).toBe('1500');
    expect(high.getAttribute('step')).toBe('25');
    fireEvent.change(high, { target: { value: '600' } });
    expect(high.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('600 €/mes');
    await waitFor(() => expect(last(seen).get('max_price')).toBe('600'));
    expect(last(seen).get('min_price')).toBe('0');
    fireEvent.change(high, { target: { value: '1500' } });
    await waitFor(() => expect(last(seen).has('max_price')).toBe(false));
    expect(last(seen).has('min_price')).toBe(false);
  });

  it('pages through the rooms', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms', { routes: pagedRooms(30, seen) });
    await screen.findByText('1-12 de 30', {}, SLOW);
    const next = screen.getByRole('link', { name: 'Siguiente' });
    expect(next.getAttribute('href')).toBe('/rooms?page=2');
    await user.click(next);
    expect(await screen.findByText('13-24 de 30', {}, SLOW)).toBeTruthy();
    expect(last(seen).get('page')).toBe('2');
    expect(result.router.state.location.search).toBe('?page=2');
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    renderScreen('/rooms', { routes: pagedRooms(2) });
    await screen.findByText('1-2 de 2', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    const list = screen.getAllByRole('list').find((el) => el.hasAttribute('data-view'));
    expect(list?.getAttribute('data-view')).toBe('list');
    expect(screen.getByRole('button', { name: 'Cuadrícula' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("says the rooms could not be loaded, with 'Reintentar'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen('/rooms', {
      routes: {
        'GET /rooms/': () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: { detail: 'No disponible.' } }
            : { body: makePage([makeRoom({ title: 'Habitación recuperada' })]) };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Error al cargar las habitaciones. Por favor, intenta de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Habitación recuperada', {}, SLOW)).toBeTruthy();
  });

  it("offers 'Limpiar filtros' when nothing is found", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms?has_balcony=true&status=reserved', {
      routes: {
        'GET /rooms/': ({ query }: { query: URLSearchParams }) => {
          seen.push(query.toString());
          return { body: makePage(query.has('status') ? [] : [makeRoom()]) };
        },
      },
    });
    expect(await screen.findByText('No se encontraron habitaciones', {}, SLOW)).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    await screen.findByText('1 de 1', {}, SLOW);
    expect(result.router.state.location.search).toBe('');
    expect(last(seen).toString()).toBe('page=1&page_size=12');
  });
});

describe('/rooms for a stay', { timeout: 20000 }, () => {
  it('sends the move-in and the length to GET /rooms/, the length only with a date', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/rooms?status=available', { routes: pagedRooms(3, seen) });
    const panel = await openFilters(user);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Duración' }), '6');
    await waitFor(() => expect(result.router.state.location.search).toBe('?status=available&months=6'));
    expect(within(panel).getByText('Elige la fecha de entrada para buscar por duración.')).toBeTruthy();
    expect(seen.some((q) => q.includes('months'))).toBe(false);
    const day = yearsAhead(1);
    fireEvent.change(within(panel).getByLabelText('Fecha de entrada'), { target: { value: day } });
    await waitFor(() => expect(last(seen).get('move_in')).toBe(day), SLOW);
    expect(last(seen).get('months')).toBe('6');
    expect(last(seen).get('status')).toBe('available');
    expect(result.router.state.location.search).toBe(`?status=available&months=6&move_in=${day}`);
  });

  it('shows the server’s refusal of the stay by the filter, the page still there', async () => {
    const user = userEvent.setup();
    const day = yearsAhead(1);
    renderScreen(`/rooms?move_in=${day}&months=24`, {
      routes: {
        'GET /rooms/': {
          status: 400,
          body: { move_out: ['Esta habitación se alquila como máximo 12 meses.'] },
        },
      },
    });
    const panel = await openFilters(user);
    expect(
      await within(panel).findByText('Esta habitación se alquila como máximo 12 meses.', {}, SLOW),
    ).toBeTruthy();
    expect((within(panel).getByRole('combobox', { name: 'Duración' }) as HTMLSelectElement).value).toBe('24');
    expect(screen.getByRole('heading', { level: 1, name: 'Habitaciones en coliving' })).toBeTruthy();
  });
});

describe('/rooms in English', { timeout: 20_000 }, () => {
  it('shows the rooms and the filters in English, with no Spanish left', async () => {
    const results = [makeRoom({ id: 1, title: 'Bright room' }), makeRoom({ id: 2, title: 'Quiet room' })];
    const { container } = renderScreen('/rooms', {
      locale: 'en',
      routes: { 'GET /rooms/': { body: makePage(results, 2) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coliving rooms' }, SLOW)).toBeTruthy();
    await screen.findAllByRole('article', {}, SLOW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Show filters/ }, SLOW));
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('group', { name: 'Amenities' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Stay' })).toBeTruthy();
    await expectEnglishScreen(container, [
      results[0]?.coliving_property_title ?? '',
      results[0]?.city ?? '',
      results[0]?.neighborhood ?? '',
    ]);
  });
});
