import { addDays, type PartnerKey, type PartnerReport, type PartnerReportDay } from '@convive/sdk';
import { makeLandlord, makeProperty, makeRoom, makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { type RenderRouteOptions, renderRoute, renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const LIST = 'GET /partner-keys/';
const REPORT = 'GET /partner-keys/:id/report/';
const MINE = 'GET /properties/my-properties/';
const MY_ROOMS = 'GET /rooms/my-rooms/';
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

/** 30 days, oldest first, ending 2026-11-26 (a Thursday), each day's figures from its index. */
function makeReport(figures: (index: number) => Omit<PartnerReportDay, 'date'>, id = 1): PartnerReport {
  return {
    partner_key: id,
    days: Array.from({ length: 30 }, (_, index) => ({
      date: addDays('2026-10-28', index),
      ...figures(index),
    })),
  };
}

// Impressions 1…30 (465), clicks 2 every third day (20), enquiries on two days, a visit on the last.
const busyReport = makeReport((index) => ({
  impressions: index + 1,
  clicks: index % 3 === 0 ? 2 : 0,
  enquiries: index === 5 || index === 20 ? 1 : 0,
  visits: index === 29 ? 1 : 0,
}));
const quietReport = makeReport(() => ({ impressions: 0, clicks: 0, enquiries: 0, visits: 0 }));

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
    renderScreen('/dashboard/integrations', { user: landlord, routes: { [LIST]: { delayMs: Infinity } } });
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
        `<convive-property-grid api-base="${origin}/api" partner-key="pk_AbCdEfGhIjKlMnOpQrStUvWx" portal-url="${origin}"></convive-property-grid>`,
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
    renderScreen('/dashboard/integrations', { user: landlord, routes: { [LIST]: { body: [solKey] } } });
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
    const result = renderScreen('/dashboard/integrations', {
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
    renderScreen('/dashboard/integrations', {
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
    const result = renderScreen('/dashboard/integrations', {
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
    const result = renderScreen('/dashboard/integrations', {
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
    renderScreen('/dashboard/integrations', { user: landlord, routes: { [LIST]: { body: [] } } });
    expect(await screen.findByRole('heading', { name: 'Aún no tienes claves de socio' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/las consultas y visitas que lleguen desde allí/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Crear una clave' })).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderScreen('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [solKey] };
        },
        // The webhooks and feeds sections load fine: their own 'Reintentar' would make the button ambiguous here.
        'GET /webhooks/': { body: [] },
        'GET /feeds/export/': {
          body: {
            token: 't',
            xml_url: 'https://x/t.xml',
            json_url: 'https://x/t.json',
            refs_url: 'https://x/t/refs/',
            properties: 0,
          },
        },
        'GET /feeds/': { body: [] },
      },
    });
    expect(await screen.findByText('No se pudieron cargar tus claves de socio', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await keyCards()).toHaveLength(1);
  });

  it('is for landlords only', async () => {
    const result = renderScreen('/dashboard/integrations', {
      user: makeUser(),
      routes: { [LIST]: { body: [solKey] } },
    });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), SLOW);
    expect(result.fetch.calls).not.toContain('GET /partner-keys/');
  });
});

describe('Integrations page (a key’s report and custom code)', { timeout: 20_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  async function openReport(routes: RenderRouteOptions['routes'] = {}) {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/integrations', {
      user: landlord,
      routes: { [LIST]: { body: [solKey, marketKey] }, ...routes },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Ver informe de «Web Inmobiliaria Sol»' }));
    const panel = await screen.findByRole('region', { name: 'Informe y código de «Web Inmobiliaria Sol»' });
    return { user, result, panel };
  }

  it('opens a key’s report with the period’s totals, the chart and its table', async () => {
    const { user, result, panel } = await openReport({ [REPORT]: { body: busyReport } });
    const heading = within(panel).getByRole('heading', { level: 3, name: 'Últimos 30 días' });
    expect(document.activeElement).toBe(heading);
    const opener = screen.getByRole('button', { name: 'Ver informe de «Web Inmobiliaria Sol»' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(panel.id);

    const list = await within(panel).findByLabelText('Totales del periodo');
    const figures = Object.fromEntries(
      [...list.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      Impresiones: '465',
      'Clics a detalles': '20',
      Consultas: '2',
      'Solicitudes de visita': '1',
    });
    expect(within(panel).getByText('Del 28 de octubre al 26 de noviembre')).toBeTruthy();
    expect(result.fetch.calls).toContain('GET /partner-keys/1/report/');

    const chart = within(panel).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras por día, del 28 de octubre al 26 de noviembre. Totales: impresiones, 465; clics a detalles, 20; consultas, 2; solicitudes de visita, 1. Día con más impresiones: 26 de noviembre (30).',
    );
    // Weeks start on Monday: the axis names the four Mondays of the period.
    const axis = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(axis).toEqual(expect.arrayContaining(['2 nov', '9 nov', '16 nov', '23 nov']));
    expect(axis).not.toContain('28 oct');

    // The table is there for screen readers from the start, and shown on demand.
    const table = within(panel).getByRole('table', {
      name: 'Impresiones, clics a detalles, consultas y solicitudes de visita por día',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]?.textContent).toBe('mié, 28 oct1200');
    expect(
      within(rows[30] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '0', '0', '1']);
    expect(table.parentElement?.className).toBe('visually-hidden');
    const toggle = within(panel).getByRole('button', { name: 'Ver los datos en una tabla' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Ocultar la tabla');
    expect(table.parentElement?.className).not.toBe('visually-hidden');

    // Closing gives the focus back to the button that opened it.
    await user.click(
      within(panel).getByRole('button', { name: 'Cerrar el informe de «Web Inmobiliaria Sol»' }),
    );
    expect(screen.queryByRole('region', { name: 'Informe y código de «Web Inmobiliaria Sol»' })).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('says which events were received and not counted, and nothing when none were', async () => {
    const { panel } = await openReport({
      [REPORT]: { body: { ...busyReport, discarded: { duplicate: 1240, no_origin: 0, sandboxed: 3 } } },
    });
    const section = await within(panel).findByRole('region', { name: 'Eventos recibidos y no contados' });
    const figures = Object.fromEntries(
      [...section.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Impresiones repetidas en una misma visita a la página': '1240',
      'Desde vistas previas o archivos locales (Origin: null)': '3',
    });
  });

  it('shows no discarded events when the server reports none (or an older server says nothing)', async () => {
    const { panel } = await openReport({ [REPORT]: { body: busyReport } });
    await within(panel).findByLabelText('Totales del periodo');
    expect(within(panel).queryByRole('region', { name: 'Eventos recibidos y no contados' })).toBeNull();
  });

  it('shows a skeleton while the report loads', async () => {
    const { panel } = await openReport({ [REPORT]: { delayMs: Infinity } });
    expect(within(panel).getByRole('status', { name: 'Cargando informe...' })).toBeTruthy();
  });

  it('explains that the figures come once the elements are on a page when every figure is zero', async () => {
    const { panel } = await openReport({ [REPORT]: { body: quietReport } });
    expect(
      await within(panel).findByRole('heading', { level: 4, name: 'Todavía no hay datos' }),
    ).toBeTruthy();
    expect(within(panel).getByText(/en cuanto los elementos de Convive estén en una página/)).toBeTruthy();
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('shows the report’s error and retries', async () => {
    let calls = 0;
    const { user, panel } = await openReport({
      [REPORT]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: busyReport };
      },
    });
    expect(await within(panel).findByText('No se pudo cargar el informe')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByRole('img')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('downloads the report as CSV with a BOM, the header and one line per day', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:convive-report';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const { user, panel } = await openReport({ [REPORT]: { body: busyReport } });
    await user.click(
      await within(panel).findByRole('button', {
        name: 'Descargar CSV del informe de «Web Inmobiliaria Sol»',
      }),
    );
    expect(clicked).toEqual([
      { href: 'blob:convive-report', download: 'convive-informe-web-inmobiliaria-sol-2026-11-26.csv' },
    ]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('fecha,impresiones,clics,consultas,visitas');
    expect(lines[1]).toBe('2026-10-28,1,2,0,0');
    expect(lines[30]).toBe('2026-11-26,30,0,0,1');
    expect(lines).toHaveLength(32);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:convive-report'));
  });

  it('writes custom code from the chosen elements and options, and previews exactly that code', async () => {
    const user = userEvent.setup();
    const origin = window.location.origin;
    renderScreen('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: { body: [solKey] },
        [REPORT]: { body: busyReport },
        [MINE]: { body: [makeProperty({ id: 7, title: 'Piso Centro', city: 'Madrid' })] },
      },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Personalizar código de «Web Inmobiliaria Sol»' }));
    const panel = await screen.findByRole('region', { name: 'Informe y código de «Web Inmobiliaria Sol»' });
    const heading = within(panel).getByRole('heading', { level: 3, name: 'Código a medida' });
    expect(document.activeElement).toBe(heading);
    const code = within(panel).getByTestId('generated-snippet');
    const common = `api-base="${origin}/api" partner-key="pk_AbCdEfGhIjKlMnOpQrStUvWx"`;
    // The widgets' own colours: no stylesheet to host, nothing inline.
    expect(code.textContent).toBe(
      `<script type="module" src="${origin}/embed/convive-widgets.js"></script>\n` +
        `<convive-property-grid ${common} portal-url="${origin}" locale="es" page-size="9"></convive-property-grid>`,
    );
    expect(within(panel).queryByTestId('generated-stylesheet')).toBeNull();
    const iframe = within(panel).getByTitle('Vista previa de los elementos de «Web Inmobiliaria Sol»');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
    expect(iframe.getAttribute('srcdoc')).toContain(`<body>\n${code.textContent}\n</body>`);

    await user.click(within(panel).getByRole('checkbox', { name: /Buscador/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /Formulario de consulta/ }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Idioma' }), 'fr');
    await user.type(within(panel).getByRole('textbox', { name: /^Ciudad/ }), 'Sevilla "centro"');
    const pageSize = within(panel).getByRole('spinbutton', { name: 'Anuncios por página' });
    await user.clear(pageSize);
    await user.type(pageSize, '6');
    fireEvent.input(within(panel).getByLabelText(/Color principal/), { target: { value: '#e4572e' } });

    // The first of the landlord's properties is chosen for the enquiry form.
    const property = await within(panel).findByRole('combobox', { name: /^Propiedad/ });
    await waitFor(() => expect((property as HTMLSelectElement).value).toBe('7'));
    expect(within(property).getByRole('option', { name: 'Piso Centro · Madrid' })).toBeTruthy();

    const fr = 'locale="fr"';
    // No inline script or style: the grid follows the bar by `search-from`, the colour is a file to host.
    expect((code.textContent ?? '').split('\n')).toEqual([
      `<script type="module" src="${origin}/embed/convive-widgets.js"></script>`,
      '<link rel="stylesheet" href="convive-tema.css">',
      `<convive-search-bar id="convive-buscador" ${common} ${fr}></convive-search-bar>`,
      `<convive-property-grid ${common} portal-url="${origin}" ${fr} city="Sevilla &quot;centro&quot;" page-size="6" search-from="#convive-buscador"></convive-property-grid>`,
      `<convive-enquiry-form ${common} ${fr} property-id="7"></convive-enquiry-form>`,
    ]);
    expect(within(panel).getByRole('heading', { name: 'Tus colores: convive-tema.css' })).toBeTruthy();
    const stylesheet = within(panel).getByTestId('generated-stylesheet').textContent ?? '';
    expect(stylesheet).toBe(
      'convive-search-bar,\nconvive-property-grid,\nconvive-enquiry-form {\n  --convive-color-primary: #e4572e;\n}\n',
    );
    // The preview follows once the changes pause: the code shown, its stylesheet in place of the link.
    const body = (code.textContent ?? '').replace('<link rel="stylesheet" href="convive-tema.css">\n', '');
    await waitFor(() => expect(iframe.getAttribute('srcdoc')).toContain(`<body>\n${body}\n</body>`));
    expect(iframe.getAttribute('srcdoc')).toContain(`<style>\n${stylesheet}\n</style>`);
    expect(iframe.getAttribute('srcdoc')).toContain('<html lang="fr">');

    await user.click(
      within(panel).getByRole('button', {
        name: 'Copiar la hoja de estilos convive-tema.css de «Web Inmobiliaria Sol»',
      }),
    );
    expect(await screen.findByText('Hoja de estilos copiada')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(stylesheet);

    await user.click(
      within(panel).getByRole('button', { name: 'Copiar el código a medida de «Web Inmobiliaria Sol»' }),
    );
    expect(await screen.findByText('Código copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(code.textContent);
  });

  it('lets the enquiry form ask about one room of the chosen property, or the whole of it', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: { body: [solKey] },
        [REPORT]: { body: busyReport },
        [MINE]: { body: [makeProperty({ id: 7, title: 'Piso Centro', city: 'Madrid' })] },
        [MY_ROOMS]: {
          body: [
            makeRoom({ id: 71, coliving_property: 7, title: 'Habitación exterior' }),
            makeRoom({ id: 90, coliving_property: 9, title: 'De otra casa' }),
          ],
        },
      },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Personalizar código de «Web Inmobiliaria Sol»' }));
    const panel = await screen.findByRole('region', { name: 'Informe y código de «Web Inmobiliaria Sol»' });
    await user.click(within(panel).getByRole('checkbox', { name: /Formulario de consulta/ }));
    const room = await within(panel).findByRole('combobox', { name: /^Habitación de la consulta/ });
    // Only the chosen property's rooms, after the whole property.
    expect(
      within(room)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toda la propiedad', 'Habitación exterior']);
    const code = within(panel).getByTestId('generated-snippet');
    expect(code.textContent).toMatch(/<convive-enquiry-form [^>]*property-id="7"><\/convive-enquiry-form>/);
    await user.selectOptions(room, '71');
    expect(code.textContent).toMatch(/<convive-enquiry-form [^>]*property-id="7" room-id="71">/);
    await user.selectOptions(room, '');
    expect(code.textContent).not.toContain('room-id');
  });

  it('asks for a property number when the properties cannot be listed', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/integrations', {
      user: landlord,
      routes: {
        [LIST]: { body: [solKey] },
        [REPORT]: { body: busyReport },
        [MINE]: { status: 500, body: { detail: 'boom' } },
      },
    });
    await keyCards();
    await user.click(screen.getByRole('button', { name: 'Personalizar código de «Web Inmobiliaria Sol»' }));
    const panel = await screen.findByRole('region', { name: 'Informe y código de «Web Inmobiliaria Sol»' });
    await user.click(within(panel).getByRole('checkbox', { name: /Solicitud de visita/ }));
    const number = await within(panel).findByRole('spinbutton', { name: /^Número de la propiedad/ });
    expect(within(panel).getByText(/Elige una propiedad para añadir/)).toBeTruthy();
    const code = within(panel).getByTestId('generated-snippet');
    expect(code.textContent).not.toContain('convive-visit-scheduler');
    await user.type(number, '12');
    expect(code.textContent).toContain('property-id="12"');
    expect(code.textContent).toContain('<convive-visit-scheduler ');
  });
  it('speaks English: the keys, a key’s report and its snippet generator', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/integrations', {
      locale: 'en',
      user: landlord,
      routes: {
        [LIST]: { body: [solKey, marketKey] },
        [REPORT]: { body: busyReport },
        [MINE]: { body: [makeProperty({ id: 7, title: 'Piso Centro', city: 'Madrid' })] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' }, SLOW)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Active partner keys' });
    expect(within(list).getAllByText('5 November 2026')).toHaveLength(2);
    expect(within(list).getByText('3 days ago').tagName).toBe('TIME');
    const fixtures = [solKey.name, marketKey.name, 'Piso Centro'];
    expectNoSpanish(container, fixtures);

    await user.click(screen.getByRole('button', { name: 'View report of “Web Inmobiliaria Sol”' }));
    const panel = await screen.findByRole('region', { name: 'Report and code of “Web Inmobiliaria Sol”' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Last 30 days' })).toBeTruthy();
    const totals = await within(panel).findByLabelText('Totals for the period');
    expect([...totals.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Impressions',
      'Clicks to details',
      'Enquiries',
      'Visit requests',
    ]);
    expect(within(panel).getByText('From 28 October to 26 November')).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Custom code' })).toBeTruthy();
    await user.click(within(panel).getByRole('checkbox', { name: /Search bar/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /Enquiry form/ }));
    const property = await within(panel).findByRole('combobox', { name: /^Property/ });
    await waitFor(() => expect((property as HTMLSelectElement).value).toBe('7'));
    expect(within(panel).getByTestId('generated-snippet').textContent).toContain('locale="en"');
    expect(within(panel).getByTitle('Preview of the elements of “Web Inmobiliaria Sol”').tagName).toBe(
      'IFRAME',
    );
    expectNoSpanish(container, fixtures);
  });
});
