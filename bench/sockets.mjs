#!/usr/bin/env node
// `npm run bench:sockets` — 2,000 open notification sockets on one server process, and how fast a
// live event reaches them (the target: event delivery p99 < 100 ms).
//
// For each database it starts the built server (bench/server-harness.mjs: packages/server/dist/main.js,
// rebuilt when older than its sources; or BENCH_REF / BENCH_SERVER_MAIN) on a free loopback port with
// a fresh data folder, RATE_LIMIT=false, SEED_DEMO=false, LOG_LEVEL=warn. Then:
//   1. set-up through the API: BENCH_LANDLORDS landlords (100), each with one property, and
//      BENCH_TENANTS tenants (25), registered BENCH_REGISTER_CONCURRENCY at a time (4: argon2
//      hashing makes a registration cost tens of ms); each account's id comes from GET /api/me/;
//   2. opens BENCH_SOCKETS sockets (2000) on /ws/notifications/{userId}/?token=…, spread round-robin
//      over all the accounts (about 16 per account, like several open tabs sharing one session
//      token), BENCH_OPEN_CONCURRENCY handshakes at a time (100). A socket counts as open once it has
//      answered {"type":"ping"} with a pong: the server answers only once its subscription is live.
//      Prints how long opening took and how many failed;
//   3. raises BENCH_EVENTS real events (1000) at BENCH_RATE per second (50), open loop (each call
//      leaves on its schedule, whatever the previous ones do): event k is tenant k÷L favouriting
//      landlord k mod L's property (POST /api/favorites/), which stores a notification and pushes it
//      to every socket of that landlord (features/notifications/service.ts; on SQLite an in-process EventEmitter,
//      on PostgreSQL LISTEN/NOTIFY — the publisher hears its own NOTIFY too). Each (tenant, property)
//      pair is used once, so every call creates a favourite (201) and notifies;
//   4. waits until every expected message has arrived (BENCH_SETTLE_MS at most, 5000).
//
// Delivery latency of a socket message = the time the bench received it − the time the bench SENT
// the API call that raised it (the answer's arrival is no reference: with the in-process bus the push
// goes out before the HTTP answer). The API call's own latency is printed beside it. Each message is
// matched to its event by the tenant named in its text and its related_object_id (the property); a
// message on a socket of another user, a duplicate, or one never sent is counted as misrouted.
// Also printed: the latency from the message's own `timestamp` (taken by notify() before it stores the
// notification, wall clock, 1 ms steps) to its receipt — the bus and socket part without the request's
// queueing and authentication.
//
// Also printed: the server's RSS (VmRSS of /proc/<pid>/status) before and after opening the sockets
// and after the events; GET /api/health/ latency sampled every 100 ms while the events run (the
// event loop is not starved); the file-descriptor limit (`ulimit -n`) inherited by the server,
// flagged when lower than the sockets plus a margin.
//
// Runs on SQLite, and on PostgreSQL too when DATABASE_URL is a postgres:// URL on this machine
// (loopback only): in a fresh database bench_sockets_<timestamp>, dropped afterwards.
// Exit code 1 when a socket failed to open, a message was lost or misrouted, or an event call
// failed; the p99 target is printed as met or not (it depends on the machine's load).
// Everything is bounded: BENCH_TIMEOUT seconds (300) for the whole run; no server outlives it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  apiCall,
  fmt,
  freePort,
  guard,
  latencyStats,
  mustCall,
  onCleanup,
  pgAdminUrl,
  pool,
  prepareServer,
  runMain,
  sleep,
  startServer,
  stopServer,
  withPgDatabase,
} from './server-harness.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const LANDLORDS = Number(process.env.BENCH_LANDLORDS ?? 100);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 25);
const REGISTER_CONCURRENCY = Number(process.env.BENCH_REGISTER_CONCURRENCY ?? 4);
const OPEN_CONCURRENCY = Number(process.env.BENCH_OPEN_CONCURRENCY ?? 100);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
const TARGET_P99_MS = 100;
const PASSWORD = 'Tortuga-Azul-93';
/** File descriptors the server needs beside its sockets (database, files, HTTP clients). */
const FD_MARGIN = 256;

guard(TIMEOUT_S);

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────
/** The server's resident memory in MiB (VmRSS), or NaN when /proc is not there. */
function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The soft file-descriptor limit children inherit (`ulimit -n`), or null when unknown. */
function fdLimit() {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const text = result.stdout?.trim();
  if (!text) return null;
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

// ─── Set-up ───────────────────────────────────────────────────────────────────────────────────
const runTag = Date.now().toString(36);

async function registerAccount(origin, role, i) {
  const { token } = await mustCall(origin, 'POST', '/api/register/', {
    body: {
      email: `sockets-${role}-${i}-${runTag}@example.com`,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      first_name: role === 'propietario' ? 'Carmen' : 'Inquilina',
      // The tenant's index, read back from the notification text to match a message to its event.
      last_name: `Banco-${i}`,
      role,
    },
  });
  const me = await mustCall(origin, 'GET', '/api/me/', { token });
  return { token, id: me.id };
}

/** Landlords (each with one property) and tenants: { landlords, tenants }. */
async function setUp(origin) {
  const landlords = await pool(LANDLORDS, REGISTER_CONCURRENCY, async (i) => {
    const account = await registerAccount(origin, 'propietario', i);
    const property = await mustCall(origin, 'POST', '/api/properties/', {
      token: account.token,
      body: {
        title: `Piso de prueba ${i}`,
        description: 'Piso para la prueba de sockets de notificaciones.',
        price: 800 + i,
        size: 60,
        address: `Calle Mayor ${i + 1}`,
        city: 'Madrid',
        postal_code: '28001',
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    return { ...account, propertyId: property.id };
  });
  const tenants = await pool(TENANTS, REGISTER_CONCURRENCY, (i) => registerAccount(origin, 'inquilino', i));
  return { landlords, tenants };
}

// ─── Sockets ──────────────────────────────────────────────────────────────────────────────────
/**
 * Opens one socket and waits for the pong to a ping (the subscription is then live). Resolves
 * { ws } or { error }; never rejects. `onMessage(message, receivedAt)` sees every later message.
 */
function openSocket(origin, account, onMessage, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const url = `${origin.replace(/^http/, 'ws')}/ws/notifications/${account.id}/?token=${encodeURIComponent(account.token)}`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      ws.terminate();
      done({ error: `no pong within ${timeoutMs} ms` });
    }, timeoutMs);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'ping' })));
    ws.on('message', (data) => {
      const receivedAt = performance.now();
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (!settled) {
        if (message.type === 'pong') done({ ws });
        return;
      }
      onMessage(message, receivedAt);
    });
    ws.on('error', (error) => done({ error: error.message }));
    ws.on('close', (code) => done({ error: `closed with ${code} before the pong` }));
  });
}

function closeAll(sockets) {
  return Promise.all(
    sockets.map(
      ({ ws }) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            ws.terminate();
            resolve();
          }, 2000);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close();
        }),
    ),
  );
}

// ─── One database ─────────────────────────────────────────────────────────────────────────────
async function runCase(database, main, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, ms } = await startServer(main, env, port);
  const row = { database };
  try {
    console.log(`  server up in ${fmt(ms)} ms (pid ${child.pid})`);
    let started = performance.now();
    const { landlords, tenants } = await setUp(origin);
    console.log(
      `  set-up: ${LANDLORDS} landlords with a property and ${TENANTS} tenants in ${fmt((performance.now() - started) / 1000, 1)} s`,
    );

    // Who receives what: sockets round-robin over every account; events by (tenant, landlord).
    const accounts = [...landlords, ...tenants];
    const eventKey = (tenantIndex, propertyId) => `${tenantIndex}:${propertyId}`;
    const events = new Map(); // key → { landlordId, sentAt, answeredAt, status }
    const latencies = [];
    const fromNotify = [];
    const afterAnswer = { before: 0, after: 0 };
    let misrouted = 0;
    let unmatched = 0;
    let received = 0;
    const onMessage = (socketState) => (message, receivedAt) => {
      if (message.type !== 'notification') return;
      const tenant = /Banco-(\d+) /.exec(String(message.message ?? ''));
      const key = tenant ? eventKey(Number(tenant[1]), message.related_object_id) : null;
      const event = key ? events.get(key) : undefined;
      if (!event) {
        unmatched += 1;
        return;
      }
      if (event.landlordId !== socketState.userId || message.user_id !== socketState.userId) {
        misrouted += 1;
        return;
      }
      if (socketState.seen.has(key)) {
        misrouted += 1;
        return;
      }
      socketState.seen.add(key);
      received += 1;
      latencies.push(receivedAt - event.sentAt);
      // From the notification's own timestamp (set by notify() before it stores the row; 1 ms steps).
      const stamped = Date.parse(message.timestamp);
      if (Number.isFinite(stamped)) fromNotify.push(performance.timeOrigin + receivedAt - stamped);
      if (event.answeredAt === undefined) afterAnswer.before += 1;
      else afterAnswer.after += 1;
    };

    row.rssBefore = rssMiB(child.pid);
    started = performance.now();
    const states = Array.from({ length: SOCKETS }, (_, i) => ({
      userId: accounts[i % accounts.length].id,
      seen: new Set(),
    }));
    const opened = await pool(SOCKETS, OPEN_CONCURRENCY, (i) =>
      openSocket(origin, accounts[i % accounts.length], onMessage(states[i])),
    );
    row.openSeconds = (performance.now() - started) / 1000;
    const sockets = opened.flatMap((o, i) => (o.ws ? [{ ws: o.ws, state: states[i] }] : []));
    const errors = opened.filter((o) => o.error).map((o) => o.error);
    row.open = sockets.length;
    row.failed = errors.length;
    console.log(
      `  opened ${fmt(row.open)} sockets in ${fmt(row.openSeconds, 2)} s, ${row.failed} failed` +
        (errors.length ? ` (first: ${errors[0]})` : ''),
    );
    await sleep(500);
    row.rssOpen = rssMiB(child.pid);
    const openPerUser = new Map();
    for (const { ws, state } of sockets) {
      if (ws.readyState === WebSocket.OPEN)
        openPerUser.set(state.userId, (openPerUser.get(state.userId) ?? 0) + 1);
    }

    // Health probe while the events run: the event loop must keep answering.
    const health = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const sent = performance.now();
        try {
          const response = await fetch(`${origin}/api/health/`, { signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.ok) health.push(performance.now() - sent);
        } catch {}
        await sleep(100);
      }
    })();

    // Events, open loop at RATE per second.
    const apiLatencies = [];
    let failedEvents = 0;
    let firstFailure = null;
    let expected = 0;
    const calls = [];
    started = performance.now();
    for (let k = 0; k < EVENTS; k++) {
      const due = started + (k * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const landlord = landlords[k % LANDLORDS];
      const tenantIndex = Math.floor(k / LANDLORDS);
      const tenant = tenants[tenantIndex];
      const event = { landlordId: landlord.id, sentAt: performance.now(), answeredAt: undefined, status: 0 };
      events.set(eventKey(tenantIndex, landlord.propertyId), event);
      expected += openPerUser.get(landlord.id) ?? 0;
      calls.push(
        apiCall(origin, 'POST', '/api/favorites/', {
          token: tenant.token,
          body: { property: landlord.propertyId },
        })
          .then(({ status, data }) => {
            event.answeredAt = performance.now();
            event.status = status;
            apiLatencies.push(event.answeredAt - event.sentAt);
            if (status !== 201) {
              failedEvents += 1;
              firstFailure ??= `${status} ${JSON.stringify(data)}`;
            }
          })
          .catch((error) => {
            failedEvents += 1;
            firstFailure ??= error.message;
          }),
      );
    }
    await Promise.all(calls);
    row.eventSeconds = (performance.now() - started) / 1000;
    // Messages of failed calls are not expected (none should fail).
    for (const event of events.values()) {
      if (event.status !== 201) expected -= openPerUser.get(event.landlordId) ?? 0;
    }
    const settleStart = performance.now();
    while (received < expected && performance.now() - settleStart < SETTLE_MS) await sleep(50);
    probing = false;
    await probe;
    row.rssAfter = rssMiB(child.pid);
    row.closedEarly = sockets.filter(({ ws }) => ws.readyState !== WebSocket.OPEN).length;

    Object.assign(row, {
      events: EVENTS,
      failedEvents,
      expected,
      received,
      lost: Math.max(0, expected - received),
      misrouted,
      unmatched,
      latency: latencyStats(latencies),
      fromNotify: latencyStats(fromNotify),
      api: latencyStats(apiLatencies),
      health: latencyStats(health),
      beforeAnswer: afterAnswer.before,
    });
    console.log(
      `  ${fmt(EVENTS)} events in ${fmt(row.eventSeconds, 1)} s (${failedEvents} failed` +
        `${firstFailure ? `, first: ${firstFailure}` : ''}); messages ${fmt(received)} of ${fmt(expected)} expected`,
    );
    await closeAll(sockets);
    return row;
  } finally {
    await stopServer(child);
  }
}

function withDataDir(fn) {
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-sockets-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  return fn(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

// ─── Report ───────────────────────────────────────────────────────────────────────────────────
function printTable(rows, fds) {
  const ms = (v) => (Number.isFinite(v) ? fmt(v, 1) : '—');
  const mib = (v) => (Number.isFinite(v) ? `${fmt(v, 0)} MiB` : '—');
  const lines = [
    ['sockets open / asked', (r) => `${fmt(r.open)} / ${fmt(SOCKETS)}`],
    ['sockets failed to open', (r) => fmt(r.failed)],
    ['time to open them', (r) => `${fmt(r.openSeconds, 2)} s`],
    ['sockets closed during run', (r) => fmt(r.closedEarly)],
    ['events raised (failed)', (r) => `${fmt(r.events)} (${fmt(r.failedEvents)})`],
    ['events: actual duration', (r) => `${fmt(r.eventSeconds, 1)} s`],
    ['messages expected', (r) => fmt(r.expected)],
    ['messages received', (r) => fmt(r.received)],
    ['lost / misrouted / unknown', (r) => `${fmt(r.lost)} / ${fmt(r.misrouted)} / ${fmt(r.unmatched)}`],
    ['delivery p50 ms', (r) => ms(r.latency.p50)],
    ['delivery p95 ms', (r) => ms(r.latency.p95)],
    ['delivery p99 ms', (r) => ms(r.latency.p99)],
    ['delivery max ms', (r) => ms(r.latency.max)],
    ['from notify() p50/p99 ms', (r) => `${ms(r.fromNotify.p50)} / ${ms(r.fromNotify.p99)}`],
    ['pushed before the answer', (r) => `${fmt((100 * r.beforeAnswer) / Math.max(1, r.received), 0)} %`],
    ['API call p50 / p99 ms', (r) => `${ms(r.api.p50)} / ${ms(r.api.p99)}`],
    ['health p50 / p99 / max ms', (r) => `${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)}`],
    ['health samples', (r) => fmt(r.health.n)],
    ['server RSS before sockets', (r) => mib(r.rssBefore)],
    ['server RSS, sockets open', (r) => mib(r.rssOpen)],
    ['server RSS after events', (r) => mib(r.rssAfter)],
    [`p99 < ${TARGET_P99_MS} ms`, (r) => (r.latency.p99 < TARGET_P99_MS ? 'met' : 'NOT met')],
  ];
  const width = 28;
  const col = 24;
  console.log(
    `\n${fmt(SOCKETS)} sockets over ${LANDLORDS} landlords + ${TENANTS} tenants (round-robin);` +
      ` ${fmt(EVENTS)} favourites at ${RATE}/s, each notifying one landlord's sockets` +
      `\nfile-descriptor limit (ulimit -n): ${fds === null ? 'unknown' : fds === Number.POSITIVE_INFINITY ? 'unlimited' : fmt(fds)}\n`,
  );
  console.log(`${''.padEnd(width)}${rows.map((r) => r.database.padStart(col)).join('')}`);
  for (const [label, f] of lines)
    console.log(`${label.padEnd(width)}${rows.map((r) => f(r).padStart(col)).join('')}`);
  console.log(
    '\ndelivery: receive time − the time the bench sent the POST /api/favorites/ that raised it, per socket' +
      '\nmessage (bench clock; the bench process shares the CPU with the server). "pushed before the answer":' +
      "\nmessages received before that call's HTTP answer. from notify(): receive wall-clock time − the message's" +
      '\n`timestamp` (taken in features/notifications/service.ts before the row is stored): the bus and socket part alone.' +
      '\nhealth: GET /api/health/ every 100 ms during the events.',
  );
}

async function main() {
  const fds = fdLimit();
  if (fds !== null && fds < SOCKETS + FD_MARGIN) {
    console.log(
      `WARNING: ulimit -n is ${fds}, below ${SOCKETS} sockets + ${FD_MARGIN}: raise it (ulimit -n ${SOCKETS * 2}) or sockets will fail to open.`,
    );
  }
  if (EVENTS > LANDLORDS * TENANTS) {
    throw new Error(
      `BENCH_EVENTS=${EVENTS} needs ${EVENTS} distinct (tenant, property) pairs: BENCH_LANDLORDS × BENCH_TENANTS is ${LANDLORDS * TENANTS}`,
    );
  }
  const { main: serverMain, label } = prepareServer();
  console.log(`server: ${label}`);
  const rows = [];
  console.log('\n=== SQLite');
  rows.push(
    await withDataDir((dataDir) => runCase('SQLite', serverMain, { DATABASE_URL: '', DATA_DIR: dataDir })),
  );
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    const adminUrl = await pgAdminUrl();
    rows.push(
      await withDataDir((dataDir) =>
        withPgDatabase(adminUrl, 'bench_sockets', (url, name) => {
          console.log(`\n=== PostgreSQL (database ${name})`);
          return runCase('PostgreSQL', serverMain, { DATABASE_URL: url, DATA_DIR: dataDir });
        }),
      ),
    );
  } else {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL=postgres://… on this machine to run it too)');
  }
  printTable(rows, fds);
  const bad = rows.filter((r) => r.failed > 0 || r.lost > 0 || r.misrouted > 0 || r.failedEvents > 0);
  console.log(
    bad.length
      ? `\nFAILED on ${bad.map((r) => r.database).join(', ')}: sockets failed, messages lost or misrouted, or event calls failed.`
      : "\nOK: every socket opened and every expected message arrived once, on its user's sockets.",
  );
  return bad.length === 0;
}

await runMain(main);
