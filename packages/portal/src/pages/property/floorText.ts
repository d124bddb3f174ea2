import { es, type PropertyCopy } from './copy/es';

/**
 * A floor in words: in Spanish 'Bajo' for 0, '3ª' above it, 'Sótano 1' below it, 'No indicada' when
 * unknown (the property's `floor` and the room's `floor_level` may both be null). Other languages
 * pass their catalog's words.
 */
export function floorText(floor: number | null | undefined, words: PropertyCopy['floor'] = es.floor): string {
  if (floor == null || !Number.isFinite(floor)) return words.unknown;
  if (floor === 0) return words.ground;
  if (floor < 0) return words.basement(Math.abs(floor));
  return words.upper(floor);
}
