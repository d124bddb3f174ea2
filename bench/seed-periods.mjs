// Gives the synthetic homes of a bench database rental periods (docs/adr/0175-rental-periods.md),
// so a search by dates has something to leave out: a held period on a third of the rooms and of the
// whole homes (unit 0), starting on the 1st of a random month within the next 18, for 1 to 6
// months. Run by bench/api.mjs after the seed, in the seed's environment: DATABASE_URL for
// PostgreSQL, else the SQLite file in DATA_DIR (the built server bundles its own modules, so the
// drivers are used directly).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** A small deterministic generator (mulberry32), as bench/variedQueries.mjs. */
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

/** The 1st of the month `n` months after this one, 'YYYY-MM-DD'. */
function monthStart(n) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
}

/** The periods: [property_id, unit, start, end] for a third of the rooms and of the whole homes. */
function periodsOf(rooms, homes) {
  const random = generator(7);
  const periods = [];
  const hold = (propertyId, unit) => {
    const from = 1 + Math.floor(random() * 18);
    const months = 1 + Math.floor(random() * 6);
    periods.push([propertyId, unit, monthStart(from), monthStart(from + months)]);
  };
  for (const room of rooms) if (random() < 1 / 3) hold(room.property_id, room.id);
  for (const home of homes) if (random() < 1 / 3) hold(home.id, 0);
  return periods;
}

function noPeriods() {
  console.log('no availability_periods table (a server from before rental periods): no periods seeded');
  process.exit(0);
}

const created = new Date().toISOString();
const ROOMS = 'select id, property_id from rooms order by id';
const HOMES = 'select id from properties where is_coliving = 0 order by id';
let summary;
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // A server from before rental periods (BENCH_REF) has no table for them: nothing to seed.
    const { rows } = await client.query("select to_regclass('availability_periods') as t");
    if (!rows[0].t) noPeriods();
    const periods = periodsOf((await client.query(ROOMS)).rows, (await client.query(HOMES)).rows);
    for (let at = 0; at < periods.length; at += 500) {
      const chunk = periods.slice(at, at + 500);
      const values = chunk.map(
        (_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, 'held', $${i * 4 + 3}, $${i * 4 + 4}, '${created}')`,
      );
      await client.query(
        `insert into availability_periods (property_id, unit, kind, start_date, end_date, created_at) values ${values.join(', ')}`,
        chunk.flat(),
      );
    }
    await client.query('vacuum analyze availability_periods');
    summary = periods.length;
  } finally {
    await client.end();
  }
} else {
  const db = new Database(join(process.env.DATA_DIR ?? 'data', 'convive.db'));
  try {
    if (!db.prepare("select 1 from sqlite_master where name = 'availability_periods'").get()) noPeriods();
    const periods = periodsOf(db.prepare(ROOMS).all(), db.prepare(HOMES).all());
    const insert = db.prepare(
      `insert into availability_periods (property_id, unit, kind, start_date, end_date, created_at) values (?, ?, 'held', ?, ?, '${created}')`,
    );
    db.transaction(() => {
      for (const period of periods) insert.run(...period);
    })();
    db.exec('analyze');
    summary = periods.length;
  } finally {
    db.close();
  }
}
console.log(`${summary.toLocaleString('en-US')} held periods on a third of the rooms and of the whole homes`);
