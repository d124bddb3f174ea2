import type { ConviveClient, Property, PropertyCreate } from '@convive/sdk';
import sharp from 'sharp';
import { type Account, register, type TestServer } from './harness';

/** A JPEG made on the fly (sharp), as a Blob for the sdk's upload calls. */
export async function jpeg(width = 640, height = 480, color = '#cc6633'): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

/** The five kinds of caller of the authorization matrix. */
export const ACTORS = ['visitor', 'tenant', 'otherTenant', 'owner', 'otherLandlord'] as const;
export type Actor = (typeof ACTORS)[number];

export interface People {
  tenant: Account;
  otherTenant: Account;
  owner: Account;
  otherLandlord: Account;
  client(actor: Actor): ConviveClient;
}

export async function people(server: TestServer): Promise<People> {
  const [tenant, otherTenant, owner, otherLandlord] = await Promise.all([
    register(server, 'inquilino', { first_name: 'Lucía' }),
    register(server, 'inquilino', { first_name: 'Pablo' }),
    register(server, 'propietario', { first_name: 'Carmen' }),
    register(server, 'propietario', { first_name: 'Jorge' }),
  ]);
  const byActor = { tenant, otherTenant, owner, otherLandlord };
  return {
    ...byActor,
    client: (actor) => (actor === 'visitor' ? server.client() : byActor[actor].client),
  };
}

let serial = 0;

/** A next weekday date at least two days ahead of `today` ('YYYY-MM-DD'). */
export function nextWeekday(today: string, offsetDays = 2): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let flats = 0;

/** A whole flat in Madrid (not a coliving), as a landlord's create call sends it; a new title each. */
export function flatProperty(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  flats += 1;
  return {
    title: `Piso de prueba ${flats}`,
    description: 'Luminoso y tranquilo.',
    property_type: 'piso',
    price: 900,
    size: 70,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28013',
    bedrooms: 2,
    bathrooms: 1,
    ...overrides,
  };
}

/** A coliving property in Madrid, as a landlord's create call sends it. */
export function colivingProperty(title: string) {
  return {
    title,
    description: 'Piso compartido luminoso.',
    property_type: 'piso',
    price: 1600,
    price_per_room: 450,
    is_coliving: true,
    size: 100,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28013',
    bedrooms: 4,
    bathrooms: 2,
  } as const;
}

/** A room of `propertyId`, as a landlord's create call sends it. */
export function roomIn(propertyId: number, roomNumber: string, title = 'Habitación exterior') {
  return {
    coliving_property: propertyId,
    room_number: roomNumber,
    title,
    price_monthly: 450,
    size_sqm: 12,
    available_from: '2027-01-01',
  };
}

/**
 * The owner's coliving property with one image and one room, a published listing, the tenant's
 * favourite, pending visit and pending enquiry on it, and the owner's notifications they raised.
 */
export async function world(server: TestServer, who: People) {
  serial += 1;
  const owner = who.owner.client;
  const property: Property = await owner.properties.create(colivingProperty(`Coliving de prueba ${serial}`));
  const [image] = await owner.properties.uploadImages(property.id, [await jpeg()]);
  const room = await owner.rooms.create(roomIn(property.id, `A${serial}`));
  const [roomImage] = await owner.rooms.uploadImages(room.id, [await jpeg()]);
  const listing = await owner.listings.create({
    property: property.id,
    title: 'Habitación en Madrid',
    description: 'Habitaciones en coliving.',
    available_from: '2027-01-01',
    status: 'published',
  });
  // A second property of the owner's, without a listing: one listing per property, so a new one goes here.
  const bareProperty: Property = await owner.properties.create(colivingProperty(`Sin anuncio ${serial}`));
  const favorite = await who.tenant.client.favorites.add(property.id);
  const today = server.app.ctx.today();
  const appointment = await who.tenant.client.appointments.create({
    property: property.id,
    date: nextWeekday(today),
    time: '10:00',
  });
  const request = await who.tenant.client.propertyRequests.create({
    property: property.id,
    tenant_name: 'Lucía',
    tenant_email: who.tenant.email,
    message: '¿Sigue disponible?',
  });
  const notifications = await owner.notifications.list();
  const notification = notifications.results[0];
  if (!image || !roomImage || !notification) throw new Error('the world is incomplete');
  return {
    property,
    bareProperty,
    image,
    room,
    roomImage,
    listing,
    favorite,
    appointment,
    request,
    notification,
    today,
  };
}
export type World = Awaited<ReturnType<typeof world>>;
