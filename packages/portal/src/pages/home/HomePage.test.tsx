import { makeImage, makeLandlord, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';
import { heroImage } from './HomePage';

/** The first render loads the lazy route module, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const HERO = makeProperty({
  id: 3,
  title: 'Amplio piso en Lavapiés',
  city: 'Madrid',
  price: 1760,
  is_coliving: false,
  price_per_room: null,
  images: [
    makeImage({ id: 2, image: 'http://media.test/second.webp', thumbnail: null, is_main: false, order: 0 }),
    makeImage({
      id: 1,
      image: 'http://media.test/main.webp',
      thumbnail: 'http://media.test/main-thumb.webp',
      is_main: true,
      order: 1,
    }),
  ],
});

const FEATURED = [
  HERO,
  makeProperty({ id: 4, title: 'Coliving Huerto en Ruzafa', city: 'Valencia' }),
  makeProperty({ id: 5, title: 'Estudio céntrico en Realejo', city: 'Granada' }),
  makeProperty({ id: 6, title: 'Coliving Faro en Centro', city: 'Granada' }),
];

const featuredRoutes = (results = FEATURED, seen: string[] = []) => ({
  'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
    seen.push(query.toString());
    return { body: makePage(results, 51) };
  },
});

// Whole-app renders on a shared 2-core machine: more time than the 5 s default.
describe('home page', { timeout: 20000 }, () => {
  it('asks for 4 available properties and shows a skeleton meanwhile', async () => {
    const seen: string[] = [];
    renderScreen('/', {
      routes: {
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
          seen.push(query.toString());
          return { delayMs: Number.POSITIVE_INFINITY };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Encuentra tu hogar compartido ideal' }, SLOW);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(4);
    expect(screen.getByRole('status', { name: 'Cargando propiedades...' })).toBeTruthy();
    // The requests leave a moment after the skeleton shows (the client's hooks run first): the
    // featured ones, and the newest to fill the strip and find a hero with a photo.
    await waitFor(() =>
      expect(seen.sort()).toEqual([
        'featured=true&page=1&page_size=4&status=disponible',
        'page=1&page_size=8&status=disponible',
      ]),
    );
  });

  it('builds the hero from the first available property, its main image loaded first', async () => {
    renderScreen('/', { routes: featuredRoutes() });
    // The featured card of the same property is a link named by its title too: the hero is the other.
    const named = await screen.findAllByRole('link', { name: /Amplio piso en Lavapiés/ }, SLOW);
    const hero = named.find((link) => !link.closest('article'));
    if (!hero) throw new Error('no hero link');
    expect(hero.getAttribute('href')).toBe('/properties/3');
    expect(hero.textContent).toContain('Madrid');
    expect(hero.textContent?.replace(/\s/g, ' ')).toContain('1760 €/mes');
    const img = within(hero).getByRole('img', { name: 'Amplio piso en Lavapiés' });
    expect(img.getAttribute('src')).toBe('http://media.test/main.webp');
    expect(img.getAttribute('srcset')).toBe(
      'http://media.test/main-thumb.webp 480w, http://media.test/main.webp 1200w',
    );
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('900');
  });

  it('lists the 4 featured properties, lazy-loading their pictures, with links to the full list', async () => {
    renderScreen('/', { routes: featuredRoutes() });
    const section = (await screen.findByRole('heading', { name: 'Propiedades destacadas' }, SLOW))
      .parentElement?.parentElement as HTMLElement;
    const cards = await within(section).findAllByRole('article', {}, SLOW);
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByRole('img').getAttribute('loading')).toBe('lazy');
    }
    expect(
      within(section).getByRole('link', { name: 'Ver todas las propiedades' }).getAttribute('href'),
    ).toBe('/properties');
    // One link to the list: 'Cargar más propiedades' led to the same place.
    expect(within(section).queryByRole('link', { name: 'Cargar más propiedades' })).toBeNull();
    expect(within(section).getAllByRole('link', { name: /propiedades$/ })).toHaveLength(1);
  });

  it('shows the featured properties first, then the newest, and a hero with a photo', async () => {
    const plain = makeProperty({ id: 20, title: 'Piso sin fotos', images: [], thumbnail: null });
    const star = makeProperty({
      id: 21,
      title: 'Ático destacado',
      is_featured: true,
      images: [],
      thumbnail: null,
    });
    const newest = [plain, star, ...FEATURED.slice(1)];
    renderScreen('/', {
      routes: {
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => ({
          body: makePage(query.get('featured') === 'true' ? [star] : newest, 51),
        }),
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Propiedades destacadas' }, SLOW))
      .parentElement?.parentElement as HTMLElement;
    const cards = await within(section).findAllByRole('article', {}, SLOW);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ático destacado',
      'Piso sin fotos',
      'Coliving Huerto en Ruzafa',
      'Estudio céntrico en Realejo',
    ]);
    // Neither of the first two has a photo: the hero is the first that has one.
    const hero = screen
      .getAllByRole('link', { name: /Coliving Huerto en Ruzafa/ })
      .find((link) => !link.closest('article'));
    expect(hero?.getAttribute('href')).toBe('/properties/4');
    expect(within(hero as HTMLElement).getByRole('img').tagName).toBe('IMG');
  });

  it("says no properties are available and offers 'Publicar propiedad' to visitors (→ /register)", async () => {
    renderScreen('/', { routes: featuredRoutes([]) });
    expect(await screen.findByText('No hay propiedades disponibles en este momento', {}, SLOW)).toBeTruthy();
    const publish = screen.getAllByRole('link', { name: 'Publicar propiedad' });
    expect(publish.length).toBeGreaterThan(0);
    for (const link of publish) expect(link.getAttribute('href')).toBe('/register');
  });

  it("sends landlords' 'Publicar propiedad' to the new-property form", async () => {
    renderScreen('/', { user: makeLandlord(), routes: featuredRoutes([]) });
    await screen.findByText('No hay propiedades disponibles en este momento', {}, SLOW);
    const publish = screen.getAllByRole('link', { name: 'Publicar propiedad' });
    for (const link of publish) expect(link.getAttribute('href')).toBe('/dashboard/properties/new');
  });

  it('does not offer tenants to publish in the empty state; the closing button leads to the landlords guide', async () => {
    renderScreen('/', {
      user: makeUser(),
      routes: { ...featuredRoutes([]), 'GET /favorites/': { body: [] } },
    });
    const empty = await screen.findByText('No hay propiedades disponibles en este momento', {}, SLOW);
    expect(within(empty.parentElement as HTMLElement).queryByRole('link')).toBeNull();
    const cta = screen.getByRole('region', { name: '¿Buscas casa o tienes una para alquilar?' });
    expect(within(cta).getByRole('link', { name: 'Publicar propiedad' }).getAttribute('href')).toBe(
      '/guides/landlords',
    );
  });

  it('says the featured properties could not be loaded and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen('/', {
      routes: {
        'GET /properties/all/': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'Error.' } } : { body: makePage(FEATURED) };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('No se pudieron cargar las propiedades');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article', {}, SLOW)).toHaveLength(4);
  });

  it('searches with the quick search: trimmed location, price, type and bedrooms in the URL', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/', {
      routes: {
        ...featuredRoutes(),
        'GET /locations/': { body: [{ kind: 'city', name: 'Madrid', city: 'Madrid', count: 15 }] },
      },
    });
    const form = await screen.findByRole('search', { name: 'Buscar alojamiento' }, SLOW);
    await user.type(within(form).getByLabelText('Ubicación'), '  Madrid  ');
    await user.selectOptions(within(form).getByLabelText('Precio máximo'), '750');
    await user.selectOptions(within(form).getByLabelText('Tipo de propiedad'), 'piso');
    await user.selectOptions(within(form).getByLabelText('Habitaciones'), '2');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
    expect(result.router.state.location.search).toBe(
      '?city=Madrid&max_price=750&property_type=piso&bedrooms=2',
    );
  });

  it('searches the listings’ words when no place starts with the text', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/', {
      routes: { ...featuredRoutes(), 'GET /locations/': { body: [] } },
    });
    const form = await screen.findByRole('search', { name: 'Buscar alojamiento' }, SLOW);
    await user.type(within(form).getByLabelText('Ubicación'), 'terraza{Enter}');
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
    expect(result.router.state.location.search).toBe('?search=terraza');
  });

  it('suggests places in the quick search and searches the picked one', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/', {
      routes: {
        ...featuredRoutes(),
        'GET /locations/': { body: [{ kind: 'city', name: 'Málaga', city: 'Málaga', count: 4596 }] },
      },
    });
    const form = await screen.findByRole('search', { name: 'Buscar alojamiento' }, SLOW);
    const field = within(form).getByRole('combobox', { name: 'Ubicación' }) as HTMLInputElement;
    await user.type(field, 'mala');
    const option = await within(form).findByRole('option', { name: /Málaga/ });
    expect(option.textContent).toBe('MálagaCiudad4596 propiedades');
    await user.click(option);
    expect(field.value).toBe('Málaga');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
    expect(result.router.state.location.search).toBe(`?city=${encodeURIComponent('Málaga')}`);
  });

  it("searches on Enter and leaves out 'cualquiera' and a blank location", async () => {
    const user = userEvent.setup();
    const result = renderScreen('/', { routes: featuredRoutes() });
    const form = await screen.findByRole('search', { name: 'Buscar alojamiento' }, SLOW);
    await user.type(within(form).getByLabelText('Ubicación'), '   {Enter}');
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
    expect(result.router.state.location.search).toBe('');
  });

  it('offers the price choices of spec 01 §9 and bedrooms 1+ to 4+', async () => {
    renderScreen('/', { routes: featuredRoutes() });
    const form = await screen.findByRole('search', { name: 'Buscar alojamiento' }, SLOW);
    const prices = within(within(form).getByLabelText('Precio máximo')).getAllByRole('option');
    expect(prices.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'cualquiera',
      '300',
      '500',
      '750',
      '1000',
      '1500',
      '2000',
    ]);
    const bedrooms = within(within(form).getByLabelText('Habitaciones')).getAllByRole('option');
    expect(bedrooms.map((o) => o.textContent)).toEqual(['Cualquiera', '1+', '2+', '3+', '4+']);
  });

  it('shows how it works, three rated testimonials and the fixed figures', async () => {
    renderScreen('/', { routes: featuredRoutes() });
    const how = await screen.findByRole('region', { name: 'Cómo funciona' }, SLOW);
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paso 1: Busca', 'Paso 2: Conecta', 'Paso 3: Múdate']);
    const reviews = screen.getByRole('region', { name: 'Lo que dicen nuestros usuarios' });
    expect(within(reviews).getAllByRole('figure')).toHaveLength(3);
    expect(within(reviews).getAllByRole('img', { name: 'Valoración: 5 de 5' })).toHaveLength(2);
    expect(within(reviews).getAllByRole('img', { name: 'Valoración: 4 de 5' })).toHaveLength(1);
    const text = reviews.textContent ?? '';
    for (const figure of [
      '4,8',
      '32 reseñas',
      'Más de 10.000',
      'usuarios satisfechos',
      '+50%',
      'más rápido',
      '+3000',
      'propiedades alquiladas',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('has a landlord call to action whose buttons lead somewhere', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/', { routes: featuredRoutes() });
    const cta = await screen.findByRole('region', { name: '¿Buscas casa o tienes una para alquilar?' }, SLOW);
    expect(within(cta).getByRole('link', { name: 'Publicar propiedad' }).getAttribute('href')).toBe(
      '/register',
    );
    await user.click(within(cta).getByRole('link', { name: 'Buscar alojamiento' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
  });

  it('opens a featured card inside the app', async () => {
    const result = renderScreen('/', {
      routes: { ...featuredRoutes(), 'GET /properties/:id/': { body: FEATURED[1] } },
    });
    const cards = await screen.findAllByRole('article', {}, SLOW);
    // The whole card is one link, named by its title.
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties/4'));
  });
});

describe('heroImage', () => {
  it('takes the main image with its thumbnail as the small source', () => {
    expect(heroImage(HERO)).toEqual({
      src: 'http://media.test/main.webp',
      srcSet: 'http://media.test/main-thumb.webp 480w, http://media.test/main.webp 1200w',
    });
  });
  it('falls back to the first image, then to the thumbnail, then to nothing', () => {
    expect(
      heroImage(
        makeProperty({ images: [makeImage({ image: 'http://media.test/a.webp', thumbnail: null })] }),
      ),
    ).toEqual({ src: 'http://media.test/a.webp' });
    expect(heroImage(makeProperty({ images: [], thumbnail: 'http://media.test/t.webp' }))).toEqual({
      src: 'http://media.test/t.webp',
    });
    expect(heroImage(makeProperty({ images: [], thumbnail: null }))).toBeNull();
  });
});

describe('home in English', { timeout: 20_000 }, () => {
  it('shows the hero, the featured properties and the figures in English, with no Spanish left', async () => {
    const { container } = renderScreen('/', { locale: 'en', routes: featuredRoutes() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your ideal shared home' }, SLOW),
    ).toBeTruthy();
    const reviews = await screen.findByRole('region', { name: 'What our users say' }, SLOW);
    expect(reviews.textContent).toContain('Over 10,000');
    expect(reviews.textContent).toContain('+3,000');
    expect(reviews.textContent).toContain('4.8');
    expect((await screen.findAllByText('€1,760/month', {}, SLOW)).length).toBeGreaterThan(0);
    await expectEnglishScreen(
      container,
      FEATURED.flatMap((property) => [property.title, property.city]).concat(['Laura Martín', 'Ana y Pablo']),
    );
  });
});
