import { todayIn } from '@convive/sdk';
import { makeLandlord, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

/** `count` properties answered page by page like the server; every query string is kept in `seen`. */
function pagedRoutes(count: number, seen: string[] = [], delayMs = 0) {
  return {
    'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
      seen.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 9);
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice((page - 1) * size, page * size);
      return {
        delayMs,
        body: makePage(
          ids.map((id) => makeProperty({ id, title: `Propiedad ${id}` })),
          count,
        ),
      };
    },
  };
}

/** A day `years` from today ('YYYY-MM-DD'): a move-in the panel accepts whenever the test runs. */
function yearsAhead(years: number): string {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, 28))).toISOString().slice(0, 10);
}

/** The first render loads the lazy route module, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };
const last = (seen: string[]) => new URLSearchParams(seen.at(-1));
const openFilters = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: /^Mostrar filtros/ }, SLOW));

// Whole-app renders on a shared 2-core machine: more time than the 5 s default.
describe('/properties', { timeout: 20000 }, () => {
  it('shows a spinner, then 9 cards of the first page and the heading', async () => {
    const seen: string[] = [];
    renderScreen('/properties', { routes: pagedRoutes(20, seen, 300) });
    await screen.findByRole('heading', { level: 1, name: 'Propiedades en alquiler' }, SLOW);
    // The live region that says so (the filter panel's price outputs are statuses too).
    expect(screen.getByText('Cargando...').getAttribute('role')).toBe('status');
    expect(
      await screen.findByRole('heading', { name: 'Mostrando 1-9 de 20 propiedades' }, SLOW),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(seen).toEqual(['page=1&page_size=9&status=disponible']);
    expect(screen.getByRole('heading', { level: 1, name: 'Propiedades en alquiler' })).toBeTruthy();
    // Each card is one link, named by its title.
    const details = within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('link');
    expect(details?.getAttribute('href')).toBe('/properties/1');
  });

  it('reads city and max_price from the query string and sends them', async () => {
    const seen: string[] = [];
    renderScreen('/properties?city=Madrid&max_price=800&property_type=piso&bedrooms=2', {
      routes: pagedRoutes(2, seen),
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-2 de 2 propiedades' }, SLOW);
    const sent = last(seen);
    expect(sent.get('city')).toBe('Madrid');
    expect(sent.get('max_price')).toBe('800');
    expect(sent.get('property_type')).toBe('piso');
    expect(sent.get('bedrooms')).toBe('2');
    expect(sent.get('status')).toBe('disponible');
    const header = screen.getByRole('search', { name: 'Buscar propiedades' });
    expect((within(header).getByLabelText('Ubicación') as HTMLInputElement).value).toBe('Madrid');
    expect((within(header).getByLabelText('Precio máximo') as HTMLSelectElement).value).toBe('800');
    expect(screen.getByRole('heading', { level: 1, name: 'Propiedades en Madrid' })).toBeTruthy();
  });

  it('ignores nonsense in the query string', async () => {
    const seen: string[] = [];
    renderScreen('/properties?max_price=barato&bedrooms=cualquiera&page=-2', {
      routes: pagedRoutes(1, seen),
    });
    await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' }, SLOW);
    expect(seen).toEqual(['page=1&page_size=9&status=disponible']);
  });

  it('searches from the header and writes the search into the URL', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties', {
      routes: {
        ...pagedRoutes(3, seen),
        'GET /locations/': { body: [{ kind: 'city', name: 'Sevilla', city: 'Sevilla', count: 3 }] },
      },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-3 de 3 propiedades' }, SLOW);
    const header = screen.getByRole('search', { name: 'Buscar propiedades' });
    await user.type(within(header).getByLabelText('Ubicación'), '  Sevilla ');
    await user.selectOptions(within(header).getByLabelText('Precio máximo'), '1000');
    await user.click(within(header).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(last(seen).get('city')).toBe('Sevilla'));
    expect(last(seen).get('max_price')).toBe('1000');
    expect(result.router.state.location.search).toBe('?city=Sevilla&max_price=1000');
  });

  it('searches the listings’ words when no place starts with the text, and shows them', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties?city=Madrid', {
      routes: { ...pagedRoutes(3, seen), 'GET /locations/': { body: [] } },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-3 de 3 propiedades' }, SLOW);
    const header = screen.getByRole('search', { name: 'Buscar propiedades' });
    const field = within(header).getByLabelText('Ubicación') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'terraza');
    // The list says what Buscar will do with a text that is no place.
    expect(
      await within(header).findByText(
        'Ninguna ciudad ni barrio empieza así: «Buscar» lo busca en los anuncios.',
        {
          selector: 'p',
        },
      ),
    ).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(last(seen).get('search')).toBe('terraza'));
    expect(last(seen).has('city')).toBe(false);
    expect(result.router.state.location.search).toBe('?search=terraza');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados para «terraza»' }, SLOW),
    ).toBeTruthy();
    expect(field.value).toBe('terraza');
  });

  it('suggests places in the header search: a picked one is what Buscar searches', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const asked: string[] = [];
    const result = renderScreen('/properties', {
      routes: {
        ...pagedRoutes(3, seen),
        'GET /locations/': ({ query }: { query: URLSearchParams }) => {
          asked.push(query.get('q') ?? '');
          return {
            body: [
              { kind: 'neighborhood', name: 'Chamberí', city: 'Madrid', count: 1204 },
              { kind: 'city', name: 'Chamartín de la Rosa', city: 'Chamartín de la Rosa', count: 3 },
            ],
          };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-3 de 3 propiedades' }, SLOW);
    const header = screen.getByRole('search', { name: 'Buscar propiedades' });
    const field = within(header).getByRole('combobox', { name: 'Ubicación' }) as HTMLInputElement;
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'cham');
    const listbox = within(header).getByRole('listbox', { name: 'Sugerencias de ubicación', hidden: true });
    await waitFor(() => expect(within(listbox).queryAllByRole('option')).toHaveLength(2));
    expect(asked).toEqual(['cham']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ChamberíBarrio · Madrid1204 propiedades', 'Chamartín de la RosaCiudad3 propiedades']);
    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(field.value).toBe('Chamberí');
    // Picking fills the field; nothing is searched until 'Buscar'.
    expect(result.router.state.location.search).toBe('');
    await user.click(within(header).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(last(seen).get('city')).toBe('Chamberí'));
    expect(result.router.state.location.search).toBe(`?city=${encodeURIComponent('Chamberí')}`);
  });

  it('pages through the results and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties?city=Madrid', { routes: pagedRoutes(20, seen) });
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 20 propiedades' }, SLOW);
    // A link a crawler or a reader without JavaScript follows; a click stays in the app.
    const second = screen.getByRole('link', { name: 'Página 2' });
    expect(second.getAttribute('href')).toBe('/properties?city=Madrid&page=2');
    await user.click(second);
    expect(
      await screen.findByRole('heading', { name: 'Mostrando 10-18 de 20 propiedades' }, SLOW),
    ).toBeTruthy();
    expect(last(seen).get('page')).toBe('2');
    expect(last(seen).get('city')).toBe('Madrid');
    expect(result.router.state.location.search).toBe('?city=Madrid&page=2');
  });

  it('takes the user to the top of the results on another page: focus, and no motion when asked', async () => {
    const scrolled: ScrollIntoViewOptions[] = [];
    const original = Element.prototype.scrollIntoView;
    const originalMatch = window.matchMedia;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object') scrolled.push(options);
    };
    let reduced = false;
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes('reduced-motion') && reduced,
        media: query,
      }) as MediaQueryList) as typeof matchMedia;
    try {
      const user = userEvent.setup();
      renderScreen('/properties?city=Madrid', { routes: pagedRoutes(30) });
      await screen.findByRole('heading', { name: 'Mostrando 1-9 de 30 propiedades' }, SLOW);
      await user.click(screen.getByRole('link', { name: 'Página 2' }));
      const results = document.activeElement as HTMLElement;
      expect(results.getAttribute('tabindex')).toBe('-1');
      expect(
        results.contains(
          await screen.findByRole('heading', { name: 'Mostrando 10-18 de 30 propiedades' }, SLOW),
        ),
      ).toBe(true);
      expect(scrolled.at(-1)).toEqual({ block: 'start', behavior: 'smooth' });
      reduced = true;
      await user.click(screen.getByRole('link', { name: 'Página 3' }));
      expect(scrolled.at(-1)).toEqual({ block: 'start', behavior: 'auto' });
    } finally {
      Element.prototype.scrollIntoView = original;
      window.matchMedia = originalMatch;
    }
  });

  it('sorts by the order chosen, kept in the URL and read back from it', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties?city=Madrid&page=2', { routes: pagedRoutes(20, seen) });
    await screen.findByRole('heading', { name: 'Mostrando 10-18 de 20 propiedades' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Precio: de menor a mayor');
    await waitFor(() => expect(last(seen).get('ordering')).toBe('price'));
    expect(last(seen).get('page')).toBe('1');
    expect(result.router.state.location.search).toBe('?city=Madrid&ordering=price');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('price');
  });

  it('lands on the last page when the URL asks for a page past the end', async () => {
    const result = renderScreen('/properties?page=99', { routes: pagedRoutes(20) });
    expect(
      await screen.findByRole('heading', { name: 'Mostrando 19-20 de 20 propiedades' }, SLOW),
    ).toBeTruthy();
    expect(result.router.state.location.search).toBe('?page=3');
  });

  it('hides the pagination when everything fits on one page', async () => {
    renderScreen('/properties', { routes: pagedRoutes(9) });
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 9 propiedades' }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties?page=2', { routes: pagedRoutes(20, seen) });
    await screen.findByRole('heading', { name: 'Mostrando 10-18 de 20 propiedades' }, SLOW);
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    await user.selectOptions(within(panel).getByLabelText('Habitaciones'), '3');
    await waitFor(() => expect(last(seen).get('bedrooms')).toBe('3'));
    expect(last(seen).get('page')).toBe('1');
    expect(result.router.state.location.search).toBe('?bedrooms=3');
  });

  it('sends the side filters: type, bathrooms, coliving and amenities', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties', { routes: pagedRoutes(2, seen) });
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    await user.selectOptions(within(panel).getByLabelText('Tipo de propiedad'), 'atico');
    await user.selectOptions(within(panel).getByLabelText('Baños'), '2');
    await user.click(within(panel).getByRole('radio', { name: 'Coliving' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Ascensor' }));
    await waitFor(() => expect(last(seen).get('has_elevator')).toBe('true'));
    const sent = last(seen);
    expect(sent.get('property_type')).toBe('atico');
    expect(sent.get('bathrooms')).toBe('2');
    expect(sent.get('coliving')).toBe('coliving');
    expect(result.router.state.location.search).toBe(
      '?property_type=atico&bathrooms=2&coliving=coliving&has_elevator=true',
    );
    expect(screen.getByRole('button', { name: /Ocultar filtros/ }).textContent).toContain('4');
  });

  it('keeps both of two filters changed before the first one’s results arrived', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    // Slow results: the screen still shows the old filters when the second change is made.
    const result = renderScreen('/properties?city=Madrid', { routes: pagedRoutes(2, seen, 400) });
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    // Straight from the DOM, not through act(), which would let each change render before the next.
    const type = within(panel).getByLabelText('Tipo de propiedad') as HTMLSelectElement;
    type.value = 'atico';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    within(panel).getByRole('checkbox', { name: 'Ascensor' }).click();
    await waitFor(() => expect(result.router.state.location.search).toContain('has_elevator=true'));
    expect(result.router.state.location.search).toBe('?city=Madrid&property_type=atico&has_elevator=true');
    await waitFor(() => expect(last(seen).get('has_elevator')).toBe('true'), SLOW);
    expect(last(seen).get('property_type')).toBe('atico');
  });

  it('has a price slider from 0 to 2000 in steps of 50 where 2000 means no maximum', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/properties?max_price=800', { routes: pagedRoutes(2, seen) });
    await openFilters(user);
    const high = screen.getByRole('slider', { name: 'Precio máximo' });
    expect(high.getAttribute('min')).toBe('0');
    expect(high.getAttribute('max')).toBe('2000');
    expect(high.getAttribute('step')).toBe('50');
    expect((high as HTMLInputElement).value).toBe('800');
    expect(high.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('800 €/mes');
    fireEvent.change(high, { target: { value: '2000' } });
    expect(high.getAttribute('aria-valuetext')).toBe('Sin máximo');
    const low = screen.getByRole('slider', { name: 'Precio mínimo' });
    fireEvent.change(low, { target: { value: '300' } });
    await waitFor(() => expect(last(seen).get('min_price')).toBe('300'));
    expect(last(seen).has('max_price')).toBe(false);
  });

  it('checks the sizes: a minimum above the maximum is explained and not searched', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/properties?max_size=80', { routes: pagedRoutes(2, seen) });
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    await user.type(within(panel).getByLabelText('Mínimo'), '120');
    expect(
      await within(panel).findByText('El mínimo no puede ser mayor que el máximo.', {}, SLOW),
    ).toBeTruthy();
    await user.clear(within(panel).getByLabelText('Mínimo'));
    await user.type(within(panel).getByLabelText('Mínimo'), '50');
    await waitFor(() => expect(last(seen).get('min_size')).toBe('50'));
    expect(seen.some((q) => q.includes('min_size=120'))).toBe(false);
  });

  it('shows and hides the filter panel', async () => {
    const user = userEvent.setup();
    renderScreen('/properties', { routes: pagedRoutes(1) });
    const toggle = await screen.findByRole('button', { name: 'Mostrar filtros' }, SLOW);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Filtros' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Filtros' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    expect(screen.queryByRole('region', { name: 'Filtros' })).toBeNull();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Ver resultados' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement?.textContent).toContain('Mostrando 1 de 1 propiedad');
    expect(screen.queryByRole('region', { name: 'Filtros' })).toBeNull();
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    renderScreen('/properties', { routes: pagedRoutes(3) });
    await screen.findByRole('heading', { name: 'Mostrando 1-3 de 3 propiedades' }, SLOW);
    const list = screen.getAllByRole('list').find((el) => el.hasAttribute('data-view'));
    expect(list?.getAttribute('data-view')).toBe('grid');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(list?.getAttribute('data-view')).toBe('list');
  });

  it('says the list could not be loaded and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen('/properties', {
      routes: {
        'GET /properties/all/': () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { detail: 'Error interno.' } }
            : { body: makePage([makeProperty({ title: 'Piso recuperado' })]) };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('No se pudieron cargar las propiedades');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Piso recuperado', {}, SLOW)).toBeTruthy();
  });

  it('shows a 500 as its error with Reintentar within 3 s, never as "nothing found"', async () => {
    // The app's own query client; the grid (a widget) shows its error at the first failure.
    const queryClient = createQueryClient();
    renderScreen('/properties', {
      queryClient,
      routes: { 'GET /properties/all/': { status: 500, body: { detail: 'Error interno.' } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Propiedades en alquiler' }, SLOW),
    ).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('No se pudieron cargar las propiedades');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('No se encontraron propiedades')).toBeNull();
    queryClient.clear();
  });

  it('says nothing was found and clears the filters', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties?city=Soria&bedrooms=4', {
      routes: {
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
          seen.push(query.toString());
          return { body: makePage(query.has('city') ? [] : [makeProperty()]) };
        },
      },
    });
    expect(await screen.findByText('No se encontraron propiedades', {}, SLOW)).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' }, SLOW);
    expect(result.router.state.location.search).toBe('');
    expect(last(seen).toString()).toBe('page=1&page_size=9&status=disponible');
  });

  it('tells landlords they see every available property; tenants get no note', async () => {
    const first = renderScreen('/properties', { user: makeLandlord(), routes: pagedRoutes(1) });
    expect(
      await screen.findByText('Como propietario, puedes ver todas las propiedades disponibles.', {}, SLOW),
    ).toBeTruthy();
    first.unmount();
    renderScreen('/properties', {
      user: makeUser(),
      routes: { ...pagedRoutes(1), 'GET /favorites/': { body: [] } },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' }, SLOW);
    expect(screen.queryByText('Como propietario, puedes ver todas las propiedades disponibles.')).toBeNull();
  });

  it('opens a card inside the app without reloading', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/properties', {
      routes: { ...pagedRoutes(1), 'GET /properties/:id/': { body: makeProperty({ id: 1 }) } },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' }, SLOW);
    await user.click(within(screen.getByRole('article')).getByRole('link'));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties/1'), SLOW);
  });
});

describe('/properties for a stay', { timeout: 20000 }, () => {
  it('sends the move-in and the length; a length alone waits for a date, and emptying the date clears the stay', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const result = renderScreen('/properties', { routes: pagedRoutes(2, seen) });
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    const stay = within(panel).getByRole('group', { name: 'Estancia' });
    const date = within(stay).getByLabelText('Fecha de entrada') as HTMLInputElement;
    expect(date.type).toBe('date');
    // The field offers from the UTC day (StayFields says why), not Madrid's: they differ at night.
    expect(date.min).toBe(new Date().toISOString().slice(0, 10));
    const length = within(stay).getByRole('combobox', { name: 'Duración' }) as HTMLSelectElement;
    expect([...length.options].map((o) => o.textContent)).toEqual([
      'Cualquiera',
      '1 mes',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24].map((n) => `${n} meses`),
    ]);

    await user.selectOptions(length, '10');
    await waitFor(() => expect(result.router.state.location.search).toBe('?months=10'));
    expect(length.value).toBe('10');
    expect(within(stay).getByText('Elige la fecha de entrada para buscar por duración.')).toBeTruthy();
    expect(seen.some((q) => q.includes('months'))).toBe(false);

    const day = yearsAhead(1);
    fireEvent.change(date, { target: { value: day } });
    await waitFor(() => expect(last(seen).get('move_in')).toBe(day), SLOW);
    expect(last(seen).get('months')).toBe('10');
    expect(last(seen).get('status')).toBe('disponible');
    expect(within(stay).queryByText('Elige la fecha de entrada para buscar por duración.')).toBeNull();
    // One filter, however many keys the stay has.
    expect(screen.getByRole('button', { name: /^Ocultar filtros/ }).textContent).toContain('1');

    fireEvent.change(date, { target: { value: '' } });
    await waitFor(() => expect(result.router.state.location.search).toBe(''), SLOW);
    await waitFor(() => expect(last(seen).has('move_in')).toBe(false));
    expect(last(seen).has('months')).toBe(false);
    expect(length.value).toBe('cualquiera');
  });

  it('says a past move-in by the field and does not search it', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderScreen('/properties', { routes: pagedRoutes(2, seen) });
    await openFilters(user);
    const panel = screen.getByRole('region', { name: 'Filtros' });
    fireEvent.change(within(panel).getByLabelText('Fecha de entrada'), { target: { value: '2020-01-01' } });
    expect(
      await within(panel).findByText('La fecha de entrada no puede ser anterior a hoy.', {}, SLOW),
    ).toBeTruthy();
    expect(seen.some((q) => q.includes('move_in'))).toBe(false);
    const day = yearsAhead(1);
    fireEvent.change(within(panel).getByLabelText('Fecha de entrada'), { target: { value: day } });
    await waitFor(() => expect(last(seen).get('move_in')).toBe(day), SLOW);
    expect(within(panel).queryByText('La fecha de entrada no puede ser anterior a hoy.')).toBeNull();
  });

  it('shows the server’s refusal of the stay by the filter, the page still there', async () => {
    const user = userEvent.setup();
    const day = yearsAhead(5);
    const seen: string[] = [];
    renderScreen(`/properties?move_in=${day}&months=10`, {
      routes: {
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
          seen.push(query.toString());
          return {
            status: 400,
            body: { move_in: ['La fecha de entrada no puede ser dentro de más de 3 años.'] },
          };
        },
      },
    });
    await openFilters(user);
    const stay = within(screen.getByRole('region', { name: 'Filtros' })).getByRole('group', {
      name: 'Estancia',
    });
    expect(
      await within(stay).findByText('La fecha de entrada no puede ser dentro de más de 3 años.', {}, SLOW),
    ).toBeTruthy();
    expect(last(seen).get('move_in')).toBe(day);
    expect((within(stay).getByLabelText('Fecha de entrada') as HTMLInputElement).value).toBe(day);
    expect(screen.getByRole('heading', { level: 1, name: 'Propiedades en alquiler' })).toBeTruthy();
  });
});

describe('/properties in English', { timeout: 20_000 }, () => {
  it('shows the results, the filters and the order in English, with no Spanish left', async () => {
    const results = [makeProperty({ id: 1 }), makeProperty({ id: 2 })];
    const { container } = renderScreen('/properties', {
      locale: 'en',
      routes: { 'GET /properties/all/': { body: makePage(results, 2) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties to rent' }, SLOW)).toBeTruthy();
    await screen.findAllByRole('article', {}, SLOW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Show filters/ }, SLOW));
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('group', { name: 'Rental type' })).toBeTruthy();
    expect(within(panel).getByLabelText('Move-in date')).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Length' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    await expectEnglishScreen(container, [
      results[0]?.title ?? '',
      results[0]?.city ?? '',
      results[0]?.neighborhood ?? '',
    ]);
  });
});
