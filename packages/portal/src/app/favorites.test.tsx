import type { Favorite } from '@convive/sdk';
import { type FixtureRoutes, makeFavorite, makeLandlord, makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { keys } from './queryKeys';

const tenant = makeUser({ id: 2 });
const property = makeProperty({ id: 10, title: 'Ático con terraza' });
const SLOW = 150;

function open(routes: FixtureRoutes, user = tenant) {
  const result = renderRoute('/properties/10', {
    user,
    routes: { 'GET /properties/10/': { body: property }, ...routes },
  });
  const cached = () =>
    result.queryClient.getQueryData<Favorite[]>(keys.favorites.of(user.id))?.map((f) => [f.id, f.property]);
  return { ...result, cached };
}

const heart = (name: 'Añadir a favoritos' | 'Quitar de favoritos') =>
  screen.findByRole('button', { name: `${name}: ${property.title}` }, { timeout: 5000 });

describe('favourites over the query (app/favorites)', { timeout: 15_000 }, () => {
  it('adds at once, then keeps the server’s favourite', async () => {
    const user = userEvent.setup();
    let list: Favorite[] = [];
    // The server answers when the test says so (not after a delay a loaded machine can outlast).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { cached, fetch } = open({
      'GET /favorites/': () => ({ body: list }),
      'POST /favorites/': async () => {
        await answered;
        list = [makeFavorite({ id: 900, property: 10 })];
        return { status: 201, body: list[0] };
      },
    });
    await waitFor(() => expect(cached()).toEqual([]));
    await user.click(await heart('Añadir a favoritos'));
    // Pressed before the server answers: the query was written first.
    expect((await heart('Quitar de favoritos')).getAttribute('aria-pressed')).toBe('true');
    expect(cached()).toEqual([[-10, 10]]);
    answer();
    await waitFor(() => expect(cached()).toEqual([[900, 10]]));
    // Then the list is fetched again, in line with the server.
    await waitFor(() => expect(fetch.calls.filter((c) => c === 'GET /favorites/')).toHaveLength(2));
    expect(cached()).toEqual([[900, 10]]);
  });

  it('puts an add back when the server refuses it', async () => {
    const user = userEvent.setup();
    const { cached } = open({
      'GET /favorites/': { body: [] },
      'POST /favorites/': { status: 500, body: { detail: 'boom' }, delayMs: SLOW },
    });
    await waitFor(() => expect(cached()).toEqual([]));
    await user.click(await heart('Añadir a favoritos'));
    expect(await heart('Quitar de favoritos')).toBeTruthy();
    expect(
      (await screen.findAllByText('No se pudo actualizar tus favoritos. Inténtalo de nuevo.')).length,
    ).toBeGreaterThan(0);
    expect((await heart('Añadir a favoritos')).getAttribute('aria-pressed')).toBe('false');
    expect(cached()).toEqual([]);
  });

  it('removes at once, and puts the favourite back when the server refuses', async () => {
    const user = userEvent.setup();
    const saved = makeFavorite({ id: 7, property: 10, property_details: property });
    const { cached } = open({
      'GET /favorites/': { body: [saved] },
      'DELETE /favorites/by-property/:id/': { status: 500, body: { detail: 'boom' }, delayMs: SLOW },
    });
    await user.click(await heart('Quitar de favoritos'));
    expect((await heart('Añadir a favoritos')).getAttribute('aria-pressed')).toBe('false');
    expect(cached()).toEqual([]);
    expect((await heart('Quitar de favoritos')).getAttribute('aria-pressed')).toBe('true');
    expect(cached()).toEqual([[7, 10]]);
  });

  it('asks nothing for a landlord or a visitor', async () => {
    const landlord = open({}, makeLandlord());
    await screen.findByRole('heading', { level: 1, name: property.title }, { timeout: 5000 });
    expect(landlord.fetch.calls.some((c) => c.includes('/favorites/'))).toBe(false);
    landlord.unmount();
    const visitor = renderRoute('/properties/10', { routes: { 'GET /properties/10/': { body: property } } });
    await heart('Añadir a favoritos');
    expect(visitor.fetch.calls.some((c) => c.includes('/favorites/'))).toBe(false);
  });
});
