#!/usr/bin/env node
// `npm run bench:durability` — does every acknowledged write survive a kill -9 of the server?
//
// Builds the server when its sources changed (BENCH_REF / BENCH_SERVER_MAIN pick another build: see
// bench/server-harness.mjs), starts it on a free loopback port with a fresh data folder, registers
// a few landlords and tenants, then keeps BENCH_CONCURRENCY (16) writes in flight at once:
// properties created (POST /api/properties/), favourites added (POST /api/favorites/) and profiles
// updated (PATCH /api/users/{id}/ with a new bio; one update at a time per user, so the last
// acknowledged value is well defined). Every write answered 2xx is recorded. After a random 1–3 s
// of writes the server is killed with SIGKILL while requests are in flight, restarted on the same
// data, and the database is read directly (better-sqlite3 / pg) to check that
//   - every acknowledged write of this round and of all earlier rounds is present (missing must be
//     0); writes sent but not answered before the kill and present anyway are counted, for
//     information (from then on they are checked like acknowledged ones);
//   - SQLite: PRAGMA integrity_check is ok and PRAGMA foreign_key_check finds nothing;
//     PostgreSQL: SELECT count(*) works on every table and no foreign key has an orphaned row.
// BENCH_ROUNDS (3) kill cycles per database. Runs on SQLite, and on PostgreSQL when DATABASE_URL is
// a postgres:// URL on this machine (loopback only) or a server answers on 127.0.0.1:5432 (user
// postgres, database test): there it works in a temporary database bench_durability_<timestamp>
// that it drops afterwards.
// This is a process crash, not a power cut: the operating system keeps what was written to its page
// cache, so SQLite's synchronous=NORMAL is enough here; PostgreSQL itself is never killed.
// Prints one row per round (writes acknowledged, present, missing, integrity, restart time: from
// the spawn to the first answer) and the latency of the acknowledged writes; exits 1 if an
// acknowledged write is missing or an integrity check fails.
// Everything is bounded: BENCH_TIMEOUT seconds (300) for the whole run, after which it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  apiCall,
  exitOf,
  fmt,
  freePort,
  guard,
  onCleanup,
  pgAdminUrl,
  prepareServer,
  runMain,
  sleep,
  startServer,
  stopServer,
  withPgDatabase,
} from './server-harness.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
const LANDLORDS = 3;
const TENANTS = 5;
const PASSWORD = 'Tortuga-Azul-93';

guard(TIMEOUT_S);
let serverMain;

// ─── API calls ────────────────────────────────────────────────────────────────────────────────
const call = apiCall;

async function register(origin, role, n) {
  const email = `dur-${role}-${n}-${Date.now()}@example.com`;
  const registered = await call(origin, 'POST', '/api/register/', {
    body: {
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      first_name: role === 'propietario' ? 'Lola' : 'Iker',
      last_name: `Prueba${n}`,
      role,
    },
  });
  if (registered.status >= 300)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.data)}`);
  const { token } = registered.data;
  const me = await call(origin, 'GET', '/api/me/', { token });
  if (me.status !== 200) throw new Error(`GET /api/me/ failed: ${me.status}`);
  return { id: me.data.id, token, role, bio: { acked: null, unacked: new Set() }, busy: false };
}

// ─── The state of every write, across rounds ──────────────────────────────────────────────────
function newLedger() {
  return {
    seq: 0,
    properties: new Map(), // title → { id, round } (acknowledged)
    propertySent: new Map(), // title → round (sent, not acknowledged)
    favorites: new Map(), // `${tenant}:${property}` → { id, round }
    favoriteSent: new Map(), // `${tenant}:${property}` → round
    profileAcks: [], // { user, value, round } — only the latest per user is checked
  };
}

/** One round of writers; resolves when all of them have stopped after `stop()` and the kill. */
function runWriters(origin, users, ledger, round) {
  const landlords = users.filter((u) => u.role === 'propietario');
  const tenants = users.filter((u) => u.role === 'inquilino');
  const counts = { properties: 0, favorites: 0, profiles: 0, failed: 0, inFlight: 0 };
  // Milliseconds from send to the 2xx answer, per kind of write.
  const latency = { 'POST /api/properties/': [], 'POST /api/favorites/': [], 'PATCH /api/users/{id}/': [] };
  let stopped = false;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  async function createProperty() {
    const landlord = pick(landlords);
    const title = `dur-r${round}-${++ledger.seq}`;
    ledger.propertySent.set(title, round);
    const { status, data } = await call(origin, 'POST', '/api/properties/', {
      token: landlord.token,
      body: {
        title,
        description: 'Piso luminoso para la prueba de durabilidad.',
        price: 700 + (ledger.seq % 500),
        size: 60,
        address: `Calle Mayor ${ledger.seq}`,
        city: 'Madrid',
        postal_code: '28001',
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    if (status >= 200 && status < 300) {
      ledger.propertySent.delete(title);
      ledger.properties.set(title, { id: data.id, round });
      counts.properties++;
      return 'POST /api/properties/';
    } else throw new Error(`POST /api/properties/ answered ${status}`);
  }

  function freeFavorite() {
    const acked = [...ledger.properties.values()];
    for (let tries = 0; tries < 20; tries++) {
      const tenant = pick(tenants);
      const property = pick(acked);
      const key = `${tenant.id}:${property.id}`;
      if (!ledger.favorites.has(key) && !ledger.favoriteSent.has(key)) return { tenant, property, key };
    }
    return null;
  }

  async function addFavorite({ tenant, property, key }) {
    ledger.favoriteSent.set(key, round);
    const { status, data } = await call(origin, 'POST', '/api/favorites/', {
      token: tenant.token,
      body: { property: property.id },
    });
    if (status >= 200 && status < 300) {
      ledger.favoriteSent.delete(key);
      ledger.favorites.set(key, { id: data.id, round });
      counts.favorites++;
      return 'POST /api/favorites/';
    } else throw new Error(`POST /api/favorites/ answered ${status}`);
  }

  async function updateProfile(user) {
    const value = `bio r${round} #${++ledger.seq}`;
    user.busy = true;
    user.bio.unacked.add(value);
    try {
      const { status, data } = await call(origin, 'PATCH', `/api/users/${user.id}/`, {
        token: user.token,
        body: { bio: value },
      });
      if (status >= 200 && status < 300 && data.bio === value) {
        // Acknowledged: earlier unanswered values can no longer be the latest one.
        user.bio = { acked: { value, round }, unacked: new Set() };
        counts.profiles++;
        return 'PATCH /api/users/{id}/';
      } else throw new Error(`PATCH /api/users/{id}/ answered ${status}`);
    } finally {
      user.busy = false;
    }
  }

  async function worker() {
    while (!stopped) {
      const r = Math.random();
      let op;
      if (ledger.properties.size > 0 && r < 0.35) {
        const favorite = freeFavorite();
        if (favorite) op = () => addFavorite(favorite);
      } else if (r < 0.6) {
        const free = users.filter((u) => !u.busy);
        if (free.length) {
          const user = pick(free);
          op = () => updateProfile(user);
        }
      }
      op ??= createProperty;
      counts.inFlight++;
      const sent = performance.now();
      try {
        latency[await op()].push(performance.now() - sent);
      } catch (error) {
        counts.failed++;
        if (!stopped) {
          stopped = true;
          throw error;
        }
      } finally {
        counts.inFlight--;
      }
    }
  }

  const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    counts,
    latency,
    stop() {
      stopped = true;
    },
    done: workers,
  };
}

// ─── Verification, straight from the database ─────────────────────────────────────────────────
function sqliteReader(file) {
  return {
    async query(sql, params = []) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const statement = db.prepare(sql);
        return statement.reader ? statement.all(...params) : [];
      } finally {
        db.close();
      }
    },
    async integrity() {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const check = db.pragma('integrity_check').map((row) => row.integrity_check);
        const fk = db.pragma('foreign_key_check');
        const problems = [];
        if (check.join() !== 'ok') problems.push(`integrity_check: ${check.slice(0, 3).join('; ')}`);
        if (fk.length) problems.push(`${fk.length} foreign key violations (${fk[0].table}→${fk[0].parent})`);
        return problems.length ? problems.join(', ') : 'ok (integrity, fk)';
      } finally {
        db.close();
      }
    },
  };
}

function pgReader(url) {
  return {
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    },
    async integrity() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const problems = [];
        const tables = (
          await client.query(
            `SELECT table_name FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
          )
        ).rows.map((r) => r.table_name);
        for (const table of tables) {
          try {
            await client.query(`SELECT count(*) FROM "${table}"`);
          } catch (error) {
            problems.push(`count(*) on ${table}: ${error.message}`);
          }
        }
        // Every foreign key of the schema: rows whose referenced row is missing.
        const keys = (
          await client.query(
            `SELECT c.conname, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
                    array_agg(ca.attname::text ORDER BY k.i) AS child_cols,
                    array_agg(pa.attname::text ORDER BY k.i) AS parent_cols
             FROM pg_constraint c
             CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(ck, pk, i)
             JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.ck
             JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.pk
             WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
             GROUP BY c.conname, c.conrelid, c.confrelid`,
          )
        ).rows;
        let orphans = 0;
        for (const key of keys) {
          const on = key.child_cols.map((col, i) => `p."${key.parent_cols[i]}" = c."${col}"`).join(' AND ');
          const notNull = key.child_cols.map((col) => `c."${col}" IS NOT NULL`).join(' AND ');
          const { rows } = await client.query(
            `SELECT count(*)::int AS n FROM ${key.child} c
             WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${on})`,
          );
          if (rows[0].n) {
            orphans += rows[0].n;
            problems.push(`${rows[0].n} orphans in ${key.child} (${key.conname})`);
          }
        }
        return problems.length
          ? problems.join(', ')
          : `ok (${tables.length} tables counted, ${keys.length} fks, ${orphans} orphans)`;
      } finally {
        await client.end();
      }
    },
  };
}

async function verify(reader, users, ledger, round) {
  const result = {
    acked: 0,
    present: 0,
    missing: 0,
    earlier: 0,
    earlierPresent: 0,
    unackedPresent: 0,
    details: [],
  };
  const inRound = (r) => r === round;
  // One acknowledged write found (ok) or not: counted in this round's columns or the earlier ones.
  const tally = (r, ok, detail) => {
    if (inRound(r)) {
      result.acked++;
      if (ok) result.present++;
    } else {
      result.earlier++;
      if (ok) result.earlierPresent++;
    }
    if (!ok) {
      result.missing++;
      result.details.push(detail());
    }
  };

  // Properties: acknowledged titles must be there with their id; unanswered ones may be.
  const rows = await reader.query("SELECT id, title FROM properties WHERE title LIKE 'dur-r%'");
  const byTitle = new Map(rows.map((r) => [r.title, Number(r.id)]));
  for (const [title, { id, round: r }] of ledger.properties) {
    tally(r, byTitle.get(title) === Number(id), () => `property ${id} «${title}»`);
  }
  for (const [title, r] of ledger.propertySent) {
    if (byTitle.has(title)) {
      if (inRound(r)) result.unackedPresent++;
      // Present now: from here on it is treated as a write that must stay.
      ledger.properties.set(title, { id: byTitle.get(title), round: r });
      ledger.propertySent.delete(title);
    }
  }

  // Favourites: acknowledged (tenant, property) pairs with their id.
  const favs = await reader.query('SELECT id, user_id, property_id FROM favorites');
  const byPair = new Map(favs.map((f) => [`${f.user_id}:${f.property_id}`, Number(f.id)]));
  for (const [key, { id, round: r }] of ledger.favorites) {
    tally(r, byPair.get(key) === Number(id), () => `favourite ${id} (user:property ${key})`);
  }
  for (const [key, r] of ledger.favoriteSent) {
    if (byPair.has(key)) {
      if (inRound(r)) result.unackedPresent++;
      ledger.favorites.set(key, { id: byPair.get(key), round: r });
    }
    ledger.favoriteSent.delete(key);
  }

  // Profiles: the bio is the last acknowledged value, or a later one that was sent unanswered.
  const bios = await reader.query('SELECT id, bio FROM users');
  const bioOf = new Map(bios.map((u) => [Number(u.id), u.bio]));
  for (const user of users) {
    const stored = bioOf.get(Number(user.id));
    const { acked, unacked } = user.bio;
    if (unacked.has(stored)) {
      result.unackedPresent++;
      user.bio = { acked: { value: stored, round }, unacked: new Set() };
      continue;
    }
    if (!acked) continue;
    tally(
      acked.round,
      stored === acked.value,
      () => `bio of user ${user.id}: «${stored}», not «${acked.value}»`,
    );
    user.bio.unacked = new Set();
  }
  return result;
}

// ─── One database: start, register, then ROUNDS kill cycles ───────────────────────────────────
async function runOn(label, env, reader) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let { child, ms: firstStartMs } = await startServer(serverMain, env, port);
  console.log(`first start on an empty database: ${fmt(firstStartMs)} ms`);
  const rows = [];
  try {
    const users = [];
    for (let n = 0; n < LANDLORDS; n++) users.push(await register(origin, 'propietario', n));
    for (let n = 0; n < TENANTS; n++) users.push(await register(origin, 'inquilino', n));
    const ledger = newLedger();

    for (let round = 1; round <= ROUNDS; round++) {
      const writers = runWriters(origin, users, ledger, round);
      const writeMs = 1000 + Math.random() * 2000;
      // A writer that fails before the kill (a non-2xx answer) stops the round early.
      const early = await Promise.race([sleep(writeMs).then(() => false), writers.done.then(() => true)]);
      if (early) throw new Error('the writers stopped before the kill');
      const inFlight = writers.counts.inFlight;
      process.kill(child.pid, 'SIGKILL');
      writers.stop();
      await exitOf(child);
      await writers.done.catch(() => {});

      const restarted = await startServer(serverMain, env, port);
      child = restarted.child;
      const result = await verify(reader, users, ledger, round);
      const integrity = await reader.integrity();
      const integrityOk = integrity.startsWith('ok');
      rows.push({
        label,
        round,
        writeMs,
        inFlight,
        counts: writers.counts,
        latency: writers.latency,
        ...result,
        integrity,
        integrityOk,
        restartMs: restarted.ms,
      });
      const last = rows.at(-1);
      console.log(
        `${label} round ${round}: ${fmt(writeMs / 1000, 1)} s of writes, ${inFlight} in flight at the kill, ` +
          `${result.acked} acknowledged, ${result.missing} missing, integrity ${integrity}, restart ${fmt(last.restartMs)} ms`,
      );
      for (const detail of result.details.slice(0, 10)) console.log(`  missing: ${detail}`);
    }
  } finally {
    await stopServer(child);
  }
  return rows;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** Latency of the acknowledged writes, all rounds of a database together. */
function printLatency(rows) {
  console.log(
    `\n${'database'.padEnd(11)} ${'write'.padEnd(24)} ${'acked'.padStart(6)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );
  for (const label of new Set(rows.map((r) => r.label))) {
    const mine = rows.filter((r) => r.label === label);
    const seconds = mine.reduce((sum, r) => sum + r.writeMs / 1000, 0);
    for (const kind of Object.keys(mine[0].latency)) {
      const all = mine.flatMap((r) => r.latency[kind]).sort((a, b) => a - b);
      console.log(
        `${label.padEnd(11)} ${kind.padEnd(24)} ${String(all.length).padStart(6)} ${fmt(all.length / seconds).padStart(7)} ${fmt(percentile(all, 50)).padStart(7)} ${fmt(percentile(all, 99)).padStart(7)} ${fmt(all.at(-1) ?? 0).padStart(7)}`,
      );
    }
  }
}

function printTable(rows) {
  const columns = [
    ['database', 11, (r) => r.label],
    ['round', 6, (r) => String(r.round)],
    ['writes s', 9, (r) => fmt(r.writeMs / 1000, 1)],
    ['props', 6, (r) => String(r.counts.properties)],
    ['favs', 5, (r) => String(r.counts.favorites)],
    ['bios', 5, (r) => String(r.counts.profiles)],
    ['acked', 6, (r) => String(r.acked)],
    ['acked+present', 14, (r) => String(r.present)],
    ['earlier ok', 11, (r) => `${r.earlierPresent}/${r.earlier}`],
    ['missing', 8, (r) => String(r.missing)],
    ['in flight', 10, (r) => String(r.inFlight)],
    ['unacked+present', 16, (r) => String(r.unackedPresent)],
    ['restart ms', 11, (r) => fmt(r.restartMs)],
  ];
  console.log(
    `\n${columns.map(([h, w], i) => (i === 0 ? h.padEnd(w) : h.padStart(w))).join(' ')}  integrity`,
  );
  for (const row of rows) {
    console.log(
      `${columns.map(([, w, f], i) => (i === 0 ? f(row).padEnd(w) : f(row).padStart(w))).join(' ')}  ${row.integrity}`,
    );
  }
  console.log(
    '\nacked: writes of the round answered 2xx (a bio counts once per user: its last acknowledged value);' +
      '\nearlier ok: acknowledged writes of earlier rounds checked again; missing: acknowledged writes of' +
      '\nany round not found (must be 0); unacked+present: sent, not answered before the kill, yet stored.',
  );
}

async function main() {
  const server = prepareServer();
  serverMain = server.main;
  const rows = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'convive-durability-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\n=== SQLite in ${dataDir} (server: ${server.label})`);
  rows.push(
    ...(await runOn(
      'SQLite',
      { DATABASE_URL: '', DATA_DIR: dataDir },
      sqliteReader(join(dataDir, 'convive.db')),
    )),
  );

  const adminUrl = await pgAdminUrl();
  if (adminUrl) {
    await withPgDatabase(adminUrl, 'bench_durability', async (url, name) => {
      const pgDataDir = mkdtempSync(join(tmpdir(), 'convive-durability-pg-'));
      onCleanup(async () => rmSync(pgDataDir, { recursive: true, force: true }));
      console.log(`\n=== PostgreSQL in database ${name}`);
      rows.push(...(await runOn('PostgreSQL', { DATABASE_URL: url, DATA_DIR: pgDataDir }, pgReader(url))));
    });
  }

  printTable(rows);
  printLatency(rows);
  const failed = rows.filter((r) => r.missing > 0 || !r.integrityOk);
  console.log(
    failed.length
      ? `\nFAILED: ${failed.length} round(s) lost acknowledged writes or failed an integrity check.`
      : '\nOK: no acknowledged write was lost, every integrity check passed.',
  );
  return failed.length === 0;
}

await runMain(main);
