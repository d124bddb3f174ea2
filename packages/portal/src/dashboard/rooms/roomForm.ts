/**
 * The room form's values, checks and payload (spec 02 §2 "Room form", §3, §5, §9). Inputs stay text
 * while typed; the payload converts them (min stay falls back to 1, blank optional numbers to none).
 */
import {
  detailOf,
  fieldErrorOf,
  firstFieldError,
  isApiError,
  isBlank,
  isChosenId,
  nonFieldErrorOf,
  optionalInteger,
  type Property,
  parseNumber,
  type Room,
  type RoomCreate,
  type RoomStatus,
  stayMonthsOrOne,
} from '@convive/sdk';
import { roomFormMessages } from '../../logic/messages/roomForm';
import { roomsCopy } from './copy';
import { es } from './copy/es';

export interface RoomFormValues {
  coliving_property: string;
  room_number: string;
  title: string;
  description: string;
  price_monthly: string;
  size_sqm: string;
  floor_level: string;
  available_from: string;
  status: RoomStatus;
  min_stay_months: string;
  max_stay_months: string;
  deposit_amount: string;
  has_private_bathroom: boolean;
  has_balcony: boolean;
  has_desk: boolean;
  has_wardrobe: boolean;
  is_furnished: boolean;
  has_window: boolean;
}

export type RoomField = keyof RoomFormValues;

/** The checkboxes, in the spec's order (their labels: `features` of the rooms copy). */
export const ROOM_CHECKBOXES = [
  'has_private_bathroom',
  'has_balcony',
  'has_desk',
  'has_wardrobe',
  'is_furnished',
  'has_window',
] as const satisfies readonly RoomField[];

/** A new room: available today, status available, 1 month minimum, with a window (spec 02 §9). */
export function emptyRoomForm(today: string, propertyId = ''): RoomFormValues {
  return {
    coliving_property: propertyId,
    room_number: '',
    title: '',
    description: '',
    price_monthly: '',
    size_sqm: '',
    floor_level: '',
    available_from: today,
    status: 'available',
    min_stay_months: '1',
    max_stay_months: '',
    deposit_amount: '',
    has_private_bathroom: false,
    has_balcony: false,
    has_desk: false,
    has_wardrobe: false,
    is_furnished: false,
    has_window: true,
  };
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form filled with a saved room (an unknown stored status shows as available). */
export function valuesFromRoom(room: Room): RoomFormValues {
  const status = (['available', 'occupied', 'maintenance', 'reserved'] as const).find(
    (s) => s === room.status,
  );
  return {
    coliving_property: String(room.coliving_property),
    room_number: room.room_number,
    title: room.title,
    description: room.description,
    price_monthly: text(room.price_monthly),
    size_sqm: text(room.size_sqm),
    floor_level: text(room.floor_level),
    available_from: room.available_from,
    status: status ?? 'available',
    min_stay_months: text(room.min_stay_months),
    max_stay_months: text(room.max_stay_months),
    deposit_amount: text(room.deposit_amount),
    has_private_bathroom: room.has_private_bathroom,
    has_balcony: room.has_balcony,
    has_desk: room.has_desk,
    has_wardrobe: room.has_wardrobe,
    is_furnished: room.is_furnished,
    has_window: room.has_window,
  };
}

/**
 * The properties a room can go in (spec 02 §2): the coliving ones, or all when none is coliving.
 * The room's current property is always offered, so editing never loses it.
 */
export function roomPropertyOptions(properties: readonly Property[], currentId?: number): Property[] {
  const coliving = properties.filter((p) => p.is_coliving);
  const offered = coliving.length > 0 ? coliving : [...properties];
  const current = properties.find((p) => p.id === currentId);
  if (current && !offered.includes(current)) offered.push(current);
  return offered;
}

/**
 * Checks after the spec's five, for inputs the spec bounds (stays, deposit, floor, date), in
 * Spanish, the source (the form shows `roomsCopy.current().validation`).
 */
export const ROOM_EXTRA_MESSAGES = es.validation;

/** The field a message is about, to mark and focus it. */
export interface RoomFormProblem {
  field: RoomField;
  message: string;
}

export type RoomFormErrors = Partial<Record<RoomField, string>>;

/** The fields in the order they are checked and shown (spec 02 §5's five first). */
export const ROOM_FIELD_ORDER = [
  'coliving_property',
  'room_number',
  'title',
  'price_monthly',
  'size_sqm',
  'available_from',
  'floor_level',
  'max_stay_months',
  'deposit_amount',
] as const satisfies readonly RoomField[];

/**
 * Every failing field with its message at once, as the property form shows them: the spec's five
 * (property, room number, title, price above 0, size above 0, in its words) and the checks of the
 * inputs it bounds (date, floor, stays, deposit). `full` is the chosen property's message when its
 * bedrooms all have their room already (`roomCapacityProblem`). Empty when the form can be sent.
 */
export function roomFormErrors(v: RoomFormValues, full: string | null = null): RoomFormErrors {
  const spec = roomFormMessages;
  const m = roomsCopy.current().validation;
  const errors: RoomFormErrors = {};
  if (!isChosenId(v.coliving_property)) errors.coliving_property = spec.propertyRequired;
  else if (full) errors.coliving_property = full;
  if (isBlank(v.room_number)) errors.room_number = spec.roomNumberRequired;
  if (isBlank(v.title)) errors.title = spec.titleRequired;
  if (!((parseNumber(v.price_monthly) ?? 0) > 0)) errors.price_monthly = spec.priceInvalid;
  if (!((parseNumber(v.size_sqm) ?? 0) > 0)) errors.size_sqm = spec.sizeInvalid;
  if (v.available_from.trim() === '') errors.available_from = m.availableFromRequired;
  if (v.floor_level.trim() !== '' && optionalInteger(v.floor_level) === undefined) {
    errors.floor_level = m.floorInvalid;
  }
  const max = parseNumber(v.max_stay_months);
  if (v.max_stay_months.trim() !== '') {
    if (max === null || max < 1) errors.max_stay_months = m.maxStayInvalid;
    else if (Math.trunc(max) < stayMonthsOrOne(v.min_stay_months)) errors.max_stay_months = m.maxBelowMin;
  }
  const deposit = parseNumber(v.deposit_amount);
  if (v.deposit_amount.trim() !== '' && (deposit === null || deposit < 0)) {
    errors.deposit_amount = m.depositInvalid;
  }
  return errors;
}

/** The first failing check, in the order above; null when the form can be sent. */
export function checkRoomForm(v: RoomFormValues, full: string | null = null): RoomFormProblem | null {
  const errors = roomFormErrors(v, full);
  const field = ROOM_FIELD_ORDER.find((f) => errors[f]);
  return field ? { field, message: errors[field] ?? '' } : null;
}

/**
 * The chosen property's 'no bedroom left' message, when the form knows it (its room count and
 * bedrooms, from the landlord's properties): one room per bedroom, as the server refuses. A room
 * edited where it is takes no new bedroom; one moved to another property does.
 */
export function roomCapacityProblem(
  v: Pick<RoomFormValues, 'coliving_property'>,
  properties: readonly Pick<Property, 'id' | 'bedrooms' | 'rooms_count'>[],
  currentPropertyId?: number,
): string | null {
  const chosen = properties.find((p) => String(p.id) === v.coliving_property);
  if (!chosen || chosen.id === currentPropertyId) return null;
  return chosen.rooms_count >= chosen.bedrooms
    ? roomsCopy.current().validation.roomsFull(chosen.bedrooms)
    : null;
}

const ROOM_FIELDS = Object.keys(emptyRoomForm('')) as RoomField[];

/**
 * The server's refusal spread over the form: each field's first message, plus a general text
 * (detail, non_field_errors, or an error on a field the form does not show).
 */
export function serverRoomErrors(error: unknown): { fields: RoomFormErrors; general: string | null } {
  const fields: RoomFormErrors = {};
  for (const field of ROOM_FIELDS) {
    const message = fieldErrorOf(error, field);
    if (message) fields[field] = message;
  }
  let general = detailOf(error) ?? nonFieldErrorOf(error);
  if (!general && Object.keys(fields).length === 0 && isApiError(error)) {
    general = firstFieldError(error.data)?.message ?? null;
  }
  return { fields, general };
}

/** The body of POST /rooms/ and PATCH /rooms/{id}/: a checked form, converted. */
export function roomPayload(v: RoomFormValues): RoomCreate {
  const max = parseNumber(v.max_stay_months);
  return {
    coliving_property: Number(v.coliving_property),
    room_number: v.room_number.trim(),
    title: v.title.trim(),
    description: v.description.trim(),
    price_monthly: parseNumber(v.price_monthly) ?? 0,
    size_sqm: parseNumber(v.size_sqm) ?? 0,
    floor_level: optionalInteger(v.floor_level) ?? null,
    available_from: v.available_from,
    status: v.status,
    min_stay_months: stayMonthsOrOne(v.min_stay_months),
    max_stay_months: max === null ? null : Math.trunc(max),
    deposit_amount: parseNumber(v.deposit_amount),
    has_private_bathroom: v.has_private_bathroom,
    has_balcony: v.has_balcony,
    has_desk: v.has_desk,
    has_wardrobe: v.has_wardrobe,
    is_furnished: v.is_furnished,
    has_window: v.has_window,
  };
}
