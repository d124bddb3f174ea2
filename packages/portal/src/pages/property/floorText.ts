/**
 * A floor in Spanish: 'Bajo' for 0, '3ª' above it, 'Sótano 1' below it, 'No indicada' when unknown
 * (the property's `floor` and the room's `floor_level` may both be null).
 */
export function floorText(floor: number | null | undefined): string {
  if (floor == null || !Number.isFinite(floor)) return 'No indicada';
  if (floor === 0) return 'Bajo';
  if (floor < 0) return `Sótano ${Math.abs(floor)}`;
  return `${floor}ª`;
}
