#!/usr/bin/env node
// `npm run bench:saved-searches` — how long until a burst of new properties has alerted every saved
// search it matches?
//
// Starts the built server (see bench/server-harness.mjs: rebuilt when its sources changed) on a
// fresh database, then:
//   1. creates BENCH_TEMPLATES (4,000) saved searches through the API (POST /api/saved-searches/,
//      20 per tenant): 50 cities × 20 price windows of 100 € (500–2,500 €) × 4 property types, so the
//      denormalised columns the matcher indexes are written by the server's own code;
//   2. copies them in SQL to BENCH_SEARCHES (100,000) in all, over 5,000 tenants (users copied from
//      one registered tenant), each copy with its own unsubscribe token and an alert mix of 70 %
//      instant, 20 % daily and 10 % off — every copy is a real row the matcher must consider;
//   3. sends a burst of BENCH_PROPERTIES (1,000) new available properties through the API
//      (POST /api/properties/, BENCH_CONCURRENCY (16) at once, 10 landlords), each in a random city,
//      type and price; each one matches about 25 searches (one template's copies);
//   4. polls the database until no 'saved-search-match' job is left waiting or running.
// Prints: the burst's own time, the time from the first property sent until every alert was queued
// (the figure this bench is for), the matches recorded, the instant notifications stored and the mail jobs
// queued. Exits 1 if a property that matches recorded nothing (each has ≥ 1 matching template).
// Runs on SQLite, and on PostgreSQL when DATABASE_URL is a postgres:// URL on this machine or a server
// answers on 127.0.0.1:5432 (a temporary database, dropped afterwards). BENCH_TIMEOUT (900 s) bounds it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  apiCall,
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

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 900);
const PASSWORD = 'Tortuga-Azul-93';
const PER_USER = 20;

const CITIES = Array.from({ length: 50 }, (_, i) => `Ciudad ${String.fromCharCode(65 + (i % 26))}${i}`);
const TYPES = ['apartamento', 'casa', 'estudio', 'piso'];
const WINDOWS = Array.from({ length: 20 }, (_, i) => 500 + i * 100);

guard(TIMEOUT_S);

/** A small deterministic generator, so two runs send the same burst. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function register(origin, role, n) {
  const email = `bench-ss-${role}-${n}-${Date.now()}@example.com`;
  const { status, data } = await apiCall(origin, 'POST', '/api/register/', {
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
  if (status >= 300) throw new Error(`register failed: ${status} ${JSON.stringify(data)}`);
  const me = await apiCall(origin, 'GET', '/api/me/', { token: data.token });
  return { id: me.data.id, token: data.token };
}

/** Runs `task(i)` for i in [0, n) with `limit` in flight. */
async function pool(n, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < n) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, n) }, worker));
}

// ─── The database, read and written directly ─────────────────────────────────────────────────
function sqliteStore(file) {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  return {
    async rows(query, params = []) {
      return db.prepare(query).all(...params);
    },
    async insertMany(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const insert = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      db.transaction((all) => {
        for (const row of all) insert.run(...columns.map((c) => row[c]));
      })(rows);
    },
    pendingMatchJobs: async () =>
      db
        .prepare(
          `select count(*) as n from jobs where name = 'saved-search-match' and state in ('created', 'retry', 'active')`,
        )
        .get().n,
    mailJobs: async () => db.prepare(`select count(*) as n from jobs where name = 'mail'`).get().n,
    async close() {
      db.close();
    },
  };
}

function pgStore(url) {
  const client = new pg.Client({ connectionString: url });
  const ready = client.connect();
  return {
    async rows(query, params = []) {
      await ready;
      let n = 0;
      return (
        await client.query(
          query.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    async insertMany(table, rows) {
      await ready;
      const columns = Object.keys(rows[0] ?? {});
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const values = [];
        const tuples = batch.map((row) => {
          const marks = columns.map((c) => {
            values.push(row[c]);
            return `$${values.length}`;
          });
          return `(${marks.join(', ')})`;
        });
        await client.query(
          `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
          values,
        );
      }
    },
    pendingMatchJobs: async () => {
      await ready;
      const { rows } = await client.query(
        `select count(*)::int as n from pgboss.job where name = 'saved-search-match' and state in ('created', 'retry', 'active')`,
      );
      return rows[0].n;
    },
    mailJobs: async () => {
      await ready;
      const job = await client.query(`select count(*)::int as n from pgboss.job where name = 'mail'`);
      const archived = await client
        .query(`select count(*)::int as n from pgboss.archive where name = 'mail'`)
        .catch(() => ({ rows: [{ n: 0 }] }));
      return job.rows[0].n + archived.rows[0].n;
    },
    async close() {
      await client.end();
    },
  };
}

/** Copies of one registered tenant's row (new id, e-mail), so 100,000 searches have 5,000 owners. */
async function copyUsers(store, templateId, count) {
  const [template] = await store.rows('select * from users where id = ?', [templateId]);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const { id: _id, ...row } = template;
    row.email = `bench-ss-copy-${i}-${Date.now()}@example.com`;
    if ('username' in row) row.username = row.email;
    rows.push(row);
  }
  await store.insertMany('users', rows);
  const ids = await store.rows(`select id from users where email like ? order by id`, ['bench-ss-copy-%']);
  return ids.map((r) => r.id);
}

async function runOn(label, env, openStore) {
  const { main } = prepared;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child } = await startServer(main, env, port);
  onCleanup(async () => stopServer(child));
  const store = openStore();
  try {
    // 1. The templates, through the API.
    const templates = [];
    for (const city of CITIES)
      for (const min of WINDOWS)
        for (const type of TYPES)
          templates.push({ city, min_price: min, max_price: min + 99, property_type: type });
    const setupStarted = performance.now();
    const tenants = [];
    for (let i = 0; i < Math.ceil(templates.length / PER_USER); i++)
      tenants.push(await register(origin, 'inquilino', i));
    await pool(templates.length, CONCURRENCY, async (i) => {
      const filters = templates[i];
      const { status, data } = await apiCall(origin, 'POST', '/api/saved-searches/', {
        token: tenants[Math.floor(i / PER_USER)].token,
        body: {
          name: `${filters.property_type} en ${filters.city} hasta ${filters.max_price} €`,
          filters,
          alert: 'instant',
        },
      });
      if (status !== 201)
        throw new Error(`POST /api/saved-searches/ answered ${status} ${JSON.stringify(data)}`);
    });
    // 2. The copies, in SQL: every column the server wrote, with another owner, token and alert.
    const saved = await store.rows('select * from saved_searches order by id');
    const copies = SEARCHES - saved.length;
    const owners = await copyUsers(store, tenants[0].id, Math.ceil(copies / PER_USER));
    const rows = [];
    const rand = random(7);
    for (let i = 0; i < copies; i++) {
      const { id: _id, ...row } = saved[i % saved.length];
      const r = rand();
      row.user_id = owners[Math.floor(i / PER_USER)];
      row.alert = r < 0.7 ? 'instant' : r < 0.9 ? 'daily' : 'off';
      row.unsubscribe_token = randomBytes(18).toString('base64url');
      rows.push(row);
    }
    await store.insertMany('saved_searches', rows);
    const [{ n: total }] = await store.rows('select count(*) as n from saved_searches');
    console.log(
      `${label}: ${fmt(Number(total))} saved searches ready in ${fmt((performance.now() - setupStarted) / 1000, 1)} s`,
    );

    // 3. The burst.
    const landlords = [];
    for (let i = 0; i < 10; i++) landlords.push(await register(origin, 'propietario', i));
    const rand2 = random(42);
    const burst = Array.from({ length: PROPERTIES }, (_, i) => ({
      city: CITIES[Math.floor(rand2() * CITIES.length)],
      property_type: TYPES[Math.floor(rand2() * TYPES.length)],
      price: 500 + Math.floor(rand2() * 2000),
      i,
    }));
    const mailBefore = await store.mailJobs();
    const started = performance.now();
    const ids = [];
    await pool(PROPERTIES, CONCURRENCY, async (i) => {
      const p = burst[i];
      const { status, data } = await apiCall(origin, 'POST', '/api/properties/', {
        token: landlords[i % landlords.length].token,
        body: {
          title: `Propiedad del banco ${i}`,
          description: 'Una propiedad nueva para medir los avisos de las búsquedas guardadas.',
          price: p.price,
          size: 60,
          address: `Calle Mayor ${i}`,
          city: p.city,
          postal_code: '28001',
          bedrooms: 2,
          bathrooms: 1,
          property_type: p.property_type,
          status: 'disponible',
        },
      });
      if (status !== 201) throw new Error(`POST /api/properties/ answered ${status} ${JSON.stringify(data)}`);
      ids.push(data.id);
    });
    const burstMs = performance.now() - started;
    // 4. Until every match job has run.
    while ((await store.pendingMatchJobs()) > 0) await sleep(25);
    const queuedMs = performance.now() - started;

    const [{ n: matches }] = await store.rows('select count(*) as n from saved_search_matches');
    const [{ n: notifications }] = await store.rows(
      `select count(*) as n from notifications where event_type = 'saved_search_match'`,
    );
    const mail = (await store.mailJobs()) - mailBefore;
    const unmatched = await store.rows(
      `select count(*) as n from properties p where p.title like 'Propiedad del banco %'
         and not exists (select 1 from saved_search_matches m where m.property_id = p.id)`,
    );
    const expectedMatches = (SEARCHES / templates.length) * PROPERTIES;
    console.log(
      `${label}: ${fmt(PROPERTIES)} properties sent in ${fmt(burstMs / 1000, 2)} s (the API's own time)`,
    );
    console.log(
      `${label}: every alert queued ${fmt(queuedMs / 1000, 2)} s after the first property was sent ` +
        `(${fmt(queuedMs / PROPERTIES, 1)} ms a property)`,
    );
    console.log(
      `${label}: ${fmt(Number(matches))} matches recorded (≈ ${fmt(expectedMatches)} expected), ` +
        `${fmt(Number(notifications))} instant notifications, ${fmt(mail)} alert e-mails queued`,
    );
    return Number(unmatched[0].n) === 0;
  } finally {
    await store.close();
    await stopServer(child);
  }
}

let prepared;
runMain(async () => {
  prepared = prepareServer();
  console.log(
    `Saved-search alerts: ${fmt(SEARCHES)} saved searches, a burst of ${fmt(PROPERTIES)} new properties (${CONCURRENCY} at once).`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-bench-ss-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  let ok = await runOn('SQLite', { DATABASE_URL: '', DATA_DIR: dataDir }, () =>
    sqliteStore(join(dataDir, 'convive.db')),
  );
  const adminUrl = await pgAdminUrl();
  if (adminUrl) {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'convive-bench-ss-pg-'));
    onCleanup(async () => rmSync(pgDataDir, { recursive: true, force: true }));
    ok =
      (await withPgDatabase(adminUrl, 'bench_saved_searches', (url) =>
        runOn('PostgreSQL', { DATABASE_URL: url, DATA_DIR: pgDataDir }, () => pgStore(url)),
      )) && ok;
  }
  return ok;
});
