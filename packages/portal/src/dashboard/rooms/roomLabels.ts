import type { RoomStatus } from '@convive/sdk';
import { ROOM_STATUS_ORDER } from '../../logic/occupancy';

/** Room statuses in Spanish (spec 02 §2: Disponible, Ocupada, Mantenimiento, Reservada). */
export const ROOM_STATUS_LABELS: Readonly<Record<RoomStatus, string>> = {
  available: 'Disponible',
  occupied: 'Ocupada',
  maintenance: 'Mantenimiento',
  reserved: 'Reservada',
};

export const ROOM_STATUS_OPTIONS = ROOM_STATUS_ORDER.map((value) => ({
  value,
  label: ROOM_STATUS_LABELS[value],
}));

/** True for one of the four stored room statuses. */
export function isRoomStatus(value: string): value is RoomStatus {
  return (ROOM_STATUS_ORDER as readonly string[]).includes(value);
}
