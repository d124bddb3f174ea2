/**
 * The property form's values, checks and payload (spec 02 §2 "Property form", §3, §5, §9). Inputs are
 * kept as typed text so nothing typed is lost; numbers are converted only when the payload is built
 * (invalid becomes 0, a blank floor becomes "no floor").
 */
import {
  detailOf,
  type EnergyRating,
  fieldErrorOf,
  firstFieldError,
  isApiError,
  nonFieldErrorOf,
  numberOrZero,
  optionalInteger,
  type Property,
  type PropertyCreate,
  type PropertyStatus,
  type PropertyType,
  parseNumber,
} from '@convive/sdk';
import { propertiesCopy } from './copy';
import { es } from './copy/es';

export interface PropertyFormValues {
  title: string;
  property_type: PropertyType | '';
  description: string;
  price: string;
  size: string;
  address: string;
  city: string;
  postal_code: string;
  /** 'Barrio': the neighbourhood, shown on the cards and matched by the search's place. */
  neighborhood: string;
  /**
   * The zone (`location`), not a field of its own: blank means "the same as the neighbourhood" (what
   * the form always wrote there); a property whose zone differs (a district) keeps it.
   */
  location: string;
  country: string;
  plus_code_or_maps_link: string;
  bedrooms: string;
  bathrooms: string;
  floor: string;
  is_furnished: boolean;
  has_elevator: boolean;
  has_parking: boolean;
  has_terrace: boolean;
  has_pool: boolean;
  has_garden: boolean;
  pets_allowed: boolean;
  status: PropertyStatus;
  is_coliving: boolean;
  price_per_room: string;
  /** The energy certificate: '' when not given. */
  energy_rating: EnergyRating | '';
  energy_consumption: string;
  energy_emissions: string;
  /** Checked whole by the server (letters of control included), whose message names the part to fix. */
  cadastral_reference: string;
  nrua_number: string;
}

export type PropertyField = keyof PropertyFormValues;
export type PropertyFormErrors = Partial<Record<PropertyField, string>>;

/** The statuses the form offers (spec 02 §2); 'inactivo' only shows for a property that has it. */
export const FORM_STATUSES = [
  'disponible',
  'reservado',
  'alquilado',
] as const satisfies readonly PropertyStatus[];

/** The amenity switches of 'Detalles', in the spec's order (their labels: `form.amenities` of the copy). */
export const AMENITY_SWITCHES = [
  'is_furnished',
  'has_elevator',
  'has_parking',
  'has_terrace',
  'has_pool',
  'has_garden',
  'pets_allowed',
] as const satisfies readonly PropertyField[];

/** A new property: type apartamento, country España, status disponible (spec 02 §9). */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  title: '',
  property_type: 'apartamento',
  description: '',
  price: '',
  size: '',
  address: '',
  city: '',
  postal_code: '',
  neighborhood: '',
  location: '',
  country: 'España',
  plus_code_or_maps_link: '',
  bedrooms: '',
  bathrooms: '',
  floor: '',
  is_furnished: false,
  has_elevator: false,
  has_parking: false,
  has_terrace: false,
  has_pool: false,
  has_garden: false,
  pets_allowed: false,
  status: 'disponible',
  is_coliving: false,
  price_per_room: '',
  energy_rating: '',
  energy_consumption: '',
  energy_emissions: '',
  cadastral_reference: '',
  nrua_number: '',
};

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form filled with a saved property. */
export function valuesFromProperty(p: Property): PropertyFormValues {
  return {
    title: p.title,
    property_type: p.property_type,
    description: p.description,
    price: text(p.price),
    size: text(p.size),
    address: p.address,
    city: p.city,
    postal_code: p.postal_code,
    // A property saved when the form wrote only the zone has its neighbourhood there.
    neighborhood: p.neighborhood || p.location,
    location: p.location === (p.neighborhood || p.location) ? '' : p.location,
    country: p.country,
    plus_code_or_maps_link: p.plus_code_or_maps_link,
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    floor: text(p.floor),
    is_furnished: p.is_furnished,
    has_elevator: p.has_elevator,
    has_parking: p.has_parking,
    has_terrace: p.has_terrace,
    has_pool: p.has_pool,
    has_garden: p.has_garden,
    pets_allowed: p.pets_allowed,
    status: p.status,
    is_coliving: p.is_coliving,
    price_per_room: text(p.price_per_room),
    energy_rating: p.energy_rating ?? '',
    energy_consumption: text(p.energy_consumption),
    energy_emissions: text(p.energy_emissions),
    cadastral_reference: p.cadastral_reference ?? '',
    nrua_number: p.nrua_number ?? '',
  };
}

/** Messages of the client checks in Spanish, the source (the form shows `propertiesCopy.current().validation`). */
export const PROPERTY_FORM_MESSAGES = es.validation;

const blank = (value: string) => value.trim() === '';

/** A required amount: blank, not a number, negative or zero are refused (the server wants more than 0). */
function amountError(value: string, required: string, invalid: string): string | undefined {
  if (blank(value)) return required;
  const n = parseNumber(value);
  return n === null || n <= 0 ? invalid : undefined;
}

/** A required count (bedrooms, bathrooms): a whole number from 0. */
function countError(value: string, required: string): string | undefined {
  if (blank(value)) return required;
  const n = parseNumber(value);
  return n === null || n < 0 || !Number.isInteger(n)
    ? propertiesCopy.current().validation.countInvalid
    : undefined;
}

/** Every failing field with its message, in form order; an empty object when the form can be sent. */
export function validatePropertyForm(v: PropertyFormValues): PropertyFormErrors {
  const m = propertiesCopy.current().validation;
  const errors: PropertyFormErrors = {};
  if (blank(v.title)) errors.title = m.titleRequired;
  if (!v.property_type) errors.property_type = m.typeRequired;
  if (blank(v.description)) errors.description = m.descriptionRequired;
  const price = amountError(v.price, m.priceRequired, m.priceInvalid);
  if (price) errors.price = price;
  const size = amountError(v.size, m.sizeRequired, m.sizeInvalid);
  if (size) errors.size = size;
  if (blank(v.address)) errors.address = m.addressRequired;
  if (blank(v.city)) errors.city = m.cityRequired;
  if (blank(v.postal_code)) errors.postal_code = m.postalCodeRequired;
  if (blank(v.country)) errors.country = m.countryRequired;
  const bedrooms = countError(v.bedrooms, m.bedroomsRequired);
  if (bedrooms) errors.bedrooms = bedrooms;
  const bathrooms = countError(v.bathrooms, m.bathroomsRequired);
  if (bathrooms) errors.bathrooms = bathrooms;
  if (!blank(v.floor) && optionalInteger(v.floor) === undefined) errors.floor = m.floorInvalid;
  for (const field of ['energy_consumption', 'energy_emissions'] as const) {
    if (blank(v[field])) continue;
    const n = parseNumber(v[field]);
    if (n === null || n < 0) errors[field] = m.energyFigureInvalid;
  }
  if (v.is_coliving && !blank(v.price_per_room)) {
    const perRoom = parseNumber(v.price_per_room);
    if (perRoom === null || perRoom <= 0) errors.price_per_room = m.pricePerRoomInvalid;
  }
  return errors;
}

/**
 * The body of POST/PATCH /properties/ (spec 02 §5): text trimmed, numbers converted (invalid → 0),
 * a blank floor left out when creating and cleared (null) when editing, the per-room price only
 * for a coliving property, the listing facts null when blank.
 */
export function propertyPayload(v: PropertyFormValues, mode: 'create' | 'update'): PropertyCreate {
  const floor = optionalInteger(v.floor);
  const perRoom = v.is_coliving ? parseNumber(v.price_per_room) : null;
  return {
    title: v.title.trim(),
    property_type: v.property_type || 'apartamento',
    description: v.description.trim(),
    price: numberOrZero(v.price),
    size: numberOrZero(v.size),
    address: v.address.trim(),
    city: v.city.trim(),
    postal_code: v.postal_code.trim(),
    neighborhood: v.neighborhood.trim(),
    // The zone follows the neighbourhood, as clients that only know `location` read it.
    location: v.location.trim() || v.neighborhood.trim(),
    country: v.country.trim(),
    plus_code_or_maps_link: v.plus_code_or_maps_link.trim(),
    bedrooms: numberOrZero(v.bedrooms),
    bathrooms: numberOrZero(v.bathrooms),
    ...(floor !== undefined ? { floor } : mode === 'update' ? { floor: null } : {}),
    is_furnished: v.is_furnished,
    has_elevator: v.has_elevator,
    has_parking: v.has_parking,
    has_terrace: v.has_terrace,
    has_pool: v.has_pool,
    has_garden: v.has_garden,
    pets_allowed: v.pets_allowed,
    status: v.status,
    is_coliving: v.is_coliving,
    price_per_room: perRoom,
    // Blank clears: the server keeps null for "not given".
    energy_rating: v.energy_rating || null,
    energy_consumption: blank(v.energy_consumption) ? null : parseNumber(v.energy_consumption),
    energy_emissions: blank(v.energy_emissions) ? null : parseNumber(v.energy_emissions),
    cadastral_reference: v.cadastral_reference.trim() || null,
    nrua_number: v.nrua_number.trim() || null,
  };
}

const FIELDS = Object.keys(EMPTY_PROPERTY_FORM) as PropertyField[];

/**
 * The server's refusal spread over the form: each field's first message, plus a general text
 * (detail, non_field_errors, or an error on a field the form does not show).
 */
export function serverPropertyErrors(error: unknown): { fields: PropertyFormErrors; general: string | null } {
  const fields: PropertyFormErrors = {};
  for (const field of FIELDS) {
    const message = fieldErrorOf(error, field);
    if (message) fields[field] = message;
  }
  let general = detailOf(error) ?? nonFieldErrorOf(error);
  if (!general && Object.keys(fields).length === 0 && isApiError(error)) {
    const first = firstFieldError(error.data);
    if (first) general = first.message;
  }
  return { fields, general };
}
