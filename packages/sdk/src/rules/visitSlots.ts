/**
 * Visit time slots (spec 01 §5 "Visit request" and §9): every 30 minutes from 09:00 to 19:30,
 * 22 slots in all. Times are local 'HH:mm' texts, as the appointment contract carries them.
 */

/** The 22 half-hour visit slots, '09:00' to '19:30' (spec 01 §5, §9). */
export const VISIT_SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
] as const;

/** One of the visit slots, e.g. '09:30'. */
export type VisitSlot = (typeof VISIT_SLOTS)[number];

const SLOT_SET: ReadonlySet<string> = new Set(VISIT_SLOTS);

/** True when `time` is exactly one of the 22 'HH:mm' visit slots (no seconds, no padding). */
export function isVisitSlot(time: unknown): time is VisitSlot {
  return typeof time === 'string' && SLOT_SET.has(time);
}
