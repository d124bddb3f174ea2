import { priceText } from '@convive/sdk';
import { makeLandlord, makeProperty, makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord();
const coliving = makeProperty();
const flat = makeProperty({
  id: 11,
  title: 'Piso familiar en Triana',
  description: 'Tres dormitorios junto al río.',
  city: 'Sevilla',
  address: 'Calle Betis 4',
  is_coliving: false,
  price: 950,
  bedrooms: 3,
  bathrooms: 1,
  size: 85,
  status: 'alquilado',
  images: [],
  thumbnail: null,
});

/** The first find waits for the lazy page, which a cold run compiles. */
const LOAD = { timeout: 5000 };

const cards = () => screen.getAllByRole('article');

describe('Mis propiedades', () => {
  it('shows skeletons while loading', async () => {
    renderScreen('/dashboard/properties', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [], delayMs: Number.POSITIVE_INFINITY } },
    });
    expect(await screen.findByRole('status', { name: 'Cargando tus propiedades...' }, LOAD)).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it('says on the card of a home its listing hides why, with the way to the listings', async () => {
    const hidden = makeProperty({
      id: 12,
      title: 'Ático oculto',
      status: 'inactivo',
      hidden_by_listing: true,
    });
    renderScreen('/dashboard/properties', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [coliving, hidden] } },
    });
    await screen.findByRole('heading', { level: 2, name: hidden.title }, LOAD);
    const [shown, hiddenCard] = cards();
    if (!shown || !hiddenCard) throw new Error('two cards expected');
    expect(hiddenCard.textContent).toContain('Oculta: su anuncio está en borrador o en pausa');
    expect(within(hiddenCard).getByRole('link', { name: 'Ver mis anuncios' }).getAttribute('href')).toBe(
      '/dashboard/listings',
    );
    expect(shown.textContent).not.toContain('Oculta');
    expect(within(shown).queryByRole('link', { name: 'Ver mis anuncios' })).toBeNull();
  });

  it('says it in English too', async () => {
    const hidden = makeProperty({
      id: 12,
      title: 'Ático oculto',
      status: 'inactivo',
      hidden_by_listing: true,
    });
    renderScreen('/dashboard/properties', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [hidden] } },
    });
    await screen.findByRole('heading', { level: 2, name: hidden.title }, LOAD);
    expect(cards()[0]?.textContent).toContain('Hidden: its listing is a draft or paused');
    expect(screen.getByRole('link', { name: 'See my listings' }).getAttribute('href')).toBe(
      '/dashboard/listings',
    );
  });

  it('lists the landlord’s own properties with their summaries and links', async () => {
    const result = renderScreen('/dashboard/properties', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [coliving, flat] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: coliving.title }, LOAD)).toBeTruthy();
    expect(result.fetch.calls).toContain('GET /properties/my-properties/');
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(first.textContent).toContain('4 habitaciones');
    expect(first.textContent).toContain('2 disponibles');
    expect(first.textContent).toContain(priceText(1800));
    expect(first.textContent).toContain('Disponible');
    expect(within(first).getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/properties/10');
    expect(within(first).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/dashboard/properties/10/edit',
    );
    expect(second.textContent).toContain('3 dormitorios');
    expect(second.textContent).toContain('1 baño');
    expect(second.textContent).toContain('85 m²');
    expect(second.textContent).toContain('Alquilado');
    expect(second.querySelector('img')?.getAttribute('data-placeholder')).toBe('true');
    const cover = first.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(coliving.thumbnail);
    if (cover) fireEvent.error(cover);
    expect(first.querySelector('img')?.getAttribute('data-placeholder')).toBe('true');
    expect(screen.getByRole('link', { name: 'Añadir propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
  });

  it('searches over title, description, city and address', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/properties', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [coliving, flat] } },
    });
    const search = await screen.findByRole('searchbox', { name: 'Buscar propiedades' }, LOAD);
    await user.type(search, 'sevilla');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.textContent).toContain('Piso familiar en Triana');
    await user.clear(search);
    await user.type(search, 'betis');
    expect(cards()[0]?.textContent).toContain('Piso familiar en Triana');
    await user.clear(search);
    await user.type(search, 'tribunal');
    expect(cards()[0]?.textContent).toContain(coliving.title);
    await user.clear(search);
    await user.type(search, 'barcelona');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No se encontraron propiedades')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver todas las propiedades' }));
    expect(cards()).toHaveLength(2);
  });

  it('shows the empty state with the add button', async () => {
    renderScreen('/dashboard/properties', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No tienes propiedades' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Añadir propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
  });

  it('shows the load error and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const result = renderScreen('/dashboard/properties', {
      user: landlord,
      routes: {
        'GET /properties/my-properties/': () => {
          attempts += 1;
          return attempts === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [flat] };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('No se pudieron cargar tus propiedades');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: flat.title })).toBeTruthy();
    expect(result.fetch.calls.filter((c) => c === 'GET /properties/my-properties/')).toHaveLength(2);
  });

  it('shows a 500 as its error within 3 s while retrying in the background, never as empty', async () => {
    let failing = true;
    // The app's own client: the error shows at the first failure, the retries go on behind it.
    const queryClient = createQueryClient();
    const result = renderScreen('/dashboard/properties', {
      user: landlord,
      queryClient,
      routes: {
        'GET /properties/my-properties/': () =>
          failing ? { status: 500, body: { detail: 'boom' } } : { body: [flat] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis propiedades' }, LOAD)).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('No se pudieron cargar tus propiedades');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('No tienes propiedades')).toBeNull();
    // The server heals: the background retry (1 s later) replaces the error without a click.
    failing = false;
    expect(
      await screen.findByRole('heading', { level: 2, name: flat.title }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(result.fetch.calls.filter((c) => c === 'GET /properties/my-properties/')).toHaveLength(2);
    queryClient.clear();
  });

  it('deletes a property after the confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const result = renderScreen('/dashboard/properties', {
      user: landlord,
      routes: {
        'GET /properties/my-properties/': () => ({ body: deleted ? [coliving] : [coliving, flat] }),
        'DELETE /properties/:id/': () => {
          deleted = true;
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${flat.title}` }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '¿Estás seguro de que quieres eliminar esta propiedad? Esta acción no se puede deshacer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(result.fetch.calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: `Eliminar ${flat.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Propiedad eliminada')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /properties/11/');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: flat.title })).toBeNull());
  });

  it('keeps the property and says so when the deletion fails', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/properties', {
      user: landlord,
      routes: {
        'GET /properties/my-properties/': { body: [flat] },
        'DELETE /properties/:id/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${flat.title}` }, LOAD));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar la propiedad')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: flat.title })).toBeTruthy();
  });

  it('sends a tenant back to the dashboard', async () => {
    const result = renderScreen('/dashboard/properties', { user: makeUser() });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), LOAD);
  });
});

/** User content of the fixtures: it stays as the landlord wrote it. */
const FIXTURE_TEXTS = [
  coliving.title,
  coliving.description,
  coliving.city,
  flat.title,
  flat.description,
  flat.city,
];

describe('My properties in English', { timeout: 20_000 }, () => {
  it('shows the list, its counts, prices and the delete dialog without a Spanish text', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/properties', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [coliving, flat] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My properties' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: coliving.title })).toBeTruthy();
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(first.textContent).toContain('4 rooms');
    expect(first.textContent).toContain('2 available');
    expect(first.textContent).toContain(priceText(1800, 'en-GB'));
    expect(second.textContent).toContain('3 bedrooms');
    expect(second.textContent).toContain('1 bathroom');
    expect(screen.getByText('2 properties')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add property' })).toBeTruthy();
    await waitFor(() => expectNoSpanish(container, FIXTURE_TEXTS));

    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No properties found' })).toBeTruthy();
    expectNoSpanish(container, FIXTURE_TEXTS);
    await user.click(screen.getByRole('button', { name: 'Show all properties' }));

    await user.click(await screen.findByRole('button', { name: `Delete ${flat.title}` }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await waitFor(() => expectNoSpanish(dialog, FIXTURE_TEXTS));
  });

  it('shows the empty state in English', async () => {
    const { container } = renderScreen('/dashboard/properties', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'You have no properties yet' }, LOAD)).toBeTruthy();
    await waitFor(() => expectNoSpanish(container));
  });
});
