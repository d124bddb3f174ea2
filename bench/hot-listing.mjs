#!/usr/bin/env node
// `npm run bench:hot-listing` — many readers of one popular listing: GET /api/properties/{id}/.
//
// Reading a property used to count the view with an UPDATE of its listing's row, so every read was
// a write and concurrent readers of one listing queued on that row (on PostgreSQL, 50 connections
// got a low throughput and a long p99). The server now counts views in memory and writes
// them in batches every few seconds (packages/server/src/services/viewCounter.ts). This bench
// measures both builds on the same load and checks that no view is lost or counted twice.
//
// For each build and database it starts the server on a free loopback port (RATE_LIMIT=false,
// SEED_DEMO=false, LOG_LEVEL=warn) with a fresh data folder — and, on PostgreSQL, a fresh database
// bench_hot_listing_<timestamp> that it drops afterwards —, registers a landlord, creates one
// property and a published listing on it, then loads GET /api/properties/{id}/ anonymously with
// autocannon: BENCH_CONNECTIONS (50) connections for BENCH_WARMUP seconds (2) of warm-up, then
// BENCH_DURATION seconds (10) measured. It prints req/s, p50, p99 and max latency and the non-2xx
// answers of the measured run.
//
// Then it waits BENCH_SETTLE_MS (6000, longer than the 5 s flush of the batched counts) and reads
// the listing's `views` as its landlord (GET /api/listings/{id}/): every anonymous read answered 2xx,
// warm-up included, must have been counted once. So that the 2xx count is exact, the load is
// drained instead of cut: autocannon would destroy its connections at the end of its duration with
// one request in flight on each, which the server may still count although no answer is recorded.
// Here, once the time is up, each connection sends nothing more after its next answer (its
// responseMax is set to the requests it has made), so every request sent is answered and counted
// — autocannon 8's Client; the bench stops if that field is missing. Timeouts or connection errors
// are printed; a connection that had one cannot be exactly accounted for.
//
// Builds (see bench/server-harness.mjs): BENCH_REFS, comma-separated git revisions, default
// "HEAD,d958928" — HEAD, and d958928, the revision before the batched counts (the "before"); each
// is exported with `git archive` to a temporary folder and built there. A revision that needs
// @fastify/rate-limit, which is no longer installed, gets an empty stand-in plugin in that folder
// only (with RATE_LIMIT=false the real one registers no limit either). Or BENCH_SERVER_MAIN=<path>
// runs that built main.js alone. BENCH_BEFORE (d958928) names the "before" revision: its counts are
// printed but not checked; on every other build views must equal the 2xx answers, or it exits 1.
//
// Runs on SQLite, and on PostgreSQL when DATABASE_URL is a postgres:// URL on this machine
// (loopback only) or a server answers on 127.0.0.1:5432 (user postgres, database test).
// Everything is bounded: BENCH_TIMEOUT seconds (300) for the whole run; no server outlives it.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import {
  fmt,
  freePort,
  guard,
  mustCall,
  onCleanup,
  pgAdminUrl,
  prepareServer,
  root,
  runMain,
  sleep,
  startServer,
  stopServer,
  withPgDatabase,
} from './server-harness.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6000);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
const REFS = (process.env.BENCH_REFS ?? 'HEAD,d958928')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const BEFORE = process.env.BENCH_BEFORE ?? 'd958928';
const PASSWORD = 'Tortuga-Azul-93';

guard(TIMEOUT_S);

// ─── Builds ───────────────────────────────────────────────────────────────────────────────────
function shortRev(ref) {
  const rev = spawnSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' });
  if (rev.status !== 0) throw new Error(`${ref} is not a git revision`);
  return rev.stdout.trim();
}

/**
 * In the temporary copy of a revision (whose node_modules entries are links to the repository's),
 * an empty @fastify/rate-limit when that revision needs it and it is not installed any more.
 */
function standInRateLimit(copy) {
  const needs = JSON.parse(readFileSync(join(copy, 'packages/server/package.json'), 'utf8')).dependencies?.[
    '@fastify/rate-limit'
  ];
  if (!needs || existsSync(join(root, 'node_modules/@fastify/rate-limit'))) return;
  const scope = join(copy, 'node_modules/@fastify');
  if (lstatSync(scope).isSymbolicLink()) {
    unlinkSync(scope);
    mkdirSync(scope);
    for (const entry of readdirSync(join(root, 'node_modules/@fastify')))
      symlinkSync(join(root, 'node_modules/@fastify', entry), join(scope, entry));
  }
  const plugin = join(scope, 'rate-limit');
  mkdirSync(plugin);
  writeFileSync(
    join(plugin, 'package.json'),
    JSON.stringify({ name: '@fastify/rate-limit', version: '0.0.0-bench', type: 'module', main: 'index.js' }),
  );
  // A plugin that registers nothing: the routes' `config.rateLimit` is then ignored.
  writeFileSync(join(plugin, 'index.js'), 'export default async function rateLimitStandIn() {}\n');
  console.log('  (@fastify/rate-limit is not installed: an empty stand-in plugin is used in that copy)');
}

/** [{ main, label, checked }] — the builds to measure. */
function prepareBuilds() {
  if (process.env.BENCH_SERVER_MAIN) {
    const { main, label } = prepareServer();
    return [{ main, label, checked: true }];
  }
  const beforeRev = shortRev(BEFORE);
  return REFS.map((ref) => {
    const rev = shortRev(ref);
    process.env.BENCH_REF = ref;
    const { main } = prepareServer();
    delete process.env.BENCH_REF;
    standInRateLimit(join(dirname(main), '../../..'));
    const before = rev === beforeRev;
    return { main, label: ref === rev ? rev : `${ref} ${rev}`, checked: !before, before };
  });
}

// ─── API calls ────────────────────────────────────────────────────────────────────────────────
/** A landlord, one property and a published listing on it: { token, propertyId, listingId }. */
async function setUp(origin) {
  const email = `hot-${Date.now()}@example.com`;
  const { token } = await mustCall(origin, 'POST', '/api/register/', {
    body: {
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      first_name: 'Lola',
      last_name: 'Prueba',
      role: 'propietario',
    },
  });
  const property = await mustCall(origin, 'POST', '/api/properties/', {
    token,
    body: {
      title: 'Ático muy visitado',
      description: 'Piso luminoso para la prueba de un anuncio muy visto.',
      price: 950,
      size: 70,
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28001',
      bedrooms: 2,
      bathrooms: 1,
    },
  });
  const listing = await mustCall(origin, 'POST', '/api/listings/', {
    token,
    body: {
      property: property.id,
      title: 'Ático muy visitado',
      description: 'Anuncio publicado para la prueba de carga.',
      available_from: '2027-01-01',
      status: 'published',
    },
  });
  if (listing.status !== 'published') throw new Error(`the listing is ${listing.status}, not published`);
  return { token, propertyId: property.id, listingId: listing.id };
}

// ─── Load ─────────────────────────────────────────────────────────────────────────────────────
/**
 * `seconds` of GET `url` on CONNECTIONS connections, drained at the end (see the header):
 * { result, seconds, twoXx } where seconds runs from the start to the last answer.
 */
function load(url, seconds) {
  return new Promise((resolve, reject) => {
    const clients = [];
    let draining = false;
    let lastAnswer = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        // Only a safety net: the drain below ends the run well before.
        duration: seconds + 30,
        setupClient(client) {
          if (!('reqsMade' in client && 'responseMax' in client))
            throw new Error('autocannon Client without reqsMade/responseMax: the drain cannot work');
          clients.push(client);
          // Runs before the client sends its next request: after the time is up, it sends none.
          client.on('response', () => {
            lastAnswer = performance.now();
            if (draining) client.responseMax = client.reqsMade;
          });
        },
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        const twoXx = result['2xx'];
        resolve({ result, twoXx, seconds: (lastAnswer - started) / 1000 });
      },
    );
    const timer = setTimeout(() => {
      draining = true;
    }, seconds * 1000);
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

// ─── One case ─────────────────────────────────────────────────────────────────────────────────
async function runCase(database, build, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, ms } = await startServer(build.main, env, port);
  try {
    console.log(`  server up in ${fmt(ms)} ms`);
    const { token, propertyId, listingId } = await setUp(origin);
    const url = `${origin}/api/properties/${propertyId}/`;
    const warm = await load(url, WARMUP_S);
    console.log(
      `  warm-up: ${fmt(warm.twoXx)} answers 2xx in ${fmt(warm.seconds, 1)} s` +
        ` (non-2xx ${warm.result.non2xx}, errors ${warm.result.errors})`,
    );
    const run = await load(url, DURATION_S);
    const { result } = run;
    const twoXx = warm.twoXx + run.twoXx;
    console.log(
      `  load: ${fmt(run.twoXx)} answers 2xx in ${fmt(run.seconds, 2)} s; waiting ${fmt(SETTLE_MS)} ms for the views to be written`,
    );
    await sleep(SETTLE_MS);
    const listing = await mustCall(origin, 'GET', `/api/listings/${listingId}/`, { token });
    const row = {
      database,
      build: build.before ? `${build.label} (before)` : build.label,
      rps: (run.twoXx + result.non2xx) / run.seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: warm.result.errors + result.errors,
      timeouts: warm.result.timeouts + result.timeouts,
      twoXx,
      views: listing.views,
      checked: build.checked,
    };
    row.ok = row.views === row.twoXx;
    console.log(`  views ${fmt(row.views)} for ${fmt(twoXx)} answers 2xx: ${row.ok ? 'equal' : 'DIFFERENT'}`);
    return row;
  } finally {
    await stopServer(child);
  }
}

// ─── PostgreSQL ───────────────────────────────────────────────────────────────────────────────
function withDataDir(fn) {
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-hot-listing-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  return fn(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

// ─── Report ───────────────────────────────────────────────────────────────────────────────────
function printTable(rows) {
  const columns = [
    ['database', 10, (r) => r.database],
    ['build', 18, (r) => r.build],
    ['req/s', 8, (r) => fmt(r.rps)],
    ['p50 ms', 7, (r) => fmt(r.p50)],
    ['p99 ms', 7, (r) => fmt(r.p99)],
    ['max ms', 7, (r) => fmt(r.max)],
    ['non-2xx', 8, (r) => fmt(r.non2xx)],
    ['errors', 7, (r) => fmt(r.errors)],
    ['2xx', 8, (r) => fmt(r.twoXx)],
    ['views counted', 14, (r) => fmt(r.views)],
  ];
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1])));
  console.log(
    `\nGET /api/properties/{id}/ of one published listing, ${CONNECTIONS} connections, ${DURATION_S} s` +
      ` measured after ${WARMUP_S} s of warm-up (2xx and views: warm-up included)\n`,
  );
  console.log(`${line(columns.map(([h]) => h)).join(' ')}  check`);
  for (const row of rows) {
    const check = row.ok ? 'equal' : row.checked ? 'DIFFERENT' : 'different (not checked)';
    console.log(`${line(columns.map(([, , f]) => f(row))).join(' ')}  ${check}`);
  }
  console.log(
    '\nreq/s: answers of the measured run / the time to its last answer; latencies: its 2xx answers;' +
      '\nerrors: connection errors and timeouts (warm-up included).',
  );
}

async function main() {
  const builds = prepareBuilds();
  const adminUrl = await pgAdminUrl();
  const rows = [];
  for (const build of builds) {
    console.log(`\n=== SQLite, ${build.label}`);
    rows.push(
      await withDataDir((dataDir) => runCase('SQLite', build, { DATABASE_URL: '', DATA_DIR: dataDir })),
    );
    if (adminUrl) {
      const row = await withDataDir((dataDir) =>
        withPgDatabase(adminUrl, 'bench_hot_listing', (url, name) => {
          console.log(`\n=== PostgreSQL (database ${name}), ${build.label}`);
          return runCase('PostgreSQL', build, { DATABASE_URL: url, DATA_DIR: dataDir });
        }),
      );
      rows.push(row);
    }
  }
  printTable(rows);
  const failed = rows.filter((r) => r.checked && !r.ok);
  console.log(
    failed.length
      ? `\nFAILED: on ${failed.length} case(s) the views counted differ from the answers 2xx.`
      : '\nOK: on every checked build the views counted equal the answers 2xx.',
  );
  return failed.length === 0;
}

await runMain(main);
