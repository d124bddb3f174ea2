import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@convive/sdk';
import { createFixtureFetch, type FixtureRoutes, makeLandlord, makePage } from '@convive/sdk/testing';
import { createConvive, type Locale, memoryStorage } from '@convive/widgets';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { setLanguage } from '../../app/language';
import { expectNoSpanish } from '../../test/i18n';
import { TEST_API } from '../../test/renderRoute';
import { Webhooks } from './Webhooks';

const SLOW = { timeout: 5000 };
const LIST = 'GET /webhooks/';
const CREATE = 'POST /webhooks/';
const DELIVERIES = 'GET /webhooks/:id/deliveries/';
const landlord = makeLandlord();

function makeEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 9,
    url: 'https://crm.sol.example/hooks',
    description: 'CRM de la oficina',
    events: ['lead.created', 'visit.requested'],
    enabled: true,
    secret_hint: 'whsec_…AbCd',
    disabled_reason: null,
    disabled_at: null,
    previous_secret_expires_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 12,
    event_id: 'evt_1',
    event_type: 'lead.created',
    status: 'delivered',
    attempts: 1,
    last_status_code: 200,
    last_error: null,
    latency_ms: 143,
    response_excerpt: '{"ok":true}',
    next_attempt_at: null,
    created_at: '2026-11-28T09:00:00.000Z',
    last_attempt_at: '2026-11-28T09:00:01.000Z',
    delivered_at: '2026-11-28T09:00:01.000Z',
    ...overrides,
  };
}

const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';

/** Only the section, over a fixture API: the page around it is tested in IntegrationsPage.test.tsx. */
function renderWebhooks(routes: FixtureRoutes, locale: Locale = 'es') {
  setLanguage(locale);
  const fetch = createFixtureFetch({
    'GET /me/': { body: landlord },
    'GET /notifications/notifications/': { body: makePage([]) },
    'GET /notifications/unread-count/': { body: { unread_count: 0 } },
    ...routes,
  });
  const convive = createConvive({
    apiBase: TEST_API,
    storage: memoryStorage({ authToken: 'test-token' }),
    fetch,
    loadFavorites: false,
  });
  convive.stores.session.setState({ user: landlord, status: 'signed-in' });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const ui = () => (
    <AppProviders convive={convive} queryClient={queryClient}>
      <Webhooks />
    </AppProviders>
  );
  const result = render(ui());
  return { ...result, fetch, queryClient, convive, ui };
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Tus webhooks' }, SLOW);
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function cardOf(url: string) {
  await cards();
  return screen.getByRole('heading', { level: 4, name: url }).closest('li') as HTMLElement;
}

const live = () => screen.getAllByRole('status').find((node) => node.tagName === 'P') as HTMLElement;

describe('Webhooks (Integraciones)', { timeout: 20_000 }, () => {
  it('lists the endpoints with events, state, secret hint and the server’s reason to disable one', async () => {
    const user = userEvent.setup();
    const gone = makeEndpoint({
      id: 10,
      url: 'https://old.example/hook',
      description: '',
      events: ['listing.published'],
      enabled: false,
      disabled_reason: 'gone',
      disabled_at: '2026-11-25T08:00:00.000Z',
    });
    let patched: unknown;
    renderWebhooks({
      [LIST]: { body: [makeEndpoint(), gone] },
      'PATCH /webhooks/:id/': ({ body }) => {
        patched = body;
        return { body: { ...gone, enabled: true, disabled_reason: null, disabled_at: null } };
      },
    });
    expect(await cards()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Tus webhooks (2)' })).toBeTruthy();
    const sol = within(await cardOf('https://crm.sol.example/hooks'));
    expect(sol.getByText('CRM de la oficina')).toBeTruthy();
    expect(sol.getByText('Consulta recibida')).toBeTruthy();
    expect(sol.getByText('Visita solicitada')).toBeTruthy();
    expect(sol.getByText('Activo')).toBeTruthy();
    expect(sol.getByText('whsec_…AbCd')).toBeTruthy();

    const old = within(await cardOf('https://old.example/hook'));
    expect(old.getByText('Desactivado por Convive')).toBeTruthy();
    expect(old.getByText(/respondió 410 \(Gone\) el 25 de noviembre de 2026/)).toBeTruthy();
    expect(old.getByText('Actívalo para enviar una prueba.')).toBeTruthy();
    expect(
      (
        old.getByRole('button', {
          name: 'Enviar un evento de prueba a https://old.example/hook',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await user.click(
      old.getByRole('button', { name: 'Activar de nuevo el webhook https://old.example/hook' }),
    );
    await waitFor(() => expect(live().textContent).toBe('Webhook activado de nuevo'));
    expect(patched).toEqual({ enabled: true });
    expect(old.getByText('Activo')).toBeTruthy();
  });

  it('shows skeletons, then the empty state', async () => {
    renderWebhooks({ [LIST]: { body: [], delayMs: 50 } });
    expect(await screen.findByRole('status', { name: 'Cargando webhooks...' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Aún no tienes webhooks', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tus webhooks (0)' })).toBeTruthy();
  });

  it('shows the error state and loads again with Reintentar', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWebhooks({
      [LIST]: () => (fail ? { status: 500, body: { detail: 'x' } } : { body: [makeEndpoint()] }),
    });
    expect(await screen.findByText('No se pudieron cargar tus webhooks', {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await cards()).toHaveLength(1);
  });

  it('shows the server’s errors by field and the limit error of the form', async () => {
    const user = userEvent.setup();
    const message = 'Escribe una dirección https completa, p. ej. https://crm.inmobiliaria.es/webhooks.';
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { url: [message], 'events.0': ['Evento desconocido.'] },
    };
    const result = renderWebhooks({ [LIST]: { body: [] }, [CREATE]: () => answer });
    const form = await screen.findByRole('region', { name: 'Añadir un webhook' }, SLOW);
    // Nothing is sent without a URL and an event.
    await user.click(within(form).getByRole('button', { name: 'Añadir webhook' }));
    expect(within(form).getByText('Escribe la dirección que recibirá los avisos.')).toBeTruthy();
    expect(within(form).getByText('Elige al menos un evento.')).toBeTruthy();
    expect(result.fetch.calls).not.toContain('POST /webhooks/');

    const url = within(form).getByRole('textbox', { name: /^Dirección \(URL\)/ });
    await user.type(url, 'http://crm.example');
    const events = within(form).getByRole('group', { name: 'Eventos que recibe' });
    await user.click(within(events).getByRole('checkbox', { name: /Consulta recibida/ }));
    await user.click(within(form).getByRole('button', { name: 'Añadir webhook' }));
    const error = await within(form).findByText(message);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(url);
    expect(within(form).getByText('Evento desconocido.')).toBeTruthy();
    expect(events.getAttribute('aria-invalid')).toBe('true');

    answer = { status: 400, body: { non_field_errors: ['Puedes tener como mucho 10 webhooks.'] } };
    await user.click(within(form).getByRole('button', { name: 'Añadir webhook' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Puedes tener como mucho 10 webhooks.');
  });

  it('creates one, shows its secret once with a copy button, and never again after a reload', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const created: WebhookEndpointWithSecret = {
      ...makeEndpoint({
        id: 11,
        url: 'https://crm.norte.example/in',
        description: 'Norte',
        events: ['lead.created', 'listing.updated'],
      }),
      secret: SECRET,
    };
    const { secret: _secret, ...listed } = created;
    const result = renderWebhooks({
      [LIST]: () => ({ body: sent ? [listed] : [] }),
      [CREATE]: ({ body }) => {
        sent = body;
        return { status: 201, body: created };
      },
    });
    const form = await screen.findByRole('region', { name: 'Añadir un webhook' }, SLOW);
    await user.type(
      within(form).getByRole('textbox', { name: /^Dirección \(URL\)/ }),
      ' https://crm.norte.example/in ',
    );
    // Ticked out of order, sent in the vocabulary's order.
    await user.click(within(form).getByRole('checkbox', { name: /Anuncio modificado/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Consulta recibida/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Descripción/ }), 'Norte');
    expect((within(form).getByRole('checkbox', { name: /Activo: enviar/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(form).getByRole('button', { name: 'Añadir webhook' }));

    const notice = await screen.findByRole('region', { name: 'El secreto de https://crm.norte.example/in' });
    expect(sent).toEqual({
      url: 'https://crm.norte.example/in',
      events: ['lead.created', 'listing.updated'],
      enabled: true,
      description: 'Norte',
    });
    expect(within(notice).getByText(SECRET).tagName).toBe('CODE');
    expect(within(notice).getByText(/no lo volveremos a mostrar/)).toBeTruthy();
    expect(document.activeElement).toBe(notice);
    await user.click(within(notice).getByRole('button', { name: 'Copiar el secreto' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The list shows the hint only, and the cache never held the whole secret.
    await cardOf('https://crm.norte.example/in');
    expect(JSON.stringify(result.queryClient.getQueryData(['webhooks', 'list']))).not.toContain(SECRET);

    await user.click(within(notice).getByRole('button', { name: 'Ya lo he guardado' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Tus webhooks (1)' }));

    // A reload (a fresh mount over the same cache and API): the secret is gone for good.
    result.unmount();
    render(result.ui());
    await cardOf('https://crm.norte.example/in');
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.getByText('whsec_…AbCd')).toBeTruthy();
  });

  it('says the limit plainly when the account has WEBHOOKS_MAX endpoints', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      makeEndpoint({ id: index + 1, url: `https://crm.example/${index + 1}` }),
    );
    renderWebhooks({ [LIST]: { body: ten } });
    const form = await screen.findByRole('region', { name: 'Añadir un webhook' }, SLOW);
    expect(
      await within(form).findByText('Has llegado al máximo de 10 webhooks. Borra uno para añadir otro.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Añadir webhook' })).toBeNull();
  });

  it('edits an endpoint, sending only what changed', async () => {
    const user = userEvent.setup();
    let patched: unknown;
    renderWebhooks({
      [LIST]: { body: [makeEndpoint()] },
      'PATCH /webhooks/:id/': ({ body }) => {
        patched = body;
        return { body: makeEndpoint({ events: ['lead.created'], enabled: false }) };
      },
    });
    const card = within(await cardOf('https://crm.sol.example/hooks'));
    const edit = card.getByRole('button', { name: 'Editar el webhook https://crm.sol.example/hooks' });
    await user.click(edit);
    const form = card.getByRole('form', { name: 'Editar https://crm.sol.example/hooks' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /^Dirección/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Visita solicitada/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Activo: enviar/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(live().textContent).toBe('Cambios guardados'));
    expect(patched).toEqual({ events: ['lead.created'], enabled: false });
    expect(card.queryByRole('form')).toBeNull();
    expect(card.getByText('Desactivado por ti')).toBeTruthy();
    expect(card.queryByText('Visita solicitada')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });

  it('deletes after confirming and moves the focus to the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const result = renderWebhooks({
      [LIST]: () => ({ body: deleted ? [] : [makeEndpoint()] }),
      'DELETE /webhooks/:id/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const card = within(await cardOf('https://crm.sol.example/hooks'));
    await user.click(card.getByRole('button', { name: 'Borrar el webhook https://crm.sol.example/hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar webhook' }, SLOW);
    expect(within(dialog).getByText(/y su registro de entregas/)).toBeTruthy();
    expect(result.fetch.calls).not.toContain('DELETE /webhooks/9/');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('Aún no tienes webhooks')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /webhooks/9/');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Tus webhooks (0)' }));
  });

  it('rotates the secret after explaining the 24-hour overlap, then shows the new one once', async () => {
    const user = userEvent.setup();
    renderWebhooks({
      [LIST]: { body: [makeEndpoint()] },
      'POST /webhooks/:id/rotate-secret/': {
        body: {
          ...makeEndpoint({
            secret_hint: 'whsec_…WxYz',
            previous_secret_expires_at: '2026-12-01T10:00:00.000Z',
          }),
          secret: SECRET,
        },
      },
    });
    const card = within(await cardOf('https://crm.sol.example/hooks'));
    await user.click(
      card.getByRole('button', { name: 'Cambiar el secreto del webhook https://crm.sol.example/hooks' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el secreto' }, SLOW);
    expect(within(dialog).getByText(/Durante 24 horas los avisos llevarán dos firmas/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar secreto' }));
    const notice = await screen.findByRole('region', { name: 'El secreto de https://crm.sol.example/hooks' });
    expect(within(notice).getByText(SECRET)).toBeTruthy();
    expect(card.getByText('whsec_…WxYz')).toBeTruthy();
    expect(card.getByText(/El secreto anterior sigue firmando hasta el 1 de diciembre de 2026/)).toBeTruthy();
  });

  it('sends a test and says so in the live region', async () => {
    const user = userEvent.setup();
    const result = renderWebhooks({
      [LIST]: { body: [makeEndpoint()] },
      'POST /webhooks/:id/test/': {
        status: 202,
        body: makeDelivery({ event_type: 'ping', status: 'pending' }),
      },
    });
    const card = within(await cardOf('https://crm.sol.example/hooks'));
    await user.click(
      card.getByRole('button', { name: 'Enviar un evento de prueba a https://crm.sol.example/hooks' }),
    );
    await waitFor(() =>
      expect(live().textContent).toMatch(/^Prueba enviada a https:\/\/crm\.sol\.example\/hooks/),
    );
    expect(result.fetch.calls).toContain('POST /webhooks/9/test/');
  });

  it('shows the delivery log, pages through it, and replays; a pending one cannot be replayed (409)', async () => {
    const user = userEvent.setup();
    const failed = makeDelivery({
      id: 13,
      event_type: 'visit.requested',
      status: 'failed',
      attempts: 9,
      last_status_code: null,
      last_error: 'timeout',
      latency_ms: null,
      response_excerpt: null,
    });
    const pending = makeDelivery({
      id: 14,
      status: 'pending',
      attempts: 2,
      last_status_code: 503,
      response_excerpt: 'Service Unavailable',
    });
    const replays: string[] = [];
    const result = renderWebhooks({
      [LIST]: { body: [makeEndpoint()] },
      [DELIVERIES]: ({ query }) =>
        query.get('page') === '2'
          ? {
              body: {
                count: 11,
                next: null,
                previous: 'p1',
                results: [makeDelivery({ id: 20, event_type: 'ping' })],
              },
            }
          : { body: { count: 11, next: 'p2', previous: null, results: [makeDelivery(), failed, pending] } },
      'POST /webhook-deliveries/:id/replay/': ({ params }) => {
        replays.push(params.id ?? '');
        return params.id === '12'
          ? { status: 409, body: { detail: 'La entrega sigue pendiente: se reintenta sola.' } }
          : { status: 202, body: { ...failed, status: 'pending' } };
      },
    });
    const card = within(await cardOf('https://crm.sol.example/hooks'));
    await user.click(card.getByRole('button', { name: 'Ver entregas' }));
    const log = await card.findByRole('list', { name: 'Entregas de https://crm.sol.example/hooks' }, SLOW);
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [ok, bad, wait] = rows.map((row) => within(row as HTMLElement));
    expect(ok?.getByText('Consulta recibida')).toBeTruthy();
    expect(ok?.getByText('Entregada')).toBeTruthy();
    expect(ok?.getByText('HTTP 200')).toBeTruthy();
    expect(ok?.getByText('143 ms')).toBeTruthy();
    expect(ok?.getByText(/28 de noviembre de 2026/).tagName).toBe('TIME');
    expect(ok?.getByText('Ver el inicio de la respuesta')).toBeTruthy();
    expect(ok?.getByText('{"ok":true}')).toBeTruthy();
    expect(bad?.getByText('Fallida')).toBeTruthy();
    expect(bad?.getByText('Error: timeout')).toBeTruthy();
    expect(bad?.getByText('9')).toBeTruthy();
    expect(wait?.getByText('Pendiente')).toBeTruthy();
    const waitReplay = wait?.getByRole('button', {
      name: /^Reintentar la entrega lead\.created/,
    }) as HTMLButtonElement;
    expect(waitReplay.disabled).toBe(true);
    expect(wait?.getByText('Aún está pendiente: se reintenta sola.')).toBeTruthy();

    await user.click(
      bad?.getByRole('button', { name: /^Reintentar la entrega visit\.requested/ }) as HTMLElement,
    );
    await waitFor(() =>
      expect(live().textContent).toBe('Entrega en cola: se enviará de nuevo en unos segundos.'),
    );

    // The log said delivered, but it was reopened meanwhile: the server's 409 is shown and explained.
    const okReplay = ok?.getByRole('button', {
      name: /^Reintentar la entrega lead\.created/,
    }) as HTMLButtonElement;
    await user.click(okReplay);
    await waitFor(() => expect(live().textContent).toBe('La entrega sigue pendiente: se reintenta sola.'));
    expect(replays).toEqual(['13', '12']);

    expect(card.getByText('Página 1 de 2')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Siguientes' }));
    expect(await card.findByText('Página 2 de 2')).toBeTruthy();
    expect(await card.findByText('Prueba (ping)')).toBeTruthy();
    expect(result.fetch.calls).toContain('GET /webhooks/9/deliveries/?page=2&page_size=10');
  });

  it('shows the log’s empty and error states', async () => {
    const user = userEvent.setup();
    renderWebhooks({
      [LIST]: { body: [makeEndpoint(), makeEndpoint({ id: 10, url: 'https://b.example/h' })] },
      [DELIVERIES]: ({ params }) =>
        params.id === '9' ? { body: makePage([]) } : { status: 500, body: { detail: 'x' } },
    });
    const first = within(await cardOf('https://crm.sol.example/hooks'));
    await user.click(first.getByRole('button', { name: 'Ver entregas' }));
    expect(await first.findByText(/Todavía no hay entregas/, {}, SLOW)).toBeTruthy();
    const second = within(await cardOf('https://b.example/h'));
    await user.click(second.getByRole('button', { name: 'Ver entregas' }));
    expect(await second.findByText('No se pudieron cargar las entregas', {}, SLOW)).toBeTruthy();
  });

  it('speaks English when English is chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderWebhooks(
      {
        [LIST]: { body: [makeEndpoint({ description: '' })] },
        [DELIVERIES]: { body: makePage([makeDelivery()]) },
      },
      'en',
    );
    const list = await screen.findByRole('list', { name: 'Your webhooks' }, SLOW);
    expect(within(list).getByText('Enquiry received')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show deliveries' }));
    expect(await screen.findByText('Delivered', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Events it receives' })).toBeTruthy();
    expect(screen.getByText(/November 28, 2026|28 November 2026/)).toBeTruthy();
    expectNoSpanish(container);
  });
});
