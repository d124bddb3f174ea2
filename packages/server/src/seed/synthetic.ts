import { normalizeText, PROPERTY_TYPES, type PropertyType } from '@convive/sdk';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database, PropertiesTable, RoomsTable } from '../db/schema';
import { PROPERTY_TYPE_NAMES } from '../i18n/propertyTypes';
import { createRandom, DEMO_PASSWORD } from './demo';

/**
 * Synthetic properties for benchmarks (`npm run seed -- --properties 100000`): plausible Spanish
 * rows in bulk, no images; every coliving one has a room per bedroom (~4 rooms for every 10
 * properties), so the room search is measured at scale too. Inserted in multi-row batches inside
 * transactions, so 100,000 properties take seconds on SQLite. The rooms are drawn from a random
 * stream of their own: the properties are those a seed gave before rooms were added.
 */

export interface SyntheticOptions {
  /** How many properties to insert. */
  properties: number;
  /** PRNG seed: the same seed gives the same rows. @default 1 */
  seed?: number;
  /** Landlords who own them (created, or reused when their e-mail exists). @default 5 */
  landlords?: number;
  /** Rows per INSERT (capped so a statement stays under SQLite's 32,766 variables). @default 500 */
  batchSize?: number;
  /** Batches per transaction. @default 20 */
  batchesPerTransaction?: number;
  /** created_at is spread over the two years before this instant. @default new Date() */
  now?: Date;
  /** A room per bedroom of every coliving property. @default true */
  rooms?: boolean;
  /** Called after every transaction with the rows inserted so far. */
  onProgress?: (inserted: number, total: number) => void;
}

export interface SyntheticSummary {
  properties: number;
  rooms: number;
  landlords: number;
  /** How long the insert took, in milliseconds. */
  ms: number;
}

/** ~30 Spanish cities with their province's postal prefix, a rent per m² and a relative weight. */
const CITIES: readonly { city: string; postal: string; rate: number; weight: number; zones: string[] }[] = [
  {
    city: 'Madrid',
    postal: '28',
    rate: 19,
    weight: 20,
    zones: ['Centro', 'Chamberí', 'Salamanca', 'Retiro', 'Tetuán', 'Arganzuela'],
  },
  {
    city: 'Barcelona',
    postal: '08',
    rate: 20,
    weight: 16,
    zones: ['Gràcia', 'Eixample', 'Sant Martí', 'Sants-Montjuïc', 'Ciutat Vella'],
  },
  {
    city: 'Valencia',
    postal: '46',
    rate: 13,
    weight: 9,
    zones: ['Ruzafa', 'Ciutat Vella', 'Benimaclet', 'El Cabanyal'],
  },
  {
    city: 'Sevilla',
    postal: '41',
    rate: 12,
    weight: 7,
    zones: ['Triana', 'Casco Antiguo', 'Nervión', 'Los Remedios'],
  },
  {
    city: 'Málaga',
    postal: '29',
    rate: 15,
    weight: 6,
    zones: ['Centro', 'Este', 'Teatinos', 'Carretera de Cádiz'],
  },
  {
    city: 'Zaragoza',
    postal: '50',
    rate: 10,
    weight: 5,
    zones: ['Centro', 'Delicias', 'Universidad', 'Actur'],
  },
  {
    city: 'Bilbao',
    postal: '48',
    rate: 14,
    weight: 4,
    zones: ['Abando', 'Indautxu', 'Deusto', 'Casco Viejo'],
  },
  { city: 'Granada', postal: '18', rate: 10, weight: 4, zones: ['Centro', 'Albaicín', 'Realejo', 'Zaidín'] },
  { city: 'Alicante', postal: '03', rate: 11, weight: 4, zones: ['Centro', 'San Blas', 'Playa de San Juan'] },
  { city: 'Murcia', postal: '30', rate: 8, weight: 3, zones: ['Centro', 'Santa Eulalia', 'El Carmen'] },
  { city: 'Palma', postal: '07', rate: 16, weight: 3, zones: ['Centre', 'Santa Catalina', 'Son Espanyolet'] },
  {
    city: 'Las Palmas de Gran Canaria',
    postal: '35',
    rate: 11,
    weight: 3,
    zones: ['Vegueta', 'Triana', 'Guanarteme'],
  },
  { city: 'Valladolid', postal: '47', rate: 9, weight: 2, zones: ['Centro', 'Delicias', 'La Rondilla'] },
  { city: 'Vigo', postal: '36', rate: 9, weight: 2, zones: ['Centro', 'Bouzas', 'Teis'] },
  { city: 'Gijón', postal: '33', rate: 9, weight: 2, zones: ['Cimavilla', 'La Arena', 'El Llano'] },
  { city: 'A Coruña', postal: '15', rate: 10, weight: 2, zones: ['Ciudad Vieja', 'Os Mallos', 'Riazor'] },
  { city: 'Córdoba', postal: '14', rate: 8, weight: 2, zones: ['Judería', 'Ciudad Jardín', 'Centro'] },
  { city: 'Vitoria-Gasteiz', postal: '01', rate: 11, weight: 2, zones: ['Casco Viejo', 'Lakua', 'Ensanche'] },
  { city: 'Salamanca', postal: '37', rate: 9, weight: 2, zones: ['Centro', 'Garrido', 'Prosperidad'] },
  { city: 'San Sebastián', postal: '20', rate: 20, weight: 2, zones: ['Parte Vieja', 'Gros', 'Amara'] },
  {
    city: 'Santander',
    postal: '39',
    rate: 11,
    weight: 2,
    zones: ['Centro', 'El Sardinero', 'Castilla-Hermida'],
  },
  { city: 'Pamplona', postal: '31', rate: 11, weight: 2, zones: ['Casco Antiguo', 'Ensanche', 'San Juan'] },
  { city: 'Oviedo', postal: '33', rate: 9, weight: 2, zones: ['Centro', 'El Antiguo', 'Buenavista'] },
  { city: 'Cádiz', postal: '11', rate: 12, weight: 1, zones: ['Casco Histórico', 'La Viña', 'Puertatierra'] },
  { city: 'Almería', postal: '04', rate: 8, weight: 1, zones: ['Centro', 'Zapillo', 'Nueva Andalucía'] },
  { city: 'Burgos', postal: '09', rate: 8, weight: 1, zones: ['Centro', 'Gamonal', 'San Pedro'] },
  { city: 'Castellón de la Plana', postal: '12', rate: 8, weight: 1, zones: ['Centro', 'El Grao', 'Censal'] },
  { city: 'Tarragona', postal: '43', rate: 10, weight: 1, zones: ['Part Alta', 'Eixample', 'Serrallo'] },
  { city: 'León', postal: '24', rate: 7, weight: 1, zones: ['Húmedo', 'Ensanche', 'Eras de Renueva'] },
  { city: 'Girona', postal: '17', rate: 12, weight: 1, zones: ['Barri Vell', 'Eixample', 'Santa Eugènia'] },
];

const STREETS = [
  'Calle Mayor',
  'Calle Real',
  'Avenida de la Constitución',
  'Calle del Carmen',
  'Calle de San Juan',
  'Plaza de España',
  'Calle de la Paz',
  'Avenida de Andalucía',
  'Calle Nueva',
  'Calle del Sol',
  'Paseo del Prado',
  'Calle de Cervantes',
  'Calle de la Iglesia',
  'Calle Ancha',
  'Calle de Goya',
];

const TYPE_WEIGHTS: Record<PropertyType, number> = {
  piso: 35,
  apartamento: 25,
  estudio: 15,
  atico: 7,
  duplex: 6,
  casa: 8,
  chalet: 4,
};
const ADJECTIVES = ['luminoso', 'reformado', 'céntrico', 'exterior', 'tranquilo', 'amplio', 'con vistas'];

/** The columns a property row has: every batch must stay under SQLite's bound-variable limit. */
const PROPERTY_COLUMNS = 30;
const ROOM_COLUMNS = 21;
/** The synthetic rooms' titles. */
const ROOM_TITLES = [
  'Habitación exterior',
  'Habitación doble',
  'Habitación individual',
  'Suite con baño',
  'Habitación interior',
];
const SQLITE_MAX_VARIABLES = 32_766;

function weighted<T>(items: readonly T[], weightOf: (item: T) => number) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const item of items) {
    sum += weightOf(item);
    cumulative.push(sum);
  }
  return (u: number): T => {
    const target = u * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** Inserts `options.properties` synthetic properties and a few landlords who own them. */
export async function seedSynthetic(
  db: Kysely<Database>,
  options: SyntheticOptions,
): Promise<SyntheticSummary> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.properties));
  const seed = options.seed ?? 1;
  const random = createRandom(seed);
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const batchSize = Math.max(
    1,
    Math.min(options.batchSize ?? 500, Math.floor(SQLITE_MAX_VARIABLES / PROPERTY_COLUMNS)),
  );
  const perTransaction = Math.max(1, options.batchesPerTransaction ?? 20);

  if (total === 0) return { properties: 0, rooms: 0, landlords: 0, ms: 0 };
  const roomRandom = createRandom(seed + 1_000_003);
  const owners = await ensureLandlords(db, seed, Math.max(1, options.landlords ?? 5), now);
  const pickCity = weighted(CITIES, (c) => c.weight);
  const pickType = weighted(PROPERTY_TYPES, (t) => TYPE_WEIGHTS[t]);
  const twoYears = 730 * 86_400_000;

  const makeRow = (): Insertable<PropertiesTable> => {
    const c = pickCity(random.next());
    const type = pickType(random.next());
    const house = type === 'casa' || type === 'chalet';
    const coliving = !house && type !== 'estudio' && random.chance(0.15);
    const size =
      type === 'estudio'
        ? random.int(25, 45)
        : house
          ? random.int(100, 320)
          : type === 'apartamento'
            ? random.int(40, 85)
            : random.int(60, 160);
    const bedrooms = type === 'estudio' ? 1 : Math.max(1, Math.min(8, Math.round(size / 30)));
    const pricePerRoom = coliving ? Math.round((c.rate * 22 + random.int(-50, 150)) / 5) * 5 : null;
    const price = coliving
      ? pricePerRoom! * bedrooms
      : Math.max(350, Math.round((size * c.rate * (0.8 + random.next() * 0.4)) / 10) * 10);
    const statusRoll = random.next();
    const status =
      statusRoll < 0.85
        ? 'disponible'
        : statusRoll < 0.91
          ? 'reservado'
          : statusRoll < 0.97
            ? 'alquilado'
            : 'inactivo';
    const zone = random.pick(c.zones);
    const floor = house ? null : random.int(0, 9);
    const created = new Date(nowMs - Math.floor(random.next() * twoYears)).toISOString();
    const street = random.pick(STREETS);
    return {
      owner_id: owners[random.int(0, owners.length - 1)]!,
      title: coliving
        ? `Habitaciones en coliving en ${zone}, ${c.city}`
        : `${PROPERTY_TYPE_NAMES[type]} ${random.pick(ADJECTIVES)} en ${zone}, ${c.city}`,
      description: `${PROPERTY_TYPE_NAMES[type]} de ${size} m² con ${bedrooms} dormitorio${bedrooms === 1 ? '' : 's'} en ${zone} (${c.city}).`,
      property_type: type,
      price,
      price_per_room: pricePerRoom,
      address: `${street}, ${random.int(1, 150)}`,
      city: c.city,
      city_key: normalizeText(c.city),
      postal_code: `${c.postal}${String(random.int(1, 99)).padStart(3, '0')}`,
      country: 'España',
      location: zone,
      neighborhood: zone,
      neighborhood_key: normalizeText(zone),
      plus_code_or_maps_link: '',
      bedrooms,
      bathrooms: Math.max(1, Math.round(size / 70)),
      size,
      floor,
      is_coliving: coliving ? 1 : 0,
      is_furnished: coliving || random.chance(0.55) ? 1 : 0,
      has_parking: random.chance(house ? 0.8 : 0.2) ? 1 : 0,
      has_pool: random.chance(type === 'chalet' ? 0.7 : 0.05) ? 1 : 0,
      has_terrace: random.chance(type === 'atico' ? 0.95 : 0.25) ? 1 : 0,
      has_garden: house && random.chance(0.8) ? 1 : 0,
      has_elevator: !house && (floor ?? 0) > 1 && random.chance(0.8) ? 1 : 0,
      pets_allowed: random.chance(0.3) ? 1 : 0,
      status,
      created_at: created,
      updated_at: created,
    };
  };

  /** A coliving property's rooms, one per bedroom, around its price per room. */
  const roomsOf = (propertyId: number, row: Insertable<PropertiesTable>): Insertable<RoomsTable>[] =>
    Array.from({ length: row.bedrooms ?? 1 }, (_, i) => {
      const roll = roomRandom.next();
      const created = new Date(
        Math.min(nowMs, Date.parse(row.created_at) + Math.floor(roomRandom.next() * 30 * 86_400_000)),
      ).toISOString();
      return {
        property_id: propertyId,
        room_number: `H${i + 1}`,
        title: roomRandom.pick(ROOM_TITLES),
        description: `Habitación de ${row.title}.`,
        price_monthly: Math.max(
          200,
          Math.round(((row.price_per_room ?? 400) * (0.8 + roomRandom.next() * 0.4)) / 5) * 5,
        ),
        size_sqm: roomRandom.int(8, 22),
        floor_level: row.floor ?? null,
        status:
          roll < 0.5 ? 'available' : roll < 0.85 ? 'occupied' : roll < 0.95 ? 'reserved' : 'maintenance',
        has_private_bathroom: roomRandom.chance(0.3) ? 1 : 0,
        has_window: roomRandom.chance(0.95) ? 1 : 0,
        has_balcony: roomRandom.chance(0.2) ? 1 : 0,
        has_desk: roomRandom.chance(0.8) ? 1 : 0,
        has_wardrobe: roomRandom.chance(0.9) ? 1 : 0,
        is_furnished: 1,
        available_from: created.slice(0, 10),
        min_stay_months: roomRandom.pick([1, 3, 6]),
        max_stay_months: null,
        deposit_amount: null,
        created_at: created,
        updated_at: created,
      };
    });
  const roomBatch = Math.floor(SQLITE_MAX_VARIABLES / ROOM_COLUMNS);

  let inserted = 0;
  let rooms = 0;
  while (inserted < total) {
    const chunk = Math.min(total - inserted, batchSize * perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let done = 0; done < chunk; done += batchSize) {
        const rows = Array.from({ length: Math.min(batchSize, chunk - done) }, makeRow);
        // Ids are given in the order of the rows (a sequence on PostgreSQL, the next rowid on SQLite);
        // sorted, whatever order RETURNING lists them in.
        const ids = (await trx.insertInto('properties').values(rows).returning('id').execute())
          .map((r) => r.id)
          .sort((a, b) => a - b);
        const roomRows = rows.flatMap((row, i) =>
          row.is_coliving && options.rooms !== false ? roomsOf(ids[i]!, row) : [],
        );
        for (let at = 0; at < roomRows.length; at += roomBatch) {
          await trx
            .insertInto('rooms')
            .values(roomRows.slice(at, at + roomBatch))
            .execute();
        }
        rooms += roomRows.length;
      }
    });
    inserted += chunk;
    options.onProgress?.(inserted, total);
  }
  return {
    properties: inserted,
    rooms,
    landlords: owners.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The synthetic landlords of a seed (`sintetico.<seed>.<n>@convive.test`), created when missing. */
async function ensureLandlords(
  db: Kysely<Database>,
  seed: number,
  count: number,
  now: Date,
): Promise<number[]> {
  const emails = Array.from({ length: count }, (_, i) => `sintetico.${seed}.${i + 1}@convive.test`);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const missing = emails.filter((e) => !byEmail.has(e));
  if (missing.length > 0) {
    // They can sign in (benchmarks of the landlord calls), with the demo password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const joined = now.toISOString();
    const rows = await db
      .insertInto('users')
      .values(
        missing.map((email) => ({
          email,
          password_hash: passwordHash,
          first_name: 'Propietario',
          last_name: `Sintético ${emails.indexOf(email) + 1}`,
          phone: '',
          bio: '',
          date_of_birth: null,
          profile_picture: null,
          is_landlord: 1,
          is_tenant: 0,
          google_sub: null,
          date_joined: joined,
          updated_at: joined,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    for (const row of rows) byEmail.set(row.email, row.id);
  }
  return emails.map((e) => byEmail.get(e)!);
}
