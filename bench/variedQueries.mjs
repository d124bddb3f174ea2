// Varied public-search queries for the API bench: every call a different filter set and
// page, drawn from a seeded generator so runs are comparable. None repeats within a run, so none is
// answered from the response cache.
const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Bilbao', 'Zaragoza', 'Granada'];
const ZONES = ['Chamberí', 'Gràcia', 'Ruzafa', 'Triana', 'Centro', 'Eixample', 'Salamanca', 'Retiro'];
const TYPES = ['piso', 'apartamento', 'casa', 'estudio', 'atico', 'duplex', 'chalet'];
const AMENITIES = ['is_furnished', 'has_parking', 'has_pool', 'has_terrace', 'has_elevator', 'pets_allowed'];
const ORDERINGS = ['-created_at', 'price', '-price', 'size', '-size', 'created_at'];
const TEXTS = [
  'ático luminoso',
  'piso reformado',
  'terraza',
  'exterior',
  'coliving',
  'tranquilo',
  'amplio con vistas',
  'céntrico',
  'chamberi',
  'estudio',
  'luminos',
  'reform',
  'habitaciones',
  'calle mayor',
  'dúplex',
  'gracia',
];

/** A small deterministic generator (mulberry32). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Returns a function giving the next search path. `text` adds a free-text `search` to every query.
 * A unique `min_size` fraction makes every query distinct from every other of the run.
 */
export function variedSearches({ seed = 17, text = false } = {}) {
  const random = generator(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  let serial = 0;
  return () => {
    const q = new URLSearchParams();
    if (text) q.set('search', pick(TEXTS));
    const where = random();
    if (where < 0.55) q.set('city', pick(CITIES));
    else if (where < 0.7) q.set('city', pick(ZONES));
    if (random() < 0.5) q.set('max_price', String(500 + Math.floor(random() * 30) * 50));
    if (random() < 0.2) q.set('min_price', String(300 + Math.floor(random() * 10) * 50));
    if (random() < 0.35) q.set('bedrooms', String(1 + Math.floor(random() * 3)));
    if (random() < 0.25) q.set('property_type', pick(TYPES));
    if (random() < 0.15) q.set('coliving', random() < 0.5 ? 'coliving' : 'traditional');
    if (random() < 0.2) q.set(pick(AMENITIES), 'true');
    if (random() < 0.4) q.set('ordering', pick(ORDERINGS));
    const page = random() < 0.6 ? 1 : 2 + Math.floor(random() * 8);
    if (page > 1) q.set('page', String(page));
    serial += 1;
    q.set('min_size', `0.${String(serial).padStart(7, '0')}`);
    return `/api/properties/all/?${q}`;
  };
}

const ROOM_ORDERINGS = ['-created_at', 'price', '-price', 'size', '-size'];
const ROOM_AMENITIES = ['has_private_bathroom', 'has_balcony', 'has_desk', 'is_furnished'];
const ROOM_STATUSES = ['available', 'occupied'];

/** The 1st or the 15th of a month within the next 12, 'YYYY-MM-DD'. */
function moveInDay(random) {
  const now = new Date();
  const day = random() < 0.5 ? 1 : 15;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + Math.floor(random() * 12), day))
    .toISOString()
    .slice(0, 10);
}

/**
 * Returns a function giving the next public room search path (GET /api/rooms/), varied as
 * `variedSearches`: a place or none, prices, an amenity, a status, an order and a page. A unique
 * `min_size` fraction makes every query distinct. `dates` adds a stay (`move_in` within the next
 * 12 months and 1 to 12 `months`) drawn apart, so the same seed gives the same searches with and
 * without dates.
 */
export function variedRoomSearches({ seed = 41, dates = false } = {}) {
  const random = generator(seed);
  const stays = generator(seed + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  let serial = 0;
  return () => {
    const q = new URLSearchParams();
    const where = random();
    if (where < 0.55) q.set('city', pick(CITIES));
    else if (where < 0.7) q.set('city', pick(ZONES));
    if (random() < 0.5) q.set('max_price', String(300 + Math.floor(random() * 12) * 50));
    if (random() < 0.2) q.set('min_price', String(250 + Math.floor(random() * 6) * 50));
    if (random() < 0.2) q.set(pick(ROOM_AMENITIES), 'true');
    if (random() < 0.15) q.set('status', pick(ROOM_STATUSES));
    if (random() < 0.4) q.set('ordering', pick(ROOM_ORDERINGS));
    const page = random() < 0.6 ? 1 : 2 + Math.floor(random() * 8);
    if (page > 1) q.set('page', String(page));
    if (dates) {
      q.set('move_in', moveInDay(stays));
      q.set('months', String(1 + Math.floor(stays() * 12)));
    }
    serial += 1;
    q.set('min_size', `0.${String(serial).padStart(7, '0')}`);
    return `/api/rooms/?${q}`;
  };
}

const PLACES = [...CITIES, ...ZONES, 'Alicante', 'Córdoba', 'Salamanca', 'Santander', 'Gijón', 'Palma'];

/** Returns a function giving the next location prefix as a user types it: 2 to 6 letters of a place. */
export function locationPrefixes({ seed = 31 } = {}) {
  const random = generator(seed);
  return () => {
    const place = PLACES[Math.floor(random() * PLACES.length)];
    const length = 2 + Math.floor(random() * 5);
    const prefix = place.slice(0, length);
    return random() < 0.3 ? prefix.toLowerCase() : prefix;
  };
}
