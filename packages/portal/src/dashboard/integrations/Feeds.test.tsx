import { FEED_MAX_BYTES, type Feed, type FeedExport, type FeedRun, type FeedSkippedRow } from '@convive/sdk';
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
import { Feeds } from './Feeds';

const SLOW = { timeout: 5000 };
const LIST = 'GET /feeds/';
const CREATE = 'POST /feeds/';
const ONE = 'GET /feeds/:id/';
const RUN = 'POST /feeds/:id/run/';
const EXPORT = 'GET /feeds/export/';
const FEED_URL = 'https://crm.sol.example/kyero.xml';
const landlord = makeLandlord();

function makeRun(overrides: Partial<FeedRun> = {}): FeedRun {
  return {
    id: 31,
    status: 'succeeded',
    trigger: 'schedule',
    created_at: '2026-11-28T09:00:00.000Z',
    started_at: '2026-11-28T09:00:05.000Z',
    finished_at: '2026-11-28T09:02:00.000Z',
    error: null,
    total: 40,
    created: 3,
    updated: 5,
    unchanged: 29,
    unpublished: 1,
    skipped: 2,
    photos_fetched: 24,
    photos_failed: 1,
    skipped_rows: [],
    ...overrides,
  };
}

function makeFeed(overrides: Partial<Feed> = {}): Feed {
  return {
    id: 3,
    format: 'kyero-v3',
    source: 'url',
    url: FEED_URL,
    enabled: true,
    properties_count: 38,
    last_run: makeRun(),
    next_run_at: '2026-11-28T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-28T09:02:00.000Z',
    ...overrides,
  };
}

const uploadedFeed = makeFeed({
  id: 4,
  source: 'upload',
  url: null,
  properties_count: 6,
  next_run_at: null,
  last_run: makeRun({ id: 40, trigger: 'upload', total: 6, created: 6, updated: 0, unchanged: 0 }),
});

function skippedRow(position: number, overrides: Partial<FeedSkippedRow> = {}): FeedSkippedRow {
  return {
    position,
    ref: `SOL-${position}`,
    field: 'price',
    code: 'invalid_field',
    message: 'El precio debe ser un número mayor que 0.',
    ...overrides,
  };
}

const exportAddresses: FeedExport = {
  token: 'tok_AbCd',
  xml_url: 'https://convive.example/api/feeds/export/tok_AbCd.xml',
  json_url: 'https://convive.example/api/feeds/export/tok_AbCd.json',
  refs_url: 'https://convive.example/api/feeds/export/tok_AbCd/refs/',
  properties: 12,
};

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
}

/** Only the section, over a fixture API: the page around it is tested in IntegrationsPage.test.tsx. */
function renderFeeds(routes: FixtureRoutes, locale: Locale = 'es') {
  setLanguage(locale);
  // The export route goes first: 'GET /feeds/:id/' would answer '/feeds/export/' too.
  const fixtures = createFixtureFetch({
    [EXPORT]: { body: exportAddresses },
    'GET /me/': { body: landlord },
    'GET /notifications/notifications/': { body: makePage([]) },
    'GET /notifications/unread-count/': { body: { unread_count: 0 } },
    ...routes,
  });
  // What the fixtures do not keep: each request's media type (multipart or JSON).
  const sent: Sent[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url, contentType: request.headers.get('content-type') });
    return fixtures(request);
  };
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
  const result = render(
    <AppProviders convive={convive} queryClient={queryClient}>
      <Feeds pollMs={30} />
    </AppProviders>,
  );
  return { ...result, fetch: fixtures, sent, queryClient };
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Tus feeds' }, SLOW);
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function cardOf(name: string) {
  await cards();
  return screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;
}

const live = () => screen.getAllByRole('status').find((node) => node.tagName === 'P') as HTMLElement;

function countOf(scope: HTMLElement, label: string): string | null {
  const term = within(scope)
    .getAllByText(label)
    .find((node) => node.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? null;
}

function xmlFile(name = 'stock.xml', text = '<root><kyero><feed_version>3</feed_version></kyero></root>') {
  return new File([text], name, { type: 'text/xml' });
}

describe('Feeds (Integraciones)', { timeout: 20_000 }, () => {
  it('shows skeletons, then the empty state', async () => {
    renderFeeds({ [LIST]: { body: [], delayMs: 50 } });
    expect(await screen.findByRole('status', { name: 'Cargando feeds...' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Aún no importas ningún feed', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Feeds de anuncios' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tus feeds (0)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Añadir un feed' })).toBeTruthy();
  });

  it('shows the error state and loads again with Reintentar', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderFeeds({
      [LIST]: () => (fail ? { status: 500, body: { detail: 'x' } } : { body: [makeFeed()] }),
    });
    expect(await screen.findByText('No se pudieron cargar tus feeds', {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await cards()).toHaveLength(1);
  });

  it('lists the feeds with their state and the last report, skipped rows in a table behind a disclosure', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 12 }, (_, index) => skippedRow(index + 1));
    rows[0] = skippedRow(1, {
      ref: null,
      field: null,
      code: 'missing_ref',
      message: 'La fila no tiene <ref>.',
    });
    const feed = makeFeed({ last_run: makeRun({ skipped: 12, skipped_rows: rows }) });
    renderFeeds({ [LIST]: { body: [feed, uploadedFeed] } });
    expect(await cards()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Tus feeds (2)' })).toBeTruthy();

    const card = await cardOf(FEED_URL);
    const sol = within(card);
    expect(sol.getByText('Kyero v3 por URL')).toBeTruthy();
    expect(sol.getByText('Activo: se importa cada hora')).toBeTruthy();
    expect(countOf(card, 'Propiedades del feed')).toBe('38');
    expect(countOf(card, 'Próxima importación')).toMatch(/28 de noviembre de 2026/);
    const report = sol.getByRole('region', { name: 'Última importación' });
    expect(within(report).getByText('Terminada')).toBeTruthy();
    expect(within(report).getByText('Automática (cada hora)')).toBeTruthy();
    expect(countOf(report, 'Terminó')).toMatch(/28 de noviembre de 2026/);
    const counts = within(report).getByLabelText('Resultado de la importación');
    expect([...counts.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Filas en el feed',
      'Creadas',
      'Actualizadas',
      'Sin cambios',
      'Despublicadas',
      'Saltadas',
      'Fotos descargadas',
      'Fotos fallidas',
    ]);
    expect([...counts.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      '40',
      '3',
      '5',
      '29',
      '1',
      '12',
      '24',
      '1',
    ]);

    const table = within(report).getByRole('table', { name: /^Filas saltadas \(12\)/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Posición', 'Ref', 'Campo', 'Motivo']);
    // A header row and the first 10 rows; the rest behind the disclosure.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('1');
    expect(within(first).getByText('La fila no tiene <ref>.')).toBeTruthy();
    expect(within(table).getAllByText('SOL-10')).toHaveLength(1);
    expect(within(table).queryByText('SOL-12')).toBeNull();
    const more = within(report).getByRole('button', { name: 'Ver las 12 filas' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByText('SOL-12')).toBeTruthy();
    expect(more.textContent).toBe('Ver solo las 10 primeras');

    const uploaded = within(await cardOf('Archivo subido'));
    expect(uploaded.getByText(/^Kyero v3 subido el 20 de noviembre de 2026/)).toBeTruthy();
    expect(uploaded.getByText('Se importa cuando subes un archivo')).toBeTruthy();
    expect(uploaded.getByText('Cuando subas un archivo nuevo')).toBeTruthy();
    expect(uploaded.getByText('Al subir el archivo')).toBeTruthy();
    expect(uploaded.queryByRole('button', { name: /^Importar ahora/ })).toBeNull();
    expect(uploaded.queryByRole('button', { name: /^Pausar/ })).toBeNull();
    expect(
      uploaded.getByRole('button', { name: /^Subir un archivo nuevo para el feed Archivo subido/ }),
    ).toBeTruthy();
  });

  it('shows the whole-document error of a failed run, without counts', async () => {
    renderFeeds({
      [LIST]: {
        body: [
          makeFeed({
            last_run: makeRun({
              status: 'failed',
              error: { code: 'not_xml', message: 'El documento no es XML: empieza por «<!DOCTYPE html>».' },
              total: 0,
              created: 0,
              updated: 0,
              unchanged: 0,
              unpublished: 0,
              skipped: 0,
              photos_fetched: 0,
              photos_failed: 0,
            }),
          }),
        ],
      },
    });
    const report = within(within(await cardOf(FEED_URL)).getByRole('region', { name: 'Última importación' }));
    expect(report.getByText('Fallida')).toBeTruthy();
    expect(report.getByText('No se importó nada: el documento no se pudo leer.')).toBeTruthy();
    expect(report.getByText('El documento no es XML: empieza por «<!DOCTYPE html>».')).toBeTruthy();
    expect(report.queryByLabelText('Resultado de la importación')).toBeNull();
    expect(report.queryByRole('table')).toBeNull();
  });

  it('adds a feed by URL: the server’s field error on the field, the typed URL kept, then success', async () => {
    const user = userEvent.setup();
    const message = 'Escribe una dirección https completa, p. ej. https://crm.inmobiliaria.es/kyero.xml.';
    const bodies: unknown[] = [];
    let answer: { status: number; body: unknown } = { status: 400, body: { url: [message] } };
    const created = makeFeed({
      id: 8,
      last_run: makeRun({ id: 50, status: 'queued', started_at: null, finished_at: null }),
    });
    const result = renderFeeds({
      [LIST]: () => ({ body: bodies.length === 2 ? [created] : [] }),
      [CREATE]: ({ body }) => {
        bodies.push(body);
        return answer;
      },
      [ONE]: { body: created },
    });
    const form = within(await screen.findByRole('region', { name: 'Añadir un feed' }, SLOW));
    expect(form.getByText('Lo importamos ahora y después cada hora.', { selector: 'li' })).toBeTruthy();
    expect(form.getByText(/se pausan; nunca se borran/)).toBeTruthy();
    expect(form.getByText(/Las fotos se descargan una sola vez/)).toBeTruthy();

    // Nothing is sent without a URL.
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    expect(form.getByText('Escribe la dirección del feed.')).toBeTruthy();
    expect(result.fetch.calls).not.toContain('POST /feeds/');

    const url = form.getByRole('textbox', { name: /^Dirección del feed \(URL\)/ });
    await user.type(url, 'http://crm.sol.example/kyero.xml');
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    const error = await form.findByText(message);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(url);
    expect((url as HTMLInputElement).value).toBe('http://crm.sol.example/kyero.xml');

    await user.clear(url);
    await user.type(url, ` ${FEED_URL} `);
    answer = { status: 201, body: created };
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    await waitFor(() =>
      expect(live().textContent).toBe('Feed añadido: la primera importación está en cola.'),
    );
    expect(bodies[1]).toMatchObject({ url: FEED_URL });
    expect((url as HTMLInputElement).value).toBe('');
    expect(await cardOf(FEED_URL)).toBeTruthy();
  });

  it('says the limit plainly: a 409 on the form, and no form at FEEDS_MAX feeds', async () => {
    const user = userEvent.setup();
    const { unmount } = renderFeeds({
      [LIST]: { body: [] },
      [CREATE]: { status: 409, body: { detail: 'Puedes tener como mucho 5 feeds.' } },
    });
    const form = within(await screen.findByRole('region', { name: 'Añadir un feed' }, SLOW));
    const url = form.getByRole('textbox', { name: /^Dirección del feed/ });
    await user.type(url, FEED_URL);
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    expect((await form.findByRole('alert')).textContent).toBe('Puedes tener como mucho 5 feeds.');
    expect((url as HTMLInputElement).value).toBe(FEED_URL);
    unmount();

    const five = Array.from({ length: 5 }, (_, index) =>
      makeFeed({ id: index + 1, url: `https://crm.example/${index + 1}.xml` }),
    );
    renderFeeds({ [LIST]: { body: five } });
    const full = within(await screen.findByRole('region', { name: 'Añadir un feed' }, SLOW));
    expect(
      await full.findByText('Has llegado al máximo de 5 feeds. Borra uno para añadir otro.'),
    ).toBeTruthy();
    expect(full.queryByRole('button', { name: 'Añadir feed' })).toBeNull();
  });

  it('adds a feed by uploading an XML file: size shown, the limit checked first, sent as multipart', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const created = { ...uploadedFeed, last_run: makeRun({ id: 51, trigger: 'upload', status: 'queued' }) };
    const result = renderFeeds({
      [LIST]: () => ({ body: body ? [created] : [] }),
      [CREATE]: (request) => {
        body = request.body;
        return { status: 201, body: created };
      },
      [ONE]: { body: uploadedFeed },
    });
    const form = within(await screen.findByRole('region', { name: 'Añadir un feed' }, SLOW));
    await user.click(form.getByRole('radio', { name: /Subiendo un archivo XML/ }));
    const input = form.getByLabelText(/^Archivo XML \(Kyero v3\)/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.xml,application/xml,text/xml');
    expect(form.getByText(/Lo importamos ahora; para actualizarlo, sube un archivo nuevo\./)).toBeTruthy();

    // Over the limit: refused here, nothing sent.
    const huge = xmlFile('enorme.xml');
    Object.defineProperty(huge, 'size', { value: FEED_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(await form.findByText('El archivo pasa de 100 MB, el máximo que admitimos.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    expect(result.fetch.calls).not.toContain('POST /feeds/');

    const text = `<root>${'<property><ref>A</ref></property>'.repeat(60)}</root>`;
    await user.upload(input, xmlFile('stock.xml', text));
    expect(form.getByText('Elegido: stock.xml (2 KB)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Añadir feed' }));
    await waitFor(() =>
      expect(live().textContent).toBe('Feed añadido: la primera importación está en cola.'),
    );
    const post = result.sent.find((request) => request.method === 'POST');
    expect(post?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // (jsdom's File loses its name and bytes inside Node's FormData; a browser sends both.)
    expect(String(body)).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: text\/xml/);
    expect(String(body)).not.toContain('name="url"');
  });

  it('runs a URL feed now, polls it until the run ends, and announces the end', async () => {
    const user = userEvent.setup();
    const queued = makeRun({
      id: 60,
      status: 'queued',
      trigger: 'manual',
      started_at: null,
      finished_at: null,
    });
    const running = { ...queued, status: 'running' as const, started_at: '2026-11-28T11:00:02.000Z' };
    const done = makeRun({ id: 60, trigger: 'manual', created: 2, updated: 4, unpublished: 1, skipped: 0 });
    let finished = false;
    const result = renderFeeds({
      [LIST]: { body: [makeFeed()] },
      [RUN]: { status: 202, body: makeFeed({ last_run: queued }) },
      [ONE]: () => ({
        body: makeFeed({ last_run: finished ? done : running, properties_count: finished ? 40 : 38 }),
      }),
    });
    const card = await cardOf(FEED_URL);
    const scope = within(card);
    await user.click(scope.getByRole('button', { name: `Importar ahora el feed ${FEED_URL}` }));
    await waitFor(() =>
      expect(live().textContent).toBe(`Importación de ${FEED_URL} en cola: el informe se actualizará solo.`),
    );
    expect(await scope.findByText('Importando', {}, SLOW)).toBeTruthy();
    expect(scope.getByText(/El informe aparecerá aquí en cuanto termine/)).toBeTruthy();
    const runButton = scope.getByRole('button', {
      name: `Importar ahora el feed ${FEED_URL}`,
    }) as HTMLButtonElement;
    expect(runButton.disabled).toBe(true);
    expect(runButton.getAttribute('aria-describedby')).toBe(
      scope.getByText('Hay una importación en curso.').id,
    );
    // Read again and again while it runs.
    await waitFor(() =>
      expect(result.fetch.calls.filter((call) => call === 'GET /feeds/3/').length).toBeGreaterThan(2),
    );

    finished = true;
    await waitFor(
      () =>
        expect(live().textContent).toBe(
          `Importación de ${FEED_URL} terminada: 2 creadas, 4 actualizadas, 1 despublicadas, 0 saltadas.`,
        ),
      SLOW,
    );
    expect(scope.getByText('Terminada')).toBeTruthy();
    expect(countOf(card, 'Propiedades del feed')).toBe('40');
    expect(result.fetch.calls).toContain('POST /feeds/3/run/');
    expect(runButton.disabled).toBe(false);
    // The polling stops with the run.
    const polled = result.fetch.calls.filter((call) => call === 'GET /feeds/3/').length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(result.fetch.calls.filter((call) => call === 'GET /feeds/3/').length).toBe(polled);
  });

  it('says so when a run is already under way (409) and reads the feed again', async () => {
    const user = userEvent.setup();
    let conflict = false;
    const result = renderFeeds({
      [LIST]: () => ({
        body: [
          conflict
            ? makeFeed({ last_run: makeRun({ id: 70, status: 'running', finished_at: null }) })
            : makeFeed(),
        ],
      }),
      [RUN]: () => {
        conflict = true;
        return { status: 409, body: { detail: 'Ya hay una importación de este feed en cola o en curso.' } };
      },
      [ONE]: {
        body: makeFeed({ last_run: makeRun({ id: 70, status: 'running', finished_at: null }) }),
        delayMs: 10,
      },
    });
    const scope = within(await cardOf(FEED_URL));
    await user.click(scope.getByRole('button', { name: `Importar ahora el feed ${FEED_URL}` }));
    await waitFor(() =>
      expect(live().textContent).toBe('Ya hay una importación de este feed en cola o en curso.'),
    );
    expect(await scope.findByText('Importando', {}, SLOW)).toBeTruthy();
    expect(result.fetch.calls.filter((call) => call === 'GET /feeds/').length).toBeGreaterThan(1);
  });

  it('uploads a new file for an uploaded feed and runs it with the file', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const result = renderFeeds({
      [LIST]: { body: [uploadedFeed] },
      [RUN]: (request) => {
        body = request.body;
        return {
          status: 202,
          body: { ...uploadedFeed, last_run: makeRun({ id: 41, trigger: 'upload', status: 'queued' }) },
        };
      },
      [ONE]: {
        body: { ...uploadedFeed, last_run: makeRun({ id: 41, trigger: 'upload', created: 0, updated: 6 }) },
      },
    });
    const scope = within(await cardOf('Archivo subido'));
    const open = scope.getByRole('button', { name: /^Subir un archivo nuevo para el feed/ });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const input = scope.getByLabelText(/^Archivo XML nuevo/) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    // Nothing is sent without a file.
    await user.click(scope.getByRole('button', { name: 'Subir e importar' }));
    expect(scope.getByText('Elige el archivo XML del feed.')).toBeTruthy();
    await user.upload(input, xmlFile('nuevo.xml'));
    await user.click(scope.getByRole('button', { name: 'Subir e importar' }));
    await waitFor(() => expect(live().textContent).toMatch(/terminada: 0 creadas, 6 actualizadas/), SLOW);
    expect(result.fetch.calls).toContain('POST /feeds/4/run/');
    expect(result.sent.find((request) => request.method === 'POST')?.contentType).toMatch(
      /^multipart\/form-data/,
    );
    expect(String(body)).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: text\/xml/);
    expect(document.activeElement).toBe(open);
  });

  it('pauses and resumes a URL feed', async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    renderFeeds({
      [LIST]: { body: [makeFeed()] },
      'PATCH /feeds/:id/': ({ body }) => {
        patched.push(body);
        const enabled = (body as { enabled: boolean }).enabled;
        return { body: makeFeed({ enabled, next_run_at: enabled ? '2026-11-28T10:00:00.000Z' : null }) };
      },
    });
    const card = await cardOf(FEED_URL);
    const scope = within(card);
    await user.click(scope.getByRole('button', { name: `Pausar el feed ${FEED_URL}` }));
    await waitFor(() =>
      expect(live().textContent).toBe(`Feed ${FEED_URL} en pausa: no se importará cada hora.`),
    );
    expect(scope.getByText('En pausa')).toBeTruthy();
    expect(countOf(card, 'Próxima importación')).toBe('Ninguna mientras esté en pausa');
    await user.click(scope.getByRole('button', { name: `Reanudar el feed ${FEED_URL}` }));
    await waitFor(() =>
      expect(live().textContent).toBe(`Feed ${FEED_URL} reanudado: se importará cada hora.`),
    );
    expect(scope.getByText('Activo: se importa cada hora')).toBeTruthy();
    expect(patched).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('edits the URL: a field error from the server, then saved, the focus back on Editar', async () => {
    const user = userEvent.setup();
    const next = 'https://crm.sol.example/v2/kyero.xml';
    const patched: unknown[] = [];
    renderFeeds({
      [LIST]: { body: [makeFeed()] },
      'PATCH /feeds/:id/': ({ body }) => {
        patched.push(body);
        return patched.length === 1
          ? { status: 400, body: { url: ['Esa dirección no responde.'] } }
          : { body: makeFeed({ url: next }) };
      },
    });
    const scope = within(await cardOf(FEED_URL));
    const edit = scope.getByRole('button', { name: `Editar la URL del feed ${FEED_URL}` });
    await user.click(edit);
    const form = within(scope.getByRole('form', { name: 'Cambiar la dirección del feed' }));
    const url = form.getByRole('textbox', { name: /^Dirección del feed/ });
    expect(document.activeElement).toBe(url);
    await user.clear(url);
    await user.type(url, 'https://nada.example/x.xml');
    await user.click(form.getByRole('button', { name: 'Guardar dirección' }));
    expect(await form.findByText('Esa dirección no responde.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    await user.clear(url);
    await user.type(url, next);
    await user.click(form.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(live().textContent).toBe('Dirección del feed guardada'));
    expect(patched).toEqual([{ url: 'https://nada.example/x.xml' }, { url: next }]);
    expect(await cardOf(next)).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Editar la URL del feed ${next}`);
  });

  it('deletes after a confirmation that says the properties stay, and moves the focus to the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const result = renderFeeds({
      [LIST]: () => ({ body: deleted ? [] : [makeFeed()] }),
      'DELETE /feeds/:id/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const scope = within(await cardOf(FEED_URL));
    await user.click(scope.getByRole('button', { name: `Borrar el feed ${FEED_URL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar feed' }, SLOW);
    expect(within(dialog).getByText(/Sus 38 propiedades se quedan en tu cuenta/)).toBeTruthy();
    expect(result.fetch.calls).not.toContain('DELETE /feeds/3/');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('Aún no importas ningún feed')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /feeds/3/');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Tus feeds (0)' }));
  });

  it('shows the export addresses with copy buttons, and changes them after a confirmation', async () => {
    const user = userEvent.setup();
    const rotated: FeedExport = {
      ...exportAddresses,
      token: 'tok_New',
      xml_url: 'https://convive.example/api/feeds/export/tok_New.xml',
      json_url: 'https://convive.example/api/feeds/export/tok_New.json',
      refs_url: 'https://convive.example/api/feeds/export/tok_New/refs/',
    };
    const result = renderFeeds({
      [LIST]: { body: [] },
      'POST /feeds/export/rotate/': { body: rotated },
    });
    const block = within(await screen.findByRole('region', { name: 'Exportar tu stock' }, SLOW));
    expect(await block.findByText(exportAddresses.xml_url, {}, SLOW)).toBeTruthy();
    expect(block.getByText(exportAddresses.json_url)).toBeTruthy();
    expect(block.getByText(exportAddresses.refs_url)).toBeTruthy();
    expect(block.getByText('Propiedades publicadas').nextElementSibling?.textContent).toBe('12');
    await user.click(block.getByRole('button', { name: 'Copiar la dirección XML Kyero v3' }));
    expect(await navigator.clipboard.readText()).toBe(exportAddresses.xml_url);
    await user.click(block.getByRole('button', { name: 'Copiar la dirección Lista de referencias' }));
    expect(await navigator.clipboard.readText()).toBe(exportAddresses.refs_url);

    const change = block.getByRole('button', { name: 'Cambiar la dirección' });
    await user.click(change);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cambiar las direcciones de exportación' },
      SLOW,
    );
    expect(within(dialog).getByText(/las actuales dejarán de funcionar al momento/)).toBeTruthy();
    expect(result.fetch.calls).not.toContain('POST /feeds/export/rotate/');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar las direcciones' }));
    expect(await block.findByText(rotated.xml_url)).toBeTruthy();
    expect(block.queryByText(exportAddresses.xml_url)).toBeNull();
    expect(live().textContent).toBe('Direcciones de exportación cambiadas: las anteriores ya no funcionan');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(change);
  });

  it('shows the export’s loading and error states', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderFeeds({
      [LIST]: { body: [] },
      [EXPORT]: () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: exportAddresses, delayMs: 50 },
    });
    const block = within(await screen.findByRole('region', { name: 'Exportar tu stock' }, SLOW));
    expect(
      await block.findByText('No se pudieron cargar las direcciones de exportación', {}, SLOW),
    ).toBeTruthy();
    fail = false;
    await user.click(block.getByRole('button', { name: 'Reintentar' }));
    expect(
      await block.findByRole('status', { name: 'Cargando las direcciones de exportación...' }),
    ).toBeTruthy();
    expect(await block.findByText(exportAddresses.json_url, {}, SLOW)).toBeTruthy();
  });

  it('speaks English when English is chosen', async () => {
    const rows = [skippedRow(3, { message: 'Price must be a number above 0.' })];
    const { container } = renderFeeds(
      {
        [LIST]: {
          body: [makeFeed({ last_run: makeRun({ skipped: 1, skipped_rows: rows }) }), uploadedFeed],
        },
      },
      'en',
    );
    const list = await screen.findByRole('list', { name: 'Your feeds' }, SLOW);
    expect(within(list).getAllByText('Last import')).toHaveLength(2);
    expect(within(list).getByRole('table', { name: 'Skipped rows (1)' })).toBeTruthy();
    expect(within(list).getAllByText(/November 28, 2026|28 November 2026/).length).toBeGreaterThan(0);
    expect(await screen.findByText(exportAddresses.xml_url, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Export your stock' })).toBeTruthy();
    expectNoSpanish(container, ['SOL-3', FEED_URL]);
  });
});
