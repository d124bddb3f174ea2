import { makeLandlord, makeListing, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const LIST = `GET /listings/landlord/${landlord.id}/`;

const listings = [
  makeListing({
    id: 1,
    title: 'Habitación en Malasaña',
    status: 'published',
    views: 42,
    inquiries: 3,
    created_at: '2026-11-05T10:00:00.000Z',
  }),
  makeListing({
    id: 2,
    title: 'Ático con terraza',
    status: 'draft',
    property: { id: 11, title: 'Ático Chamberí', city: 'Madrid', thumbnail: null },
  }),
  makeListing({
    id: 3,
    title: 'Piso en Gràcia',
    status: 'paused',
    property: { id: 12, title: 'Piso Gràcia', city: 'Barcelona', thumbnail: null },
  }),
];

async function cards() {
  const list = await screen.findByRole('list', { name: 'Tus anuncios' }, SLOW);
  return within(list).getAllByRole('listitem');
}

describe('Listings page', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { delayMs: Infinity } } });
    expect(await screen.findByRole('status', { name: 'Cargando anuncios...' }, SLOW)).toBeTruthy();
  });

  it('lists the landlord’s listings with count, badges, dates and counters', async () => {
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { body: listings } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anuncios (3)' }, SLOW)).toBeTruthy();
    const [first] = await cards();
    const card = within(first as HTMLElement);
    expect(card.getByRole('heading', { name: 'Habitación en Malasaña' })).toBeTruthy();
    expect(card.getByText('Publicado')).toBeTruthy();
    expect(card.getByText('05/11/2026')).toBeTruthy();
    expect(card.getByText('Vistas').closest('div')?.textContent).toContain('42');
    expect(card.getByText('Consultas').closest('div')?.textContent).toContain('3');
    expect(card.getByRole('link', { name: /^Ver/ }).getAttribute('href')).toBe('/properties/10');
    expect(card.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(
      '/dashboard/listings/1/edit',
    );
    expect(screen.getByText('Borrador')).toBeTruthy();
    expect(screen.getByText('Pausado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear anuncio' }).getAttribute('href')).toBe(
      '/dashboard/listings/new',
    );
  });

  it('says on draft and paused cards that their property is hidden, and why', async () => {
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { body: listings } } });
    const [published, draft, paused] = await cards();
    const why =
      'La propiedad no aparece en las búsquedas ni en las webs de tus socios hasta que publiques este anuncio.';
    for (const card of [draft, paused] as HTMLElement[]) {
      const note = within(card).getByText('Propiedad oculta');
      const hint = within(card).getByText(why);
      expect(note.closest('[aria-describedby]')?.getAttribute('aria-describedby')).toBe(hint.id);
    }
    expect(within(published as HTMLElement).queryByText('Propiedad oculta')).toBeNull();
    expect(within(published as HTMLElement).queryByText(why)).toBeNull();
  });

  it('says it in English too', async () => {
    renderScreen('/dashboard/listings', {
      locale: 'en',
      user: landlord,
      routes: { [LIST]: { body: listings } },
    });
    const list = await screen.findByRole('list', { name: 'Your listings' }, SLOW);
    const [, draft] = within(list).getAllByRole('listitem');
    expect(within(draft as HTMLElement).getByText('Property hidden')).toBeTruthy();
    expect(within(draft as HTMLElement).getByText(/until you publish this listing/)).toBeTruthy();
  });

  it('searches title, property title and city, and filters by status', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { body: listings } } });
    await cards();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar anuncios' }), 'barcelona');
    expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Piso en Gràcia',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar anuncios' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar anuncios' }), 'chamberi');
    expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Ático con terraza',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar anuncios' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Publicados');
    expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Habitación en Malasaña',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar anuncios' }), 'gràcia');
    expect(await screen.findByText('No hay anuncios que coincidan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await cards()).toHaveLength(3);
  });

  it('shows the empty state', async () => {
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { body: [] } } });
    expect(await screen.findByRole('heading', { name: 'No tienes anuncios' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Anuncios (0)' })).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderScreen('/dashboard/listings', {
      user: landlord,
      routes: {
        [LIST]: () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: listings };
        },
      },
    });
    expect(await screen.findByText('No se pudieron cargar tus anuncios', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await cards()).toHaveLength(3);
  });

  it('deletes a listing after the confirmation', async () => {
    const user = userEvent.setup();
    let stored = [...listings];
    const result = renderScreen('/dashboard/listings', {
      user: landlord,
      routes: {
        [LIST]: () => ({ body: stored }),
        'DELETE /listings/:id/': ({ params }) => {
          stored = stored.filter((l) => l.id !== Number(params.id));
          return { status: 204 };
        },
      },
    });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar Ático con terraza' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('¿Estás seguro de que quieres eliminar este anuncio?');
    expect(result.fetch.calls).not.toContain('DELETE /listings/2/');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Anuncio eliminado')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /listings/2/');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ático con terraza' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the listing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/listings', {
      user: landlord,
      routes: { [LIST]: { body: listings }, 'DELETE /listings/:id/': { status: 204 } },
    });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar Ático con terraza' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Ático con terraza' })).toBeTruthy();
    expect(await cards()).toHaveLength(3);
    expect(result.fetch.calls.some((c) => c.startsWith('DELETE '))).toBe(false);
  });

  it('announces how many listings are shown, singular and plural', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings', { user: landlord, routes: { [LIST]: { body: listings } } });
    await cards();
    expect(screen.getByText('3 anuncios mostrados')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar anuncios' }), 'barcelona');
    expect(await screen.findByText('1 anuncio mostrado')).toBeTruthy();
    expect(screen.queryByText('1 anuncios mostrados')).toBeNull();
  });

  it('reports a failed delete and keeps the listing', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings', {
      user: landlord,
      routes: { [LIST]: { body: listings }, 'DELETE /listings/:id/': { status: 500, body: {} } },
    });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar Piso en Gràcia' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('No se pudo eliminar el anuncio')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Piso en Gràcia' })).toBeTruthy();
  });

  it('speaks English: counts, badges, counters, filter and the delete dialog', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/listings', {
      locale: 'en',
      user: landlord,
      routes: { [LIST]: { body: listings } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings (3)' }, SLOW)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your listings' });
    const [first] = within(list).getAllByRole('listitem');
    const card = within(first as HTMLElement);
    expect(card.getByText('Published')).toBeTruthy();
    expect(card.getByText('Views').closest('div')?.textContent).toContain('42');
    expect(card.getByText('Enquiries').closest('div')?.textContent).toContain('3');
    expect(card.getByText(/Created on/).textContent).toContain('05/11/2026');
    expect(screen.getByText('3 listings shown')).toBeTruthy();
    const fixtures = listings.flatMap((l) => [l.title, l.property.title]);
    expectNoSpanish(container, fixtures);
    await user.click(screen.getByRole('button', { name: /Ático con terraza/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('Are you sure you want to delete this listing?');
    expectNoSpanish(dialog, fixtures);
  });

  it('is for landlords only: a tenant is sent to the dashboard without loading listings', async () => {
    const result = renderScreen('/dashboard/listings', {
      user: makeUser(),
      routes: { [LIST]: { body: listings } },
    });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
    expect(result.fetch.calls.some((c) => c.startsWith('GET /listings/'))).toBe(false);
  });
});
