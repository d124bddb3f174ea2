import { cadastralControlLetters, type EnergyRating } from '@convive/sdk';
import type { Random } from './demo';

/**
 * The demo's listing facts: an energy certificate, a cadastral reference and, for room lets, an
 * NRUA, as a Spanish portal's listings would show them. Drawn from their own random sequence, so
 * the rest of the demo (titles, prices, photos) stays as it was.
 */
export interface DemoListingFacts {
  energy_rating: EnergyRating | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  cadastral_reference: string | null;
  nrua_number: string | null;
}

/**
 * Each letter's band of consumption (kWh/m²·año) and emissions (kg CO₂/m²·año), roughly as the
 * certificates of homes in a mild Spanish climate read; most rented flats are E, few are A.
 */
const BANDS: Record<
  'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G',
  { weight: number; kwh: [number, number]; co2: [number, number] }
> = {
  A: { weight: 4, kwh: [20, 44], co2: [3, 9] },
  B: { weight: 7, kwh: [45, 72], co2: [10, 16] },
  C: { weight: 12, kwh: [73, 112], co2: [17, 25] },
  D: { weight: 17, kwh: [113, 172], co2: [26, 38] },
  E: { weight: 32, kwh: [173, 303], co2: [39, 92] },
  F: { weight: 10, kwh: [304, 359], co2: [93, 110] },
  G: { weight: 8, kwh: [360, 520], co2: [111, 160] },
};

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(random.int(0, 9))).join('');
}

/** An urban reference: parcel (7 digits), map sheet (2 letters, 4 digits, 1 letter), unit, control. */
function cadastralReference(random: Random, unit: number): string {
  const sheet = `${random.pick(['V', 'U', 'T', 'Q', 'D', 'Y'])}${random.pick(LETTERS)}${digits(random, 4)}${random.pick(['N', 'S', 'E', 'C'])}`;
  const body = `${digits(random, 7)}${sheet}${String(unit).padStart(4, '0')}`;
  return body + cadastralControlLetters(body);
}

export function demoListingFacts(
  random: Random,
  options: { coliving: boolean; floor: number | null },
): DemoListingFacts {
  const roll = random.next();
  // About one in twelve is still being certified, and a few old buildings are exempt.
  const rating: EnergyRating = roll < 0.07 ? 'en_tramite' : roll < 0.09 ? 'exento' : drawLetter(random);
  const band = rating in BANDS ? BANDS[rating as keyof typeof BANDS] : null;
  const within = ([low, high]: [number, number]) =>
    Math.round((low + random.next() * (high - low)) * 10) / 10;
  return {
    energy_rating: rating,
    energy_consumption: band ? within(band.kwh) : null,
    energy_emissions: band ? within(band.co2) : null,
    // Nine in ten landlords give the reference.
    cadastral_reference: random.chance(0.9)
      ? cadastralReference(random, Math.max(1, (options.floor ?? 0) * 4 + random.int(1, 4)))
      : null,
    // Most room lets carry their NRUA; the number only follows the register's shape (ES, the kind
    // of let, the land registry's code, the property's CRU), it names no real property.
    nrua_number:
      options.coliving && random.chance(0.8)
        ? `ESFCNT${digits(random, 5)}${digits(random, 14)}${'0'.repeat(21)}`
        : null,
  };
}

function drawLetter(random: Random): keyof typeof BANDS {
  const entries = Object.entries(BANDS) as [keyof typeof BANDS, { weight: number }][];
  const total = entries.reduce((sum, [, band]) => sum + band.weight, 0);
  let target = random.next() * total;
  for (const [letter, band] of entries) {
    target -= band.weight;
    if (target < 0) return letter;
  }
  return 'E';
}
