import type { RoomStatus } from '@convive/sdk';
import { ROOM_STATUS_ORDER } from '../../logic/occupancy';

/**
 * The room statuses in the spec's order with their names (spec 02 §2: Disponible, Ocupada,
 * Mantenimiento, Reservada), named by the widgets' catalog (`statusBadge.room`) in the chosen language.
 */
export function roomStatusOptions(labels: Readonly<Record<RoomStatus, string>>) {
  return ROOM_STATUS_ORDER.map((value) => ({ value, label: labels[value] }));
}

/** True for one of the four stored room statuses. */
export function isRoomStatus(value: string): value is RoomStatus {
  return (ROOM_STATUS_ORDER as readonly string[]).includes(value);
}
