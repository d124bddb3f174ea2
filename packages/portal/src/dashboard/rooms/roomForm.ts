/**
 * The room form's values, checks and payload (spec 02 §2 "Room form", §3, §5, §9). Inputs stay text
 * while typed; the payload converts them (min stay falls back to 1, blank optional numbers to none).
 */
import {
  isChosenId,
  optionalInteger,
  type Property,
  parseNumber,
  type Room,
  type RoomCreate,
  type RoomStatus,
  stayMonthsOrOne,
} from '@convive/sdk';
import { validateRoomForm } from '../../logic/forms/room';
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

/**
 * The first failing check: the spec's order first (property, room number, title, price, size, through
 * the sdk's `validateRoomForm`), then the date, floor, stays and deposit. Null when the form can be sent.
 */
export function checkRoomForm(v: RoomFormValues): RoomFormProblem | null {
  const spec = validateRoomForm(v);
  if (spec) {
    const field: RoomField = !isChosenId(v.coliving_property)
      ? 'coliving_property'
      : v.room_number.trim() === ''
        ? 'room_number'
        : v.title.trim() === ''
          ? 'title'
          : !((parseNumber(v.price_monthly) ?? 0) > 0)
            ? 'price_monthly'
            : 'size_sqm';
    return { field, message: spec };
  }
  const m = roomsCopy.current().validation;
  if (v.available_from.trim() === '') return { field: 'available_from', message: m.availableFromRequired };
  if (v.floor_level.trim() !== '' && optionalInteger(v.floor_level) === undefined) {
    return { field: 'floor_level', message: m.floorInvalid };
  }
  const max = parseNumber(v.max_stay_months);
  if (v.max_stay_months.trim() !== '') {
    if (max === null || max < 1) return { field: 'max_stay_months', message: m.maxStayInvalid };
    if (Math.trunc(max) < stayMonthsOrOne(v.min_stay_months)) {
      return { field: 'max_stay_months', message: m.maxBelowMin };
    }
  }
  const deposit = parseNumber(v.deposit_amount);
  if (v.deposit_amount.trim() !== '' && (deposit === null || deposit < 0)) {
    return { field: 'deposit_amount', message: m.depositInvalid };
  }
  return null;
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
