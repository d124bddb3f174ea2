import type { Favorite } from '@convive/sdk';
import { makeFavorite, makeLandlord, makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keys } from '../../app/queryKeys';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const tenant = makeUser({ id: 2 });
const madrid = makeFavorite({
  id: 1,
  property: 10,
  property_details: makeProperty({
    id: 10,
    title: 'Ático con terraza',
    city: 'Madrid',
    description: 'Luminoso y reformado.',
    is_coliving: false,
    price: 950,
    bedrooms: 2,
    bathrooms: 1,
    size: 70,
  }),
});
const valencia = makeFavorite({
  id: 2,
  property: 11,
  property_details: makeProperty({
    id: 11,
    title: 'Piso junto a la playa',
    city: 'Valencia',
    description: 'A dos calles del mar, con piscina comunitaria.',
    is_coliving: false,
    price: 1200,
    bedrooms: 3,
    bathrooms: 2,
    size: 95.5,
  }),
});

function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((el) => el.textContent ?? '');
}

/** GET and DELETE over one list, as the server keeps it. */
function favoritesServer(initial: (typeof madrid)[]) {
  let list = [...initial];
  return {
    'GET /favorites/': () => ({ body: list }),
    'DELETE /favorites/by-property/:id/': (req: { params: Record<string, string> }) => {
      list = list.filter((f) => f.property !== Number(req.params.id));
      return { status: 204 };
    },
  };
}

async function open(routes = {}, user = tenant) {
  const result = renderScreen('/dashboard/favorites', { user, routes });
  await screen.findByRole('heading', { level: 1, name: 'Mis favoritos' }, { timeout: 5000 });
  return result;
}

describe('/dashboard/favorites', { timeout: 15_000 }, () => {
  it('shows skeleton cards while loading', async () => {
    await open({ 'GET /favorites/': { delayMs: Number.POSITIVE_INFINITY } });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it('lists each favourite with its price, rooms, baths, size and a link to the property', async () => {
    await open({ 'GET /favorites/': { body: [madrid, valencia] } });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Ático con terraza' })).closest('li');
    if (!card) throw new Error('no card');
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('950 €/mes');
    expect(card.textContent).toContain('2 habitaciones');
    expect(card.textContent).toContain('1 baño');
    expect(card.textContent).toContain('70 m²');
    // The whole card is one link, named by the title; 'Ver detalles' is only its look.
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('Ático con terraza');
    expect(links[0]?.getAttribute('href')).toBe('/properties/10');
    expect(within(card).queryByRole('link', { name: 'Ver detalles' })).toBeNull();
    expect(within(card).getByText('Ver detalles').getAttribute('aria-hidden')).toBe('true');
    const heart = within(card).getByRole('button', { name: /^Quitar de favoritos/ });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Tienes 2 propiedades guardadas.')).toBeTruthy();
    expect(screen.getByText('95,5 m²')).toBeTruthy();
  });

  it('searches title, city and description, with a no-match state that clears the search', async () => {
    await open({ 'GET /favorites/': { body: [madrid, valencia] } });
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Buscar en mis favoritos' });
    await user.type(search, 'valencia');
    expect(screen.queryByRole('heading', { name: 'Ático con terraza' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Piso junto a la playa' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'PISCINA');
    expect(screen.getByRole('heading', { name: 'Piso junto a la playa' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'reformado');
    expect(screen.getByRole('heading', { name: 'Ático con terraza' })).toBeTruthy();
    await user.type(search, ' en Bilbao');
    expect(screen.getByText('Ninguna propiedad coincide con tu búsqueda')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Limpiar búsqueda' })[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Ático con terraza' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Piso junto a la playa' })).toBeTruthy();
  });

  it('removes a favourite by property id, drops its card and toasts', async () => {
    const result = await open(favoritesServer([madrid, valencia]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar de favoritos: Ático con terraza' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ático con terraza' })).toBeNull());
    expect(result.fetch.calls).toContain('DELETE /favorites/by-property/10/');
    expect(screen.getByRole('heading', { name: 'Piso junto a la playa' })).toBeTruthy();
    const cached = result.queryClient.getQueryData<Favorite[]>(keys.favorites.of(tenant.id));
    expect(cached?.map((f) => f.property)).toEqual([11]);
    // The list is fetched again so other screens' counts follow.
    await waitFor(() =>
      expect(result.fetch.calls.filter((c) => c === 'GET /favorites/').length).toBeGreaterThan(1),
    );
    expect(screen.queryByRole('heading', { name: 'Ático con terraza' })).toBeNull();
    await waitFor(() => expect(toastTexts().some((t) => t.includes('Eliminado de favoritos'))).toBe(true));
    // Focus goes back to the page heading, not lost with the removed card.
    expect(document.activeElement?.textContent).toBe('Mis favoritos');
  });

  it('does not toast when favourite toasts are silenced', async () => {
    localStorage.setItem('disableFavoriteToasts', 'true');
    await open(favoritesServer([valencia]));
    const before = toastTexts().filter((t) => t.includes('Eliminado de favoritos')).length;
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Quitar de favoritos/ }));
    expect(await screen.findByText('Aún no tienes favoritos')).toBeTruthy();
    expect(toastTexts().filter((t) => t.includes('Eliminado de favoritos'))).toHaveLength(before);
  });

  it('shows the empty state with a link to explore properties', async () => {
    await open({ 'GET /favorites/': { body: [] } });
    expect(await screen.findByText('Aún no tienes favoritos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it('shows the load failure with Reintentar', async () => {
    await open({ 'GET /favorites/': { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByText('No se pudieron cargar tus propiedades favoritas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('says the data format is wrong for a malformed answer', async () => {
    await open({ 'GET /favorites/': { body: { unexpected: true } } });
    expect(
      await screen.findByText('No se pudieron obtener tus favoritos. Formato de datos incorrecto.'),
    ).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar tus propiedades favoritas')).toBeTruthy();
  });

  it('sends a landlord to /dashboard', async () => {
    const result = renderScreen('/dashboard/favorites', { user: makeLandlord() });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it('reads in English, with prices and sizes in the English format', async () => {
    const { container } = renderScreen('/dashboard/favorites', {
      locale: 'en',
      user: tenant,
      routes: { 'GET /favorites/': { body: [madrid, valencia] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My favourites' }, { timeout: 5000 }),
    ).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Ático con terraza' })).closest('li');
    if (!card) throw new Error('no card');
    expect(card.textContent).toContain('2 bedrooms');
    expect(card.textContent).toContain('1 bathroom');
    expect(within(card).getByText('View details')).toBeTruthy();
    expect(screen.getByText('You have 2 saved properties.')).toBeTruthy();
    expect(screen.getByText('95.5 m²')).toBeTruthy();
    expect(card.textContent).toContain('€950');
    const allow = ['Ático con terraza', 'Piso junto a la playa', 'Madrid', 'Valencia', 'Lucía García'];
    expectNoSpanish(container, allow);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search my favourites' }), 'Bilbao');
    expect(await screen.findByText('No properties match your search')).toBeTruthy();
    expect(screen.getByText('None of your favourites contain “Bilbao”.')).toBeTruthy();
    expectNoSpanish(container, allow);
  });
});
