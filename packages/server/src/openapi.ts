import {
  accountDeleteSchema,
  appointmentCreateSchema,
  appointmentSchema,
  appointmentStatusChangeSchema,
  contactMessageSchema,
  contactResponseSchema,
  detailSchema,
  favoriteCreateSchema,
  favoriteSchema,
  fieldErrorsSchema,
  forgotPasswordSchema,
  googleConfigSchema,
  googleLoginSchema,
  IMAGES_PER_UPLOAD_MAX,
  imageDeleteSchema,
  imageOrderResponseSchema,
  imageOrderSchema,
  imageSchema,
  LISTING_IMAGE_TYPES,
  listingCreateSchema,
  listingSchema,
  listingUpdateSchema,
  liveEventSchema,
  loginSchema,
  notificationFiltersSchema,
  notificationSchema,
  PAGE_SIZE_MAX,
  PROFILE_PICTURE_TYPES,
  paginationParamsSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  propertyCreateSchema,
  propertyFiltersSchema,
  propertyRequestCreateSchema,
  propertyRequestDecisionSchema,
  propertyRequestSchema,
  propertySchema,
  propertySummarySchema,
  propertyUpdateSchema,
  registrationSchema,
  roomCreateSchema,
  roomFiltersSchema,
  roomSchema,
  roomStatusChangeSchema,
  roomsStatusSummarySchema,
  roomUpdateSchema,
  socketMessageSchema,
  tenantPreferencesSchema,
  tenantRequestFiltersSchema,
  tenantRequestSchema,
  tokenResponseSchema,
  unreadCountSchema,
  userSchema,
} from '@convive/sdk';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ERRORS } from './errors';

/**
 * The API reference: an OpenAPI 3.1 document generated from the sdk's zod schemas (the same
 * schemas the server validates with, so the reference cannot drift from the contract), served as
 * JSON at GET /api/schema/ and browsable at /api/docs/ (Swagger UI, assets from the package).
 */

type JsonSchema = Record<string, unknown>;
type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** Entities and answers: what the server sends (zod's output side). */
const OUTPUT_SCHEMAS = {
  User: userSchema,
  TenantPreferences: tenantPreferencesSchema,
  TokenResponse: tokenResponseSchema,
  GoogleConfig: googleConfigSchema,
  Detail: detailSchema,
  FieldErrors: fieldErrorsSchema,
  Image: imageSchema,
  ImageOrderResponse: imageOrderResponseSchema,
  RoomsStatusSummary: roomsStatusSummarySchema,
  Property: propertySchema,
  Room: roomSchema,
  Favorite: favoriteSchema,
  Appointment: appointmentSchema,
  PropertySummary: propertySummarySchema,
  PropertyRequest: propertyRequestSchema,
  TenantRequest: tenantRequestSchema,
  Notification: notificationSchema,
  UnreadCount: unreadCountSchema,
  Listing: listingSchema,
  ContactResponse: contactResponseSchema,
  LiveEvent: liveEventSchema,
  SocketMessage: socketMessageSchema,
} as const;

/** Payloads and filters: what a client may send (zod's input side: text coerced, defaults optional). */
const INPUT_SCHEMAS = {
  Login: loginSchema,
  Registration: registrationSchema,
  GoogleLogin: googleLoginSchema,
  ForgotPassword: forgotPasswordSchema,
  PasswordReset: passwordResetSchema,
  PasswordChange: passwordChangeSchema,
  AccountDelete: accountDeleteSchema,
  ProfileUpdate: profileUpdateSchema,
  PropertyCreate: propertyCreateSchema,
  PropertyUpdate: propertyUpdateSchema,
  PropertyFilters: propertyFiltersSchema,
  RoomCreate: roomCreateSchema,
  RoomUpdate: roomUpdateSchema,
  RoomStatusChange: roomStatusChangeSchema,
  RoomFilters: roomFiltersSchema,
  ImageOrder: imageOrderSchema,
  ImageDelete: imageDeleteSchema,
  FavoriteCreate: favoriteCreateSchema,
  AppointmentCreate: appointmentCreateSchema,
  AppointmentStatusChange: appointmentStatusChangeSchema,
  PaginationParams: paginationParamsSchema,
  PropertyRequestCreate: propertyRequestCreateSchema,
  PropertyRequestDecision: propertyRequestDecisionSchema,
  ContactMessage: contactMessageSchema,
  ListingCreate: listingCreateSchema,
  ListingUpdate: listingUpdateSchema,
  NotificationFilters: notificationFiltersSchema,
  TenantRequestFilters: tenantRequestFiltersSchema,
} as const;

type OutputName = keyof typeof OUTPUT_SCHEMAS;
type InputName = keyof typeof INPUT_SCHEMAS;
/** Components written by hand (pages, multipart bodies, the landlord's view). */
type ExtraName =
  | 'PropertyPage'
  | 'RoomPage'
  | 'AppointmentPage'
  | 'NotificationPage'
  | 'TenantRequestPage'
  | 'ReceivedApplication'
  | 'ProfileUpdateMultipart'
  | 'ImagesUpload';
type SchemaName = OutputName | InputName | ExtraName;

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A transform's output cannot be written as JSON Schema (zod answers `{}`); for the sdk's output
 * transforms (null text → '') the input side is the honest description, so use it.
 */
function describeTransforms(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const def = (
    ctx.zodSchema as {
      _zod: { def: { type: string; in?: z.core.$ZodType; out?: { _zod: { def: { type: string } } } } };
    }
  )._zod.def;
  if (
    def.type === 'pipe' &&
    def.out?._zod.def.type === 'transform' &&
    def.in &&
    Object.keys(ctx.jsonSchema).length === 0
  ) {
    const { $schema: _ignored, ...inner } = z.toJSONSchema(def.in, { io: 'output', unrepresentable: 'any' });
    Object.assign(ctx.jsonSchema, inner);
  }
}

function componentSchemas(
  schemas: Record<string, z.core.$ZodType>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: describeTransforms,
  }) as { schemas: Record<string, JsonSchema> };
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(generated)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

function pageOf(item: OutputName): JsonSchema {
  return {
    type: 'object',
    description: `A page of ${item} (DRF's PageNumberPagination envelope).`,
    properties: {
      count: { type: 'integer', minimum: 0 },
      next: { type: ['string', 'null'], description: 'URL of the next page, or null.' },
      previous: { type: ['string', 'null'], description: 'URL of the previous page, or null.' },
      results: { type: 'array', items: ref(item) },
    },
    required: ['count', 'next', 'previous', 'results'],
  };
}

const binaryFile = { type: 'string', format: 'binary' } as const;

function extraSchemas(inputs: Record<string, JsonSchema>): Record<ExtraName, JsonSchema> {
  const profile = inputs.ProfileUpdate ?? {};
  return {
    PropertyPage: pageOf('Property'),
    RoomPage: pageOf('Room'),
    AppointmentPage: pageOf('Appointment'),
    NotificationPage: pageOf('Notification'),
    TenantRequestPage: pageOf('TenantRequest'),
    ReceivedApplication: {
      description:
        "The landlord's view of a request: the entity with `property` also as `property_id` and `room` as `room_id`.",
      allOf: [
        ref('PropertyRequest'),
        {
          type: 'object',
          properties: {
            property_id: { type: 'integer', exclusiveMinimum: 0 },
            room_id: { type: ['integer', 'null'], exclusiveMinimum: 0 },
          },
          required: ['property_id', 'room_id'],
        },
      ],
    },
    ProfileUpdateMultipart: {
      type: 'object',
      description: `A profile update with a picture (${PROFILE_PICTURE_TYPES.join(', ')}; at most 5 MB). An empty date_of_birth clears it.`,
      properties: {
        ...((profile.properties as JsonSchema | undefined) ?? {}),
        profile_picture: { ...binaryFile, description: 'The picture; stored as a centred 512×512 square.' },
      },
    },
    ImagesUpload: {
      type: 'object',
      description: `Images (${LISTING_IMAGE_TYPES.join(', ')}; at most 10 MB each), in the repeated field \`images\`.`,
      properties: {
        images: { type: 'array', items: binaryFile, minItems: 1, maxItems: IMAGES_PER_UPLOAD_MAX },
      },
      required: ['images'],
    },
  };
}

/** Query parameters from a filter schema (every field optional; text is coerced by the server). */
function queryParameters(filters: z.core.$ZodType): JsonSchema[] {
  const schema = z.toJSONSchema(filters, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

type Answer =
  | { status: 204; description: string }
  | { status: 200 | 201; description: string; schema: JsonSchema };

interface Operation {
  method: HttpMethod;
  /** Relative to the server's /api, with {params} as in the sdk README's call table. */
  path: string;
  /** The sdk client function. */
  call: string;
  summary: string;
  tag: Tag;
  /** required: 401 without a token; optional: a token adds to the answer; none: public. */
  auth: 'required' | 'optional' | 'none';
  body?: { json?: SchemaName; multipart?: ExtraName; optional?: boolean };
  query?: z.core.$ZodType;
  answer: Answer;
  /** Errors beyond the automatic ones (400 with a body or query, 401 when signed-in, 404 with an {id}). */
  errors?: (400 | 403 | 413 | 415 | 429 | 503)[];
  description?: string;
}

type Tag =
  | 'Cuenta'
  | 'Usuarios'
  | 'Propiedades'
  | 'Habitaciones'
  | 'Favoritos'
  | 'Citas'
  | 'Solicitudes'
  | 'Contacto'
  | 'Notificaciones'
  | 'Anuncios';

const ok = (schema: JsonSchema, description = 'OK'): Answer => ({ status: 200, description, schema });
const created = (schema: JsonSchema, description = 'Creado'): Answer => ({
  status: 201,
  description,
  schema,
});
const noContent = (description = 'Hecho, sin contenido'): Answer => ({ status: 204, description });
const arrayOf = (name: SchemaName) => ({ type: 'array', items: ref(name) });
const detailOrEmpty: Answer = ok(ref('Detail'), 'Hecho ({detail}); algunas versiones responden 204');

/** Every call of the sdk README's call table ("The calls"), in its order. */
export const OPERATIONS: readonly Operation[] = [
  // Account
  {
    method: 'post',
    path: '/api-token-auth/',
    call: 'auth.login',
    summary: 'Iniciar sesión con e-mail y contraseña',
    tag: 'Cuenta',
    auth: 'none',
    body: { json: 'Login' },
    answer: ok(ref('TokenResponse')),
    errors: [429],
  },
  {
    method: 'post',
    path: '/register/',
    call: 'auth.register',
    summary: 'Crear una cuenta (inquilino o propietario)',
    tag: 'Cuenta',
    auth: 'none',
    body: { json: 'Registration' },
    answer: created(ref('TokenResponse')),
    errors: [429],
  },
  {
    method: 'post',
    path: '/logout/',
    call: 'auth.logout',
    summary: 'Cerrar sesión (revoca el token)',
    tag: 'Cuenta',
    auth: 'required',
    answer: noContent(),
  },
  {
    method: 'post',
    path: '/auth/google/',
    call: 'auth.google',
    summary: 'Iniciar sesión con Google (ID token de Google Identity Services)',
    tag: 'Cuenta',
    auth: 'none',
    body: { json: 'GoogleLogin' },
    answer: ok(ref('TokenResponse')),
    errors: [429, 503],
  },
  {
    method: 'get',
    path: '/auth/google/config/',
    call: 'auth.googleConfig',
    summary: 'Si el inicio con Google está activo y con qué client id',
    tag: 'Cuenta',
    auth: 'none',
    answer: ok(ref('GoogleConfig')),
  },
  {
    method: 'post',
    path: '/forgot-password/',
    call: 'auth.forgotPassword',
    summary: 'Pedir el correo de recuperación (misma respuesta exista o no el e-mail)',
    tag: 'Cuenta',
    auth: 'none',
    body: { json: 'ForgotPassword' },
    answer: ok(ref('Detail')),
    errors: [429],
  },
  {
    method: 'post',
    path: '/reset-password/',
    call: 'auth.resetPassword',
    summary: 'Fijar una contraseña nueva con el token del correo',
    tag: 'Cuenta',
    auth: 'none',
    body: { json: 'PasswordReset' },
    answer: ok(ref('Detail')),
    errors: [429],
  },
  // Users
  {
    method: 'get',
    path: '/me/',
    call: 'users.me',
    summary: 'El usuario de la sesión',
    tag: 'Usuarios',
    auth: 'required',
    answer: ok(ref('User')),
  },
  {
    method: 'get',
    path: '/profile/',
    call: 'users.profile',
    summary: 'El perfil del usuario de la sesión',
    tag: 'Usuarios',
    auth: 'required',
    answer: ok(ref('User')),
  },
  {
    method: 'get',
    path: '/users/{id}/',
    call: 'users.get',
    summary: 'Un usuario (solo el propio)',
    tag: 'Usuarios',
    auth: 'required',
    answer: ok(ref('User')),
    errors: [403],
  },
  {
    method: 'patch',
    path: '/users/{id}/',
    call: 'users.update',
    summary: 'Editar el perfil (JSON, o multipart con foto)',
    tag: 'Usuarios',
    auth: 'required',
    body: { json: 'ProfileUpdate', multipart: 'ProfileUpdateMultipart' },
    answer: ok(ref('User')),
    errors: [403, 413, 415],
  },
  {
    method: 'post',
    path: '/users/{id}/change_password/',
    call: 'users.changePassword',
    summary: 'Cambiar la contraseña',
    tag: 'Usuarios',
    auth: 'required',
    body: { json: 'PasswordChange' },
    answer: ok(ref('Detail')),
    errors: [403],
  },
  {
    method: 'get',
    path: '/users/{id}/preferences/',
    call: 'users.preferences',
    summary: 'Preferencias de búsqueda (solo lectura)',
    tag: 'Usuarios',
    auth: 'required',
    answer: ok(ref('TenantPreferences')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/users/{id}/',
    call: 'users.delete',
    summary: 'Eliminar la cuenta (con la contraseña actual)',
    tag: 'Usuarios',
    auth: 'required',
    body: { json: 'AccountDelete' },
    answer: noContent(),
    errors: [400, 403],
  },
  // Properties
  {
    method: 'get',
    path: '/properties/',
    call: 'properties.list',
    summary: 'Buscar propiedades (owner = las de un propietario)',
    tag: 'Propiedades',
    auth: 'optional',
    query: propertyFiltersSchema,
    answer: ok(ref('PropertyPage')),
  },
  {
    method: 'get',
    path: '/properties/all/',
    call: 'properties.all',
    summary: 'Búsqueda pública: siempre status=disponible, sin filtro owner',
    tag: 'Propiedades',
    auth: 'none',
    query: propertyFiltersSchema,
    answer: ok(ref('PropertyPage')),
  },
  {
    method: 'get',
    path: '/properties/my-properties/',
    call: 'properties.mine',
    summary: 'Todas las propiedades del propietario de la sesión',
    tag: 'Propiedades',
    auth: 'required',
    answer: ok(arrayOf('Property')),
    errors: [403],
  },
  {
    method: 'get',
    path: '/properties/{id}/',
    call: 'properties.get',
    summary: 'Detalle de una propiedad, con sus habitaciones',
    tag: 'Propiedades',
    auth: 'optional',
    answer: ok(ref('Property')),
  },
  {
    method: 'post',
    path: '/properties/',
    call: 'properties.create',
    summary: 'Publicar una propiedad (propietarios)',
    tag: 'Propiedades',
    auth: 'required',
    body: { json: 'PropertyCreate' },
    answer: created(ref('Property')),
    errors: [403],
  },
  {
    method: 'patch',
    path: '/properties/{id}/',
    call: 'properties.update',
    summary: 'Editar una propiedad propia',
    tag: 'Propiedades',
    auth: 'required',
    body: { json: 'PropertyUpdate' },
    answer: ok(ref('Property')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/properties/{id}/',
    call: 'properties.delete',
    summary: 'Eliminar una propiedad propia',
    tag: 'Propiedades',
    auth: 'required',
    answer: noContent(),
    errors: [403],
  },
  {
    method: 'post',
    path: '/properties/{id}/upload_images/',
    call: 'properties.uploadImages',
    summary: 'Subir imágenes (multipart, campo images repetido)',
    tag: 'Propiedades',
    auth: 'required',
    body: { multipart: 'ImagesUpload' },
    answer: created(arrayOf('Image')),
    errors: [403, 413, 415],
  },
  {
    method: 'post',
    path: '/properties/{id}/reorder-images/',
    call: 'properties.reorderImages',
    summary: 'Reordenar las imágenes (la primera es la portada)',
    tag: 'Propiedades',
    auth: 'required',
    body: { json: 'ImageOrder' },
    answer: ok(ref('ImageOrderResponse')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/properties/{id}/delete_image/',
    call: 'properties.deleteImage',
    summary: 'Eliminar una imagen',
    tag: 'Propiedades',
    auth: 'required',
    body: { json: 'ImageDelete' },
    answer: noContent(),
    errors: [403],
  },
  // Rooms
  {
    method: 'get',
    path: '/rooms/',
    call: 'rooms.list',
    summary: 'Buscar habitaciones de coliving',
    tag: 'Habitaciones',
    auth: 'optional',
    query: roomFiltersSchema,
    answer: ok(ref('RoomPage')),
  },
  {
    method: 'get',
    path: '/rooms/by-property/{propertyId}/',
    call: 'rooms.byProperty',
    summary: 'Las habitaciones de una propiedad',
    tag: 'Habitaciones',
    auth: 'optional',
    answer: ok(arrayOf('Room')),
  },
  {
    method: 'get',
    path: '/rooms/my-rooms/',
    call: 'rooms.mine',
    summary: 'Todas las habitaciones del propietario de la sesión',
    tag: 'Habitaciones',
    auth: 'required',
    answer: ok(arrayOf('Room')),
    errors: [403],
  },
  {
    method: 'get',
    path: '/rooms/{id}/',
    call: 'rooms.get',
    summary: 'Detalle de una habitación',
    tag: 'Habitaciones',
    auth: 'optional',
    answer: ok(ref('Room')),
  },
  {
    method: 'post',
    path: '/rooms/',
    call: 'rooms.create',
    summary: 'Crear una habitación en una propiedad propia',
    tag: 'Habitaciones',
    auth: 'required',
    body: { json: 'RoomCreate' },
    answer: created(ref('Room')),
    errors: [403],
  },
  {
    method: 'patch',
    path: '/rooms/{id}/',
    call: 'rooms.update',
    summary: 'Editar una habitación propia',
    tag: 'Habitaciones',
    auth: 'required',
    body: { json: 'RoomUpdate' },
    answer: ok(ref('Room')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/rooms/{id}/',
    call: 'rooms.delete',
    summary: 'Eliminar una habitación propia',
    tag: 'Habitaciones',
    auth: 'required',
    answer: noContent(),
    errors: [403],
  },
  {
    method: 'post',
    path: '/rooms/{id}/change-status/',
    call: 'rooms.changeStatus',
    summary: 'Cambiar el estado de una habitación',
    tag: 'Habitaciones',
    auth: 'required',
    body: { json: 'RoomStatusChange' },
    answer: ok(ref('Room')),
    errors: [403],
  },
  {
    method: 'post',
    path: '/rooms/{id}/upload_images/',
    call: 'rooms.uploadImages',
    summary: 'Subir imágenes de una habitación (multipart)',
    tag: 'Habitaciones',
    auth: 'required',
    body: { multipart: 'ImagesUpload' },
    answer: created(arrayOf('Image')),
    errors: [403, 413, 415],
  },
  {
    method: 'patch',
    path: '/rooms/{id}/reorder_images/',
    call: 'rooms.reorderImages',
    summary: 'Reordenar las imágenes de una habitación',
    tag: 'Habitaciones',
    auth: 'required',
    body: { json: 'ImageOrder' },
    answer: ok(ref('ImageOrderResponse')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/rooms/{id}/delete_image/',
    call: 'rooms.deleteImage',
    summary: 'Eliminar una imagen de una habitación',
    tag: 'Habitaciones',
    auth: 'required',
    body: { json: 'ImageDelete' },
    answer: noContent(),
    errors: [403],
  },
  // Favourites
  {
    method: 'get',
    path: '/favorites/',
    call: 'favorites.list',
    summary: 'Los favoritos del inquilino, con cada propiedad',
    tag: 'Favoritos',
    auth: 'required',
    answer: ok(arrayOf('Favorite')),
    errors: [403],
  },
  {
    method: 'post',
    path: '/favorites/',
    call: 'favorites.add',
    summary: 'Añadir una propiedad a favoritos (inquilinos)',
    tag: 'Favoritos',
    auth: 'required',
    body: { json: 'FavoriteCreate' },
    answer: created(ref('Favorite')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/favorites/{id}/',
    call: 'favorites.remove',
    summary: 'Quitar un favorito por su id',
    tag: 'Favoritos',
    auth: 'required',
    answer: noContent(),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/favorites/by-property/{propertyId}/',
    call: 'favorites.removeByProperty',
    summary: 'Quitar un favorito por el id de la propiedad',
    tag: 'Favoritos',
    auth: 'required',
    answer: noContent(),
    errors: [403],
  },
  // Appointments
  {
    method: 'get',
    path: '/appointments/',
    call: 'appointments.list',
    summary: 'Citas propias y las de propiedades propias',
    tag: 'Citas',
    auth: 'required',
    query: paginationParamsSchema,
    answer: ok(ref('AppointmentPage')),
  },
  {
    method: 'post',
    path: '/appointments/',
    call: 'appointments.create',
    summary: 'Pedir una visita (laborables, 09:00–19:30 cada 30 min, de mañana a 3 meses)',
    tag: 'Citas',
    auth: 'required',
    body: { json: 'AppointmentCreate' },
    answer: created(ref('Appointment')),
    errors: [403],
  },
  {
    method: 'post',
    path: '/appointments/{id}/change_status/',
    call: 'appointments.changeStatus',
    summary: 'Confirmar o cancelar una cita pendiente',
    tag: 'Citas',
    auth: 'required',
    body: { json: 'AppointmentStatusChange' },
    answer: ok(ref('Appointment')),
    errors: [403],
  },
  // Property requests
  {
    method: 'post',
    path: '/property-requests/',
    call: 'propertyRequests.create',
    summary: 'Enviar una consulta o solicitud (las de habitación, también sin sesión)',
    tag: 'Solicitudes',
    auth: 'optional',
    body: { json: 'PropertyRequestCreate' },
    answer: created(ref('PropertyRequest')),
    errors: [403, 429],
  },
  {
    method: 'get',
    path: '/property-requests/my_property_requests/',
    call: 'propertyRequests.received',
    summary: 'Solicitudes recibidas por el propietario',
    tag: 'Solicitudes',
    auth: 'required',
    answer: ok(arrayOf('ReceivedApplication')),
    errors: [403],
  },
  {
    method: 'get',
    path: '/property-requests/my_requests/',
    call: 'propertyRequests.mine',
    summary: 'Solicitudes enviadas por el inquilino',
    tag: 'Solicitudes',
    auth: 'required',
    answer: ok(arrayOf('PropertyRequest')),
  },
  {
    method: 'patch',
    path: '/property-requests/{id}/',
    call: 'propertyRequests.decide',
    summary: 'Aceptar o rechazar una solicitud pendiente (el propietario)',
    tag: 'Solicitudes',
    auth: 'required',
    body: { json: 'PropertyRequestDecision' },
    answer: ok(ref('PropertyRequest')),
    errors: [403],
  },
  // Contact
  {
    method: 'post',
    path: '/contact/messages/',
    call: 'contact.send',
    summary: 'Formulario de contacto',
    tag: 'Contacto',
    auth: 'optional',
    body: { json: 'ContactMessage' },
    answer: created(ref('ContactResponse')),
    errors: [429],
  },
  // Notifications
  {
    method: 'get',
    path: '/notifications/notifications/',
    call: 'notifications.list',
    summary: 'Notificaciones del usuario',
    tag: 'Notificaciones',
    auth: 'required',
    query: notificationFiltersSchema,
    answer: ok(ref('NotificationPage')),
  },
  {
    method: 'get',
    path: '/notifications/unread-count/',
    call: 'notifications.unreadCount',
    summary: 'Cuántas notificaciones sin leer',
    tag: 'Notificaciones',
    auth: 'required',
    answer: ok(ref('UnreadCount')),
  },
  {
    method: 'post',
    path: '/notifications/notifications/{id}/mark_as_read/',
    call: 'notifications.markAsRead',
    summary: 'Marcar como leída',
    tag: 'Notificaciones',
    auth: 'required',
    answer: detailOrEmpty,
  },
  {
    method: 'post',
    path: '/notifications/notifications/{id}/archive/',
    call: 'notifications.archive',
    summary: 'Archivar',
    tag: 'Notificaciones',
    auth: 'required',
    answer: detailOrEmpty,
  },
  {
    method: 'post',
    path: '/notifications/notifications/mark_all_as_read/',
    call: 'notifications.markAllAsRead',
    summary: 'Marcar todas como leídas',
    tag: 'Notificaciones',
    auth: 'required',
    answer: detailOrEmpty,
  },
  {
    method: 'get',
    path: '/notifications/requests/',
    call: 'notifications.requests',
    summary: 'Las solicitudes del inquilino (estados en inglés)',
    tag: 'Notificaciones',
    auth: 'required',
    query: tenantRequestFiltersSchema,
    answer: ok(ref('TenantRequestPage')),
  },
  {
    method: 'post',
    path: '/notifications/requests/{id}/cancel/',
    call: 'notifications.cancelRequest',
    summary: 'Cancelar una solicitud pendiente propia',
    tag: 'Notificaciones',
    auth: 'required',
    answer: ok(ref('TenantRequest')),
    errors: [400, 403],
  },
  // Listings
  {
    method: 'get',
    path: '/listings/landlord/{userId}/',
    call: 'listings.byLandlord',
    summary: 'Los anuncios de un propietario',
    tag: 'Anuncios',
    auth: 'required',
    answer: ok(arrayOf('Listing')),
    errors: [403],
  },
  {
    method: 'get',
    path: '/listings/{id}/',
    call: 'listings.get',
    summary: 'Un anuncio',
    tag: 'Anuncios',
    auth: 'required',
    answer: ok(ref('Listing')),
    errors: [403],
  },
  {
    method: 'post',
    path: '/listings/',
    call: 'listings.create',
    summary: 'Crear un anuncio de una propiedad propia',
    tag: 'Anuncios',
    auth: 'required',
    body: { json: 'ListingCreate' },
    answer: created(ref('Listing')),
    errors: [403],
  },
  {
    method: 'patch',
    path: '/listings/{id}/',
    call: 'listings.update',
    summary: 'Editar un anuncio propio',
    tag: 'Anuncios',
    auth: 'required',
    body: { json: 'ListingUpdate' },
    answer: ok(ref('Listing')),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/listings/{id}/',
    call: 'listings.delete',
    summary: 'Eliminar un anuncio propio',
    tag: 'Anuncios',
    auth: 'required',
    answer: noContent(),
    errors: [403],
  },
];

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  Cuenta: 'Inicio y cierre de sesión, registro, Google y recuperación de contraseña.',
  Usuarios: 'El usuario de la sesión, su perfil, contraseña y preferencias.',
  Propiedades: 'Búsqueda pública y gestión de propiedades e imágenes (propietarios).',
  Habitaciones: 'Habitaciones de coliving: búsqueda y gestión.',
  Favoritos: 'Favoritos de los inquilinos.',
  Citas: 'Visitas: solicitud, confirmación y cancelación.',
  Solicitudes: 'Consultas y solicitudes de alquiler sobre propiedades y habitaciones.',
  Contacto: 'Formulario de contacto.',
  Notificaciones:
    'Notificaciones y la vista de solicitudes del inquilino. En vivo: WebSocket /ws/notifications/{userId}/?token=… (mensajes SocketMessage; ping cada 30 s).',
  Anuncios: 'Anuncios de los propietarios.',
};

function errorResponse(description: string, example: string, schema: JsonSchema = ref('Detail')) {
  return { description, content: { 'application/json': { schema, example: { detail: example } } } };
}

const RESPONSES = {
  BadRequest: {
    description:
      'Datos no válidos. Forma de Django REST Framework: {campo: [mensajes], non_field_errors: [mensajes]} (o {detail} si el cuerpo no es JSON válido).',
    content: {
      'application/json': {
        schema: { anyOf: [ref('FieldErrors'), ref('Detail')] },
        example: { email: ['Introduce una dirección de correo electrónico válida.'] },
      },
    },
  },
  Unauthorized: errorResponse('Sin token o con un token no válido.', ERRORS.notAuthenticated),
  Forbidden: errorResponse('Sin permiso (rol o propietario equivocado).', ERRORS.forbidden),
  NotFound: errorResponse('No existe (o no es visible para quien pregunta).', ERRORS.notFound),
  PayloadTooLarge: errorResponse('Archivo demasiado grande.', ERRORS.fileTooLarge(10)),
  UnsupportedMediaType: errorResponse(
    'El archivo no es una imagen admitida, o el cuerpo no es JSON ni multipart.',
    ERRORS.notAnImage,
  ),
  TooManyRequests: {
    ...errorResponse(
      'Demasiadas solicitudes; la cabecera Retry-After dice cuántos segundos esperar.',
      ERRORS.rateLimited(60),
    ),
    headers: {
      'Retry-After': { schema: { type: 'integer' }, description: 'Segundos hasta poder reintentar.' },
    },
  },
  ServiceUnavailable: errorResponse('Función no configurada en este servidor.', ERRORS.googleDisabled),
} as const;

const ERROR_REF: Record<number, keyof typeof RESPONSES> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

function operationObject(op: Operation): JsonSchema {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  const parameters = [...pathParams, ...(op.query ? queryParameters(op.query) : [])];
  const errors = new Set<number>(op.errors ?? []);
  if (op.body || op.query) errors.add(400);
  if (op.auth === 'required' || op.auth === 'optional') errors.add(401);
  if (pathParams.length > 0) errors.add(404);

  const responses: Record<string, unknown> = {};
  if (op.answer.status === 204) responses['204'] = { description: op.answer.description };
  else {
    responses[String(op.answer.status)] = {
      description: op.answer.description,
      content: { 'application/json': { schema: op.answer.schema } },
    };
  }
  for (const status of [...errors].sort()) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_REF[status]}` };
  }

  let requestBody: JsonSchema | undefined;
  if (op.body) {
    const content: Record<string, unknown> = {};
    if (op.body.json) content['application/json'] = { schema: ref(op.body.json) };
    if (op.body.multipart) content['multipart/form-data'] = { schema: ref(op.body.multipart) };
    requestBody = { required: !op.body.optional, content };
  }

  const security =
    op.auth === 'required' ? [{ Token: [] }] : op.auth === 'optional' ? [{}, { Token: [] }] : [];
  return {
    operationId: op.call.replace(/\.(\w)/, (_, c: string) => c.toUpperCase()),
    summary: op.summary,
    description: [op.description, `Cliente: \`client.${op.call}()\` de @convive/sdk.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: [op.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security,
  };
}

export interface OpenApiOptions {
  /** The version shown in the reference. @default '1.0.0' */
  version?: string;
}

/** The OpenAPI 3.1 document of the API. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonSchema {
  const outputs = componentSchemas(OUTPUT_SCHEMAS, 'output');
  const inputs = componentSchemas(INPUT_SCHEMAS, 'input');
  const schemas = { ...outputs, ...inputs, ...extraSchemas(inputs) };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Convive API',
      version: options.version ?? '1.0.0',
      description: [
        'La API de Convive, el marketplace de coliving y alquiler tradicional.',
        '',
        '- Base `/api`, barras finales como en la especificación, cuerpos JSON (multipart solo para imágenes).',
        '- Autenticación: cabecera `Authorization: Token <token>` (el token de `/api-token-auth/`, `/register/` o `/auth/google/`).',
        '- Errores con la forma de Django REST Framework y mensajes en español: 400 `{campo: [mensajes]}`, el resto `{detail}`.',
        `- Colecciones paginadas con \`page\` y \`page_size\` (máximo ${PAGE_SIZE_MAX}).`,
        '- El cliente tipado de todas estas llamadas es `@convive/sdk`; los esquemas de este documento salen de sus esquemas zod.',
      ].join('\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/api', description: 'Este servidor' }],
    tags: (Object.keys(TAG_DESCRIPTIONS) as Tag[]).map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name],
    })),
    paths,
    components: {
      schemas,
      responses: RESPONSES,
      securitySchemes: {
        Token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Escribe `Token ` seguido del token, p. ej. `Token 9f3c…`.',
        },
      },
    },
  };
}

/** Serves the document at GET /api/schema/ and Swagger UI at /api/docs/. */
let built: JsonSchema | null = null;

export async function registerDocs(app: FastifyInstance): Promise<void> {
  // The document only depends on the contract: build it once per process, not once per app.
  built ??= buildOpenApiDocument();
  const document = built;
  await app.register(swagger, {
    mode: 'static',
    // @fastify/swagger's types describe a 3.0 document; ours is 3.1, which Swagger UI reads.
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true, tryItOutEnabled: false },
    theme: { title: 'Convive API' },
    logo: {
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect x="2" y="6" width="28" height="28" rx="8" fill="#6366f1"/><path d="M9 22 L16 15 L23 22 V29 H9 Z" fill="#fff"/><text x="40" y="28" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">Convive API</text></svg>',
      ),
    },
  });
  app.get('/api/schema/', (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
}
