import type { PartnerKey } from '@convive/sdk';
import { makeLandlord, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const LIST = 'GET /partner-keys/';
const DAY = 24 * 60 * 60 * 1000;

function makeKey(overrides: Partial<PartnerKey> = {}): PartnerKey {
  return {
    id: 1,
    name: 'Web Inmobiliaria Sol',
    key: 'pk_AbCdEfGhIjKlMnOpQrStUvWx',
    allowed_origins: ['https://sol.example', 'https://www.sol.example'],
    scope: 'own',
    created_at: '2026-11-05T10:00:00.000Z',
    last_used_at: null,
    ...overrides,
  };
}

const solKey = makeKey();
const marketKey = makeKey({
  id: 2,
  name: 'Blog de pisos',
  key: 'pk_ZyXwVuTsRqPoNmLkJiHgFeDc',
  allowed_origins: [],
  scope: 'marketplace',
  last_used_at: new Date(Date.now() - 3 * DAY).toISOString(),
});

async function keyCards() {
  const list = await screen.findByRole('list', { name: 'Claves de socio activas' }, SLOW);
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function cardOf(name: string) {
  await keyCards();
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}

describe('Integrations page (partner keys)', { timeout: 20_000 }, () => {
  it('shows skeletons while loading', async () => {
    renderRoute('/dashboard/integrations', { user: landlord, routes: { [LIST]: { delayMs: Infinity } } });
    expect(await screen.findByRole('status', { name: 'Cargando claves...' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Integraciones' })).toBeTruthy();
  });

  it('lists the keys with key, scope, origins, dates and the snippet to paste', async () => {
    renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: { [LIST]: { body: [solKey, marketKey] } },
    });
    expect(await keyCards()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Tus claves (2)' })).toBeTruthy();

    const solCard = await cardOf('Web Inmobiliaria Sol');
    const sol = within(solCard);
    expect(sol.getByText('pk_AbCdEfGhIjKlMnOpQrStUvWx').tagName).toBe('CODE');
    expect(sol.getByText('Solo mis propiedades')).toBeTruthy();
    expect(sol.getByText('https://sol.example')).toBeTruthy();
    expect(sol.getByText('https://www.sol.example')).toBeTruthy();
    expect(sol.getByText('5 de noviembre de 2026')).toBeTruthy();
    expect(sol.getByText('Nunca usada')).toBeTruthy();
    const origin = window.location.origin;
    expect(sol.getByRole('heading', { level: 4, name: 'Código para tu web' })).toBeTruthy();
    const snippet = solCard.querySelector('pre') as HTMLElement;
    expect(snippet.textContent).toBe(
      `<script type="module" src="${origin}/embed/convive-widgets.js"></script>\n` +
        `<convive-property-grid api-base="${origin}/api" partner-key="pk_AbCdEfGhIjKlMnOpQrStUvWx"></convive-property-grid>`,
    );

    const market = within(await cardOf('Blog de pisos'));
    expect(market.getByText('Todo el marketplace')).toBeTruthy();
    expect(market.getByText('Cualquier web')).toBeTruthy();
    expect(market.getByText('hace 3 días').tagName).toBe('TIME');

    const navLinks = screen.getAllByRole('link', { name: 'Integraciones' });
    expect(navLinks.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });

  it('copies a key and a snippet to the clipboard with a toast', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/integrations', { user: landlord, routes: { [LIST]: { body: [solKey] } } });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Copiar la clave de «Web Inmobiliaria Sol»' }));
    expect(await screen.findByText('Clave copiada')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('pk_AbCdEfGhIjKlMnOpQrStUvWx');
    await user.click(screen.getByRole('button', { name: 'Copiar el código de «Web Inmobiliaria Sol»' }));
    expect(await screen.findByText('Código copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toContain('partner-key="pk_AbCdEfGhIjKlMnOpQrStUvWx"');
  });

  it('creates a key with the form’s body, then shows it and adds it to the list', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const created = makeKey({
      id: 3,
      name: 'Web Norte',
      key: 'pk_NnNnNnNnNnNnNnNnNnNnNnNn',
      scope: 'marketplace',
      allowed_origins: ['https://norte.example', 'http://localhost:5173'],
      created_at: new Date().toISOString(),
    });
    const result = renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: () => ({ body: sent ? [created, solKey] : [solKey] }),
        'POST /partner-keys/': ({ body }) => {
          sent = body;
          return { status: 201, body: created };
        },
      },
    });
    await keyCards();
    const form = screen.getByRole('region', { name: 'Crear una clave' });
    // The name is required: nothing is sent without it.
    await user.click(within(form).getByRole('button', { name: 'Crear clave' }));
    expect(await within(form).findByText('Escribe un nombre para la clave.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /^Nombre/ }));
    expect(result.fetch.calls).not.toContain('POST /partner-keys/');

    expect(
      (within(form).getByRole('radio', { name: /Solo mis propiedades/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: /^Nombre/ }), '  Web Norte ');
    await user.click(within(form).getByRole('radio', { name: /Todo el marketplace/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Webs permitidas/ }),
      ' https://norte.example \n\nhttp://localhost:5173\nhttps://norte.example',
    );
    await user.click(within(form).getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByText('Clave creada')).toBeTruthy();
    expect(sent).toEqual({
      name: 'Web Norte',
      scope: 'marketplace',
      allowed_origins: ['https://norte.example', 'http://localhost:5173'],
    });
    const notice = screen.getByRole('region', { name: 'Tu nueva clave «Web Norte»' });
    expect(within(notice).getByText('pk_NnNnNnNnNnNnNnNnNnNnNnNn')).toBeTruthy();
    expect(document.activeElement).toBe(notice);
    await waitFor(async () => expect(await keyCards()).toHaveLength(2));
    expect(within(await cardOf('Web Norte')).getByText('Todo el marketplace')).toBeTruthy();
    // The form is empty again.
    expect((within(form).getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe('');
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region', { name: 'Tu nueva clave «Web Norte»' })).toBeNull();
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /^Nombre/ }));
  });

  it('shows the server’s error for an origin next to the origins field', async () => {
    const user = userEvent.setup();
    const message = 'Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).';
    renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: { body: [] },
        'POST /partner-keys/': { status: 400, body: { 'allowed_origins.1': [message] } },
      },
    });
    const form = await screen.findByRole('region', { name: 'Crear una clave' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: /^Nombre/ }), 'Mala');
    const origins = within(form).getByRole('textbox', { name: /^Webs permitidas/ });
    await user.type(origins, 'https://sol.example\nhttps://sol.example/pisos');
    await user.click(within(form).getByRole('button', { name: 'Crear clave' }));
    const error = await within(form).findByText(`«https://sol.example/pisos»: ${message}`);
    expect(origins.getAttribute('aria-invalid')).toBe('true');
    expect(origins.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(origins);
    // The typed origins stay for correction.
    expect((origins as HTMLTextAreaElement).value).toBe('https://sol.example\nhttps://sol.example/pisos');
  });

  it('revokes a key after the confirmation', async () => {
    const user = userEvent.setup();
    let stored = [solKey, marketKey];
    const result = renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: () => ({ body: stored }),
        'DELETE /partner-keys/:id/': ({ params }) => {
          stored = stored.filter((key) => key.id !== Number(params.id));
          return { status: 204 };
        },
      },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Revocar la clave «Web Inmobiliaria Sol»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain(
      '¿Revocar la clave «Web Inmobiliaria Sol»? Las webs que la usan dejarán de mostrar tus anuncios en 30 segundos.',
    );
    expect(result.fetch.calls).not.toContain('DELETE /partner-keys/1/');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Clave revocada')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /partner-keys/1/');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Web Inmobiliaria Sol' })).toBeNull());
    expect(await keyCards()).toHaveLength(1);
  });

  it('keeps the key when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const result = renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: { [LIST]: { body: [solKey] } },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Revocar la clave «Web Inmobiliaria Sol»' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(result.fetch.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    expect(await keyCards()).toHaveLength(1);
  });

  it('shows the empty state with what keys are for', async () => {
    renderRoute('/dashboard/integrations', { user: landlord, routes: { [LIST]: { body: [] } } });
    expect(await screen.findByRole('heading', { name: 'Aún no tienes claves de socio' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/las consultas y visitas que lleguen desde allí/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Crear una clave' })).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderRoute('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [solKey] };
        },
      },
    });
    expect(await screen.findByText('No se pudieron cargar tus claves de socio', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await keyCards()).toHaveLength(1);
  });

  it('is for landlords only', async () => {
    const result = renderRoute('/dashboard/integrations', {
      user: makeUser(),
      routes: { [LIST]: { body: [solKey] } },
    });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
    expect(result.fetch.calls).not.toContain('GET /partner-keys/');
  });
});
