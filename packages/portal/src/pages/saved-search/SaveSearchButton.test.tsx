import { makeLandlord, makePage, makeProperty, makeRoom, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';
import { makeSavedSearch } from '../../test/savedSearchFixtures';

const tenant = makeUser({ id: 2 });
const SLOW = { timeout: 5000 };

const listRoutes = {
  'GET /properties/all/': { body: makePage([makeProperty({ id: 1, title: 'Piso luminoso' })]) },
  'GET /rooms/': { body: makePage([makeRoom({ id: 5 })]) },
};

/** A server that keeps what the dialog sends. */
function saving(answer: { status: number; body: unknown } | null = null) {
  const sent: unknown[] = [];
  return {
    sent,
    routes: {
      ...listRoutes,
      'POST /saved-searches/': (req: { body: unknown }) => {
        sent.push(req.body);
        if (answer) return answer;
        const body = req.body as { name: string; filters: object; alert: 'instant' | 'daily' | 'off' };
        return { status: 201, body: makeSavedSearch({ id: 9, ...body }) };
      },
    },
  };
}

async function openDialog(name = 'Guardar búsqueda') {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name }, SLOW);
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  return { user, button, dialog };
}

describe('Guardar búsqueda on /properties', { timeout: 20_000 }, () => {
  it('saves the current filters under the suggested name, then says where to find it', async () => {
    const server = saving();
    renderScreen('/properties?city=Madrid&max_price=800&page=2&coliving=both', {
      user: tenant,
      routes: server.routes,
    });
    const { user, button, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ }) as HTMLInputElement;
    // Focus goes to the name, pre-filled from the filters.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.value).toBe('Pisos en Madrid hasta 800 €');
    const instant = within(dialog).getByRole('radio', { name: 'Al momento' }) as HTMLInputElement;
    expect(instant.checked).toBe(true);
    expect(within(dialog).getByRole('group', { name: 'Avisos' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Resumen diario a las 08:00' }));
    await user.clear(name);
    await user.type(name, 'Madrid barato');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent).toEqual([
      { name: 'Madrid barato', filters: { city: 'Madrid', max_price: 800 }, alert: 'daily' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(button));
    const done = screen
      .getByText(/está en tus búsquedas guardadas/)
      .closest('[role="status"]') as HTMLElement;
    expect(done.textContent).toContain('«Madrid barato» está en tus búsquedas guardadas.');
    expect(within(done).getByRole('link', { name: 'Ver mis búsquedas guardadas' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
  });

  it('closes with Escape and Cancelar, sending nothing, focus back on the button', async () => {
    const server = saving();
    renderScreen('/properties?city=Bilbao', { user: tenant, routes: server.routes });
    const { user, button } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
    // Tab stays inside the dialog (the widgets' dialog traps it).
    for (let i = 0; i < 8; i += 1) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(server.sent).toEqual([]);
  });

  it('asks for a name before calling', async () => {
    const server = saving();
    renderScreen('/properties', { user: tenant, routes: server.routes });
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
    expect((name as HTMLInputElement).value).toBe('Pisos');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Ponle un nombre a la búsqueda.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(server.sent).toEqual([]);
  });

  it("shows the server's limit at the top and keeps the dialog; reopening starts clean", async () => {
    const limit = 'Ya tienes 20 búsquedas guardadas, el máximo. Borra alguna para guardar otra.';
    const server = saving({ status: 400, body: { non_field_errors: [limit] } });
    renderScreen('/properties?city=Madrid', { user: tenant, routes: server.routes });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(limit);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const again = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('shows a name error from the server under the field, and a network failure at the top', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { name: ['Ya tienes una búsqueda con ese nombre.'] },
    };
    renderScreen('/properties?city=Madrid', {
      user: tenant,
      routes: { ...listRoutes, 'POST /saved-searches/': () => answer },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Ya tienes una búsqueda con ese nombre.')).toBeTruthy();
    answer = { status: 500, body: 'boom' };
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('No se pudo guardar la búsqueda. Inténtalo de nuevo.'),
    ).toBeTruthy();
  });

  it('is a sign-in link for a visitor, coming back to this search', async () => {
    const result = renderScreen('/properties?city=Madrid&max_price=800', { routes: listRoutes });
    const link = await screen.findByRole('link', { name: 'Guardar búsqueda' }, SLOW);
    // The search is in the address too, so the link works before the app runs.
    expect(link.getAttribute('href')).toBe('/login?next=/properties%3Fcity%3DMadrid%26max_price%3D800');
    await userEvent.setup().click(link);
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/login'));
    expect(result.router.state.location.state).toEqual({ from: '/properties?city=Madrid&max_price=800' });
  });

  it('is not offered to a landlord', async () => {
    renderScreen('/properties', { user: makeLandlord(), routes: listRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Propiedades en alquiler' }, SLOW);
    await screen.findByRole('button', { name: /^(Mostrar|Ocultar) filtros/ }, SLOW);
    expect(screen.queryByRole('button', { name: 'Guardar búsqueda' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guardar búsqueda' })).toBeNull();
  });

  it('speaks English in the dialog', async () => {
    renderScreen('/properties?city=Madrid&max_price=800', {
      locale: 'en',
      user: tenant,
      routes: saving().routes,
    });
    const { dialog } = await openDialog('Save search');
    const name = within(dialog).getByRole('textbox', { name: /Search name/ }) as HTMLInputElement;
    expect(name.value).toBe('Homes in Madrid up to €800');
    expect(within(dialog).getByRole('radio', { name: 'Daily summary at 08:00' })).toBeTruthy();
    expectNoSpanish(dialog, ['Madrid']);
  });
});

describe('Guardar búsqueda on /rooms', { timeout: 20_000 }, () => {
  it('saves the room filters that have an equivalent, as a coliving search', async () => {
    const server = saving();
    renderScreen('/rooms?city=Barcelona&max_price=600&has_desk=true', {
      user: tenant,
      routes: server.routes,
    });
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ }) as HTMLInputElement;
    expect(name.value).toBe('Habitaciones en Barcelona hasta 600 €');
    expect(within(dialog).getByText(/Los demás filtros de habitación no se guardan/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      name: 'Habitaciones en Barcelona hasta 600 €',
      filters: { city: 'Barcelona', max_price: 600, coliving: 'coliving' },
      alert: 'instant',
    });
  });
});
