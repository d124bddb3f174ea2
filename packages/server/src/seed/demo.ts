import {
  addDays,
  addMonths,
  type CodedNotification,
  type EventType,
  isWeekday,
  normalizeText,
  notificationSearchText,
  notificationTypeForEvent,
  type PropertyType,
  type RoomStatus,
  rentTermsFor,
  todayIn,
  VISIT_SLOTS,
} from '@convive/sdk';
import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database, ImagesTable, NotificationsTable } from '../db/schema';
import { applyListingGate } from '../features/listings/visibility';
import { newStorageKey, type ProcessedImage, thumbKeyOf } from '../services/images';
import type { Storage } from '../storage/storage';
import { renderDemoPictures, type SceneKind } from './demoImages';
import { demoListingFacts } from './listingFacts';

/**
 * The demo data loaded on the first start of an empty database (SEED_DEMO, default on): about 60
 * properties in eight Spanish cities with rooms, images, listings, favourites, visits, requests,
 * notifications and contact messages, and documented log-ins (README "Running the server").
 *
 * Deterministic: a seeded PRNG picks everything; dates are laid out around "today" so that pending
 * and confirmed visits are always in the future. Written with Kysely in one transaction (or inside
 * the caller's), so a failed seed leaves nothing half-loaded.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Convive2026!';

type LandlordKey = 'carmen' | 'javier' | 'nuria' | 'andres' | 'teresa';
type TenantKey = 'lucia' | 'marcos' | 'sofia' | 'pablo';

interface PersonSeed {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  bio: string;
  date_of_birth: string | null;
  /** Index of the generated avatar, or null for none (initials are shown). */
  avatar: number | null;
}

const LANDLORDS: Record<LandlordKey, PersonSeed> = {
  carmen: {
    first_name: 'Carmen',
    last_name: 'Ruiz Ortega',
    email: 'carmen@convive.es',
    phone: '+34 612 345 678',
    bio: 'Gestiono pisos y colivings en Madrid y Valencia desde hace diez años. Me gusta conocer a cada inquilino antes de firmar.',
    date_of_birth: '1978-04-12',
    avatar: 0,
  },
  javier: {
    first_name: 'Javier',
    last_name: 'Morales Vidal',
    email: 'javier@convive.es',
    phone: '+34 633 201 448',
    bio: 'Arquitecto y propietario en Barcelona y Zaragoza. Reformo viviendas antiguas para compartir.',
    date_of_birth: '1983-09-30',
    avatar: 1,
  },
  nuria: {
    first_name: 'Nuria',
    last_name: 'Campos Herrero',
    email: 'nuria@convive.es',
    phone: '+34 654 772 190',
    bio: 'Alquilo viviendas en Sevilla y Málaga para estudiantes y profesionales en remoto.',
    date_of_birth: '1975-01-22',
    avatar: 2,
  },
  andres: {
    first_name: 'Andrés',
    last_name: 'Etxeberria Sola',
    email: 'andres@convive.es',
    phone: '+34 688 410 925',
    bio: 'Propietario en Bilbao y Madrid.',
    date_of_birth: null,
    avatar: null,
  },
  teresa: {
    first_name: 'Teresa',
    last_name: 'Molina Prieto',
    email: 'teresa@convive.es',
    phone: '+34 699 318 402',
    bio: 'Casas con encanto en Granada, del Albaicín al Realejo.',
    date_of_birth: '1969-06-05',
    avatar: null,
  },
};

const TENANTS: Record<TenantKey, PersonSeed> = {
  lucia: {
    first_name: 'Lucía',
    last_name: 'Fernández Gil',
    email: 'lucia@convive.es',
    phone: '+34 611 908 332',
    bio: 'Diseñadora UX. Busco habitación en Madrid cerca del metro, con buena luz y gente tranquila.',
    date_of_birth: '1996-11-03',
    avatar: 3,
  },
  marcos: {
    first_name: 'Marcos',
    last_name: 'Herrera Sanz',
    email: 'marcos@convive.es',
    phone: '+34 622 554 017',
    bio: 'Estudiante de máster en Barcelona.',
    date_of_birth: '2000-02-17',
    avatar: 4,
  },
  sofia: {
    first_name: 'Sofía',
    last_name: 'Navarro Blanco',
    email: 'sofia@convive.es',
    phone: '',
    bio: '',
    date_of_birth: null,
    avatar: 5,
  },
  pablo: {
    first_name: 'Pablo',
    last_name: 'Domínguez Ríos',
    email: 'pablo@convive.es',
    phone: '+34 677 120 654',
    bio: 'Teletrabajo como desarrollador; me muevo entre Sevilla, Málaga y Granada.',
    date_of_birth: '1991-08-09',
    avatar: null,
  },
};

/** The demo log-ins, for the README, the start-up log and tests. */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  password: string;
  role: 'propietario' | 'inquilino';
  name: string;
}[] = [
  ...Object.values(LANDLORDS).map((p) => ({
    email: p.email,
    password: DEMO_PASSWORD,
    role: 'propietario' as const,
    name: `${p.first_name} ${p.last_name}`,
  })),
  ...Object.values(TENANTS).map((p) => ({
    email: p.email,
    password: DEMO_PASSWORD,
    role: 'inquilino' as const,
    name: `${p.first_name} ${p.last_name}`,
  })),
];

interface Neighbourhood {
  name: string;
  district: string;
  postal: string;
  streets: readonly string[];
  /** What is near, for the description. */
  near: string;
}

interface CitySeed {
  city: string;
  /** Monthly rent per m², in euros, for plausible prices. */
  rate: number;
  /** Owners of the city's properties, in order (the length is the number of properties). */
  owners: readonly LandlordKey[];
  neighbourhoods: readonly Neighbourhood[];
}

const CITIES: readonly CitySeed[] = [
  {
    city: 'Madrid',
    rate: 19,
    owners: [
      'carmen',
      'carmen',
      'andres',
      'carmen',
      'andres',
      'carmen',
      'carmen',
      'andres',
      'carmen',
      'andres',
    ],
    neighbourhoods: [
      {
        name: 'Malasaña',
        district: 'Centro',
        postal: '28004',
        streets: ['Calle del Pez', 'Calle de San Vicente Ferrer', 'Calle del Espíritu Santo'],
        near: 'a dos pasos de la plaza del Dos de Mayo y del metro Tribunal',
      },
      {
        name: 'Chamberí',
        district: 'Chamberí',
        postal: '28010',
        streets: ['Calle de Santa Engracia', 'Calle de Eloy Gonzalo', 'Calle de Trafalgar'],
        near: 'junto a la plaza de Olavide y el metro Iglesia',
      },
      {
        name: 'Lavapiés',
        district: 'Centro',
        postal: '28012',
        streets: ['Calle del Ave María', 'Calle de Argumosa', 'Calle de la Fe'],
        near: 'cerca del metro Lavapiés y del Museo Reina Sofía',
      },
      {
        name: 'Recoletos',
        district: 'Salamanca',
        postal: '28001',
        streets: ['Calle de Velázquez', 'Calle de Lagasca', 'Calle de Claudio Coello'],
        near: 'a cinco minutos del parque del Retiro y del metro Velázquez',
      },
      {
        name: 'La Latina',
        district: 'Centro',
        postal: '28005',
        streets: ['Calle de la Cava Baja', 'Calle del Humilladero', 'Calle de Toledo'],
        near: 'junto al mercado de la Cebada y la plaza de la Paja',
      },
      {
        name: 'Delicias',
        district: 'Arganzuela',
        postal: '28045',
        streets: ['Paseo de las Delicias', 'Calle de Méndez Álvaro', 'Calle del Ferrocarril'],
        near: 'frente a Madrid Río y al lado de Matadero',
      },
      {
        name: 'Cuatro Caminos',
        district: 'Tetuán',
        postal: '28020',
        streets: ['Calle de Bravo Murillo', 'Calle de Infanta Mercedes', 'Calle de Marqués de Viana'],
        near: 'bien comunicado con la Castellana y el metro Tetuán',
      },
    ],
  },
  {
    city: 'Barcelona',
    rate: 20,
    owners: ['javier', 'javier', 'javier', 'javier', 'javier', 'javier', 'javier', 'javier', 'javier'],
    neighbourhoods: [
      {
        name: 'Gràcia',
        district: 'Gràcia',
        postal: '08012',
        streets: ['Carrer de Verdi', "Carrer del Torrent de l'Olla", "Carrer d'Astúries"],
        near: 'a un paso de la plaça del Sol y del metro Fontana',
      },
      {
        name: "Dreta de l'Eixample",
        district: 'Eixample',
        postal: '08009',
        streets: ['Carrer de Girona', 'Carrer del Consell de Cent', 'Carrer de València'],
        near: 'a pocos minutos del passeig de Gràcia y del metro Girona',
      },
      {
        name: 'El Born',
        district: 'Ciutat Vella',
        postal: '08003',
        streets: ['Carrer de la Princesa', 'Carrer del Rec', 'Carrer dels Flassaders'],
        near: 'junto al parque de la Ciutadella y el mercado de Santa Caterina',
      },
      {
        name: 'Poblenou',
        district: 'Sant Martí',
        postal: '08005',
        streets: ['Rambla del Poblenou', 'Carrer de Pujades', 'Carrer de Pere IV'],
        near: 'a diez minutos a pie de la playa del Bogatell',
      },
      {
        name: 'Sant Antoni',
        district: 'Eixample',
        postal: '08015',
        streets: ['Carrer del Comte Borrell', 'Carrer del Parlament', 'Carrer de Manso'],
        near: 'al lado del mercado de Sant Antoni',
      },
      {
        name: 'Sants',
        district: 'Sants-Montjuïc',
        postal: '08014',
        streets: ['Carrer de Sants', 'Carrer de Valladolid', 'Carrer de Premià'],
        near: 'a cinco minutos de la estación de Sants',
      },
    ],
  },
  {
    city: 'Valencia',
    rate: 13,
    owners: ['carmen', 'carmen', 'carmen', 'carmen', 'carmen', 'carmen', 'carmen', 'carmen'],
    neighbourhoods: [
      {
        name: 'Ruzafa',
        district: "L'Eixample",
        postal: '46006',
        streets: ['Carrer de Sueca', 'Carrer de Cadis', 'Carrer de Puerto Rico'],
        near: 'a dos minutos del mercado de Ruzafa',
      },
      {
        name: 'El Carmen',
        district: 'Ciutat Vella',
        postal: '46003',
        streets: ['Carrer de Baix', 'Carrer de Dalt', 'Carrer de Quart'],
        near: 'junto a las Torres de Quart y el jardín del Turia',
      },
      {
        name: 'Benimaclet',
        district: 'Benimaclet',
        postal: '46020',
        streets: ['Carrer del Doctor Vicent Zaragozá', 'Carrer de Emilio Baró', 'Carrer de Murta'],
        near: 'cerca de las universidades y del metro Benimaclet',
      },
      {
        name: 'El Cabanyal',
        district: 'Poblats Marítims',
        postal: '46011',
        streets: ['Carrer de la Reina', 'Carrer de Josep Benlliure', 'Carrer del Progrés'],
        near: 'a tres calles de la playa de la Malvarrosa',
      },
      {
        name: 'Campanar',
        district: 'Campanar',
        postal: '46015',
        streets: ['Avinguda de Pius XII', 'Carrer de Campanar', 'Carrer de Valle de la Ballestera'],
        near: 'junto al parque de Cabecera y el Bioparc',
      },
    ],
  },
  {
    city: 'Sevilla',
    rate: 12,
    owners: ['nuria', 'nuria', 'nuria', 'nuria', 'nuria', 'nuria', 'nuria'],
    neighbourhoods: [
      {
        name: 'Triana',
        district: 'Triana',
        postal: '41010',
        streets: ['Calle Pureza', 'Calle Betis', 'Calle San Jacinto'],
        near: 'a un paseo del puente de Triana y del mercado',
      },
      {
        name: 'Santa Cruz',
        district: 'Casco Antiguo',
        postal: '41004',
        streets: ['Calle Mateos Gago', 'Calle Ximénez de Enciso', 'Calle Santa Teresa'],
        near: 'a la sombra de la Giralda',
      },
      {
        name: 'Alameda',
        district: 'Casco Antiguo',
        postal: '41002',
        streets: ['Alameda de Hércules', 'Calle Feria', 'Calle Relator'],
        near: 'en plena Alameda de Hércules',
      },
      {
        name: 'Nervión',
        district: 'Nervión',
        postal: '41005',
        streets: ['Calle Luis de Morales', 'Avenida Eduardo Dato', 'Calle Beatriz de Suabia'],
        near: 'junto a Nervión Plaza y el metro Gran Plaza',
      },
      {
        name: 'Los Remedios',
        district: 'Los Remedios',
        postal: '41011',
        streets: ['Calle Asunción', 'Calle Virgen de Luján', 'Calle Virgen de África'],
        near: 'a pocos minutos del río y del recinto ferial',
      },
    ],
  },
  {
    city: 'Málaga',
    rate: 15,
    owners: ['nuria', 'nuria', 'nuria', 'nuria', 'nuria', 'nuria', 'nuria'],
    neighbourhoods: [
      {
        name: 'Centro Histórico',
        district: 'Centro',
        postal: '29008',
        streets: ['Calle Carretería', 'Calle Álamos', 'Calle Granada'],
        near: 'a cinco minutos de calle Larios y de la Catedral',
      },
      {
        name: 'Soho',
        district: 'Centro',
        postal: '29001',
        streets: ['Calle Tomás Heredia', 'Calle Vendeja', 'Calle Casas de Campos'],
        near: 'junto al Muelle Uno y el Centro de Arte Contemporáneo',
      },
      {
        name: 'La Malagueta',
        district: 'Este',
        postal: '29016',
        streets: ['Paseo de Reding', 'Calle Maestranza', 'Calle Vélez-Málaga'],
        near: 'a un paso de la playa de la Malagueta',
      },
      {
        name: 'Pedregalejo',
        district: 'Este',
        postal: '29017',
        streets: ['Paseo Marítimo El Pedregal', 'Calle Bolivia', 'Calle Juan Valera'],
        near: 'a pie de playa, entre los antiguos baños y los chiringuitos',
      },
      {
        name: 'Teatinos',
        district: 'Teatinos-Universidad',
        postal: '29010',
        streets: ['Calle Navarro Ledesma', 'Bulevar Louis Pasteur', 'Calle Mesonero Romanos'],
        near: 'junto al campus de Teatinos de la Universidad de Málaga',
      },
    ],
  },
  {
    city: 'Bilbao',
    rate: 14,
    owners: ['andres', 'andres', 'andres', 'andres', 'andres', 'andres'],
    neighbourhoods: [
      {
        name: 'Casco Viejo',
        district: 'Ibaiondo',
        postal: '48005',
        streets: ['Calle Somera', 'Calle Correo', 'Calle Artekale'],
        near: 'en las Siete Calles, junto a la plaza Nueva',
      },
      {
        name: 'Indautxu',
        district: 'Abando',
        postal: '48011',
        streets: ['Calle Licenciado Poza', 'Calle Doctor Areilza', 'Calle Iparraguirre'],
        near: 'a cinco minutos del metro Indautxu',
      },
      {
        name: 'Abando',
        district: 'Abando',
        postal: '48001',
        streets: ['Gran Vía de Don Diego López de Haro', 'Calle Colón de Larreátegui', 'Calle Bertendona'],
        near: 'junto a la estación de Abando y la plaza Moyúa',
      },
      {
        name: 'Deusto',
        district: 'Deusto',
        postal: '48014',
        streets: ['Avenida Lehendakari Aguirre', 'Calle Blas de Otero', 'Calle Ramón y Cajal'],
        near: 'cerca de la Universidad de Deusto y de la ría',
      },
      {
        name: 'Bilbao La Vieja',
        district: 'Ibaiondo',
        postal: '48003',
        streets: ['Calle San Francisco', 'Calle Dos de Mayo', 'Calle Hernani'],
        near: 'en el barrio más creativo de la ciudad, junto al puente de San Antón',
      },
    ],
  },
  {
    city: 'Zaragoza',
    rate: 10,
    owners: ['javier', 'javier', 'javier', 'javier', 'javier', 'javier'],
    neighbourhoods: [
      {
        name: 'Centro',
        district: 'Centro',
        postal: '50004',
        streets: ['Paseo de la Independencia', 'Calle de Cádiz', 'Calle de Zurita'],
        near: 'a un paso de la plaza de España',
      },
      {
        name: 'El Tubo',
        district: 'Casco Histórico',
        postal: '50001',
        streets: ['Calle Estébanes', 'Calle Cuatro de Agosto', 'Calle Libertad'],
        near: 'en pleno Tubo, a cinco minutos de la plaza del Pilar',
      },
      {
        name: 'Universidad',
        district: 'Universidad',
        postal: '50009',
        streets: ['Calle de Pedro Cerbuna', 'Calle de Corona de Aragón', 'Calle de Domingo Miral'],
        near: 'frente a la Ciudad Universitaria de San Francisco',
      },
      {
        name: 'Delicias',
        district: 'Delicias',
        postal: '50017',
        streets: ['Avenida de Madrid', 'Calle de Delicias', 'Calle de Unceta'],
        near: 'bien conectado con la estación Delicias',
      },
    ],
  },
  {
    city: 'Granada',
    rate: 10,
    owners: ['teresa', 'teresa', 'teresa', 'teresa', 'teresa', 'teresa', 'teresa'],
    neighbourhoods: [
      {
        name: 'Albaicín',
        district: 'Albaicín',
        postal: '18010',
        streets: ['Calle Calderería Nueva', 'Cuesta de San Gregorio', 'Placeta de San Miguel Bajo'],
        near: 'a cinco minutos del mirador de San Nicolás, con vistas a la Alhambra',
      },
      {
        name: 'Realejo',
        district: 'Centro',
        postal: '18009',
        streets: ['Calle Molinos', 'Calle Santa Escolástica', 'Cuesta del Realejo'],
        near: 'a los pies de la Alhambra, junto al Campo del Príncipe',
      },
      {
        name: 'Centro',
        district: 'Centro',
        postal: '18001',
        streets: ['Gran Vía de Colón', 'Calle San Jerónimo', 'Calle Mesones'],
        near: 'a un paso de la Catedral y de la plaza Bib-Rambla',
      },
      {
        name: 'Camino de Ronda',
        district: 'Ronda',
        postal: '18004',
        streets: ['Camino de Ronda', 'Calle Pedro Antonio de Alarcón', 'Calle Arabial'],
        near: 'en la zona universitaria, junto al metro Alcázar Genil',
      },
    ],
  },
];

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same demo every time. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, chance, shuffle };
}
export type Random = ReturnType<typeof createRandom>;

const TITLES: Record<PropertyType, readonly string[]> = {
  piso: ['Piso luminoso en {n}', 'Piso reformado en {n}', 'Amplio piso de {b} dormitorios en {n}'],
  apartamento: [
    'Apartamento con encanto en {n}',
    'Apartamento moderno en {n}',
    'Apartamento exterior en {n}',
  ],
  estudio: ['Estudio acogedor en {n}', 'Estudio céntrico en {n}', 'Estudio reformado en {n}'],
  atico: ['Ático con terraza en {n}', 'Ático con vistas en {n}'],
  duplex: ['Dúplex de diseño en {n}', 'Dúplex con patio en {n}'],
  casa: ['Casa con patio en {n}', 'Casa tradicional en {n}'],
  chalet: ['Chalet con piscina en {n}', 'Chalet con jardín en {n}'],
};

const COLIVING_NAMES = ['Casa', 'Colmena', 'Patio', 'Nido', 'Huerto', 'Estación', 'Faro', 'Olivo', 'Azahar'];

const OPENINGS: Record<PropertyType, string> = {
  piso: 'Piso de {s} m² con {b} dormitorios y {bt} baño{bts}, muy luminoso y recién pintado.',
  apartamento: 'Apartamento de {s} m² con salón abierto a la cocina y {b} dormitorio{bs}.',
  estudio: 'Estudio de {s} m² pensado para una persona: cama, zona de trabajo y cocina equipada.',
  atico: 'Ático de {s} m² con terraza privada y luz natural durante todo el día.',
  duplex: 'Dúplex de {s} m² en dos alturas, con zona de día abajo y dormitorios arriba.',
  casa: 'Casa de {s} m² con patio, {b} dormitorios y mucha luz.',
  chalet: 'Chalet independiente de {s} m² con jardín, {b} dormitorios y {bt} baño{bts}.',
};

const ROOM_STATUS_CYCLE: readonly RoomStatus[] = [
  'available',
  'occupied',
  'available',
  'reserved',
  'occupied',
  'maintenance',
  'available',
];

/** The pictures of a property, first (main) to last, by type. */
function propertyScenes(type: PropertyType, coliving: boolean, random: Random): SceneKind[] {
  const rest = (list: SceneKind[]) => random.shuffle(list);
  if (coliving) return ['zonaComun', ...rest(['cocina', 'salon', 'terraza', 'bano', 'comedor'])];
  switch (type) {
    case 'chalet':
      return ['chaletPiscina', ...rest(['salon', 'cocina', 'dormitorio', 'terraza'])];
    case 'casa':
      return ['casaMediterranea', ...rest(['salon', 'cocina', 'dormitorio', 'bano'])];
    case 'atico':
      return ['atico', ...rest(['terraza', 'salon', 'dormitorio', 'bano'])];
    case 'estudio':
      return ['estudio', ...rest(['cocina', 'bano', 'salon'])];
    default:
      return [random.pick(['salon', 'fachada'] as SceneKind[]), 'cocina', 'dormitorio', 'comedor', 'bano'];
  }
}

export interface DemoTarget {
  db: Kysely<Database>;
  storage: Storage;
  /** The clock (an AppContext's `now`) or a fixed instant. @default new Date() */
  now?: Date | (() => Date);
  /** Zone of "today" for visit dates. @default 'Europe/Madrid' (an AppContext's config.timeZone) */
  timeZone?: string;
  config?: { timeZone: string };
}

export interface DemoSummary {
  users: number;
  properties: number;
  cities: number;
  rooms: number;
  images: number;
  listings: number;
  favorites: number;
  appointments: number;
  propertyRequests: number;
  notifications: number;
  contactMessages: number;
  /** How long seeding took, in milliseconds. */
  ms: number;
}

const DAY_MS = 86_400_000;

function nowOf(target: DemoTarget): Date {
  const { now } = target;
  if (typeof now === 'function') return now();
  return now ?? new Date();
}

/** Runs `fn` in a transaction, or directly when `db` already is one. */
function inTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Arbitrary key for PostgreSQL's advisory lock, so that two servers starting together seed once. */
const SEED_LOCK = 20_260_401;

/**
 * Loads the demo when the database has no user yet; answers the summary, or null when it already
 * had users (nothing is written). Safe to call on every start.
 */
export async function seedIfEmpty(target: DemoTarget): Promise<DemoSummary | null> {
  const anyUser = await target.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const started = performance.now();
  const assets = await prepareAssets();
  return inTransaction(target.db, async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const again = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return null;
    return writeDemo({ ...target, db: trx }, assets, started);
  });
}

/** Loads the demo data (into an empty database: the demo e-mails must be free). */
export async function seedDemo(target: DemoTarget): Promise<DemoSummary> {
  const started = performance.now();
  const assets = await prepareAssets();
  return inTransaction(target.db, (trx) => writeDemo({ ...target, db: trx }, assets, started));
}

interface Assets {
  passwordHash: string;
  scenes: Map<SceneKind, ProcessedImage>;
  avatars: Buffer[];
}

async function prepareAssets(): Promise<Assets> {
  // One hash for every demo account: Argon2 is slow on purpose.
  const [passwordHash, pictures] = await Promise.all([hashPassword(DEMO_PASSWORD), renderDemoPictures(6)]);
  return { passwordHash, scenes: pictures.scenes, avatars: pictures.avatars };
}

interface PropertyInfo {
  id: number;
  owner: LandlordKey;
  ownerId: number;
  title: string;
  city: string;
  neighbourhood: string;
  type: PropertyType;
  status: string;
  coliving: boolean;
  price: number;
  createdDaysAgo: number;
  rooms: { id: number; title: string; price: number; status: RoomStatus }[];
}

async function writeDemo(target: DemoTarget, assets: Assets, started: number): Promise<DemoSummary> {
  const db = target.db;
  const now = nowOf(target);
  const nowMs = now.getTime();
  const today = todayIn(target.timeZone ?? target.config?.timeZone ?? 'Europe/Madrid', now);
  const random = createRandom(2026);
  // The listing facts draw from their own sequence: adding them changed nothing else of the demo.
  const factsRandom = createRandom(2026 + 28);
  const files: { key: string; data: Buffer; type: string }[] = [];
  /** An instant `days` ago (fractions allowed), as ISO text. */
  const ago = (days: number) => new Date(nowMs - days * DAY_MS).toISOString();

  // ── Users ────────────────────────────────────────────────────────────────────────────────────
  const userIds = new Map<string, number>();
  const names = new Map<number, string>();
  const emails = new Map<number, string>();
  const phones = new Map<number, string>();
  const joinedDaysAgo = new Map<number, number>();
  const addUser = async (key: string, person: PersonSeed, landlord: boolean, daysSinceJoining: number) => {
    const joined = ago(daysSinceJoining);
    const row = await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: assets.passwordHash,
        first_name: person.first_name,
        last_name: person.last_name,
        phone: person.phone,
        bio: person.bio,
        date_of_birth: person.date_of_birth,
        profile_picture: null,
        is_landlord: landlord ? 1 : 0,
        is_tenant: landlord ? 0 : 1,
        google_sub: null,
        date_joined: joined,
        updated_at: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(key, row.id);
    names.set(row.id, `${person.first_name} ${person.last_name}`);
    emails.set(row.id, person.email);
    phones.set(row.id, person.phone);
    joinedDaysAgo.set(row.id, daysSinceJoining);
    if (person.avatar !== null) {
      const avatar = assets.avatars[person.avatar % assets.avatars.length]!;
      const key = newStorageKey(`avatars/${row.id}`, 'webp');
      files.push({ key, data: avatar, type: 'image/webp' });
      await db.updateTable('users').set({ profile_picture: key }).where('id', '=', row.id).execute();
    }
  };
  let joinedOffset = 420;
  for (const [key, person] of Object.entries(LANDLORDS)) {
    await addUser(key, person, true, joinedOffset);
    joinedOffset -= 37;
  }
  joinedOffset = 150;
  for (const [key, person] of Object.entries(TENANTS)) {
    await addUser(key, person, false, joinedOffset);
    joinedOffset -= 23;
  }
  const id = (key: LandlordKey | TenantKey) => userIds.get(key)!;
  await db
    .insertInto('tenant_preferences')
    .values([
      {
        user_id: id('lucia'),
        min_price: 350,
        max_price: 700,
        preferred_cities: JSON.stringify(['Madrid']),
        min_bedrooms: 1,
        min_bathrooms: 1,
        preferred_property_types: JSON.stringify(['piso', 'apartamento']),
        needs_furnished: 1,
        needs_parking: 0,
        allows_pets: 0,
        email_notifications: 1,
      },
      {
        user_id: id('marcos'),
        min_price: null,
        max_price: 600,
        preferred_cities: JSON.stringify(['Barcelona']),
        min_bedrooms: null,
        min_bathrooms: null,
        preferred_property_types: JSON.stringify([]),
        needs_furnished: 1,
        needs_parking: 0,
        allows_pets: 1,
        email_notifications: 1,
      },
      {
        user_id: id('sofia'),
        min_price: null,
        max_price: null,
        preferred_cities: JSON.stringify([]),
        min_bedrooms: null,
        min_bathrooms: null,
        preferred_property_types: JSON.stringify([]),
        needs_furnished: 0,
        needs_parking: 0,
        allows_pets: 0,
        email_notifications: 1,
      },
      {
        user_id: id('pablo'),
        min_price: 400,
        max_price: 900,
        preferred_cities: JSON.stringify(['Sevilla', 'Málaga', 'Granada']),
        min_bedrooms: 1,
        min_bathrooms: 1,
        preferred_property_types: JSON.stringify(['estudio', 'apartamento', 'atico']),
        needs_furnished: 0,
        needs_parking: 1,
        allows_pets: 0,
        email_notifications: 0,
      },
    ])
    .execute();

  // ── Properties, rooms and their images ──────────────────────────────────────────────────────
  const total = CITIES.reduce((sum, c) => sum + c.owners.length, 0);
  const typePattern: PropertyType[] = [
    ...Array<PropertyType>(6).fill('piso'),
    ...Array<PropertyType>(4).fill('apartamento'),
    ...Array<PropertyType>(3).fill('estudio'),
    ...Array<PropertyType>(2).fill('atico'),
    ...Array<PropertyType>(2).fill('duplex'),
    ...Array<PropertyType>(2).fill('casa'),
    'chalet',
  ];
  const types = random.shuffle(Array.from({ length: total }, (_, i) => typePattern[i % typePattern.length]!));
  const properties: PropertyInfo[] = [];
  const imageRows: { table: 'property_images' | 'room_images'; row: Insertable<ImagesTable> }[] = [];
  const addImages = (
    table: 'property_images' | 'room_images',
    ownerId: number,
    scenes: readonly SceneKind[],
    createdAt: string,
  ) => {
    const folder = table === 'property_images' ? `properties/${ownerId}` : `rooms/${ownerId}`;
    scenes.forEach((scene, position) => {
      const picture = assets.scenes.get(scene)!;
      const storageKey = newStorageKey(folder, picture.extension);
      // The same naming as an upload (features/properties): the thumbnail beside its image.
      const thumbKey = thumbKeyOf(storageKey);
      files.push({ key: storageKey, data: picture.main, type: picture.contentType });
      files.push({ key: thumbKey, data: picture.thumb, type: picture.contentType });
      imageRows.push({
        table,
        row: {
          owner_ref: ownerId,
          storage_key: storageKey,
          thumb_key: thumbKey,
          is_main: position === 0 ? 1 : 0,
          position,
          created_at: createdAt,
        },
      });
    });
  };

  let index = 0;
  let roomCounter = 0;
  let colivingCounter = 0;
  for (const city of CITIES) {
    for (let i = 0; i < city.owners.length; i++, index++) {
      const owner = city.owners[i]!;
      const hood = city.neighbourhoods[i % city.neighbourhoods.length]!;
      // The first property of every city is a coliving flat; others sometimes are.
      let type = types[index]!;
      const coliving =
        i === 0 || (['piso', 'casa', 'duplex', 'apartamento'].includes(type) && random.chance(0.4));
      if (i === 0) type = 'piso';
      const house = type === 'casa' || type === 'chalet';
      const drawnSize =
        type === 'estudio'
          ? random.int(28, 45)
          : type === 'apartamento'
            ? random.int(45, 80)
            : type === 'piso'
              ? random.int(70, 135)
              : type === 'atico'
                ? random.int(60, 120)
                : type === 'duplex'
                  ? random.int(90, 160)
                  : type === 'casa'
                    ? random.int(110, 220)
                    : random.int(160, 320);
      const bedrooms = coliving
        ? random.int(3, 6)
        : type === 'estudio'
          ? 1
          : Math.max(1, Math.min(6, Math.round(drawnSize / 32)));
      // A coliving home needs room for its bedrooms and the shared areas (no 6 bedrooms in 48 m²).
      const size = coliving ? Math.max(drawnSize, 30 + bedrooms * 16) : drawnSize;
      const bathrooms = coliving ? Math.max(2, Math.ceil(bedrooms / 2)) : Math.max(1, Math.round(size / 70));
      const floor = house ? null : type === 'atico' ? random.int(5, 8) : random.int(0, 6);
      const street = random.pick(hood.streets);
      const number = random.int(2, 98);
      const door =
        floor === null
          ? ''
          : floor === 0
            ? ', bajo'
            : `, ${floor}º ${random.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`;
      const pricePerRoom = coliving ? Math.round((city.rate * 22 + random.int(-40, 120)) / 10) * 10 : null;
      const price = coliving
        ? pricePerRoom! * bedrooms
        : Math.max(450, Math.round((size * city.rate * (0.85 + random.next() * 0.3)) / 10) * 10);
      const status =
        coliving || i === 0
          ? 'disponible'
          : index % 10 === 3
            ? 'reservado'
            : index % 12 === 7
              ? 'alquilado'
              : index % 20 === 11
                ? 'inactivo'
                : 'disponible';
      const title = coliving
        ? `Coliving ${COLIVING_NAMES[colivingCounter++ % COLIVING_NAMES.length]} en ${hood.name}`
        : random.pick(TITLES[type]).replace('{n}', hood.name).replace('{b}', String(bedrooms));
      const amenities = {
        is_furnished: coliving || type === 'estudio' || random.chance(0.6),
        has_parking: house || random.chance(0.25),
        has_pool: type === 'chalet' || (house && random.chance(0.3)),
        has_terrace: type === 'atico' || type === 'chalet' || random.chance(0.3),
        has_garden: house,
        has_elevator: !house && (floor ?? 0) >= 2 ? random.chance(0.85) : random.chance(0.2) && !house,
        pets_allowed: random.chance(0.35),
      };
      const description = [
        OPENINGS[type]
          .replace('{s}', String(size))
          .replace('{b}', String(bedrooms))
          .replace('{bs}', bedrooms === 1 ? '' : 's')
          .replace('{bt}', String(bathrooms))
          .replace('{bts}', bathrooms === 1 ? '' : 's'),
        coliving
          ? `Coliving de ${bedrooms} habitaciones con zonas comunes amplias, limpieza semanal de las zonas compartidas, wifi de fibra y gastos incluidos.`
          : amenities.is_furnished
            ? 'Se alquila amueblado y con electrodomésticos nuevos.'
            : 'Se alquila sin amueblar, listo para hacerlo tuyo.',
        `Está en ${hood.name}, ${hood.near}.`,
        amenities.has_terrace ? 'La terraza es perfecta para cenar al aire libre.' : '',
        amenities.has_elevator ? 'Finca con ascensor.' : floor && floor > 1 ? 'Finca sin ascensor.' : '',
        amenities.pets_allowed ? 'Se admiten mascotas.' : '',
        coliving
          ? 'Buscamos personas tranquilas y respetuosas; estancias a partir de un mes.'
          : 'Contrato de larga duración; se piden un mes de fianza y nómina o aval.',
      ]
        .filter(Boolean)
        .join(' ');
      const createdDaysAgo = 20 + random.int(0, 160) + random.next();
      const createdAt = ago(createdDaysAgo);
      const updatedAt = ago(Math.max(1, createdDaysAgo - random.int(0, 15)));
      const row = await db
        .insertInto('properties')
        .values({
          owner_id: id(owner),
          title,
          description,
          property_type: type,
          price,
          price_per_room: pricePerRoom,
          address: `${street}, ${number}${door}`,
          city: city.city,
          city_key: normalizeText(city.city),
          postal_code: hood.postal,
          country: 'España',
          location: hood.district,
          neighborhood: hood.name,
          neighborhood_key: normalizeText(hood.name),
          plus_code_or_maps_link: random.chance(0.3)
            ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street} ${number}, ${hood.postal} ${city.city}`)}`
            : '',
          bedrooms,
          bathrooms,
          size,
          floor,
          is_coliving: coliving ? 1 : 0,
          is_furnished: amenities.is_furnished ? 1 : 0,
          has_parking: amenities.has_parking ? 1 : 0,
          has_pool: amenities.has_pool ? 1 : 0,
          has_terrace: amenities.has_terrace ? 1 : 0,
          has_garden: amenities.has_garden ? 1 : 0,
          has_elevator: amenities.has_elevator ? 1 : 0,
          pets_allowed: amenities.pets_allowed ? 1 : 0,
          ...demoListingFacts(factsRandom, { coliving, floor }),
          status,
          created_at: createdAt,
          updated_at: updatedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const scenes = propertyScenes(type, coliving, random).slice(0, random.int(3, 5));
      addImages('property_images', row.id, scenes, createdAt);
      const info: PropertyInfo = {
        id: row.id,
        owner,
        ownerId: id(owner),
        title,
        city: city.city,
        neighbourhood: hood.name,
        type,
        status,
        coliving,
        price,
        createdDaysAgo,
        rooms: [],
      };
      properties.push(info);

      if (coliving) {
        for (let r = 0; r < bedrooms; r++) {
          const roomStatus = ROOM_STATUS_CYCLE[roomCounter++ % ROOM_STATUS_CYCLE.length]!;
          const privateBath = random.chance(0.35);
          const balcony = random.chance(0.3);
          const roomSize = random.int(9, 20);
          // Never below the property's per-room price: its 'desde' is the cheapest room.
          const roomPrice =
            pricePerRoom! + (privateBath ? 80 : 0) + (balcony ? 40 : 0) + Math.max(0, roomSize - 12) * 5;
          const double = roomSize >= 14;
          const roomTitle = privateBath
            ? `Habitación ${double ? 'doble' : 'individual'} con baño privado`
            : balcony
              ? 'Habitación exterior con balcón'
              : double
                ? 'Habitación doble amplia'
                : 'Habitación individual luminosa';
          const availableFrom =
            roomStatus === 'available'
              ? addDays(today, random.int(-30, 20))
              : roomStatus === 'maintenance'
                ? addDays(today, random.int(10, 25))
                : addDays(today, random.int(30, 150));
          const maxStay = random.chance(0.5) ? random.pick([6, 9, 12]) : null;
          const roomCreated = ago(createdDaysAgo - 0.5 - r * 0.01);
          // The checklist first (drawn in the order the demo always drew, so the rest of the demo
          // data stays as it was); the description and the photos then say only what it says.
          const mentionsFurniture = random.chance(0.7);
          const hasWindow = balcony || random.chance(0.95);
          const deskDrawn = random.chance(0.75);
          const wardrobeDrawn = random.chance(0.85);
          const furnished = random.chance(0.9);
          const desk = furnished && deskDrawn;
          const wardrobe = furnished && wardrobeDrawn;
          const furniture = !furnished
            ? 'Se alquila sin amueblar.'
            : !mentionsFurniture
              ? ''
              : desk && wardrobe
                ? 'Incluye escritorio, silla ergonómica y armario empotrado.'
                : desk
                  ? 'Amueblada, con escritorio y silla ergonómica.'
                  : wardrobe
                    ? 'Amueblada, con armario empotrado.'
                    : 'Amueblada con cama y mesilla.';
          const roomRow = await db
            .insertInto('rooms')
            .values({
              property_id: row.id,
              room_number: `H${r + 1}`,
              title: roomTitle,
              description: [
                `Habitación de ${roomSize} m²`,
                privateBath ? 'con baño privado' : 'con baño compartido entre dos',
                balcony ? 'y balcón a la calle.' : 'y ventana al patio de manzana, muy silenciosa.',
                furniture,
                roomStatus === 'maintenance' ? 'Estamos pintándola y cambiando el suelo.' : '',
              ]
                .filter(Boolean)
                .join(' '),
              price_monthly: roomPrice,
              size_sqm: roomSize,
              floor_level: floor,
              status: roomStatus,
              has_private_bathroom: privateBath ? 1 : 0,
              has_window: hasWindow ? 1 : 0,
              has_balcony: balcony ? 1 : 0,
              has_desk: desk ? 1 : 0,
              has_wardrobe: wardrobe ? 1 : 0,
              is_furnished: furnished ? 1 : 0,
              available_from: availableFrom,
              min_stay_months: random.pick([1, 1, 2, 3, 6]),
              max_stay_months: maxStay,
              deposit_amount: random.chance(0.75) ? roomPrice : null,
              created_at: roomCreated,
              updated_at: roomCreated,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // A room with a balcony shows it first; a photo captioned 'Habitación doble' only for a
          // double room, a study corner only where there is a desk.
          const roomScenes: SceneKind[] = [
            ...(balcony ? (['habitacionBalcon'] as const) : []),
            ...new Set(
              random.shuffle<SceneKind>([
                double ? 'dormitorioDoble' : 'dormitorio',
                desk ? 'estudio' : 'zonaComun',
                privateBath ? 'bano' : 'zonaComun',
              ]),
            ),
          ].slice(0, random.int(1, 3));
          addImages('room_images', roomRow.id, roomScenes, roomCreated);
          info.rooms.push({ id: roomRow.id, title: roomTitle, price: roomPrice, status: roomStatus });
        }
      }
    }
  }
  for (const table of ['property_images', 'room_images'] as const) {
    const rows = imageRows.filter((r) => r.table === table).map((r) => r.row);
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 200))
        .execute();
    }
  }

  // ── Listings ────────────────────────────────────────────────────────────────────────────────
  let listings = 0;
  const listingRows = properties.flatMap((p, i) => {
    const own = properties.filter((q) => q.owner === p.owner);
    const rank = own.indexOf(p);
    // Every landlord's first four properties show each listing state; then about every other one
    // has a published listing. A draft or paused one hides its home (ADR 0177): two per landlord.
    let status: 'published' | 'draft' | 'paused' | null;
    let featured = false;
    if (rank === 0) [status, featured] = ['published', true];
    else if (rank === 1) status = 'published';
    else if (rank === 2) status = 'draft';
    else if (rank === 3) status = 'paused';
    else if (i % 2 === 0) {
      status = 'published';
      featured = i % 4 === 0;
    } else status = null;
    if (!status) return [];
    const created = p.createdDaysAgo - random.int(1, 5);
    const minStay = p.coliving ? 3 : random.pick([6, 12, 12]);
    return [
      {
        property_id: p.id,
        owner_id: p.ownerId,
        title: p.coliving ? `Habitaciones disponibles: ${p.title}` : p.title,
        description: p.coliving
          ? `Últimas habitaciones en nuestro coliving de ${p.neighbourhood}. Gastos, wifi y limpieza de zonas comunes incluidos.`
          : `${p.title}. Disponible para entrar a vivir; visitas de lunes a viernes.`,
        rent_terms: p.coliving
          ? 'Estancia mínima de 3 meses. Fianza de una mensualidad. Gastos incluidos.'
          : rentTermsFor({ min_stay: minStay, deposit: p.price, price: p.price }),
        min_stay: minStay,
        deposit: p.coliving ? (p.rooms[0]?.price ?? p.price) : p.price,
        available_from: addDays(today, random.int(0, 45)),
        status,
        is_featured: featured ? 1 : 0,
        views:
          status === 'draft' ? 0 : random.int(status === 'paused' ? 10 : 40, status === 'paused' ? 180 : 650),
        created_at: ago(created),
        updated_at: ago(Math.max(0.5, created - random.int(0, 10))),
      },
    ];
  });
  if (listingRows.length) await db.insertInto('listings').values(listingRows).execute();
  listings = listingRows.length;
  // A draft or paused listing hides its home, as the listings service does (ADR 0177).
  await applyListingGate(
    db,
    listingRows.map((l) => l.property_id),
    now.toISOString(),
  );

  // ── Favourites, visits, requests and the notifications they raised ──────────────────────────
  const notifications: Insertable<NotificationsTable>[] = [];
  const notifyAt = (
    userId: number,
    eventType: EventType,
    notice: CodedNotification,
    related: { id: number; type: string } | null,
    daysAgo: number,
  ) => {
    const at = ago(daysAgo);
    notifications.push({
      user_id: userId,
      code: notice.code,
      params: JSON.stringify(notice.params),
      search_text: notificationSearchText(notice),
      notification_type: notificationTypeForEvent(eventType),
      // Older news has been read (some archived); the last few days' is waiting.
      status: daysAgo < 4 ? 'unread' : notifications.length % 5 === 0 ? 'archived' : 'read',
      related_object_id: related?.id ?? null,
      related_object_type: related?.type ?? null,
      event_type: eventType,
      created_at: at,
      updated_at: at,
    });
  };
  const available = properties.filter((p) => p.status === 'disponible');
  const byOwner = (owner: LandlordKey) => available.filter((p) => p.owner === owner);
  const tenantKeys = Object.keys(TENANTS) as TenantKey[];

  // Favourites: Lucía likes Carmen's Madrid flats; the others browse their own cities.
  const favoritePlan: Record<TenantKey, PropertyInfo[]> = {
    lucia: [...byOwner('carmen').slice(0, 3), ...random.shuffle(available).slice(0, 3)],
    marcos: random
      .shuffle(available.filter((p) => p.city === 'Barcelona' || p.city === 'Valencia'))
      .slice(0, 4),
    sofia: random.shuffle(available).slice(0, 6),
    pablo: random
      .shuffle(available.filter((p) => ['Sevilla', 'Málaga', 'Granada'].includes(p.city)))
      .slice(0, 4),
  };
  const favoriteRows: { user_id: number; property_id: number; created_at: string }[] = [];
  for (const tenant of tenantKeys) {
    const seen = new Set<number>();
    for (const p of favoritePlan[tenant]) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      const daysAgo = random.int(1, 15) + random.next();
      favoriteRows.push({ user_id: id(tenant), property_id: p.id, created_at: ago(daysAgo) });
      notifyAt(
        p.ownerId,
        'property_favorited',
        { code: 'favourite.added', params: { name: names.get(id(tenant))!, property: p.title } },
        { id: p.id, type: 'property' },
        daysAgo,
      );
    }
  }
  await db.insertInto('favorites').values(favoriteRows).execute();

  // Visits: pending and confirmed ones on future weekdays, completed ones in the past.
  const weekdayFrom = (start: string, step: 1 | -1) => {
    let date = start;
    while (!isWeekday(date)) date = addDays(date, step);
    return date;
  };
  type VisitStatus = 'pendiente' | 'confirmada' | 'cancelada' | 'completada';
  const visitPlan: { tenant: TenantKey; property: PropertyInfo; status: VisitStatus }[] = [];
  const carmenFlats = byOwner('carmen');
  (['pendiente', 'confirmada', 'cancelada', 'completada', 'pendiente'] as const).forEach((status, i) => {
    visitPlan.push({ tenant: 'lucia', property: carmenFlats[i % carmenFlats.length]!, status });
  });
  const visitStatuses: VisitStatus[] = ['pendiente', 'pendiente', 'confirmada', 'cancelada', 'completada'];
  for (let i = 0; i < 14; i++) {
    visitPlan.push({
      tenant: tenantKeys[1 + (i % 3)]!,
      property: random.pick(available),
      status: visitStatuses[i % visitStatuses.length]!,
    });
  }
  let appointments = 0;
  for (const visit of visitPlan) {
    const tenantId = id(visit.tenant);
    const p = visit.property;
    let date: string;
    let createdDaysAgo: number;
    let decidedDaysAgo: number | null = null;
    if (visit.status === 'completada') {
      const visitDaysAgo = random.int(3, 40);
      date = weekdayFrom(addDays(today, -visitDaysAgo), -1);
      createdDaysAgo = visitDaysAgo + random.int(4, 10) + random.next();
      decidedDaysAgo = visitDaysAgo + 2 + random.next();
    } else {
      date = weekdayFrom(addDays(today, random.int(2, 60)), 1);
      createdDaysAgo = visit.status === 'pendiente' ? random.int(0, 5) + random.next() : random.int(5, 12);
      if (visit.status !== 'pendiente') decidedDaysAgo = random.int(1, 4) + random.next();
    }
    const time = random.pick(VISIT_SLOTS);
    const canceledByTenant = visit.status === 'cancelada' && random.chance(0.5);
    const responseMessage =
      visit.status === 'confirmada'
        ? '¡Perfecto! Te espero en el portal; llámame si te retrasas.'
        : visit.status === 'cancelada' && !canceledByTenant
          ? 'Lo siento, ese día no puedo enseñarla. ¿Te viene bien otro día de la semana que viene?'
          : visit.status === 'completada'
            ? 'Gracias por venir. Si te encaja, podemos preparar el contrato.'
            : '';
    const row = await db
      .insertInto('appointments')
      .values({
        property_id: p.id,
        user_id: tenantId,
        date,
        time,
        notes: random.pick([
          '',
          'Me gustaría ver también las zonas comunes.',
          'Puedo a primera hora o a última de la tarde.',
          'Iré con mi pareja, si no es molestia.',
          '¿Es posible ver la habitación que da a la calle?',
        ]),
        status: visit.status,
        cancelled_by: visit.status === 'cancelada' ? (canceledByTenant ? 'requester' : 'owner') : null,
        response_message: responseMessage,
        created_at: ago(createdDaysAgo),
        updated_at: ago(decidedDaysAgo ?? createdDaysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    appointments++;
    const related = { id: row.id, type: 'appointment' };
    /** The visit as its notifications name it, by whoever wrote to the other. */
    const visitOf = (actor: number) => ({ name: names.get(actor)!, property: p.title, date, time });
    notifyAt(
      p.ownerId,
      'appointment_created',
      { code: 'visit.requested', params: visitOf(tenantId) },
      related,
      createdDaysAgo,
    );
    if (visit.status === 'confirmada') {
      notifyAt(
        tenantId,
        'appointment_confirmed',
        { code: 'visit.confirmed', params: { ...visitOf(p.ownerId), reply: '' } },
        related,
        decidedDaysAgo!,
      );
    } else if (visit.status === 'cancelada') {
      if (canceledByTenant) {
        notifyAt(
          p.ownerId,
          'appointment_canceled',
          { code: 'visit.cancelled_by_requester', params: { ...visitOf(tenantId), reply: '' } },
          related,
          decidedDaysAgo!,
        );
      } else {
        notifyAt(
          tenantId,
          'appointment_canceled',
          { code: 'visit.cancelled_by_landlord', params: { ...visitOf(p.ownerId), reply: '' } },
          related,
          decidedDaysAgo!,
        );
      }
    } else if (visit.status === 'completada') {
      notifyAt(
        tenantId,
        'appointment_confirmed',
        { code: 'visit.confirmed', params: { ...visitOf(p.ownerId), reply: '' } },
        related,
        decidedDaysAgo!,
      );
      notifyAt(
        tenantId,
        'appointment_completed',
        { code: 'visit.done', params: { property: p.title } },
        related,
        Math.max(0.2, decidedDaysAgo! - 2),
      );
    }
  }

  // Requests: enquiries and applications, about whole properties and single rooms, in every state.
  // Only applications are accepted, each holding its period on its unit(s), never over another's
  // (docs/adr/0175-rental-periods.md); pending applications ask for other periods.
  type RequestStatus = 'pendiente' | 'aceptada' | 'rechazada' | 'cancelada' | 'expirada';
  interface RequestPlan {
    tenant: TenantKey | null;
    property: PropertyInfo;
    room: PropertyInfo['rooms'][number] | null;
    kind: 'inquiry' | 'application';
    status: RequestStatus;
  }
  const colivings = properties.filter((p) => p.coliving && p.rooms.length > 0);
  const carmenColiving = colivings.find((p) => p.owner === 'carmen') ?? colivings[0]!;
  const roomOf = (p: PropertyInfo) => p.rooms.find((r) => r.status === 'available') ?? p.rooms[0] ?? null;
  const requestPlan: RequestPlan[] = [
    {
      tenant: 'lucia',
      property: carmenColiving,
      room: roomOf(carmenColiving),
      kind: 'application',
      status: 'pendiente',
    },
    // The same room, accepted for earlier dates: Lucía's application waits for the period after it.
    {
      tenant: 'pablo',
      property: carmenColiving,
      room: roomOf(carmenColiving),
      kind: 'application',
      status: 'aceptada',
    },
    { tenant: 'lucia', property: carmenFlats[0]!, room: null, kind: 'application', status: 'aceptada' },
    { tenant: 'lucia', property: carmenFlats[1]!, room: null, kind: 'application', status: 'rechazada' },
    {
      tenant: 'lucia',
      property: carmenColiving,
      room: carmenColiving.rooms[1] ?? null,
      kind: 'inquiry',
      status: 'cancelada',
    },
    { tenant: 'lucia', property: carmenFlats[2]!, room: null, kind: 'application', status: 'expirada' },
    {
      tenant: null,
      property: carmenColiving,
      room: roomOf(carmenColiving),
      kind: 'inquiry',
      status: 'pendiente',
    },
  ];
  const requestStatuses: RequestStatus[] = [
    'pendiente',
    'aceptada',
    'pendiente',
    'rechazada',
    'cancelada',
    'pendiente',
    'expirada',
    'aceptada',
  ];
  for (let i = 0; i < 16; i++) {
    const status = requestStatuses[i % requestStatuses.length]!;
    const useRoom = i % 2 === 0;
    const property = useRoom ? random.pick(colivings) : random.pick(available);
    requestPlan.push({
      tenant: tenantKeys[1 + (i % 3)]!,
      property,
      room: useRoom ? random.pick(property.rooms) : null,
      status,
      // An enquiry is answered, never accepted.
      kind: status === 'aceptada' || i % 3 !== 0 ? 'application' : 'inquiry',
    });
  }
  const INQUIRIES = [
    'Hola, ¿sigue disponible? Me gustaría saber si los gastos están incluidos.',
    'Buenas tardes, ¿se admiten mascotas? Tengo una gata muy tranquila.',
    '¿Cuál es la duración mínima del contrato? Busco algo para unos seis meses.',
    'Hola, ¿la habitación es exterior? Trabajo desde casa y necesito buena luz.',
  ];
  const APPLICATIONS = [
    'Hola, me encantaría alquilarla. Trabajo con contrato indefinido y puedo aportar nóminas y referencias.',
    'Me interesa mucho. Soy estudiante de máster y mis padres pueden avalar. ¿Podríamos cerrar la entrada para el mes que viene?',
    'Buenos días: quiero solicitar el alquiler. Soy tranquila, no fumo y teletrabajo tres días a la semana.',
  ];
  // Periods draw from their own sequence, so the rest of the demo stays as it was.
  const periodRandom = createRandom(2026 + 33);
  const held: { propertyId: number; unit: number; start: string; end: string }[] = [];
  /** A room's own unit and the home's; the whole home's unit 0 and every room. */
  const checkedUnits = (plan: RequestPlan) =>
    plan.room ? [plan.room.id, 0] : [0, ...plan.property.rooms.map((r) => r.id)];
  const heldUnits = (plan: RequestPlan) =>
    plan.room ? [plan.room.id] : [0, ...plan.property.rooms.map((r) => r.id)];
  /** The unit's first day and stay limits: the room's, or the whole home's listing's. */
  const stayRules = async (plan: RequestPlan) => {
    if (plan.room) {
      const room = await db
        .selectFrom('rooms')
        .select(['available_from', 'min_stay_months', 'max_stay_months'])
        .where('id', '=', plan.room.id)
        .executeTakeFirstOrThrow();
      return { from: room.available_from, min: room.min_stay_months, max: room.max_stay_months };
    }
    const listing = await db
      .selectFrom('listings')
      .select(['available_from', 'min_stay'])
      .where('property_id', '=', plan.property.id)
      .executeTakeFirst();
    return { from: listing?.available_from ?? null, min: listing?.min_stay ?? 1, max: null };
  };
  /**
   * An application's period: from its wished day (not before the unit is available), for a stay
   * within the unit's limits; accepted and pending ones start once the unit's held periods end.
   */
  const periodOf = async (plan: RequestPlan, wished: string) => {
    const rules = await stayRules(plan);
    const months = Math.min(Math.max(rules.min, periodRandom.pick([3, 6, 9, 12])), rules.max ?? 12);
    let moveIn = plan.status !== 'expirada' && rules.from && wished < rules.from ? rules.from : wished;
    if (plan.status === 'aceptada' || plan.status === 'pendiente') {
      const units = checkedUnits(plan);
      for (const h of held)
        if (h.propertyId === plan.property.id && units.includes(h.unit) && h.end > moveIn) moveIn = h.end;
    }
    return { moveIn, moveOut: addMonths(moveIn, months) };
  };
  // Accepted ones first: they take their dates, and the pending ones are placed around them.
  const planned = [
    ...requestPlan.filter((p) => p.status === 'aceptada'),
    ...requestPlan.filter((p) => p.status !== 'aceptada'),
  ];
  const heldRows: Insertable<Database['availability_periods']>[] = [];
  let propertyRequests = 0;
  for (const plan of planned) {
    const userId = plan.tenant ? id(plan.tenant) : null;
    const name = userId ? names.get(userId)! : 'Elena Prieto Vázquez';
    const email = userId ? emails.get(userId)! : 'elena.prieto@example.com';
    const phone = userId ? phones.get(userId)! : '+34 644 812 370';
    const createdDaysAgo =
      plan.status === 'expirada'
        ? random.int(45, 70)
        : random.int(plan.status === 'pendiente' ? 0 : 4, 25) + random.next();
    const decidedDaysAgo =
      plan.status === 'pendiente' || plan.status === 'expirada'
        ? null
        : Math.max(0.2, createdDaysAgo - random.int(1, 3) - random.next());
    const first = name.split(' ')[0];
    const response =
      plan.status === 'aceptada'
        ? `¡Hola, ${first}! Encantada. Te envío el contrato por correo y quedamos para la entrega de llaves.`
        : plan.status === 'rechazada'
          ? 'Lo siento, ya nos hemos comprometido con otra persona para esas fechas.'
          : '';
    const period =
      plan.kind === 'application'
        ? await periodOf(plan, addDays(today, plan.status === 'expirada' ? -20 : random.int(10, 60)))
        : null;
    const row = await db
      .insertInto('property_requests')
      .values({
        property_id: plan.property.id,
        room_id: plan.room?.id ?? null,
        user_id: userId,
        request_type: plan.room ? 'room' : 'property',
        kind: plan.kind,
        tenant_name: name,
        tenant_email: email,
        tenant_phone: phone,
        message: random.pick(plan.kind === 'inquiry' ? INQUIRIES : APPLICATIONS),
        desired_entry_date: period?.moveIn ?? null,
        move_out: period?.moveOut ?? null,
        status: plan.status,
        response_message: response,
        created_at: ago(createdDaysAgo),
        updated_at: ago(decidedDaysAgo ?? createdDaysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    propertyRequests++;
    if (period && plan.status === 'aceptada') {
      for (const unit of heldUnits(plan)) {
        held.push({ propertyId: plan.property.id, unit, start: period.moveIn, end: period.moveOut });
        heldRows.push({
          property_id: plan.property.id,
          unit,
          kind: 'held',
          start_date: period.moveIn,
          end_date: period.moveOut,
          request_id: row.id,
          created_at: ago(decidedDaysAgo!),
        });
      }
    }
    const related = { id: row.id, type: 'property_request' };
    notifyAt(
      plan.property.ownerId,
      userId ? 'request_created' : 'message_received',
      {
        code: plan.kind === 'inquiry' ? 'request.enquiry' : 'request.application',
        params: { name, property: plan.property.title, room: plan.room?.title ?? null },
      },
      related,
      createdDaysAgo,
    );
    if (userId && plan.status === 'aceptada') {
      notifyAt(
        userId,
        'request_approved',
        {
          code: 'request.accepted',
          params: { name: names.get(plan.property.ownerId)!, property: plan.property.title, reply: response },
        },
        related,
        decidedDaysAgo!,
      );
    } else if (userId && plan.status === 'rechazada') {
      notifyAt(
        userId,
        'request_rejected',
        {
          code: 'request.rejected',
          params: { name: names.get(plan.property.ownerId)!, property: plan.property.title, reply: response },
        },
        related,
        decidedDaysAgo!,
      );
    }
  }

  if (heldRows.length) await db.insertInto('availability_periods').values(heldRows).execute();

  // A welcome for everybody, the oldest notification of each account.
  for (const [userId, name] of names) {
    notifyAt(
      userId,
      'system',
      { code: 'account.welcome', params: { name: name.split(' ')[0] ?? name } },
      null,
      joinedDaysAgo.get(userId)! - 0.01,
    );
  }
  // Everybody has news waiting: one recent system message each.
  for (const userId of names.keys()) {
    notifyAt(
      userId,
      'system',
      { code: 'system.mute_alerts', params: {} },
      null,
      random.int(0, 2) + random.next(),
    );
  }
  notifications.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  for (let i = 0; i < notifications.length; i += 200) {
    await db
      .insertInto('notifications')
      .values(notifications.slice(i, i + 200))
      .execute();
  }

  // ── Contact messages ────────────────────────────────────────────────────────────────────────
  const contactRows = [
    {
      user_id: id('lucia'),
      name: names.get(id('lucia'))!,
      email: emails.get(id('lucia'))!,
      phone: phones.get(id('lucia'))!,
      subject: 'Duda sobre las visitas',
      message: '¿Puedo pedir dos visitas el mismo día para pisos distintos?',
      created_at: ago(12.3),
    },
    {
      user_id: null,
      name: 'Rafael Ortiz',
      email: 'rafael.ortiz@example.com',
      phone: '+34 655 201 889',
      subject: 'Publicar mi piso',
      message: 'Tengo un piso en Zaragoza y me gustaría publicarlo como coliving. ¿Qué necesito?',
      created_at: ago(6.7),
    },
    {
      user_id: null,
      name: 'Inmobiliaria Brisa',
      email: 'hola@inmobiliariabrisa.example',
      phone: '',
      subject: 'Integración en nuestra web',
      message: 'Queremos mostrar vuestros anuncios de Málaga en nuestra web. ¿Tenéis widgets?',
      created_at: ago(3.2),
    },
    {
      user_id: id('pablo'),
      name: names.get(id('pablo'))!,
      email: emails.get(id('pablo'))!,
      phone: phones.get(id('pablo'))!,
      subject: 'Factura del mes',
      message: 'Necesito un justificante de los pagos para mi empresa. ¿Dónde lo descargo?',
      created_at: ago(1.1),
    },
    {
      user_id: null,
      name: 'María José Lara',
      email: 'mjlara@example.com',
      phone: '',
      subject: 'Otro',
      message: 'Enhorabuena por la web, es muy fácil de usar.',
      created_at: ago(0.4),
    },
  ];
  await db.insertInto('contact_messages').values(contactRows).execute();

  // ── Files last: if writing one fails, the transaction rolls back and no row points at nothing ──
  await writeFiles(target.storage, files);

  return {
    users: names.size,
    properties: properties.length,
    cities: new Set(properties.map((p) => p.city)).size,
    rooms: properties.reduce((n, p) => n + p.rooms.length, 0),
    images: imageRows.length,
    listings,
    favorites: favoriteRows.length,
    appointments,
    propertyRequests,
    notifications: notifications.length,
    contactMessages: contactRows.length,
    ms: Math.round(performance.now() - started),
  };
}

async function writeFiles(storage: Storage, files: readonly { key: string; data: Buffer; type: string }[]) {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await storage.put(file.key, file.data, file.type);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
