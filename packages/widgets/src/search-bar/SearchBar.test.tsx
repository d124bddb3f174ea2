import { type LocationSuggestion, normalizeText, type PropertyFilters, todayIn } from '@convive/sdk';
import type { FixtureAnswer, FixtureRoutes } from '@convive/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('labels every control and offers the spec’s choices', () => {
    renderWithConvive(<SearchBar />);
    expect(screen.getByRole('search', { name: 'Buscar alojamiento' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ubicación' })).toBeTruthy();
    const price = screen.getByRole('combobox', { name: 'Precio máximo' }) as HTMLSelectElement;
    expect([...price.options].map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Cualquiera',
      '300 €',
      '500 €',
      '750 €',
      '1000 €',
      '1500 €',
      '2000 €',
    ]);
    const type = screen.getByRole('combobox', { name: 'Tipo de propiedad' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual([
      'Cualquiera',
      'Apartamento',
      'Casa',
      'Chalet',
      'Piso',
      'Estudio',
      'Ático',
      'Dúplex',
    ]);
    const bedrooms = screen.getByRole('combobox', { name: 'Habitaciones' }) as HTMLSelectElement;
    expect([...bedrooms.options].map((o) => o.textContent)).toEqual(['Cualquiera', '1+', '2+', '3+', '4+']);
  });

  it('maps the controls to filters, trimming the location', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />, { routes: places().routes });
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), '  Madrid  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Precio máximo' }), '750');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de propiedad' }), 'atico');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habitaciones' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        city: 'Madrid',
        max_price: 750,
        property_type: 'atico',
        bedrooms: 2,
      }),
    );
  });

  it('never sends "cualquiera" nor a blank location, and Enter submits', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />);
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), '   {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({});
  });

  it('goes to a partner’s results page with the filters as query parameters', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithConvive(
      <SearchBar resultsUrl="https://agencia.example/buscar?ref=home" navigate={navigate} />,
      {
        routes: places().routes,
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), 'Sevilla');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habitaciones' }), '3');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        'https://agencia.example/buscar?ref=home&city=Sevilla&bedrooms=3',
      ),
    );
  });

  it('starts from initial filters', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const initialFilters: PropertyFilters = { city: 'Bilbao', max_price: 1000, property_type: 'casa' };
    renderWithConvive(<SearchBar initialFilters={initialFilters} onSearch={onSearch} />, {
      routes: places().routes,
    });
    expect((screen.getByRole('combobox', { name: 'Ubicación' }) as HTMLInputElement).value).toBe('Bilbao');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(initialFilters));
  });

  it('searches the listings’ words when no place starts with the text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const navigate = vi.fn();
    const { asked, routes } = places();
    renderWithConvive(<SearchBar onSearch={onSearch} resultsUrl="/properties" navigate={navigate} />, {
      routes,
    });
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), ' terraza {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ search: 'terraza' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/properties?search=terraza');
    expect(asked).toContain('terraza');
  });

  it('searches a place that starts with the text, named as the listings write it when whole', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />, { routes: places().routes });
    const input = screen.getByRole('combobox', { name: 'Ubicación' });
    await user.type(input, 'madr{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ city: 'madr' }));
    await user.clear(input);
    await user.type(input, 'malaga{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ city: 'Málaga' }));
  });

  it('searches the words when the suggestions cannot be asked for', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />, {
      routes: locations(() => ({ status: 500, body: { detail: 'Error' } })).routes,
    });
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), 'Madrid{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ search: 'Madrid' }));
  });

  it('shows the words a results page searched', () => {
    renderWithConvive(<SearchBar initialFilters={{ search: 'terraza' }} />);
    expect((screen.getByRole('combobox', { name: 'Ubicación' }) as HTMLInputElement).value).toBe('terraza');
  });

  it('speaks the locale', () => {
    renderWithConvive(<SearchBar />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeTruthy();
  });
});

/** A day `years` from today ('YYYY-MM-DD'): a move-in the bar accepts whenever the test runs. */
function yearsAhead(years: number): string {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, 28))).toISOString().slice(0, 10);
}

describe('SearchBar with the stay', () => {
  const moveIn = () => screen.getByLabelText('Entrada') as HTMLInputElement;
  const length = () => screen.getByRole('combobox', { name: 'Duración' }) as HTMLSelectElement;

  it('keeps its four fields unless asked, and then searches no stay it does not show', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(
      <SearchBar
        initialFilters={{ max_price: 750, move_in: yearsAhead(1), months: 6 }}
        onSearch={onSearch}
      />,
    );
    expect(screen.queryByLabelText('Entrada')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Duración' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ max_price: 750 }));
  });

  it('labels a native date from today and the lengths, named as the results page reads them', () => {
    renderWithConvive(<SearchBar stay />);
    expect(moveIn().type).toBe('date');
    expect(moveIn().name).toBe('move_in');
    expect(moveIn().min).toBe(todayIn());
    expect(length().name).toBe('months');
    expect([...length().options].map((o) => o.textContent)).toEqual([
      'Cualquiera',
      '1 mes',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24].map((n) => `${n} meses`),
    ]);
  });

  it('emits the move-in and the length, and hands them to the results page', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const navigate = vi.fn();
    const day = yearsAhead(1);
    renderWithConvive(
      <SearchBar stay onSearch={onSearch} resultsUrl="https://agencia.example/buscar" navigate={navigate} />,
    );
    fireEvent.change(moveIn(), { target: { value: day } });
    await user.selectOptions(length(), '10');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ move_in: day, months: 10 }));
    expect(navigate).toHaveBeenCalledWith(`https://agencia.example/buscar?move_in=${day}&months=10`);
  });

  it('does not send a length without a move-in, and says why', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar stay onSearch={onSearch} />);
    await user.selectOptions(length(), '12');
    const hint = screen.getByText('Elige la fecha de entrada para buscar por duración.');
    expect(length().getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({}));
  });

  it('clears the length with the move-in, and starts from the stay searched', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const day = yearsAhead(2);
    renderWithConvive(<SearchBar stay initialFilters={{ move_in: day, months: 18 }} onSearch={onSearch} />);
    expect(moveIn().value).toBe(day);
    expect(length().value).toBe('18');
    fireEvent.change(moveIn(), { target: { value: '' } });
    expect(length().value).toBe('cualquiera');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({}));
  });

  it('is reached with the keyboard after the bedrooms, and Enter in the date searches', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar stay onSearch={onSearch} />);
    screen.getByRole('combobox', { name: 'Habitaciones' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(moveIn());
    await user.tab();
    expect(document.activeElement).toBe(length());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar' }));
    moveIn().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  });

  it('speaks the locale', () => {
    renderWithConvive(<SearchBar stay />, { locale: 'en' });
    expect(screen.getByLabelText('Move-in')).toBeTruthy();
    const months = screen.getByRole('combobox', { name: 'Length' }) as HTMLSelectElement;
    expect([...months.options].slice(0, 3).map((o) => o.textContent)).toEqual(['Any', '1 month', '2 months']);
  });

  it('has no violations axe can find', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar stay />);
    await user.selectOptions(length(), '3');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('SearchBar accessibility', () => {
  it('has no violations axe can find', async () => {
    renderWithConvive(<SearchBar />);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

const MADRID: LocationSuggestion = { kind: 'city', name: 'Madrid', city: 'Madrid', count: 14998 };
const MALAGA: LocationSuggestion = { kind: 'city', name: 'Málaga', city: 'Málaga', count: 4596 };
const SALAMANCA: LocationSuggestion = { kind: 'neighborhood', name: 'Salamanca', city: 'Madrid', count: 1 };

/** The fake API's autocomplete: `answer` per text, and every text asked for. */
function locations(answer: (q: string) => FixtureAnswer = () => ({ body: [MADRID, MALAGA, SALAMANCA] })) {
  const asked: string[] = [];
  const routes: FixtureRoutes = {
    'GET /locations/': ({ query }) => {
      const q = query.get('q') ?? '';
      asked.push(q);
      return answer(q);
    },
  };
  return { asked, routes };
}

const PLACES: LocationSuggestion[] = [
  MADRID,
  MALAGA,
  SALAMANCA,
  { kind: 'city', name: 'Sevilla', city: 'Sevilla', count: 12 },
  { kind: 'city', name: 'Bilbao', city: 'Bilbao', count: 3 },
];

/** The autocomplete as the API answers it: the places whose name starts with the text. */
function places() {
  const fold = (text: string) => normalizeText(text).trim();
  return locations((q) => ({ body: PLACES.filter((place) => fold(place.name).startsWith(fold(q))) }));
}

const field = () => screen.getByRole('combobox', { name: 'Ubicación' }) as HTMLInputElement;
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchBar location suggestions', () => {
  it('is a combobox whose list the screen reader can follow', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar />, { routes: locations().routes });
    const input = field();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.getAttribute('aria-label')).toBe('Sugerencias de ubicación');

    await user.type(input, 'ma');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(options().map((o) => o.textContent)).toEqual([
      'MadridCiudad14.998 propiedades',
      'MálagaCiudad4596 propiedades',
      'SalamancaBarrio · Madrid1 propiedad',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      '3 sugerencias. Usa las flechas arriba y abajo para elegir una.',
    );

    await user.keyboard('{ArrowDown}');
    const first = options()[0] as HTMLElement;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(options()[1]?.getAttribute('aria-selected')).toBe('false');
    // The field keeps the focus (the list has only the visual focus).
    expect(document.activeElement).toBe(input);
  });

  it('moves with the arrows, Home and End, and Enter picks without searching', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />, { routes: locations().routes });
    await user.type(field(), 'ma');
    await waitFor(() => expect(options()).toHaveLength(3));
    const active = () =>
      document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toMatch(/^Málaga/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toMatch(/^Madrid/); // wraps round
    await user.keyboard('{ArrowUp}');
    expect(active()).toMatch(/^Salamanca/);
    await user.keyboard('{Home}');
    expect(active()).toMatch(/^Madrid/);
    await user.keyboard('{End}');
    expect(active()).toMatch(/^Salamanca/);

    await user.keyboard('{Enter}');
    expect(field().value).toBe('Salamanca');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(onSearch).not.toHaveBeenCalled();
    // The next Enter searches the picked place.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ city: 'Salamanca' }));
  });

  it('closes on Escape and opens again on ArrowDown', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar />, { routes: locations().routes });
    await user.type(field(), 'ma');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(options()).toHaveLength(0);
    expect(field().value).toBe('ma');
    await user.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent).toMatch(
      /^Madrid/,
    );
  });

  it('keeps a text it started with closed until a key, and closes when the focus leaves', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar initialFilters={{ city: 'Madrid' }} />, { routes: locations().routes });
    await user.click(field());
    // Waited inside act: the suggestions' pause ends in a state update.
    await act(() => sleep(250));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('picks a suggestion with the mouse, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />, { routes: locations().routes });
    await user.type(field(), 'ma');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.hover(options()[1] as HTMLElement);
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    await user.click(options()[1] as HTMLElement);
    expect(field().value).toBe('Málaga');
    expect(document.activeElement).toBe(field());
    expect(options()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ city: 'Málaga' }));
  });

  it('asks nothing under two letters and once per pause in the typing', async () => {
    const user = userEvent.setup();
    const { asked, routes } = locations();
    renderWithConvive(<SearchBar />, { routes });
    await user.type(field(), 'm');
    await sleep(250);
    expect(asked).toEqual([]);
    await user.type(field(), 'adr');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(asked).toEqual(['madr']);
  });

  it('shows only the answer to the latest text, dropping an older one that arrives late', async () => {
    const user = userEvent.setup();
    const { asked, routes } = locations((q) =>
      q === 'ma' ? { body: [MADRID, MALAGA], delayMs: 400 } : { body: [MALAGA] },
    );
    renderWithConvive(<SearchBar />, { routes });
    await user.type(field(), 'ma');
    await sleep(200); // 'ma' has been asked for; its answer is slow
    await user.type(field(), 'l');
    await waitFor(() =>
      expect(options().map((o) => o.textContent)).toEqual(['MálagaCiudad4596 propiedades']),
    );
    await sleep(400); // the answer to 'ma' has come and gone
    expect(asked).toEqual(['ma', 'mal']);
    expect(options().map((o) => o.textContent)).toEqual(['MálagaCiudad4596 propiedades']);
  });

  it('says when nothing starts like the text, and when the suggestions fail', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar />, {
      routes: locations((q) => (q === 'zz' ? { body: [] } : { status: 500, body: { detail: 'Error' } }))
        .routes,
    });
    await user.type(field(), 'zz');
    // The bar searches such a text as words: the message says so.
    expect(
      await screen.findByText('Ninguna ciudad ni barrio empieza así: «Buscar» lo busca en los anuncios.', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await user.clear(field());
    await user.type(field(), 'xy');
    expect(await screen.findByText('No se pudieron cargar las sugerencias.', { selector: 'p' })).toBeTruthy();
    expect(options()).toHaveLength(0);
    // The text can still be searched.
    expect(field().value).toBe('xy');
  });

  it('has no violations axe can find with the list open', async () => {
    const user = userEvent.setup();
    renderWithConvive(<SearchBar />, { routes: locations().routes });
    await user.type(field(), 'ma');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
