/**
 * An agency plugs its own system in through Integraciones: a webhook added on screen to a receiver
 * on this machine (OUTBOUND_ALLOW_LOOPBACK), a guest's enquiry arriving there signed so the sdk's
 * `verifyWebhook` accepts it, the delivery log read on screen, a test sent and a delivery replayed
 * with the same `webhook-id`. At 1280 and at 390 px, with no horizontal scroll.
 *
 * Then a Kyero v3 feed served from this machine is added on screen: its report shows the rows
 * imported and the ones skipped with their reasons, the homes reach the public search, and the
 * export address serves them back with their refs.
 *
 * `CONVIVE_SHOTS=<folder>` saves screenshots of the webhook log and the import report at both widths.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { verifyWebhook } from '@convive/sdk';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount } from './dashboard-helpers';
import { hasHorizontalScroll, type Portal, startPortal } from './harness';

const SHOTS = process.env.CONVIVE_SHOTS;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let portal: Portal;
let landlord: NewAccount;
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let propertyId = 0;
let feedSource: Server;
let feedBase = '';

/** A Kyero v3 row: two good homes with photos, a sale and one without a <ref> (skipped). */
function kyeroRow(ref: string | null, town: string, extra: { freq?: string; photo?: string } = {}): string {
  return `<property><id>${ref ?? 'x'}</id><date>2026-11-01 10:00:00</date>${ref ? `<ref>${ref}</ref>` : ''}
    <price>${extra.freq === 'sale' ? '250000' : '1100'}</price><currency>EUR</currency><price_freq>${extra.freq ?? 'month'}</price_freq>
    <type>apartment</type><town>${town}</town><province>Málaga</province><country>Spain</country><postcode>29001</postcode>
    <beds>3</beds><baths>2</baths><pool>0</pool><surface_area><built>95</built></surface_area>
    <energy_rating><consumption>B</consumption></energy_rating>
    <desc><es>Piso de la agencia en ${town}, exterior y con ascensor.</es></desc>
    <images>${extra.photo ? `<image id="1"><url>${feedBase}${extra.photo}</url></image>` : ''}</images></property>`;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"recibido":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/convive`;
  portal = await startPortal({ env: { OUTBOUND_ALLOW_LOOPBACK: '1' } });
  landlord = await registerAccount(portal, 'propietario', { first: 'Inés', last: 'Agencia' });
  const property = await portal.api<{ id: number }>('/properties/', {
    method: 'POST',
    token: landlord.token,
    json: {
      title: 'Piso de la agencia con webhooks',
      description: 'Un piso luminoso junto al parque.',
      price: 950,
      size: 75,
      address: 'Calle del Olmo 3',
      city: 'Madrid',
      postal_code: '28012',
      bedrooms: 2,
      bathrooms: 1,
    },
  });
  propertyId = property.id;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4f46e5' } })
    .jpeg()
    .toBuffer();
  feedSource = createServer((request, response) => {
    if (request.url?.startsWith('/fotos/')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      return;
    }
    const stamp = request.url?.split('/').pop()?.replace('.xml', '') ?? 'x';
    const rows = [
      kyeroRow(`AG-${stamp}-1`, `Málaga`, { photo: `/fotos/${stamp}-1.jpg` }),
      kyeroRow(`AG-${stamp}-2`, 'Marbella', { photo: `/fotos/${stamp}-2.jpg` }),
      kyeroRow(`AG-${stamp}-3`, 'Nerja', { freq: 'sale' }),
      kyeroRow(null, 'Ronda'),
    ];
    response
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>${rows.join('')}</root>`,
      );
  });
  await new Promise<void>((resolve) => feedSource.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedSource.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (feedSource ? feedSource.close(() => resolve()) : resolve()));
});

async function waitFor<T>(read: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('webhooks in Integraciones at $width px', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await portal.page({ token: landlord.token, viewport });
    received.length = 0;
  });

  it('adds a webhook on screen and gets a signed lead, a test and a replay, all in the log', async () => {
    await page.goto(`${portal.origin}/dashboard/integrations`);
    const url = `${receiverUrl}/${viewport.width}`;
    await page.getByLabel(/^Dirección \(URL\)/).fill(url);
    await page.getByRole('checkbox', { name: 'Consulta recibida' }).check();
    await page.getByRole('button', { name: 'Añadir webhook' }).click();
    const notice = page.getByRole('region', { name: `El secreto de ${url}` });
    const secret = (await notice.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await notice.getByRole('button', { name: 'Ya lo he guardado' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    // A guest's enquiry is a lead: it reaches the receiver signed with that secret.
    const lead = await portal.api<{ id: number }>('/property-requests/', {
      method: 'POST',
      json: {
        property: propertyId,
        tenant_name: 'Noa',
        tenant_email: `noa-${viewport.width}@example.com`,
        message: '¿Sigue disponible en enero?',
      },
    });
    // Each width's webhook has its own path (and secret); the earlier one gets this lead too.
    const mine = (from = 0) => received.slice(from).filter((r) => r.path === `/convive/${viewport.width}`);
    const got = await waitFor(() => mine().find((r) => r.body.includes('"lead.created"')), 'the lead');
    const event = await verifyWebhook(secret, got.body, got.headers);
    expect(event.type).toBe('lead.created');
    expect((event.data.request as { id: number }).id).toBe(lead.id);

    // The log shows it delivered; a test follows it there.
    const card = page.getByRole('listitem').filter({ has: page.getByText(url, { exact: true }) });
    await card.getByRole('button', { name: 'Ver entregas' }).click();
    const log = card.getByRole('list', { name: `Entregas de ${url}` });
    await expect.poll(() => log.getByRole('listitem').first().textContent()).toContain('Consulta recibida');
    const first = log.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('Entregada');
    expect(await first.textContent()).toContain('HTTP 200');

    await card.getByRole('button', { name: `Enviar un evento de prueba a ${url}` }).click();
    await waitFor(() => mine().find((r) => r.body.includes('"ping"')), 'the test');
    await card.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2);

    // Replaying the lead sends it again under the same id: the receiver can tell it is a repeat.
    const before = received.length;
    await log
      .getByRole('listitem')
      .filter({ hasText: 'Consulta recibida' })
      .getByRole('button', { name: /^Reintentar/ })
      .click();
    const again = await waitFor(
      () => mine(before).find((r) => r.body.includes('"lead.created"')),
      'the replay',
    );
    expect(again.headers['webhook-id']).toBe(got.headers['webhook-id']);

    expect(await hasHorizontalScroll(page)).toBe(false);
    if (SHOTS) {
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `webhook-log-${viewport.width}.png`), fullPage: true });
    }
    expect(portal.errors).toEqual([]);
  });

  it('imports a Kyero feed added on screen: the report, the homes in search, the export', async () => {
    const stamp = `w${viewport.width}`;
    const url = `${feedBase}/agencia/${stamp}.xml`;
    await page.getByLabel(/^Dirección del feed/).fill(url);
    await page.getByRole('button', { name: 'Añadir feed' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByText(url, { exact: true }) });
    // The card polls its run until it ends.
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain('Terminada');
    const report = card.getByRole('group', { name: 'Resultado de la importación' });
    const text = (await report.count()) > 0 ? await report.textContent() : await card.textContent();
    expect(text).toMatch(/Creadas\s*2/);
    expect(text).toMatch(/Saltadas\s*2/);
    const skipped = card.getByRole('table');
    expect(await skipped.textContent()).toContain(`AG-${stamp}-3`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (SHOTS) {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: join(SHOTS, `feed-report-${viewport.width}.png`) });
    }

    // The two homes are public, and the export serves them back under the agency's refs.
    const found = await portal.api<{ results: { title: string }[] }>(
      `/properties/all/?search=${encodeURIComponent('Marbella')}`,
    );
    expect(found.results.length).toBeGreaterThan(0);
    const exported = await portal.api<{ xml_url: string }>('/feeds/export/', { token: landlord.token });
    const xml = await (await fetch(exported.xml_url.replace(/^https?:\/\/[^/]+/, portal.origin))).text();
    expect(xml).toContain(`<ref>AG-${stamp}-1</ref>`);
    expect(xml).toContain(`<ref>AG-${stamp}-2</ref>`);
    expect(portal.errors).toEqual([]);
  });
});
