import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeImage, makeLandlord, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive, WithConvive } from '../test/withConvive';
import { PropertyGrid } from './PropertyGrid';

/** `count` properties with ids 1…count, answered page by page like the server. */
function pagedRoutes(count: number, seen: string[] = []) {
  return {
    'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
      seen.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 9);
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice((page - 1) * size, page * size);
      return {
        body: makePage(
          ids.map((id) => makeProperty({ id, title: `Propiedad ${id}` })),
          count,
        ),
      };
    },
  };
}

const cards = () => screen.getAllByRole('article');

describe('PropertyGrid', () => {
  it('shows a spinner, then the heading and one card per property', async () => {
    renderWithConvive(<PropertyGrid />, { routes: pagedRoutes(20) });
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
    expect(await screen.findByRole('heading', { name: 'Mostrando 1-9 de 20 propiedades' })).toBeTruthy();
    expect(cards()).toHaveLength(9);
  });

  it("loads the first row's photos at once, the first one first, and the rest lazily", async () => {
    const properties = Array.from({ length: 5 }, (_, i) =>
      makeProperty({ id: i + 1, title: `Propiedad ${i + 1}`, images: [makeImage({ id: i + 1 })] }),
    );
    renderWithConvive(<PropertyGrid />, {
      routes: { 'GET /properties/all/': { body: makePage(properties) } },
    });
    await screen.findByRole('heading', { name: /^Mostrando 1-5/ });
    const photos = cards().map((card) => card.querySelector('img'));
    expect(photos.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(photos.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
  });

  it('while loading, keeps the place of a page of cards with placeholders', async () => {
    const { container } = renderWithConvive(<PropertyGrid pageSize={6} />, {
      routes: { 'GET /properties/all/': { delayMs: Number.POSITIVE_INFINITY } },
    });
    const skeleton = container.querySelector('[data-state="skeleton"]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.querySelectorAll('.convive-grid__list > li .convive-card')).toHaveLength(6);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it.each([
    [true, '668px'],
    [false, ''],
  ])("with holdHeight %s, keeps the placeholders' height under fewer cards: %j", async (holdHeight, held) => {
    // A layout for jsdom: the list 100 px from the top of a 768 px viewport, its placeholders
    // 1200 px tall, a card row 300.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.querySelector('[data-state="skeleton"]') ? 1200 : 300;
      return { top: 100, height, bottom: 100 + height } as DOMRect;
    });
    try {
      const { container } = renderWithConvive(<PropertyGrid holdHeight={holdHeight} />, {
        routes: pagedRoutes(1),
      });
      await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' });
      const section = container.querySelector<HTMLElement>('.convive-grid');
      // Down to the viewport's bottom edge: what is under it is not seen.
      expect(section?.style.minHeight).toBe(held);
      fireEvent.click(cards()[0] as HTMLElement);
      expect(section?.style.minHeight).toBe('');
    } finally {
      rect.mockRestore();
    }
  });

  it('sends the filters with the page, always for available properties', async () => {
    const seen: string[] = [];
    renderWithConvive(<PropertyGrid filters={{ city: 'Madrid', bedrooms: 2 }} />, {
      routes: pagedRoutes(3, seen),
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-3 de 3 propiedades' });
    expect(seen).toEqual(['city=Madrid&bedrooms=2&page=1&page_size=9&status=disponible']);
  });

  it('renders the card of spec 01 §2: desde for coliving, at most 2 badges on the image', async () => {
    const property = makeProperty({
      id: 7,
      title: 'Ático con terraza',
      is_featured: true,
      is_coliving: true,
      property_type: 'atico',
      price_per_room: 450,
      neighborhood: 'Ruzafa',
      city: 'Valencia',
      bedrooms: 3,
      bathrooms: 1,
      size: 95,
    });
    renderWithConvive(<PropertyGrid />, {
      routes: { 'GET /properties/all/': { body: makePage([property]) } },
    });
    const card = await screen.findByRole('article');
    const scope = within(card);
    expect(scope.getByRole('heading', { name: 'Ático con terraza' })).toBeTruthy();
    expect(scope.getByText('desde 450 €/mes')).toBeTruthy();
    expect(scope.getByText('Ruzafa, Valencia')).toBeTruthy();
    expect(scope.getByText('3 habitaciones')).toBeTruthy();
    expect(scope.getByText('1 baño')).toBeTruthy();
    expect(scope.getByText('95 m²')).toBeTruthy();
    const onImage = card.querySelector('[data-part="image-badges"]') as HTMLElement;
    expect([...onImage.children].map((b) => b.textContent)).toEqual(['Destacado', 'Coliving']);
    const below = card.querySelector('[data-part="badges"]') as HTMLElement;
    expect(below.textContent).toBe('Ático');
    // The title is the card's link; 'Ver detalles' is only its look (not a second way to the same place).
    expect(scope.getByRole('link', { name: 'Ático con terraza' }).getAttribute('href')).toBe('/properties/7');
    expect(scope.queryByRole('link', { name: 'Ver detalles' })).toBeNull();
    const cta = card.querySelector('[part="button"]') as HTMLElement;
    expect(cta.textContent).toBe('Ver detalles');
    expect(cta.tagName).toBe('SPAN');
    expect(cta.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the monthly price of a traditional rental and fills a custom detail URL', async () => {
    const property = makeProperty({ id: 3, is_coliving: false, is_featured: false, price: 950 });
    renderWithConvive(<PropertyGrid detailUrl="https://agencia.example/pisos/{id}?ref=convive" />, {
      routes: { 'GET /properties/all/': { body: makePage([property]) } },
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('950 €/mes')).toBeTruthy();
    expect(within(card).queryByText(/desde/)).toBeNull();
    expect(card.querySelector('[data-part="badges"]')).toBeNull();
    expect(within(card).getByRole('link', { name: property.title }).getAttribute('href')).toBe(
      'https://agencia.example/pisos/3?ref=convive',
    );
  });

  it.each(['grid', 'list'] as const)(
    'opens the listing from the whole %s card: one link, named by the title; the heart stays a button',
    async (view) => {
      const onHeart = vi.fn();
      const followed: string[] = [];
      // jsdom does not navigate: note which link a click would follow (and stay on the page).
      const onDocumentClick = (event: MouseEvent) => {
        const anchor = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
        if (anchor) followed.push((anchor as HTMLAnchorElement).getAttribute('href') ?? '');
        event.preventDefault();
      };
      document.addEventListener('click', onDocumentClick);
      try {
        const user = userEvent.setup();
        renderWithConvive(
          <PropertyGrid
            view={view}
            renderFavorite={(p) => (
              <button type="button" onClick={() => onHeart(p.id)}>
                Guardar {p.title}
              </button>
            )}
          />,
          { routes: pagedRoutes(2) },
        );
        await screen.findByRole('heading', { name: 'Mostrando 1-2 de 2 propiedades' });
        const [first, second] = cards() as [HTMLElement, HTMLElement];
        expect(first.closest('[data-view]')?.getAttribute('data-view')).toBe(view);
        // One link per card, the title's: its ::after covers the card (the image included).
        const links = within(first).getAllByRole('link');
        expect(links).toHaveLength(1);
        const link = links[0] as HTMLAnchorElement;
        expect(link.getAttribute('href')).toBe('/properties/1');
        expect(link.textContent).toBe('Propiedad 1');
        expect(link.className).toBe('convive-card__link');
        expect(link.closest('[part="title"]')).not.toBeNull();
        expect(within(first).getByRole('img', { name: 'Propiedad 1' }).closest('a')).toBeNull();
        // The heart is its own button, outside the link: its click does not follow the card.
        const heart = within(first).getByRole('button', { name: 'Guardar Propiedad 1' });
        expect(heart.closest('a')).toBeNull();
        await user.click(heart);
        expect(onHeart).toHaveBeenCalledWith(1);
        expect(followed).toEqual([]);
        await user.click(link);
        expect(followed).toEqual(['/properties/1']);
        // Keyboard: the heart, then the card's one stop, then the next card.
        heart.focus();
        await user.tab();
        expect(document.activeElement).toBe(link);
        await user.tab();
        expect(document.activeElement).toBe(
          within(second).getByRole('button', { name: 'Guardar Propiedad 2' }),
        );
        await user.tab();
        expect(document.activeElement).toBe(within(second).getByRole('link', { name: 'Propiedad 2' }));
      } finally {
        document.removeEventListener('click', onDocumentClick);
      }
    },
  );

  it('stretches the title link over the card, the favourite above it', () => {
    // Vitest does not load the CSS: read the file (jsdom lays nothing out, so the geometry is the CSS's).
    const css = readFileSync(join(import.meta.dirname, 'propertyGrid.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.convive-card \{ position: relative;/);
    expect(css).toMatch(
      /\.convive-card__link::after \{ content: ""; position: absolute; z-index: 1; inset: 0;/,
    );
    expect(css).toMatch(/\.convive-card__favorite \{ position: absolute; z-index: 2;/);
  });

  it('uses the main image, then a placeholder when it fails to load', async () => {
    const property = makeProperty({
      title: 'Casa',
      thumbnail: null,
      images: [
        makeImage({ id: 1, order: 0 }),
        makeImage({ id: 2, is_main: true, order: 1, image: 'http://x/main.jpg' }),
      ],
    });
    renderWithConvive(<PropertyGrid />, {
      routes: { 'GET /properties/all/': { body: makePage([property]) } },
    });
    const image = (await screen.findByRole('img', { name: 'Casa' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('http://x/main.jpg');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Casa' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.getAttribute('data-state')).toBe('placeholder');
  });

  it('pages through results with the pagination control', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithConvive(<PropertyGrid />, { routes: pagedRoutes(100, seen) });
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 100 propiedades' });
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: 'Página 12' }));
    expect(await screen.findByRole('heading', { name: 'Mostrando 100 de 100 propiedades' })).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Página 12' }).getAttribute('aria-current')).toBe('page');
    expect(seen.at(-1)).toBe('page=12&page_size=9&status=disponible');
  });

  it('says "más de" when the API stopped counting, and pages on while it has a next page', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    // 1,020 matches, counted up to 1,000: count 1000, count_exact false, next while more.
    const total = 1_020;
    renderWithConvive(<PropertyGrid pageSize={100} />, {
      routes: {
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
          seen.push(query.toString());
          const page = Number(query.get('page') ?? 1);
          const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * 100, page * 100);
          return {
            body: {
              ...makePage(
                ids.map((id) => makeProperty({ id, title: `Propiedad ${id}` })),
                1_000,
              ),
              count_exact: false,
              next: page * 100 < total ? `http://x/api/properties/all/?page=${page + 1}` : null,
            },
          };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-100 de más de 1000 propiedades' });
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    await user.click(within(nav).getByRole('button', { name: 'Página 10' }));
    await screen.findByRole('heading', { name: 'Mostrando 901-1000 de más de 1000 propiedades' });
    // Page 10 of the counted 1,000: the API says more follow, so the pager offers page 11.
    await user.click(screen.getByRole('button', { name: 'Página 11' }));
    await screen.findByRole('heading', { name: /^Mostrando 1001-/ });
    expect(cards()).toHaveLength(20);
    expect(seen.at(-1)).toBe('page=11&page_size=100&status=disponible');
    const next = within(screen.getByRole('navigation', { name: 'Paginación' }))
      .getAllByRole('button')
      .at(-1);
    expect(next?.hasAttribute('disabled')).toBe(true);
  });

  it('keeps the current cards, dimmed and busy, while the next page loads', async () => {
    const user = userEvent.setup();
    renderWithConvive(<PropertyGrid />, {
      routes: {
        'GET /properties/all/': ({ query }) =>
          query.get('page') === '2'
            ? { delayMs: Number.POSITIVE_INFINITY }
            : { body: makePage([makeProperty({ id: 1, title: 'Primera' })], 12) },
      },
    });
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 12 propiedades' });
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('heading', { name: 'Mostrando 1-9 de 12 propiedades' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Primera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    const section = screen.getByRole('heading', { name: /Mostrando/ }).closest('section');
    expect(section?.getAttribute('data-state')).toBe('refreshing');
    expect(section?.getAttribute('aria-busy')).toBe('true');
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    const seen: string[] = [];
    const onPageChange = vi.fn();
    renderWithConvive(<PropertyGrid page={7} onPageChange={onPageChange} />, {
      routes: pagedRoutes(20, seen),
    });
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(3));
    expect(seen[0]).toBe('page=7&page_size=9&status=disponible');
  });

  it('hides the pagination with one page', async () => {
    renderWithConvive(<PropertyGrid />, { routes: pagedRoutes(9) });
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 9 propiedades' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is controllable: the parent owns the page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithConvive(<PropertyGrid page={2} onPageChange={onPageChange} pageSize={5} />, {
      routes: pagedRoutes(12),
    });
    expect(await screen.findByRole('heading', { name: 'Mostrando 6-10 de 12 propiedades' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('heading', { name: 'Mostrando 6-10 de 12 propiedades' })).toBeTruthy();
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    renderWithConvive(<PropertyGrid />, { routes: pagedRoutes(2) });
    await screen.findAllByRole('article');
    const group = screen.getByRole('group', { name: 'Vista' });
    const grid = within(group).getByRole('button', { name: 'Cuadrícula' });
    const list = within(group).getByRole('button', { name: 'Lista' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    await user.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('list')[0]?.getAttribute('data-view')).toBe('list');
  });

  it('says the load failed and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWithConvive(<PropertyGrid />, {
      routes: {
        'GET /properties/all/': () =>
          fail ? { status: 500, body: { detail: 'x' } } : { body: makePage([makeProperty()]) },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar las propiedades');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mostrando 1 de 1 propiedad' })).toBeTruthy();
  });

  it('offers to clear the filters when nothing is found', async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    renderWithConvive(<PropertyGrid filters={{ city: 'Nada' }} onClearFilters={onClearFilters} />, {
      routes: { 'GET /properties/all/': { body: makePage([]) } },
    });
    expect(await screen.findByText('No se encontraron propiedades')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('gives landlords a note and no hearts (spec 01 §2, §6)', async () => {
    renderWithConvive(<PropertyGrid />, { user: makeLandlord(), routes: pagedRoutes(2) });
    await screen.findAllByRole('article');
    expect(screen.getByText('Como propietario, puedes ver todas las propiedades disponibles.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });

  it('shows favourite hearts for visitors and tenants, none when showFavorites is false', async () => {
    const first = renderWithConvive(<PropertyGrid />, {
      user: makeUser(),
      routes: { ...pagedRoutes(2), 'GET /favorites/': { body: [] } },
    });
    expect(await screen.findAllByRole('button', { name: /Añadir a favoritos/ })).toHaveLength(2);
    first.unmount();
    renderWithConvive(<PropertyGrid showFavorites={false} />, { routes: pagedRoutes(2) });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });

  it("renders the app's own heart when given renderFavorite", async () => {
    renderWithConvive(
      <PropertyGrid renderFavorite={(p) => <button type="button">{`Corazón ${p.id}`}</button>} />,
      { routes: pagedRoutes(2) },
    );
    expect(await screen.findAllByRole('button', { name: /^Corazón \d+$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Añadir a favoritos/ })).toBeNull();
  });
});

describe('PropertyGrid page and filters', () => {
  it('goes back to page 1 when the filters change (spec 01 §4)', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const routes = pagedRoutes(40, seen);
    const { rerender } = render(
      <WithConvive routes={routes}>
        <PropertyGrid filters={{ city: 'Madrid' }} />
      </WithConvive>,
    );
    await screen.findByRole('heading', { name: 'Mostrando 1-9 de 40 propiedades' });
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await screen.findByRole('heading', { name: 'Mostrando 19-27 de 40 propiedades' });
    rerender(
      <WithConvive routes={routes}>
        <PropertyGrid filters={{ city: 'Sevilla' }} />
      </WithConvive>,
    );
    expect(await screen.findByRole('heading', { name: 'Mostrando 1-9 de 40 propiedades' })).toBeTruthy();
    expect(seen.at(-1)).toBe('city=Sevilla&page=1&page_size=9&status=disponible');
  });

  it('has no accessibility violations axe can find', async () => {
    renderWithConvive(<PropertyGrid />, { routes: pagedRoutes(20) });
    await screen.findAllByRole('article');
    // jsdom has no layout (contrast), and a widget is not a page: the host page owns the landmarks.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
