import * as z from 'zod/mini';
import {
  ACCOUNT_ROLES,
  APPOINTMENT_STATUSES,
  COLIVING_FILTERS,
  ENERGY_RATINGS,
  EVENT_TYPES,
  LISTING_STATUS_ALIASES,
  LISTING_STATUSES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  PROPERTY_REQUEST_KINDS,
  PROPERTY_REQUEST_STATUSES,
  PROPERTY_REQUEST_TARGETS,
  PROPERTY_STATUS_ALIASES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  ROOM_STATUS_ALIASES,
  ROOM_STATUSES,
  TENANT_REQUEST_STATUS_ALIASES,
  TENANT_REQUEST_STATUSES,
  TENANT_REQUEST_TYPES,
} from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';
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

export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const propertyTypeInputSchema = withAliases(
  PROPERTY_TYPES,
  PROPERTY_TYPE_ALIASES,
  SCHEMA_MESSAGES.propertyType,
);

export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export const propertyStatusInputSchema = withAliases(
  PROPERTY_STATUSES,
  PROPERTY_STATUS_ALIASES,
  SCHEMA_MESSAGES.propertyStatus,
);

export const roomStatusSchema = z.enum(ROOM_STATUSES);
export const roomStatusInputSchema = withAliases(
  ROOM_STATUSES,
  ROOM_STATUS_ALIASES,
  SCHEMA_MESSAGES.roomStatus,
);

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

export const propertyRequestStatusSchema = z.enum(PROPERTY_REQUEST_STATUSES);

export const tenantRequestStatusSchema = withAliases(
  TENANT_REQUEST_STATUSES,
  TENANT_REQUEST_STATUS_ALIASES,
  SCHEMA_MESSAGES.requestStatus,
);

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const listingStatusInputSchema = withAliases(
  LISTING_STATUSES,
  LISTING_STATUS_ALIASES,
  SCHEMA_MESSAGES.listingStatus,
);

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const energyRatingSchema = z.enum(ENERGY_RATINGS);
/**
 * An energy rating as typed or picked: a letter in either case, the words as the label prints them
 * ('En trámite', 'Exento', with or without accent) or the stored values. Null or blank clears it.
 */
export const energyRatingInputSchema = preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    if (/^[a-g]$/i.test(text)) return text.toUpperCase();
    return text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\s-]+/g, '_');
  },
  z.nullable(z.enum(ENERGY_RATINGS, { error: SCHEMA_MESSAGES.energyRating })),
);

export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);

/** A live event type: one of EVENT_TYPES, or any other string (treated as a system event). */
