/**
 * Room occupancy (spec 01 §2 "Property detail": occupancy summary with a percentage bar; spec 02
 * §2 "Rooms management"): the occupied share as a whole percentage and the room status order.
 */
import type { RoomStatus } from '@convive/sdk';

/** Room statuses in the order the rooms screen lists them: Disponible, Ocupada, Mantenimiento, Reservada (spec 02 §2). */
export const ROOM_STATUS_ORDER = [
  'available',
  'occupied',
  'maintenance',
  'reserved',
] as const satisfies readonly RoomStatus[];

/** Occupied rooms as a rounded whole percentage 0–100; 0 when there are no rooms (or the counts are unusable). */
export function occupancyPercent(summary: { total: number; occupied: number }): number {
  const { total, occupied } = summary;
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(occupied) || occupied <= 0) return 0;
  return Math.min(100, Math.round((occupied / total) * 100));
}

/** Sort position of a room status per ROOM_STATUS_ORDER; any other (raw) status sorts last. */
export function roomStatusRank(status: string): number {
  const index = (ROOM_STATUS_ORDER as readonly string[]).indexOf(status);
  return index === -1 ? ROOM_STATUS_ORDER.length : index;
}
