import * as z from 'zod/mini';
import { preprocess } from './zod';

/**
 * The closed vocabularies of the contract (DESIGN.md, "Contract decisions").
 * Each stored vocabulary has one canonical spelling; the aliases that the spec's two
 * screens use are accepted on input and normalised, so stored data never mixes them.
 */

/** Builds an input schema that maps known aliases (case-insensitive) to canonical values. */
function withAliases<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>>,
  message: string,
) {
  return preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const key = value.trim().toLowerCase();
      return aliases[key] ?? key;
    },
    z.enum(values, { error: message }),
  );
}

export const PROPERTY_TYPES = [
  'apartamento',
  'casa',
  'chalet',
  'piso',
  'estudio',
  'atico',
  'duplex',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The detail screens of the original product used English words; they are aliases. */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, PropertyType>> = {
  apartment: 'apartamento',
  house: 'casa',
  studio: 'estudio',
  ático: 'atico',
  dúplex: 'duplex',
  flat: 'piso',
  penthouse: 'atico',
};
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const propertyTypeInputSchema = withAliases(
  PROPERTY_TYPES,
  PROPERTY_TYPE_ALIASES,
  'Tipo de propiedad no válido.',
);

export const PROPERTY_STATUSES = ['disponible', 'reservado', 'alquilado', 'inactivo'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_ALIASES: Readonly<Record<string, PropertyStatus>> = {
  active: 'disponible',
  available: 'disponible',
  reserved: 'reservado',
  rented: 'alquilado',
  inactive: 'inactivo',
};
export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export const propertyStatusInputSchema = withAliases(
  PROPERTY_STATUSES,
  PROPERTY_STATUS_ALIASES,
  'Estado de propiedad no válido.',
);

export const ROOM_STATUSES = ['available', 'occupied', 'maintenance', 'reserved'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_ALIASES: Readonly<Record<string, RoomStatus>> = {
  disponible: 'available',
  ocupada: 'occupied',
  mantenimiento: 'maintenance',
  reservada: 'reserved',
};
export const roomStatusSchema = z.enum(ROOM_STATUSES);
export const roomStatusInputSchema = withAliases(
  ROOM_STATUSES,
  ROOM_STATUS_ALIASES,
  'Estado de habitación no válido.',
);

export const APPOINTMENT_STATUSES = ['pendiente', 'confirmada', 'cancelada', 'completada'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

/** Stored statuses of a property request (enquiry or application). */
export const PROPERTY_REQUEST_STATUSES = [
  'pendiente',
  'aceptada',
  'rechazada',
  'cancelada',
  'expirada',
] as const;
export type PropertyRequestStatus = (typeof PROPERTY_REQUEST_STATUSES)[number];
export const propertyRequestStatusSchema = z.enum(PROPERTY_REQUEST_STATUSES);

/** What a property request is about: the whole property or one of its rooms. */
export const PROPERTY_REQUEST_TARGETS = ['property', 'room'] as const;
export type PropertyRequestTarget = (typeof PROPERTY_REQUEST_TARGETS)[number];

/** What a property request asks for: information, or to rent. */
export const PROPERTY_REQUEST_KINDS = ['inquiry', 'application'] as const;
export type PropertyRequestKind = (typeof PROPERTY_REQUEST_KINDS)[number];

/** The tenant's requests view (/notifications/requests/) speaks English statuses. */
export const TENANT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled', 'expired'] as const;
export type TenantRequestStatus = (typeof TENANT_REQUEST_STATUSES)[number];
export const TENANT_REQUEST_STATUS_ALIASES: Readonly<Record<string, TenantRequestStatus>> = {
  pendiente: 'pending',
  aceptada: 'approved',
  aprobada: 'approved',
  rechazada: 'rejected',
  cancelada: 'canceled',
  cancelled: 'canceled',
  expirada: 'expired',
};
export const tenantRequestStatusSchema = withAliases(
  TENANT_REQUEST_STATUSES,
  TENANT_REQUEST_STATUS_ALIASES,
  'Estado de solicitud no válido.',
);
/** Stored property-request status → tenant view status. */
export const TENANT_STATUS_BY_REQUEST_STATUS: Readonly<Record<PropertyRequestStatus, TenantRequestStatus>> = {
  pendiente: 'pending',
  aceptada: 'approved',
  rechazada: 'rejected',
  cancelada: 'canceled',
  expirada: 'expired',
};

export const TENANT_REQUEST_TYPES = ['inquiry', 'visit', 'application', 'maintenance'] as const;
export type TenantRequestType = (typeof TENANT_REQUEST_TYPES)[number];

export const LISTING_STATUSES = ['published', 'draft', 'paused'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_ALIASES: Readonly<Record<string, ListingStatus>> = {
  publicado: 'published',
  borrador: 'draft',
  pausado: 'paused',
};
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const listingStatusInputSchema = withAliases(
  LISTING_STATUSES,
  LISTING_STATUS_ALIASES,
  'Estado de anuncio no válido.',
);

export const NOTIFICATION_TYPES = [
  'system',
  'property',
  'room',
  'message',
  'request',
  'appointment',
  /** A saved search's alert: a new property matches it. */
  'busqueda',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);

/** Every live event type the specs name (spec 02 §4). Unknown types are still accepted and map to `system`. */
export const EVENT_TYPES = [
  'property_favorited',
  'room_created',
  'room_updated',
  'room_status_changed',
  'room_price_changed',
  'room_availability_changed',
  'message_received',
  'request_created',
  'request_approved',
  'request_rejected',
  'appointment_created',
  'appointment_confirmed',
  'appointment_canceled',
  'appointment_completed',
  /** A new property matches one of the tenant's saved searches. */
  'saved_search_match',
  /** A confirmed visit starts in 24 h or in 2 h. */
  'appointment_reminder',
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];
/** A live event type: one of EVENT_TYPES, or any other string (treated as a system event). */
export type EventType = KnownEventType | (string & {});

export const COLIVING_FILTERS = ['coliving', 'traditional', 'both'] as const;
export type ColivingFilter = (typeof COLIVING_FILTERS)[number];

export const ACCOUNT_ROLES = ['inquilino', 'propietario'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
