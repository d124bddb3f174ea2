import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpTestServer';
import {
  makeAppointment,
  makeFavorite,
  makeImage,
  makeListing,
  makeNotification,
  makePage,
  makeProperty,
  makePropertyRequest,
  makeRoom,
  makeTenantRequest,
  makeUser,
} from '../testing';
import { type ConviveClient, createClient } from './createClient';

let server: TestServer;
let client: ConviveClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
});
afterAll(() => server.close());

const AVAILABILITY = {
  property: 10,
  from: '2027-01-01',
  to: '2027-07-01',
  next_free: '2027-02-01',
  units: [
    {
      room: 5,
      title: 'Habitación exterior',
      available_from: '2026-12-01',
      min_stay_months: 3,
      max_stay_months: null,
      next_free: '2027-02-01',
      periods: [
        {
          id: 1,
          room: 5,
          kind: 'held',
          start: '2026-12-01',
          end: '2027-02-01',
          note: '',
          source: null,
          tenant_name: null,
          request: null,
        },
      ],
    },
  ],
};
const CALENDAR_EXPORT = {
  property: 10,
  room: 5,
  url: 'https://convive.example/api/calendars/cal_tok.ics',
  created_at: '2026-11-30T10:00:00Z',
};
const EXTERNAL_CALENDAR = {
  id: 3,
  property: 10,
  room: 5,
  url: 'https://www.airbnb.es/calendar/ical/1.ics',
  source: 'Airbnb',
  last_fetched_at: null,
  last_ok_at: null,
  last_error: null,
  events: 0,
  created_at: '2026-11-30T10:00:00Z',
};

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const preferences = {
  min_price: 300,
  max_price: 900,
  preferred_cities: ['Madrid'],
  min_bedrooms: 1,
  min_bathrooms: 1,
  preferred_property_types: ['piso'],
  needs_furnished: true,
  needs_parking: false,
  allows_pets: false,
  email_notifications: true,
};

interface Row {
  /** `resource.function`, as listed in packages/sdk/README.md. */
  fn: string;
  call: (c: ConviveClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  multipart?: string[];
  status?: number;
  reply?: unknown;
  /** What the call resolves to, when it is not the reply itself. */
  expected?: unknown;
  /** The answer's headers, when not JSON (a document's media type). */
  headers?: Record<string, string>;
}

const property = makeProperty();
const chatMessage = {
  id: 41,
  conversation: 7,
  kind: 'text' as const,
  mine: false,
  sender_name: 'Lucía',
  text: 'Hola, ¿sigue disponible?',
  masked: false,
  attachments: [],
  visit: null,
  created_at: '2026-11-25T10:00:00Z',
  read: false,
};
const conversation = {
  id: 7,
  property: 10,
  property_title: 'Piso en Chamberí',
  property_thumbnail: null,
  other_party: { id: 3, name: 'Lucía G.', avatar: null, role: 'inquilino' as const },
  last_message: chatMessage,
  unread_count: 1,
  archived: false,
  blocked: false,
  blocked_by_other: false,
  contact_unlocked: false,
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};
const savedReply = {
  id: 2,
  title: 'Disponible',
  text: 'Hola {nombre}, sí.',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};
const room = makeRoom();
const partnerKey = {
  id: 7,
  name: 'Web de Sol',
  key: 'pk_abcdefghijklmnopqrstuvwx',
  allowed_origins: ['https://sol.example'],
  scope: 'own' as const,
  created_at: '2026-11-25T10:00:00Z',
  last_used_at: null,
};

const webhook = {
  id: 9,
  url: 'https://crm.sol.example/hooks',
  description: '',
  events: ['lead.created' as const],
  enabled: true,
  secret_hint: 'whsec_…AbCd',
  disabled_reason: null,
  disabled_at: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};
const webhookWithSecret = { ...webhook, secret: 'whsec_Q29udml2ZVBydWViYUZpamFEZUNsYXZl' };
const delivery = {
  id: 12,
  event_id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  event_type: 'ping' as const,
  status: 'pending' as const,
  attempts: 0,
  last_status_code: null,
  last_error: null,
  latency_ms: null,
  response_excerpt: null,
  next_attempt_at: '2026-11-25T10:00:00Z',
  created_at: '2026-11-25T10:00:00Z',
  last_attempt_at: null,
  delivered_at: null,
};

const feedRun = {
  id: 3,
  status: 'succeeded' as const,
  trigger: 'manual' as const,
  created_at: '2026-11-25T10:00:00Z',
  started_at: '2026-11-25T10:00:01Z',
  finished_at: '2026-11-25T10:00:09Z',
  error: null,
  total: 3,
  created: 1,
  updated: 0,
  unchanged: 1,
  unpublished: 0,
  skipped: 1,
  photos_fetched: 3,
  photos_failed: 0,
  skipped_rows: [
    {
      position: 2,
      ref: 'SOL-2',
      field: 'price',
      code: 'invalid_field',
      message: 'El precio debe ser mayor que 0.',
    },
  ],
};
const feed = {
  id: 4,
  format: 'kyero-v3' as const,
  source: 'url' as const,
  url: 'https://crm.sol.example/kyero.xml',
  enabled: true,
  properties_count: 2,
  last_run: feedRun,
  next_run_at: '2026-11-25T11:00:00Z',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};
const feedExport = {
  token: 'fx_abcdefghijklmnopqrstuvwxyz012345',
  xml_url: 'http://x/api/feeds/export/fx_abcdefghijklmnopqrstuvwxyz012345.xml',
  json_url: 'http://x/api/feeds/export/fx_abcdefghijklmnopqrstuvwxyz012345.json',
  refs_url: 'http://x/api/feeds/export/fx_abcdefghijklmnopqrstuvwxyz012345/refs/',
  properties: 2,
};
const KYERO =
  '<?xml version="1.0" encoding="utf-8"?><root><kyero><feed_version>3</feed_version></kyero></root>';

const savedSearch = {
  id: 3,
  name: 'Pisos en Madrid',
  filters: { city: 'Madrid', max_price: 600 },
  alert: 'instant' as const,
  new_matches: 2,
  last_seen_at: null,
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};

/** Every call of spec 01 §7 and spec 02 §7, plus the calls our decisions add. */
const rows: Row[] = [
  // System
  {
    fn: 'system.health',
    call: (c) => c.system.health(),
    method: 'GET',
    path: '/api/health/',
    reply: { status: 'ok', database: 'ok' },
  },
  // Accounts and authentication
  {
    fn: 'auth.login',
    call: (c) => c.auth.login({ email: 'l@e.es', password: 'pw' }),
    method: 'POST',
    path: '/api/api-token-auth/',
    json: { email: 'l@e.es', password: 'pw' },
    reply: { token: 't1' },
  },
  {
    fn: 'auth.register',
    call: (c) =>
      c.auth.register({
        email: 'n@e.es',
        password: 'pw',
        password_confirm: 'pw',
        accept_terms: true,
        first_name: 'Ana',
        last_name: 'Sanz',
        role: 'propietario',
        phone: '+34600000000',
      }),
    method: 'POST',
    path: '/api/register/',
    json: {
      email: 'n@e.es',
      password: 'pw',
      password_confirm: 'pw',
      accept_terms: true,
      first_name: 'Ana',
      last_name: 'Sanz',
      role: 'propietario',
      phone: '+34600000000',
    },
    reply: { token: 't2' },
  },
  {
    fn: 'auth.logout',
    call: (c) => c.auth.logout(),
    method: 'POST',
    path: '/api/logout/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'auth.google',
    call: (c) => c.auth.google('eyJ.jwt'),
    method: 'POST',
    path: '/api/auth/google/',
    json: { id_token: 'eyJ.jwt' },
    reply: { token: 't3' },
  },
  {
    fn: 'auth.googleConfig',
    call: (c) => c.auth.googleConfig(),
    method: 'GET',
    path: '/api/auth/google/config/',
    reply: { enabled: false, client_id: null },
  },
  {
    fn: 'auth.forgotPassword',
    call: (c) => c.auth.forgotPassword({ email: 'x@e.es' }),
    method: 'POST',
    path: '/api/forgot-password/',
    json: { email: 'x@e.es' },
    reply: { detail: 'Si el correo existe, recibirás instrucciones.' },
  },
  {
    fn: 'auth.resetPassword',
    call: (c) => c.auth.resetPassword({ token: 'r', new_password: 'n', new_password_confirm: 'n' }),
    method: 'POST',
    path: '/api/reset-password/',
    json: { token: 'r', new_password: 'n', new_password_confirm: 'n' },
    reply: { detail: 'Contraseña restablecida.' },
  },
  { fn: 'users.me', call: (c) => c.users.me(), method: 'GET', path: '/api/me/', reply: makeUser() },
  {
    fn: 'users.profile',
    call: (c) => c.users.profile(),
    method: 'GET',
    path: '/api/profile/',
    reply: makeUser(),
  },
  { fn: 'users.get', call: (c) => c.users.get(2), method: 'GET', path: '/api/users/2/', reply: makeUser() },
  {
    fn: 'users.update',
    call: (c) => c.users.update(2, { first_name: 'Lucía', date_of_birth: null }),
    method: 'PATCH',
    path: '/api/users/2/',
    json: { first_name: 'Lucía', date_of_birth: null },
    reply: makeUser({ date_of_birth: null }),
  },
  {
    fn: 'users.changePassword',
    call: (c) =>
      c.users.changePassword(2, { old_password: 'a', new_password: 'b', new_password_confirm: 'b' }),
    method: 'POST',
    path: '/api/users/2/change_password/',
    json: { old_password: 'a', new_password: 'b', new_password_confirm: 'b' },
    reply: { detail: 'Contraseña actualizada' },
  },
  {
    fn: 'users.preferences',
    call: (c) => c.users.preferences(2),
    method: 'GET',
    path: '/api/users/2/preferences/',
    reply: preferences,
  },
  {
    fn: 'users.delete',
    call: (c) => c.users.delete(2, { password: 'Convive2026!' }),
    method: 'DELETE',
    path: '/api/users/2/',
    json: { password: 'Convive2026!' },
    status: 204,
    expected: undefined,
  },
  // Properties
  {
    fn: 'properties.list',
    call: (c) => c.properties.list({ owner: 1, city: ' Madrid ', max_price: 900, page: 2 }),
    method: 'GET',
    path: '/api/properties/',
    query: { owner: '1', city: 'Madrid', max_price: '900', page: '2' },
    reply: makePage([property]),
  },
  {
    fn: 'properties.all',
    call: (c) => c.properties.all({ owner: 1, city: 'Sevilla', bedrooms: 2 }),
    method: 'GET',
    path: '/api/properties/all/',
    query: { city: 'Sevilla', bedrooms: '2', status: 'disponible' },
    reply: makePage([property]),
  },
  {
    fn: 'properties.mine',
    call: (c) => c.properties.mine(),
    method: 'GET',
    path: '/api/properties/my-properties/',
    reply: [property],
  },
  {
    fn: 'properties.get',
    call: (c) => c.properties.get(10),
    method: 'GET',
    path: '/api/properties/10/',
    reply: { ...property, rooms: [room] },
  },
  {
    fn: 'properties.create',
    call: (c) =>
      c.properties.create({
        title: 'Piso',
        description: 'd',
        price: 900,
        size: 70,
        address: 'a',
        city: 'Madrid',
        postal_code: '28001',
        bedrooms: 2,
        bathrooms: 1,
      }),
    method: 'POST',
    path: '/api/properties/',
    json: {
      title: 'Piso',
      description: 'd',
      price: 900,
      size: 70,
      address: 'a',
      city: 'Madrid',
      postal_code: '28001',
      bedrooms: 2,
      bathrooms: 1,
    },
    status: 201,
    reply: property,
  },
  {
    fn: 'properties.update',
    call: (c) => c.properties.update(10, { price: 950 }),
    method: 'PATCH',
    path: '/api/properties/10/',
    json: { price: 950 },
    reply: { ...property, price: 950 },
  },
  {
    fn: 'properties.delete',
    call: (c) => c.properties.delete(10),
    method: 'DELETE',
    path: '/api/properties/10/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'properties.uploadImages',
    call: (c) => c.properties.uploadImages(10, [png(), png()]),
    method: 'POST',
    path: '/api/properties/10/upload_images/',
    multipart: ['name="images"; filename="imagen-1.jpg"', 'name="images"; filename="imagen-2.jpg"'],
    status: 201,
    reply: [makeImage({ id: 1 }), makeImage({ id: 2 })],
  },
  {
    fn: 'properties.reorderImages',
    call: (c) =>
      c.properties.reorderImages(10, [
        { id: 1001, order: 0 },
        { id: 1000, order: 1 },
      ]),
    method: 'POST',
    path: '/api/properties/10/reorder-images/',
    json: {
      image_order: [
        { id: 1001, order: 0 },
        { id: 1000, order: 1 },
      ],
    },
    reply: [
      { id: 1001, order: 0 },
      { id: 1000, order: 1 },
    ],
  },
  {
    fn: 'properties.deleteImage',
    call: (c) => c.properties.deleteImage(10, 1001),
    method: 'DELETE',
    path: '/api/properties/10/delete_image/',
    json: { image_id: 1001 },
    status: 204,
    expected: undefined,
  },
  // Rooms
  {
    fn: 'rooms.list',
    call: (c) => c.rooms.list({ city: 'Madrid', has_desk: true, min_price: 300, max_price: 700 }),
    method: 'GET',
    path: '/api/rooms/',
    query: { city: 'Madrid', has_desk: 'true', min_price: '300', max_price: '700' },
    reply: makePage([room]),
  },
  {
    fn: 'rooms.byProperty',
    call: (c) => c.rooms.byProperty(10),
    method: 'GET',
    path: '/api/rooms/by-property/10/',
    reply: [room],
  },
  {
    fn: 'rooms.mine',
    call: (c) => c.rooms.mine(),
    method: 'GET',
    path: '/api/rooms/my-rooms/',
    reply: [room],
  },
  { fn: 'rooms.get', call: (c) => c.rooms.get(100), method: 'GET', path: '/api/rooms/100/', reply: room },
  {
    fn: 'rooms.create',
    call: (c) =>
      c.rooms.create({
        coliving_property: 10,
        room_number: 'B2',
        title: 'Interior',
        price_monthly: 400,
        size_sqm: 10,
        available_from: '2026-12-01',
      }),
    method: 'POST',
    path: '/api/rooms/',
    json: {
      coliving_property: 10,
      room_number: 'B2',
      title: 'Interior',
      price_monthly: 400,
      size_sqm: 10,
      available_from: '2026-12-01',
    },
    status: 201,
    reply: room,
  },
  {
    fn: 'rooms.update',
    call: (c) => c.rooms.update(100, { title: 'Exterior' }),
    method: 'PATCH',
    path: '/api/rooms/100/',
    json: { title: 'Exterior' },
    reply: room,
  },
  {
    fn: 'rooms.delete',
    call: (c) => c.rooms.delete(100),
    method: 'DELETE',
    path: '/api/rooms/100/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'rooms.changeStatus',
    call: (c) => c.rooms.changeStatus(100, 'maintenance'),
    method: 'POST',
    path: '/api/rooms/100/change-status/',
    json: { status: 'maintenance' },
    reply: { ...room, status: 'maintenance' },
  },
  {
    fn: 'rooms.uploadImages',
    call: (c) => c.rooms.uploadImages(100, [png()]),
    method: 'POST',
    path: '/api/rooms/100/upload_images/',
    multipart: ['name="images"; filename="imagen-1.jpg"'],
    status: 201,
    reply: { count: 1, next: null, previous: null, results: [makeImage({ id: 9 })] },
    expected: [makeImage({ id: 9 })],
  },
  {
    fn: 'rooms.reorderImages',
    call: (c) => c.rooms.reorderImages(100, [{ id: 9, order: 0 }]),
    method: 'PATCH',
    path: '/api/rooms/100/reorder_images/',
    json: { image_order: [{ id: 9, order: 0 }] },
    reply: [{ id: 9, order: 0 }],
  },
  {
    fn: 'rooms.deleteImage',
    call: (c) => c.rooms.deleteImage(100, 9),
    method: 'DELETE',
    path: '/api/rooms/100/delete_image/',
    json: { image_id: 9 },
    reply: { detail: 'Imagen eliminada' },
  },
  // Favourites
  {
    fn: 'favorites.list',
    call: (c) => c.favorites.list(),
    method: 'GET',
    path: '/api/favorites/',
    reply: [makeFavorite()],
  },
  {
    fn: 'favorites.add',
    call: (c) => c.favorites.add(10),
    method: 'POST',
    path: '/api/favorites/',
    json: { property: 10 },
    status: 201,
    reply: makeFavorite(),
  },
  {
    fn: 'favorites.remove',
    call: (c) => c.favorites.remove(500),
    method: 'DELETE',
    path: '/api/favorites/500/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'favorites.removeByProperty',
    call: (c) => c.favorites.removeByProperty(10),
    method: 'DELETE',
    path: '/api/favorites/by-property/10/',
    status: 204,
    expected: undefined,
  },
  // Appointments
  {
    fn: 'appointments.list',
    call: (c) => c.appointments.list({ page_size: 100 }),
    method: 'GET',
    path: '/api/appointments/',
    query: { page_size: '100' },
    reply: makePage([makeAppointment()]),
  },
  {
    fn: 'appointments.create',
    call: (c) => c.appointments.create({ property: 10, date: '2026-11-24', time: '10:30', notes: 'Tarde' }),
    method: 'POST',
    path: '/api/appointments/',
    json: { property: 10, date: '2026-11-24', time: '10:30', notes: 'Tarde' },
    status: 201,
    reply: makeAppointment(),
  },
  {
    fn: 'appointments.changeStatus',
    call: (c) => c.appointments.changeStatus(300, { status: 'confirmada', response_message: 'Te espero' }),
    method: 'POST',
    path: '/api/appointments/300/change_status/',
    json: { status: 'confirmada', response_message: 'Te espero' },
    reply: makeAppointment({ status: 'confirmada' }),
  },
  {
    fn: 'appointments.ics',
    call: (c) => c.appointments.ics(31),
    method: 'GET',
    path: '/api/appointments/31/ics/',
    reply: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  },
  {
    fn: 'appointments.requestAsGuest',
    call: (c) =>
      c.appointments.requestAsGuest({
        property: 10,
        date: '2026-11-24',
        time: '10:30',
        name: 'Marta Gil',
        email: 'marta@example.com',
        phone: '612345678',
      }),
    method: 'POST',
    path: '/api/appointments/guest/',
    json: {
      property: 10,
      date: '2026-11-24',
      time: '10:30',
      name: 'Marta Gil',
      email: 'marta@example.com',
      phone: '612345678',
    },
    status: 202,
    reply: { detail: 'Te hemos enviado un correo.' },
  },
  {
    fn: 'appointments.confirmGuest',
    call: (c) => c.appointments.confirmGuest({ token: 'abc' }),
    method: 'POST',
    path: '/api/appointments/guest/confirm/',
    json: { token: 'abc' },
    reply: {
      appointment: 300,
      property: 10,
      property_title: 'Coliving luminoso en Malasaña',
      date: '2026-11-24',
      time: '10:30',
      status: 'pendiente',
    },
  },
  // Property requests
  {
    fn: 'propertyRequests.create',
    call: (c) =>
      c.propertyRequests.create({
        property: 10,
        room: 100,
        request_type: 'room',
        tenant_name: 'Lucía',
        tenant_email: 'l@e.es',
        message: 'Hola',
      }),
    method: 'POST',
    path: '/api/property-requests/',
    json: {
      property: 10,
      room: 100,
      request_type: 'room',
      tenant_name: 'Lucía',
      tenant_email: 'l@e.es',
      message: 'Hola',
    },
    status: 201,
    reply: makePropertyRequest({ room: 100, request_type: 'room' }),
  },
  {
    fn: 'propertyRequests.received',
    call: (c) => c.propertyRequests.received(),
    method: 'GET',
    path: '/api/property-requests/my_property_requests/',
    reply: [makePropertyRequest({ room: 100 })],
    expected: [{ ...makePropertyRequest({ room: 100 }), property_id: 10, room_id: 100 }],
  },
  {
    fn: 'propertyRequests.mine',
    call: (c) => c.propertyRequests.mine(),
    method: 'GET',
    path: '/api/property-requests/my_requests/',
    reply: [makePropertyRequest()],
  },
  {
    fn: 'propertyRequests.decide',
    call: (c) => c.propertyRequests.decide(400, { status: 'aceptada', response_message: 'Bienvenida' }),
    method: 'PATCH',
    path: '/api/property-requests/400/',
    json: { status: 'aceptada', response_message: 'Bienvenida' },
    reply: makePropertyRequest({ status: 'aceptada' }),
  },
  {
    fn: 'propertyRequests.release',
    call: (c) => c.propertyRequests.release(400, { response_message: 'La obra se retrasa' }),
    method: 'POST',
    path: '/api/property-requests/400/release/',
    json: { response_message: 'La obra se retrasa' },
    reply: makePropertyRequest({ status: 'cancelada' }),
  },
  // Availability
  {
    fn: 'availability.property',
    call: (c) => c.availability.property(10, { from: '2027-01-01', months: 6 }),
    method: 'GET',
    path: '/api/properties/10/availability/',
    query: { from: '2027-01-01', months: '6' },
    reply: AVAILABILITY,
  },
  {
    fn: 'availability.room',
    call: (c) => c.availability.room(5),
    method: 'GET',
    path: '/api/rooms/5/availability/',
    reply: AVAILABILITY,
  },
  {
    fn: 'calendar.change',
    call: (c) =>
      c.calendar.change(10, {
        action: 'block',
        units: [5, null],
        start: '2027-03-01',
        end: '2027-03-04',
      }),
    method: 'POST',
    path: '/api/properties/10/calendar/',
    json: { action: 'block', units: [5, null], start: '2027-03-01', end: '2027-03-04' },
    reply: AVAILABILITY,
  },
  {
    fn: 'calendar.exports',
    call: (c) => c.calendar.exports(10),
    method: 'GET',
    path: '/api/properties/10/calendar/exports/',
    reply: [CALENDAR_EXPORT],
  },
  {
    fn: 'calendar.createExport',
    call: (c) => c.calendar.createExport(10, { room: 5 }),
    method: 'POST',
    path: '/api/properties/10/calendar/exports/',
    json: { room: 5 },
    status: 201,
    reply: CALENDAR_EXPORT,
  },
  {
    fn: 'calendar.ical',
    call: (c) => c.calendar.ical('cal_tok'),
    method: 'GET',
    path: '/api/calendars/cal_tok.ics',
    reply: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  },
  {
    fn: 'calendar.externalCalendars',
    call: (c) => c.calendar.externalCalendars(10),
    method: 'GET',
    path: '/api/properties/10/calendar/external/',
    reply: [EXTERNAL_CALENDAR],
  },
  {
    fn: 'calendar.addExternalCalendar',
    call: (c) =>
      c.calendar.addExternalCalendar(10, { room: 5, url: 'https://www.airbnb.es/calendar/ical/1.ics' }),
    method: 'POST',
    path: '/api/properties/10/calendar/external/',
    json: { room: 5, url: 'https://www.airbnb.es/calendar/ical/1.ics' },
    status: 201,
    reply: EXTERNAL_CALENDAR,
  },
  {
    fn: 'calendar.removeExternalCalendar',
    call: (c) => c.calendar.removeExternalCalendar(3),
    method: 'DELETE',
    path: '/api/calendar/external/3/',
    status: 204,
    reply: undefined,
    expected: undefined,
  },
  {
    fn: 'calendar.refreshExternalCalendar',
    call: (c) => c.calendar.refreshExternalCalendar(3),
    method: 'POST',
    path: '/api/calendar/external/3/run/',
    reply: EXTERNAL_CALENDAR,
  },
  // Contact
  {
    fn: 'contact.send',
    call: (c) => c.contact.send({ name: 'Ana', email: 'a@e.es', subject: 'Duda', message: 'Hola' }),
    method: 'POST',
    path: '/api/contact/messages/',
    json: { name: 'Ana', email: 'a@e.es', subject: 'Duda', message: 'Hola' },
    status: 201,
    reply: { message: 'Mensaje enviado' },
  },
  // Notifications
  {
    fn: 'notifications.list',
    call: (c) =>
      c.notifications.list({ status: 'unread', notification_type: 'appointment', search: 'visita' }),
    method: 'GET',
    path: '/api/notifications/notifications/',
    query: { status: 'unread', notification_type: 'appointment', search: 'visita' },
    reply: makePage([makeNotification()]),
  },
  {
    fn: 'notifications.unreadCount',
    call: (c) => c.notifications.unreadCount(),
    method: 'GET',
    path: '/api/notifications/unread-count/',
    reply: { unread_count: 12 },
    expected: 12,
  },
  {
    fn: 'notifications.markAsRead',
    call: (c) => c.notifications.markAsRead(700),
    method: 'POST',
    path: '/api/notifications/notifications/700/mark_as_read/',
    reply: { detail: 'ok' },
  },
  {
    fn: 'notifications.archive',
    call: (c) => c.notifications.archive(700),
    method: 'POST',
    path: '/api/notifications/notifications/700/archive/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'notifications.markAllAsRead',
    call: (c) => c.notifications.markAllAsRead(),
    method: 'POST',
    path: '/api/notifications/notifications/mark_all_as_read/',
    reply: { detail: 'ok' },
  },
  {
    fn: 'notifications.requests',
    call: (c) => c.notifications.requests(),
    method: 'GET',
    path: '/api/notifications/requests/',
    reply: makePage([makeTenantRequest()]),
  },
  {
    fn: 'notifications.cancelRequest',
    call: (c) => c.notifications.cancelRequest(400),
    method: 'POST',
    path: '/api/notifications/requests/400/cancel/',
    reply: makeTenantRequest({ status: 'canceled' }),
  },
  // Listings
  // Partner keys
  {
    fn: 'partnerKeys.list',
    call: (c) => c.partnerKeys.list(),
    method: 'GET',
    path: '/api/partner-keys/',
    reply: [partnerKey],
  },
  {
    fn: 'partnerKeys.create',
    call: (c) => c.partnerKeys.create({ name: 'Web de Sol', allowed_origins: ['https://sol.example'] }),
    method: 'POST',
    path: '/api/partner-keys/',
    json: { name: 'Web de Sol', allowed_origins: ['https://sol.example'] },
    status: 201,
    reply: partnerKey,
  },
  {
    fn: 'partnerKeys.report',
    call: (c) => c.partnerKeys.report(7),
    method: 'GET',
    path: '/api/partner-keys/7/report/',
    reply: {
      partner_key: 7,
      days: [{ date: '2026-11-25', impressions: 3, clicks: 1, enquiries: 1, visits: 0 }],
    },
  },
  {
    fn: 'partnerKeys.track',
    call: (c) => c.partnerKeys.track('click'),
    method: 'POST',
    path: '/api/partner-events/',
    json: { event: 'click' },
    status: 204,
    reply: undefined,
    expected: undefined,
  },
  {
    fn: 'partnerKeys.revoke',
    call: (c) => c.partnerKeys.revoke(7),
    method: 'DELETE',
    path: '/api/partner-keys/7/',
    status: 204,
    reply: undefined,
    expected: undefined,
  },
  // Webhooks
  {
    fn: 'webhooks.list',
    call: (c) => c.webhooks.list(),
    method: 'GET',
    path: '/api/webhooks/',
    reply: [webhook],
  },
  {
    fn: 'webhooks.create',
    call: (c) => c.webhooks.create({ url: 'https://crm.sol.example/hooks', events: ['lead.created'] }),
    method: 'POST',
    path: '/api/webhooks/',
    json: { url: 'https://crm.sol.example/hooks', events: ['lead.created'] },
    status: 201,
    reply: webhookWithSecret,
  },
  {
    fn: 'webhooks.get',
    call: (c) => c.webhooks.get(9),
    method: 'GET',
    path: '/api/webhooks/9/',
    reply: webhook,
  },
  {
    fn: 'webhooks.update',
    call: (c) => c.webhooks.update(9, { enabled: false }),
    method: 'PATCH',
    path: '/api/webhooks/9/',
    json: { enabled: false },
    reply: { ...webhook, enabled: false },
  },
  {
    fn: 'webhooks.delete',
    call: (c) => c.webhooks.delete(9),
    method: 'DELETE',
    path: '/api/webhooks/9/',
    status: 204,
    reply: undefined,
    expected: undefined,
  },
  {
    fn: 'webhooks.rotateSecret',
    call: (c) => c.webhooks.rotateSecret(9),
    method: 'POST',
    path: '/api/webhooks/9/rotate-secret/',
    reply: { ...webhookWithSecret, previous_secret_expires_at: '2026-11-26T10:00:00Z' },
  },
  {
    fn: 'webhooks.test',
    call: (c) => c.webhooks.test(9),
    method: 'POST',
    path: '/api/webhooks/9/test/',
    status: 202,
    reply: delivery,
  },
  {
    fn: 'webhooks.deliveries',
    call: (c) => c.webhooks.deliveries(9),
    method: 'GET',
    path: '/api/webhooks/9/deliveries/',
    reply: makePage([delivery]),
  },
  {
    fn: 'webhooks.replay',
    call: (c) => c.webhooks.replay(12),
    method: 'POST',
    path: '/api/webhook-deliveries/12/replay/',
    status: 202,
    reply: delivery,
  },
  // Feeds
  { fn: 'feeds.list', call: (c) => c.feeds.list(), method: 'GET', path: '/api/feeds/', reply: [feed] },
  {
    fn: 'feeds.create',
    call: (c) => c.feeds.create({ url: 'https://crm.sol.example/kyero.xml' }),
    method: 'POST',
    path: '/api/feeds/',
    json: { url: 'https://crm.sol.example/kyero.xml' },
    status: 201,
    reply: feed,
  },
  { fn: 'feeds.get', call: (c) => c.feeds.get(4), method: 'GET', path: '/api/feeds/4/', reply: feed },
  {
    fn: 'feeds.update',
    call: (c) => c.feeds.update(4, { enabled: false }),
    method: 'PATCH',
    path: '/api/feeds/4/',
    json: { enabled: false },
    reply: { ...feed, enabled: false },
  },
  {
    fn: 'feeds.delete',
    call: (c) => c.feeds.delete(4),
    method: 'DELETE',
    path: '/api/feeds/4/',
    status: 204,
    expected: undefined,
  },
  {
    fn: 'feeds.run',
    call: (c) => c.feeds.run(4, { file: new Blob([KYERO], { type: 'application/xml' }) }),
    method: 'POST',
    path: '/api/feeds/4/run/',
    multipart: ['name="file"; filename="feed.xml"', '<feed_version>3</feed_version>'],
    status: 202,
    reply: { ...feed, source: 'upload' as const, url: null },
  },
  {
    fn: 'feeds.export',
    call: (c) => c.feeds.export(),
    method: 'GET',
    path: '/api/feeds/export/',
    reply: feedExport,
  },
  {
    fn: 'feeds.rotateExport',
    call: (c) => c.feeds.rotateExport(),
    method: 'POST',
    path: '/api/feeds/export/rotate/',
    reply: feedExport,
  },
  {
    fn: 'feeds.exportXml',
    call: (c) => c.feeds.exportXml('fx_tok'),
    method: 'GET',
    path: '/api/feeds/export/fx_tok.xml',
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    reply: KYERO,
  },
  {
    fn: 'feeds.exportJson',
    call: (c) => c.feeds.exportJson('fx_tok'),
    method: 'GET',
    path: '/api/feeds/export/fx_tok.json',
    reply: { generated_at: '2026-11-25T10:00:00Z', properties: [] },
  },
  {
    fn: 'feeds.exportRefs',
    call: (c) => c.feeds.exportRefs('fx_tok'),
    method: 'GET',
    path: '/api/feeds/export/fx_tok/refs/',
    reply: [{ ref: 'SOL-1', updated_at: '2026-11-25T10:00:00Z' }],
  },
  // Saved searches
  {
    fn: 'savedSearches.list',
    call: (c) => c.savedSearches.list(),
    method: 'GET',
    path: '/api/saved-searches/',
    reply: [savedSearch],
  },
  {
    fn: 'savedSearches.create',
    call: (c) =>
      c.savedSearches.create({ name: 'Pisos en Madrid', filters: { city: 'Madrid', max_price: 600 } }),
    method: 'POST',
    path: '/api/saved-searches/',
    json: { name: 'Pisos en Madrid', filters: { city: 'Madrid', max_price: 600 } },
    status: 201,
    reply: savedSearch,
  },
  {
    fn: 'savedSearches.update',
    call: (c) => c.savedSearches.update(3, { alert: 'daily' }),
    method: 'PATCH',
    path: '/api/saved-searches/3/',
    json: { alert: 'daily' },
    reply: { ...savedSearch, alert: 'daily' },
  },
  {
    fn: 'savedSearches.delete',
    call: (c) => c.savedSearches.delete(3),
    method: 'DELETE',
    path: '/api/saved-searches/3/',
    status: 204,
    reply: undefined,
    expected: undefined,
  },
  {
    fn: 'savedSearches.seen',
    call: (c) => c.savedSearches.seen(3),
    method: 'POST',
    path: '/api/saved-searches/3/seen/',
    reply: { ...savedSearch, new_matches: 0, last_seen_at: '2026-11-26T09:00:00Z' },
  },
  {
    fn: 'savedSearches.unsubscribe',
    call: (c) => c.savedSearches.unsubscribe('tok_abc'),
    method: 'POST',
    path: '/api/saved-searches/unsubscribe/',
    json: { token: 'tok_abc' },
    reply: { detail: 'Ya no recibirás avisos de esta búsqueda.', name: 'Pisos en Madrid' },
  },
  // Locations
  {
    fn: 'locations.search',
    call: (c) => c.locations.search(' chamb ', 5),
    method: 'GET',
    path: '/api/locations/',
    query: { q: 'chamb', limit: '5' },
    reply: [{ kind: 'neighborhood', name: 'Chamberí', city: 'Madrid', count: 12 }],
  },
  {
    fn: 'listings.byLandlord',
    call: (c) => c.listings.byLandlord(1),
    method: 'GET',
    path: '/api/listings/landlord/1/',
    reply: [makeListing()],
  },
  {
    fn: 'listings.get',
    call: (c) => c.listings.get(600),
    method: 'GET',
    path: '/api/listings/600/',
    reply: makeListing(),
  },
  {
    fn: 'listings.create',
    call: (c) =>
      c.listings.create({
        property: 10,
        title: 'T',
        description: 'D',
        available_from: '2026-12-01',
        status: 'published',
      }),
    method: 'POST',
    path: '/api/listings/',
    json: { property: 10, title: 'T', description: 'D', available_from: '2026-12-01', status: 'published' },
    status: 201,
    reply: makeListing(),
  },
  {
    fn: 'listings.update',
    call: (c) => c.listings.update(600, { status: 'paused' }),
    method: 'PATCH',
    path: '/api/listings/600/',
    json: { status: 'paused' },
    reply: makeListing({ status: 'paused' }),
  },
  {
    fn: 'listings.delete',
    call: (c) => c.listings.delete(600),
    method: 'DELETE',
    path: '/api/listings/600/',
    status: 204,
    expected: undefined,
  }, // Conversations
  {
    fn: 'conversations.list',
    call: (c) => c.conversations.list({ search: 'Chamberí', archived: false, page: 2 }),
    method: 'GET',
    path: '/api/conversations/',
    query: { search: 'Chamberí', archived: 'false', page: '2' },
    reply: makePage([conversation]),
  },
  {
    fn: 'conversations.unreadCount',
    call: (c) => c.conversations.unreadCount(),
    method: 'GET',
    path: '/api/conversations/unread-count/',
    reply: { unread_count: 3 },
    expected: 3,
  },
  {
    fn: 'conversations.get',
    call: (c) => c.conversations.get(7),
    method: 'GET',
    path: '/api/conversations/7/',
    reply: conversation,
  },
  {
    fn: 'conversations.archive',
    call: (c) => c.conversations.archive(7, { archived: true }),
    method: 'PATCH',
    path: '/api/conversations/7/',
    json: { archived: true },
    reply: { ...conversation, archived: true },
  },
  {
    fn: 'conversations.messages',
    call: (c) => c.conversations.messages(7, { after: 40 }),
    method: 'GET',
    path: '/api/conversations/7/messages/',
    query: { after: '40' },
    reply: makePage([chatMessage]),
  },
  {
    fn: 'conversations.send',
    call: (c) => c.conversations.send(7, { text: 'Hola, ¿sigue libre?' }),
    method: 'POST',
    path: '/api/conversations/7/messages/',
    json: { text: 'Hola, ¿sigue libre?' },
    status: 201,
    reply: chatMessage,
  },
  {
    fn: 'conversations.read',
    call: (c) => c.conversations.read(7),
    method: 'POST',
    path: '/api/conversations/7/read/',
    reply: { unread_count: 0 },
  },
  {
    fn: 'conversations.report',
    call: (c) => c.conversations.report(7, { reason: 'fraude', text: 'Pide la fianza por transferencia' }),
    method: 'POST',
    path: '/api/conversations/7/report/',
    json: { reason: 'fraude', text: 'Pide la fianza por transferencia' },
    reply: { detail: 'Gracias: hemos recibido tu denuncia.' },
  },
  {
    fn: 'conversations.block',
    call: (c) => c.conversations.block(7),
    method: 'POST',
    path: '/api/conversations/7/block/',
    reply: { ...conversation, blocked: true },
  },
  {
    fn: 'conversations.unblock',
    call: (c) => c.conversations.unblock(7),
    method: 'DELETE',
    path: '/api/conversations/7/block/',
    reply: conversation,
  },
  {
    fn: 'conversations.proposeVisit',
    call: (c) => c.conversations.proposeVisit(7, { date: '2026-12-02', time: '10:30' }),
    method: 'POST',
    path: '/api/conversations/7/propose-visit/',
    json: { date: '2026-12-02', time: '10:30' },
    status: 201,
    reply: { ...chatMessage, kind: 'visit_proposal', visit: { date: '2026-12-02', time: '10:30' } },
  },
  {
    fn: 'conversations.inviteToApply',
    call: (c) => c.conversations.inviteToApply(7, {}),
    method: 'POST',
    path: '/api/conversations/7/invite-to-apply/',
    json: {},
    status: 201,
    reply: { ...chatMessage, kind: 'apply_invite' },
  },
  {
    fn: 'conversations.guestGet',
    call: (c) => c.conversations.guestGet('gc_tok'),
    method: 'GET',
    path: '/api/guest-conversations/gc_tok/',
    reply: conversation,
  },
  {
    fn: 'conversations.guestMessages',
    call: (c) => c.conversations.guestMessages('gc_tok', { page: 2 }),
    method: 'GET',
    path: '/api/guest-conversations/gc_tok/messages/',
    query: { page: '2' },
    reply: makePage([chatMessage]),
  },
  {
    fn: 'conversations.guestSend',
    call: (c) => c.conversations.guestSend('gc_tok', { text: 'Gracias' }),
    method: 'POST',
    path: '/api/guest-conversations/gc_tok/messages/',
    json: { text: 'Gracias' },
    status: 201,
    reply: chatMessage,
  },
  {
    fn: 'conversations.responseStats',
    call: (c) => c.conversations.responseStats(1),
    method: 'GET',
    path: '/api/landlords/1/response-stats/',
    reply: { median_first_response_minutes: 42, response_rate: 0.9, conversations: 10 },
  },
  // Saved replies
  {
    fn: 'savedReplies.list',
    call: (c) => c.savedReplies.list(),
    method: 'GET',
    path: '/api/saved-replies/',
    reply: [savedReply],
  },
  {
    fn: 'savedReplies.create',
    call: (c) => c.savedReplies.create({ title: 'Disponible', text: 'Hola {nombre}, sí.' }),
    method: 'POST',
    path: '/api/saved-replies/',
    json: { title: 'Disponible', text: 'Hola {nombre}, sí.' },
    status: 201,
    reply: savedReply,
  },
  {
    fn: 'savedReplies.update',
    call: (c) => c.savedReplies.update(2, { title: 'Libre' }),
    method: 'PATCH',
    path: '/api/saved-replies/2/',
    json: { title: 'Libre' },
    reply: { ...savedReply, title: 'Libre' },
  },
  {
    fn: 'savedReplies.delete',
    call: (c) => c.savedReplies.delete(2),
    method: 'DELETE',
    path: '/api/saved-replies/2/',
    status: 204,
    expected: undefined,
  },
];

describe('every call of both specs', () => {
  it.each(rows)('$fn → $method $path', async (row) => {
    server.reply(() => ({
      status: row.status ?? 200,
      body: row.reply,
      ...(row.headers ? { headers: row.headers } : {}),
    }));
    const result = await row.call(client);
    const request = server.last();
    expect(request.method).toBe(row.method);
    expect(request.path).toBe(row.path);
    expect(Object.fromEntries(request.query)).toEqual(row.query ?? {});
    expect(request.headers.authorization).toBe('Token tok');
    if (row.json !== undefined) expect(request.json).toEqual(row.json);
    if (row.multipart) {
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      const text = request.body.toString('latin1');
      for (const part of row.multipart) expect(text).toContain(part);
    }
    expect(result).toEqual('expected' in row ? row.expected : row.reply);
  });

  it('has a row for every client function, and no function without a row', () => {
    const functions = Object.entries(client).flatMap(([resource, api]) =>
      typeof api === 'object' && api !== null ? Object.keys(api).map((name) => `${resource}.${name}`) : [],
    );
    expect(functions.sort()).toEqual(rows.map((r) => r.fn).sort());
    expect(functions).toHaveLength(126);
  });
});

describe('conversation messages with files', () => {
  it('sends text and the repeated attachments field as multipart', async () => {
    server.reply(() => ({ status: 201, body: chatMessage }));
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const result = await client.conversations.send(7, { text: 'El contrato', attachments: [pdf, png()] });
    const request = server.last();
    expect(request.path).toBe('/api/conversations/7/messages/');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = request.body.toString('latin1');
    expect(text).toContain('name="text"');
    expect(text).toContain('name="attachments"; filename="adjunto-1"');
    expect(text).toContain('name="attachments"; filename="adjunto-2"');
    expect(result).toEqual(chatMessage);
  });
});

describe('partner events and report', () => {
  it('sends an event with its page view and element, or without them as before', async () => {
    server.reply(() => ({ status: 204 }));
    await client.partnerKeys.track('impression', {
      page_view: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      element: 'grid-1.0a1b2c3d',
    });
    expect(server.last().json).toEqual({
      event: 'impression',
      page_view: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      element: 'grid-1.0a1b2c3d',
    });
    await client.partnerKeys.track('click');
    expect(server.last().json).toEqual({ event: 'click' });
  });

  it('reads a report with its discarded events, and one from a server that sends none', async () => {
    const days = [{ date: '2026-11-25', impressions: 3, clicks: 1, enquiries: 1, visits: 0 }];
    const discarded = { duplicate: 4, no_origin: 2, sandboxed: 1 };
    server.reply(() => ({ body: { partner_key: 7, days, discarded } }));
    expect((await client.partnerKeys.report(7)).discarded).toEqual(discarded);
    server.reply(() => ({ body: { partner_key: 7, days } }));
    expect((await client.partnerKeys.report(7)).discarded).toBeUndefined();
  });
});

describe('profile update', () => {
  it('sends multipart with the picture and text fields when a file is included', async () => {
    server.reply(() => ({ body: makeUser({ profile_picture: 'http://x/media/p.jpg' }) }));
    const file = new File([new Uint8Array([255, 216, 255])], 'cara.jpg', { type: 'image/jpeg' });
    await client.users.update(2, { first_name: 'Lucía', date_of_birth: null, profile_picture: file });
    const request = server.last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    const text = request.body.toString('latin1');
    expect(text).toContain('name="profile_picture"; filename="cara.jpg"');
    expect(text).toContain('Content-Type: image/jpeg');
    expect(text).toMatch(/name="first_name"\r\n\r\nLuc/);
    expect(text).toMatch(/name="date_of_birth"\r\n\r\n\r\n/);
  });

  it('sends JSON with profile_picture null to remove the picture', async () => {
    server.reply(() => ({ body: makeUser() }));
    await client.users.update(2, { profile_picture: null });
    expect(server.last().json).toEqual({ profile_picture: null });
  });
});

describe('a document answer (an .ics)', () => {
  const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

  it('asks for its media type and hands back the text as sent', async () => {
    server.reply(() => ({ body: ICS, headers: { 'content-type': 'text/calendar; charset=utf-8' } }));
    expect(await client.appointments.ics(5)).toBe(ICS);
    expect(server.last().headers.accept).toBe('text/calendar');
  });

  it('raises a ContractError for another media type, and the API error for a refusal', async () => {
    server.reply(() => ({ body: { detail: 'x' } }));
    await expect(client.appointments.ics(5)).rejects.toMatchObject({ name: 'ContractError' });
    server.reply(() => ({ status: 404, body: { detail: 'No encontrado.' } }));
    await expect(client.appointments.ics(5)).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});
