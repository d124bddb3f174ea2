/**
 * A partner agency's leads, end to end in a real Chromium: the landlord (Carmen, demo data) has a
 * partner key; on the partner's page (another origin, strict CSP, hostile CSS) a visitor without a Convive account
 * sends a room enquiry, a property enquiry and asks for a visit through the elements carrying that key; the visit is
 * confirmed through the link of the e-mail in the server's outbox (double opt-in), on the portal;
 * then the landlord's dashboard shows both leads "Vía <partner>", the visit with the guest's contact,
 * and the key's report counts them with the grid's impressions. Screenshots go to
 * test-results/partner-leads/.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { HOSTILE_CSS } from './hostileCss';
import { type PartnerStack, startPartnerStack } from './partnerStack';
import { ROOT } from './setup';

const LANDLORD = { email: 'carmen@convive.es', password: 'Convive2026!' };
const PARTNER_NAME = 'Web de Inmobiliaria Sol';
const GUEST = { name: 'Marta Gil', email: 'marta.gil@example.com', phone: '+34 612 345 678' };
const shots = join(ROOT, 'test-results', 'partner-leads');

let stack: PartnerStack;
let browser: Browser | undefined;
let landlordToken = '';
let partnerKey = { id: 0, key: '' };
let property = { id: 0, title: '' };
let roomId = 0;

async function api<T>(path: string, init: RequestInit = {}, token = landlordToken): Promise<T> {
  const response = await fetch(`${stack.apiBase}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The mails in the server's outbox, newest last. */
function outbox(): string[] {
  const dir = join(stack.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(join(dir, file), 'utf8'));
}

async function newPage(
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  if (!browser) throw new Error('No browser.');
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return { context, page, errors };
}

beforeAll(async () => {
  // The default deployment: the API open to any origin (the dashboard's snippet preview is a
  // sandboxed frame, Origin: null, which PARTNER_ORIGINS would refuse).
  stack = await startPartnerStack({ portal: true, restrictOrigins: false });
  ({ browser } = await launchChromium());
  mkdirSync(shots, { recursive: true });
  landlordToken = (
    await api<{ token: string }>(
      '/api-token-auth/',
      {
        method: 'POST',
        body: JSON.stringify(LANDLORD),
      },
      '',
    )
  ).token;
  partnerKey = await api('/partner-keys/', {
    method: 'POST',
    body: JSON.stringify({ name: PARTNER_NAME, scope: 'own' }),
  });
  // One of Carmen's available properties with a room open to enquiries (a coliving).
  const mine = await api<{ id: number; title: string; status: string }[]>('/properties/my-properties/');
  for (const candidate of mine.filter((p) => p.status === 'disponible')) {
    const rooms = await api<{ id: number; status: string }[]>(`/rooms/by-property/${candidate.id}/`);
    const room = rooms.find((r) => r.status === 'available');
    if (room) {
      property = { id: candidate.id, title: candidate.title };
      roomId = room.id;
      break;
    }
  }
  if (!roomId) throw new Error('No available property with an available room for Carmen.');
}, 240_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  await stack?.stop();
});

describe('leads through a partner key (Chromium)', () => {
  it('takes a guest visit request, a room enquiry and a property enquiry on the partner page, the visit confirmed from the e-mail', async () => {
    const { context, page, errors } = await newPage();
    const elements = `
      <section id="leads">
        <convive-property-grid api-base="${stack.apiBase}" partner-key="${partnerKey.key}" page-size="3"></convive-property-grid>
        <convive-enquiry-form id="room-enquiry" api-base="${stack.apiBase}" partner-key="${partnerKey.key}" property-id="${property.id}" room-id="${roomId}"></convive-enquiry-form>
        <convive-enquiry-form id="property-enquiry" api-base="${stack.apiBase}" partner-key="${partnerKey.key}" property-id="${property.id}"></convive-enquiry-form>
        <convive-visit-scheduler api-base="${stack.apiBase}" partner-key="${partnerKey.key}" property-id="${property.id}"></convive-visit-scheduler>
      </section>`;
    // On the partner's page only: the init script runs again on the portal's page the e-mail opens
    // later, whose server-rendered <main> must stay as the server drew it until it is hydrated.
    await page.addInitScript(
      ({ html, site }) => {
        if (location.origin !== site) return;
        document.addEventListener('DOMContentLoaded', () =>
          document.querySelector('main')?.insertAdjacentHTML('beforeend', html),
        );
      },
      { html: elements, site: stack.siteUrl },
    );
    // The partner's careless stylesheet (`*` text rules, `!important` buttons and inputs) on top.
    await page.route(`${stack.siteUrl}/site.css`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n${HOSTILE_CSS}` });
    });
    await page.goto(`${stack.siteUrl}/`);

    // The own-scoped key shows only Carmen's listings, and the grid rendering counts an impression.
    const keyedGrid = page.locator('#leads convive-property-grid');
    await expect
      .poll(() => keyedGrid.locator('article[part~="card"]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // The visit, as a guest: day, time, name, e-mail, phone.
    const scheduler = page.locator('convive-visit-scheduler');
    await scheduler.locator('button[data-state="available"]').first().click();
    await scheduler.locator('label.convive-visit__slot', { hasText: '10:30' }).click();
    await scheduler.getByLabel('Nombre').fill(GUEST.name);
    await scheduler.getByLabel('Email').fill(GUEST.email);
    await scheduler.getByLabel('Teléfono').fill(GUEST.phone);
    await scheduler.getByRole('button', { name: 'Pedir la visita' }).click();
    await expect
      .poll(() => scheduler.locator('.convive-visit__message').textContent(), { timeout: 15_000 })
      .toContain('Revisa tu correo');
    await scheduler.screenshot({ path: join(shots, 'guest-visit-sent.png') });

    // The room enquiry, then one about the whole property, as a visitor (no account for either).
    for (const [id, message] of [
      ['room-enquiry', '¿Sigue libre la habitación en enero?'],
      ['property-enquiry', '¿Se puede alquilar el piso entero?'],
    ] as const) {
      const form = page.locator(`convive-enquiry-form#${id}`);
      await form.getByLabel('Nombre').fill(GUEST.name);
      await form.getByLabel('Email').fill(GUEST.email);
      await form.getByLabel('Mensaje').fill(message);
      await form.getByRole('button', { name: 'Enviar consulta' }).click();
      // Said in the form's toast (inside its shadow root, as everything the element draws).
      await expect
        .poll(() => form.getByText('Consulta enviada').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    }

    // Nothing has reached the landlord's visits yet: the e-mail link must be opened first.
    const before = await api<{ results: { guest: { email: string } | null }[] }>(
      '/appointments/?page_size=100',
    );
    expect(before.results.filter((a) => a.guest?.email === GUEST.email)).toEqual([]);

    // The mail is a background job: it reaches the outbox a moment after the answer.
    const confirmation = (m: string) =>
      m.includes(`To: ${GUEST.email}`) && m.includes('/visits/confirm?token=');
    await expect.poll(() => outbox().some(confirmation), { timeout: 10_000 }).toBe(true);
    const mail = outbox().find(confirmation);
    expect(mail, 'the confirmation mail in the outbox').toBeDefined();
    const link = /(http:\/\/\S+\/visits\/confirm\?token=\S+)/.exec(mail ?? '')?.[1] ?? '';
    expect(link.startsWith(stack.origin)).toBe(true);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmar mi visita' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 })
      .toContain('Correo confirmado: solicitud enviada');
    await page.screenshot({ path: join(shots, 'visit-confirmed.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the landlord both leads with where they came from, and the guest’s contact', async () => {
    const visits = await api<{
      results: {
        user: number | null;
        user_name: string;
        guest: unknown;
        source: { partner_name: string; origin: string } | null;
      }[];
    }>('/appointments/?page_size=100');
    const visit = visits.results.find((a) => a.user === null && a.user_name === GUEST.name);
    // Stored in E.164, as every phone number is.
    expect(visit?.guest).toEqual({ ...GUEST, phone: '+34612345678' });
    expect(visit?.source).toMatchObject({ partner_name: PARTNER_NAME, origin: stack.siteUrl });
    const received = await api<
      {
        tenant_email: string;
        request_type: string;
        message: string;
        source: { partner_name: string } | null;
      }[]
    >('/property-requests/my_property_requests/');
    const fromGuest = received.filter((r) => r.tenant_email === GUEST.email);
    expect(fromGuest.map((r) => [r.request_type, r.message, r.source?.partner_name]).sort()).toEqual([
      ['property', '¿Se puede alquilar el piso entero?', PARTNER_NAME],
      ['room', '¿Sigue libre la habitación en enero?', PARTNER_NAME],
    ]);

    const { context, page } = await newPage();
    await page.addInitScript((token) => {
      // Only the portal's own window: the snippet preview is a sandboxed frame without storage.
      if (window === window.top) localStorage.setItem('authToken', token);
    }, landlordToken);
    await page.goto(`${stack.origin}/dashboard/appointments`);
    const card = page.locator('[data-testid="appointment-card"]', { hasText: `${GUEST.name} (sin cuenta)` });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.textContent()).toContain(`Vía ${PARTNER_NAME}`);
    expect(await card.getByRole('link', { name: GUEST.email }).getAttribute('href')).toBe(
      `mailto:${GUEST.email}`,
    );
    await card.screenshot({ path: join(shots, 'landlord-visit.png') });

    await page.goto(`${stack.origin}/dashboard/landlord-applications`);
    await expect
      .poll(() => page.getByText(`Vía ${PARTNER_NAME}`).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await context.close();
  });

  it('runs the code the generator writes, verbatim, on a partner page with the documented strict CSP', async () => {
    // The landlord writes the code: the grid with the search bar, in the agency's orange.
    const { context, page, errors } = await newPage();
    await page.addInitScript((token) => {
      if (window === window.top) localStorage.setItem('authToken', token);
    }, landlordToken);
    await page.goto(`${stack.origin}/dashboard/integrations`);
    await page
      .getByRole('button', { name: `Personalizar código de «${PARTNER_NAME}»` })
      .click({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: `Informe y código de «${PARTNER_NAME}»` });
    await panel.getByRole('checkbox', { name: /Buscador/ }).check();
    await panel.getByLabel(/Color principal/).fill('#e4572e');
    const snippet = (await panel.getByTestId('generated-snippet').textContent()) ?? '';
    const stylesheet = (await panel.getByTestId('generated-stylesheet').textContent()) ?? '';
    expect(errors).toEqual([]);
    await context.close();
    expect(snippet).toContain('search-from="#convive-buscador"');
    expect(snippet).toContain('<link rel="stylesheet" href="convive-tema.css">');

    // The partner's page: the snippet pasted as it is, the stylesheet saved beside it, served with the
    // policy the widgets README documents (scripts from the Convive origin, nothing inline).
    const site = await newPage();
    const violations: string[] = [];
    await site.page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await site.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${stack.origin}`,
      "style-src 'self'",
      `connect-src 'self' ${stack.origin}`,
      `img-src 'self' ${stack.origin} data:`,
      "object-src 'none'",
      "base-uri 'none'",
    ].join('; ');
    // A server of its own on loopback, as a partner's would be (a page Playwright fulfilled would sit
    // in no address space, and Chromium would refuse its calls to the loopback API).
    const partner = createServer((request, response) => {
      if (request.url === '/pisos/convive-tema.css') {
        response.writeHead(200, { 'content-type': 'text/css' }).end(stylesheet);
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp })
        .end(
          `<!doctype html>\n<html lang="es">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pisos</title></head>\n<body>\n${snippet}\n</body>\n</html>\n`,
        );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const { port } = partner.address() as AddressInfo;
    const page2 = site.page;
    await page2.goto(`http://127.0.0.1:${port}/pisos/`);
    await expect
      .poll(() => page2.locator('convive-property-grid article[part~="card"]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // The colour from the hosted stylesheet reaches inside both shadow roots.
    await expect
      .poll(() =>
        page2.evaluate(() => {
          const button = document
            .querySelector('convive-search-bar')
            ?.shadowRoot?.querySelector('[part~="button"]');
          return button ? getComputedStyle(button).backgroundColor : null;
        }),
      )
      .toBe('rgb(228, 87, 46)');

    // A search in the bar drives the grid: its next call asks for what was typed (a place the
    // suggestions do not know is searched as text).
    const searched = page2.waitForRequest(
      (request) =>
        request.url().includes('/properties/all/') && /[?&](city|search)=Zaragoza/.test(request.url()),
    );
    const location = page2.locator('convive-search-bar input[name="city"]');
    await location.fill('Zaragoza');
    await location.press('Enter');
    await searched;
    // The grid shows what the API answers that search through the key: another list than before.
    const count = async (query: string) => {
      const response = await fetch(
        `${stack.apiBase}/properties/all/?${query}page=1&page_size=9&status=disponible`,
        {
          headers: { 'x-convive-partner-key': partnerKey.key },
        },
      );
      return ((await response.json()) as { count: number }).count;
    };
    const [before, after] = [await count(''), await count('search=Zaragoza&')];
    expect(after).not.toBe(before);
    await expect
      .poll(() => page2.locator('convive-property-grid article[part~="card"]').count(), { timeout: 10_000 })
      .toBe(Math.min(after, 9));
    await page2.screenshot({ path: join(shots, 'generated-snippet.png'), fullPage: true });
    expect(violations).toEqual([]);
    expect(site.errors).toEqual([]);
    await site.context.close();
    await new Promise((resolve) => partner.close(resolve));
  });

  it('shows the generator’s preview under the portal’s own CSP, on PUBLIC_URL’s host and on another', async () => {
    // The preview's srcdoc frame inherits the portal's policy. The server's PUBLIC_URL is
    // 127.0.0.1:PORT; reached as localhost:PORT, its pictures are on PUBLIC_URL, another origin.
    const port = new URL(stack.origin).port;
    for (const origin of [stack.origin, `http://localhost:${port}`]) {
      const { context, page, errors } = await newPage();
      const violations: string[] = [];
      await page.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
      await page.addInitScript((token) => {
        if (window === window.top) localStorage.setItem('authToken', token);
        // Every frame, the sandboxed preview too.
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      }, landlordToken);
      await page.goto(`${origin}/dashboard/integrations`);
      await page
        .getByRole('button', { name: `Personalizar código de «${PARTNER_NAME}»` })
        .click({ timeout: 15_000 });
      const panel = page.getByRole('region', { name: `Informe y código de «${PARTNER_NAME}»` });
      await panel.getByRole('checkbox', { name: /Buscador/ }).check();
      const preview = page.frameLocator(`iframe[title="Vista previa de los elementos de «${PARTNER_NAME}»"]`);
      const pictures = preview.locator('convive-property-grid img');
      await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // Every picture shown, none refused: those below the preview's fold wait to be scrolled near,
      // so each is asked for now (what is checked is that the policy lets it load).
      // The frame is drawn again when the code it previews changes (a box just checked): asked in the
      // frame before that, the question is asked again in the new one.
      await expect
        .poll(
          () =>
            pictures
              .evaluateAll((images) => {
                for (const image of images as HTMLImageElement[]) image.loading = 'eager';
                return (
                  images.length > 0 &&
                  (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0)
                );
              })
              .catch(() => false),
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect.poll(() => preview.locator('convive-search-bar input[name="city"]').count()).toBe(1);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('reports the key’s impressions, enquiry and visit, and draws it on Integraciones', async () => {
    // Impressions are written in batches (every 10 s): wait for the next one.
    await expect
      .poll(
        async () => {
          const report = await api<{ days: { impressions: number; enquiries: number; visits: number }[] }>(
            `/partner-keys/${partnerKey.id}/report/`,
          );
          const today = report.days.at(-1);
          return today ? [today.impressions > 0, today.enquiries, today.visits] : null;
        },
        { timeout: 25_000, interval: 1000 },
      )
      .toEqual([true, 2, 1]);

    for (const [width, height, name] of [
      [1280, 900, 'report-desktop.png'],
      [390, 844, 'report-phone.png'],
    ] as const) {
      const { context, page, errors } = await newPage(width, height);
      await page.addInitScript((token) => {
        // Only the portal's own window: the snippet preview is a sandboxed frame without storage.
        if (window === window.top) localStorage.setItem('authToken', token);
      }, landlordToken);
      await page.goto(`${stack.origin}/dashboard/integrations`);
      // Its accessible name holds the visible text (WCAG 2.5.3), as a voice-control user says it.
      await page.getByRole('button', { name: `Ver informe de «${PARTNER_NAME}»` }).click({ timeout: 15_000 });
      await expect.poll(() => page.locator('[role="img"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      // The live preview runs the real elements in a sandboxed frame: the key's own listings appear.
      const preview = page.frameLocator(`iframe[title="Vista previa de los elementos de «${PARTNER_NAME}»"]`);
      await expect
        .poll(() => preview.locator('convive-property-grid article[part~="card"]').count(), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await page.screenshot({ path: join(shots, name), fullPage: true });
      const frameElement = page.locator(`iframe[title="Vista previa de los elementos de «${PARTNER_NAME}»"]`);
      await frameElement.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(shots, `preview-${name}`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
