/**
 * A new landlord's round trip through the dashboard (spec 02 §2, §4, §7): a coliving property made
 * through the form with two images, seen in 'Mis propiedades', its images reordered on the edit page,
 * a room and a listing added through their forms, then a visit confirmed and an application accepted.
 * Every step is checked in the server's data as well as on screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, type NewAccount, registerAccount, toast, visitDate } from './dashboard-helpers';
import { type Portal, startPortal } from './harness';

interface ApiImage {
  id: number;
  order: number;
}
interface ApiProperty {
  id: number;
  title: string;
  city: string;
  is_coliving: boolean;
  price_per_room: number | null;
  status: string;
  images: ApiImage[];
}

const TENANT = 'marcos@convive.es';
const stamp = Date.now().toString(36);
const PROPERTY_TITLE = `Coliving Lavapiés e2e ${stamp}`;
const ROOM_TITLE = `Habitación exterior e2e ${stamp}`;
const LISTING_TITLE = `Anuncio Lavapiés e2e ${stamp}`;

let portal: Portal;
let landlord: NewAccount;
let tenantToken = '';
let page: Page;
let property: ApiProperty;

beforeAll(async () => {
  portal = await startPortal();
  landlord = await registerAccount(portal, 'propietario', { first: 'Marta', last: 'Ibáñez' });
  tenantToken = await portal.login(TENANT);
  page = await portal.page({ token: landlord.token });
});

afterAll(async () => {
  await portal?.stop();
});

async function myProperty(): Promise<ApiProperty> {
  const mine = await portal.api<ApiProperty[]>('/properties/my-properties/', { token: landlord.token });
  const found = mine.find((p) => p.title === PROPERTY_TITLE);
  if (!found) throw new Error(`'${PROPERTY_TITLE}' is not among the landlord's properties`);
  return found;
}

/** The image ids in the server's order. */
async function imageOrder(): Promise<number[]> {
  const current = await portal.api<ApiProperty>(`/properties/${property.id}/`, { token: landlord.token });
  return [...current.images].sort((a, b) => a.order - b.order).map((image) => image.id);
}

describe('a new landlord manages a property', () => {
  it('creates a coliving property with two images through the form', async () => {
    const [png, jpeg] = await Promise.all([
      makeImage('png', { r: 200, g: 80, b: 40 }),
      makeImage('jpeg', { r: 40, g: 120, b: 200 }),
    ]);
    await page.goto(`${portal.origin}/dashboard/properties/new`);
    await page.getByRole('heading', { level: 1, name: 'Nueva propiedad' }).waitFor();

    await page.getByLabel('Título').fill(PROPERTY_TITLE);
    await page
      .getByLabel('Descripción')
      .fill('Cuatro habitaciones luminosas junto a la plaza, con cocina común.');
    await page.getByLabel('Precio mensual (€/mes)').fill('1800');
    await page.getByLabel('Tamaño (m²)').fill('110');
    await page.getByLabel('Dirección').fill('Calle del Ave María 12');
    await page.getByLabel('Ciudad').fill('Madrid');
    await page.getByLabel('Código postal').fill('28012');
    expect(await page.getByLabel('País').inputValue()).toBe('España');
    await page.getByLabel('Dormitorios').fill('4');
    await page.getByLabel('Baños').fill('2');
    await page.getByRole('switch', { name: 'Amueblado' }).click();

    const coliving = page.getByRole('switch', { name: 'Es un coliving' });
    await coliving.click();
    expect(await coliving.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Precio base por habitación (€/mes)').fill('450');

    await page.getByLabel('Seleccionar imágenes').setInputFiles([
      { name: 'salon.png', mimeType: 'image/png', buffer: png },
      { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await page.getByRole('heading', { name: '2 imágenes nuevas' }).waitFor();
    await page.getByRole('img', { name: 'Vista previa de salon.png' }).waitFor();

    await page.getByRole('button', { name: 'Crear propiedad' }).click();
    await toast(page, 'Propiedad creada').waitFor();
    await toast(page, 'Imágenes subidas').waitFor();
    await page.waitForURL(`${portal.origin}/dashboard/properties`);

    property = await myProperty();
    expect(property).toMatchObject({ city: 'Madrid', is_coliving: true, price_per_room: 450 });
    expect(property.status).toBe('disponible');
    expect(property.images).toHaveLength(2);
  });

  it("shows it in 'Mis propiedades' with its edit link", async () => {
    await page.getByRole('heading', { level: 1, name: 'Mis propiedades' }).waitFor();
    const card = page.getByRole('article', { name: PROPERTY_TITLE });
    await card.waitFor();
    expect(await card.getByText('Coliving', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Madrid').isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(`${portal.origin}/dashboard/properties/${property.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Editar propiedad' }).waitFor();
    expect(await page.getByLabel('Título').inputValue()).toBe(PROPERTY_TITLE);
  });

  it('reorders the saved images with the up and down buttons', async () => {
    const [first, second] = await imageOrder();
    expect(first).toBeTypeOf('number');
    await page.getByRole('heading', { name: 'Imágenes actuales' }).waitFor();
    expect(await page.getByRole('button', { name: 'Subir imagen 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bajar imagen 2' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Bajar imagen 1' }).click();
    await page.getByText('Imagen movida a la posición 2').waitFor({ state: 'attached' });
    await expect.poll(imageOrder, { timeout: 5_000 }).toEqual([second, first]);

    const up = page.getByRole('button', { name: 'Subir imagen 2' });
    await expect.poll(() => up.isEnabled()).toBe(true);
    await up.click();
    await page.getByText('Imagen movida a la posición 1').waitFor({ state: 'attached' });
    await expect.poll(imageOrder, { timeout: 5_000 }).toEqual([first, second]);

    // The order survives a reload: the first image is still the cover.
    await page.reload();
    await page.getByRole('heading', { name: 'Imágenes actuales' }).waitFor();
    const cover = await portal.api<ApiProperty>(`/properties/${property.id}/`, { token: landlord.token });
    expect(cover.images.find((image) => image.order === 0)?.id).toBe(first);
  });

  it('adds a room to the coliving property through the room form', async () => {
    await page.goto(`${portal.origin}/dashboard/rooms/new`);
    const select = page.getByLabel('Propiedad');
    await select.waitFor();
    await select.selectOption({ label: `${PROPERTY_TITLE} (Madrid)` });
    await page.getByLabel('Número de habitación').fill('A1');
    await page.getByLabel('Título').fill(ROOM_TITLE);
    await page.getByLabel('Descripción').fill('Ventana a la calle, armario empotrado.');
    await page.getByLabel('Precio mensual (€/mes)').fill('480');
    await page.getByLabel('Tamaño (m²)').fill('12');
    await page.getByRole('checkbox', { name: 'Escritorio' }).check();
    await page.getByRole('button', { name: 'Crear habitación' }).click();

    await page.waitForURL(`${portal.origin}/dashboard/rooms`);
    await page.getByRole('article', { name: ROOM_TITLE }).waitFor();

    const rooms = await portal.api<
      { title: string; room_number: string; price_monthly: number; has_desk: boolean; status: string }[]
    >(`/rooms/by-property/${property.id}/`, { token: landlord.token });
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({
      title: ROOM_TITLE,
      room_number: 'A1',
      price_monthly: 480,
      has_desk: true,
      status: 'available',
    });
  });

  it("publishes a listing through the listing form ('Publicar anuncio')", async () => {
    await page.goto(`${portal.origin}/dashboard/listings/new`);
    const select = page.getByLabel('Propiedad');
    await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
    await select.selectOption({ label: `${PROPERTY_TITLE} (Madrid)` });
    await page.getByRole('region', { name: 'Propiedad seleccionada' }).waitFor();
    // Choosing the property proposes a title (spec 02 §5); replace it with ours.
    const title = page.getByLabel('Título');
    expect(await title.inputValue()).not.toBe('');
    await title.fill(LISTING_TITLE);
    await page.getByLabel('Descripción').fill('Habitaciones en un coliving reformado, gastos incluidos.');
    await page.getByRole('tab', { name: 'Detalles del alquiler' }).click();
    // The deposit was set to the property's price.
    expect(await page.getByLabel('Fianza (€)').inputValue()).toBe('1800');
    await page.getByLabel('Estancia mínima (meses)').fill('3');
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();

    await toast(page, 'Anuncio publicado').waitFor();
    await page.waitForURL(`${portal.origin}/dashboard/listings`);
    await page.getByRole('heading', { name: LISTING_TITLE }).waitFor();

    const listings = await portal.api<
      { title: string; status: string; min_stay: number; property: { id: number } }[]
    >(`/listings/landlord/${landlord.id}/`, { token: landlord.token });
    const listing = listings.find((l) => l.title === LISTING_TITLE);
    expect(listing).toMatchObject({ status: 'published', min_stay: 3, property: { id: property.id } });
  });
});

describe("the landlord answers a tenant's visit and application", () => {
  const date = visitDate(3);
  let appointmentId = 0;
  let applicationId = 0;

  beforeAll(async () => {
    const appointment = await portal.api<{ id: number; status: string }>('/appointments/', {
      method: 'POST',
      token: tenantToken,
      json: { property: property.id, date, time: '10:30', notes: 'Iría con mi hermana.' },
    });
    appointmentId = appointment.id;
    expect(appointment.status).toBe('pendiente');
    const application = await portal.api<{ id: number; status: string }>('/property-requests/', {
      method: 'POST',
      token: tenantToken,
      json: {
        property: property.id,
        kind: 'application',
        tenant_name: 'Marcos Delgado',
        tenant_email: TENANT,
        message: 'Me interesa la habitación A1 desde el mes que viene.',
        move_in: visitDate(20),
        months: 12,
      },
    });
    applicationId = application.id;
    expect(application.status).toBe('pendiente');
  });

  it("confirms the pending visit ('Cita confirmada')", async () => {
    await page.goto(`${portal.origin}/dashboard/appointments`);
    await page.getByRole('heading', { level: 1, name: 'Mis citas' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Iría con mi hermana.' });
    await card.waitFor();
    expect(await card.getByRole('heading', { name: PROPERTY_TITLE }).isVisible()).toBe(true);
    expect(await card.getByText('Pendiente', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Confirmar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirmar cita' });
    await dialog.waitFor();
    await dialog.getByLabel('Mensaje para el solicitante (opcional)').fill('Te espero en el portal.');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Cita confirmada').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Confirmada', { exact: true }).waitFor();
    await card.getByText('Te espero en el portal.').waitFor();

    const { results } = await portal.api<{
      results: { id: number; status: string; response_message: string }[];
    }>('/appointments/?page_size=100', { token: landlord.token });
    expect(results.find((a) => a.id === appointmentId)).toMatchObject({
      status: 'confirmada',
      response_message: 'Te espero en el portal.',
    });
  });

  it("accepts the pending application ('Estado actualizado')", async () => {
    await page.goto(`${portal.origin}/dashboard/landlord-applications`);
    await page.getByRole('heading', { level: 1, name: 'Solicitudes recibidas' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Me interesa la habitación A1' });
    await card.waitFor();
    expect(await card.getByText('Marcos Delgado').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Aceptar solicitud' }).click();

    const dialog = page.getByRole('dialog', { name: 'Aceptar solicitud' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Aceptar solicitud' }).click();
    await toast(page, 'Estado actualizado').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Aceptada', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Aceptar solicitud' }).count()).toBe(0);

    const received = await portal.api<{ id: number; status: string }[]>(
      '/property-requests/my_property_requests/',
      { token: landlord.token },
    );
    expect(received.find((r) => r.id === applicationId)?.status).toBe('aceptada');
    const mine = await portal.api<{ id: number; status: string }[]>('/property-requests/my_requests/', {
      token: tenantToken,
    });
    expect(mine.find((r) => r.id === applicationId)?.status).toBe('aceptada');
  });
});

describe('browser errors', () => {
  it('raised none on the way', () => {
    expect(portal.errors).toEqual([]);
  });
});
