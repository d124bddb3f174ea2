import { isBlank, isChosenId, type NumericInput, parseNumber } from '@convive/sdk';
import { roomFormMessages } from '../messages/roomForm';

/** The fields of the room form that are checked on submit. */
export interface RoomFormCheck {
  coliving_property: NumericInput;
  room_number: string | null | undefined;
  title: string | null | undefined;
  price_monthly: NumericInput;
  size_sqm: NumericInput;
}

/**
 * The room form's first failing message, in spec 02 §5 order: property chosen, room number, title,
 * monthly price above 0, size above 0; null when all pass.
 */
export function validateRoomForm(form: RoomFormCheck): string | null {
  if (!isChosenId(form.coliving_property)) return roomFormMessages.propertyRequired;
  if (isBlank(form.room_number)) return roomFormMessages.roomNumberRequired;
  if (isBlank(form.title)) return roomFormMessages.titleRequired;
  if (!((parseNumber(form.price_monthly) ?? 0) > 0)) return roomFormMessages.priceInvalid;
  if (!((parseNumber(form.size_sqm) ?? 0) > 0)) return roomFormMessages.sizeInvalid;
  return null;
}
