import type { SavedSearch } from '@convive/sdk';
import { makeLandlord, makePage, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keys } from '../../app/queryKeys';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';
import { makeSavedSearch } from '../../test/savedSearchFixtures';

const tenant = makeUser({ id: 2 });
const SLOW = { timeout: 5000 };
const text = (element: Element | null) => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const madrid = makeSavedSearch({
  id: 1,
  name: 'Pisos en Madrid hasta 800 €',
  filters: { city: 'Madrid', max_price: 800, has_elevator: true },
  alert: 'instant',
  new_matches: 3,
});
const rooms = makeSavedSearch({
  id: 2,
  name: 'Habitaciones en Barcelona',
  filters: { city: 'Barcelona', coliving: 'coliving' },
  alert: 'daily',
  new_matches: 0,
});

/** GET, PATCH, DELETE and seen over one list, as the server keeps it; every body sent is in `sent`. */
function server(initial: SavedSearch[] = [madrid, rooms]) {
  let list = initial.map((search) => ({ ...search }));
  const sent: [string, unknown][] = [];
  return {
    sent,
    routes: {
      'GET /saved-searches/': () => ({ body: list }),
      'PATCH /saved-searches/:id/': (req: { params: Record<string, string>; body: unknown }) => {
        sent.push([`PATCH ${req.params.id}`, req.body]);
        list = list.map((s) => (s.id === Number(req.params.id) ? { ...s, ...(req.body as object) } : s));
        return { body: list.find((s) => s.id === Number(req.params.id)) };
      },
      'DELETE /saved-searches/:id/': (req: { params: Record<string, string> }) => {
        sent.push([`DELETE ${req.params.id}`, null]);
        list = list.filter((s) => s.id !== Number(req.params.id));
        return { status: 204 };
      },
      'POST /saved-searches/:id/seen/': (req: { params: Record<string, string> }) => {
        sent.push([`SEEN ${req.params.id}`, null]);
        list = list.map((s) => (s.id === Number(req.params.id) ? { ...s, new_matches: 0 } : s));
        return { body: list.find((s) => s.id === Number(req.params.id)) };
      },
      'GET /properties/all/': { body: makePage([]) },
    },
  };
}

async function open(routes: object, user = tenant) {
  const result = renderScreen('/dashboard/saved-searches', { user, routes: routes as never });
  await screen.findByRole('heading', { level: 1, name: 'Búsquedas guardadas' }, SLOW);
  return result;
}

function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  return heading.closest('li') as HTMLElement;
}

describe('/dashboard/saved-searches', { timeout: 20_000 }, () => {
  it('shows skeleton cards while loading', async () => {
    await open({ 'GET /saved-searches/': { delayMs: Number.POSITIVE_INFINITY } });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it('lists each search with its filters in words, its new matches and its frequency', async () => {
    await open(server().routes);
    await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' });
    const first = card('Pisos en Madrid hasta 800 €');
    expect(text(first)).toContain('En Madrid · Hasta 800 € · Ascensor');
    expect(within(first).getByText('3 nuevas')).toBeTruthy();
    expect(within(first).getByText('3 propiedades nuevas desde tu última visita')).toBeTruthy();
    expect((within(first).getByRole('combobox', { name: 'Avisos' }) as HTMLSelectElement).value).toBe(
      'instant',
    );
    expect(within(first).getByRole('link', { name: 'Ver resultados' }).getAttribute('href')).toBe(
      '/properties?city=Madrid&max_price=800&has_elevator=true',
    );
    const second = card('Habitaciones en Barcelona');
    expect(text(second)).toContain('En Barcelona · Coliving (por habitaciones)');
    expect(within(second).queryByText(/nueva/)).toBeNull();
    expect((within(second).getByRole('combobox', { name: 'Avisos' }) as HTMLSelectElement).value).toBe(
      'daily',
    );
    expect(screen.getByText('2 de 20 búsquedas guardadas.')).toBeTruthy();
  });

  it('runs a search on /properties and marks its matches seen, so the badge clears', async () => {
    const { routes, sent } = server();
    const result = await open(routes);
    await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' });
    const user = userEvent.setup();
    await user.click(
      within(card('Pisos en Madrid hasta 800 €')).getByRole('link', { name: 'Ver resultados' }),
    );
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties'));
    expect(result.router.state.location.search).toBe('?city=Madrid&max_price=800&has_elevator=true');
    await waitFor(() => expect(sent).toContainEqual(['SEEN 1', null]));
    const cached = result.queryClient.getQueryData<SavedSearch[]>(keys.savedSearches.of(tenant.id));
    expect(cached?.find((s) => s.id === 1)?.new_matches).toBe(0);
  });

  it('saves a new frequency on change and says so', async () => {
    const { routes, sent } = server();
    await open(routes);
    await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' });
    const first = card('Pisos en Madrid hasta 800 €');
    const user = userEvent.setup();
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Avisos' }), 'off');
    expect(await within(first).findByText('Guardado')).toBeTruthy();
    expect(sent).toEqual([['PATCH 1', { alert: 'off' }]]);
    expect((within(first).getByRole('combobox', { name: 'Avisos' }) as HTMLSelectElement).value).toBe('off');
  });

  it('shows a failed frequency change and keeps the stored one', async () => {
    const { routes } = server();
    await open({ ...routes, 'PATCH /saved-searches/:id/': { status: 500, body: 'boom' } });
    await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' });
    const first = card('Pisos en Madrid hasta 800 €');
    await userEvent.setup().selectOptions(within(first).getByRole('combobox', { name: 'Avisos' }), 'daily');
    expect((await within(first).findByRole('alert')).textContent).toBe(
      'No se pudo cambiar la frecuencia de los avisos.',
    );
    expect((within(first).getByRole('combobox', { name: 'Avisos' }) as HTMLSelectElement).value).toBe(
      'instant',
    );
  });

  it('renames inline: Enter saves, Escape cancels, focus back on the button', async () => {
    const { routes, sent } = server();
    await open(routes);
    await screen.findByRole('heading', { level: 2, name: 'Habitaciones en Barcelona' });
    const user = userEvent.setup();
    const renameButton = () =>
      within(card('Habitaciones en Barcelona')).getByRole('button', {
        name: 'Cambiar nombre: Habitaciones en Barcelona',
      });
    await user.click(renameButton());
    const field = screen.getByRole('textbox', { name: /^Nombre/ });
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /^Nombre/ })).toBeNull();
    // The button comes back in place of the form, with the focus.
    await waitFor(() => expect(document.activeElement).toBe(renameButton()));
    expect(sent).toEqual([]);

    await user.click(renameButton());
    const again = screen.getByRole('textbox', { name: /^Nombre/ });
    await user.clear(again);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Ponle un nombre a la búsqueda.')).toBeTruthy();
    await user.type(again, 'Coliving en BCN{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coliving en BCN' })).toBeTruthy();
    expect(sent).toEqual([['PATCH 2', { name: 'Coliving en BCN' }]]);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Cambiar nombre: Coliving en BCN'),
    );
  });

  it("shows the server's refusal of a name under the field", async () => {
    const { routes } = server();
    await open({
      ...routes,
      'PATCH /saved-searches/:id/': {
        status: 400,
        body: { name: ['Ya tienes una búsqueda con ese nombre.'] },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Habitaciones en Barcelona' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cambiar nombre: Habitaciones en Barcelona' }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), ' 2{Enter}');
    expect(await screen.findByText('Ya tienes una búsqueda con ese nombre.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nombre/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes after confirming, drops the card and toasts', async () => {
    const { routes, sent } = server();
    await open(routes);
    await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Pisos en Madrid hasta 800 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    expect(text(dialog)).toContain('¿Eliminar «Pisos en Madrid hasta 800 €»? Dejarás de recibir sus avisos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eliminar: Pisos en Madrid hasta 800 €' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar búsqueda' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' })).toBeNull(),
    );
    expect(sent).toEqual([['DELETE 1', null]]);
    expect(screen.getByRole('heading', { level: 2, name: 'Habitaciones en Barcelona' })).toBeTruthy();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-sonner-toast]')].some((t) =>
          t.textContent?.includes('Búsqueda eliminada'),
        ),
      ).toBe(true),
    );
  });

  it('shows the empty state with a link to the properties', async () => {
    await open({ 'GET /saved-searches/': { body: [] } });
    expect(await screen.findByText('Aún no has guardado ninguna búsqueda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar propiedades' }).getAttribute('href')).toBe('/properties');
  });

  it('shows the load failure with Reintentar, which loads again', async () => {
    let fail = true;
    await open({
      'GET /saved-searches/': () => (fail ? { status: 500, body: { detail: 'boom' } } : { body: [rooms] }),
    });
    expect(await screen.findByText('No se pudieron cargar tus búsquedas guardadas')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Habitaciones en Barcelona' })).toBeTruthy();
  });

  it('sends a landlord to /dashboard', async () => {
    const result = renderScreen('/dashboard/saved-searches', { user: makeLandlord() });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
  });

  it('reads in English', async () => {
    const { container } = renderScreen('/dashboard/saved-searches', {
      locale: 'en',
      user: tenant,
      routes: server().routes,
    });
    await screen.findByRole('heading', { level: 1, name: 'Saved searches' }, SLOW);
    const first = (
      await screen.findByRole('heading', { level: 2, name: 'Pisos en Madrid hasta 800 €' })
    ).closest('li') as HTMLElement;
    expect(text(first)).toContain('In Madrid · Up to €800 · Lift');
    expect(within(first).getByText('3 new')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View results' })).toBeTruthy();
    expectNoSpanish(container, [
      'Pisos en Madrid hasta 800 €',
      'Habitaciones en Barcelona',
      'Madrid',
      'Barcelona',
      'Lucía García',
    ]);
  });
});
