#!/usr/bin/env node
// `npm run bench:webhooks` — how long from an event to its webhook's first delivery attempt?
//
// Builds the server when its sources changed (see bench/server-harness.mjs), starts it with
// OUTBOUND_ALLOW_LOOPBACK=1 and a fresh data folder, and starts a local receiver that answers 200.
// A landlord registers a webhook for `lead.created` and publishes a property; then BENCH_EVENTS
// (200) enquiries are sent by guests, one every BENCH_GAP_MS (50) — an idle server, not a flood.
// Each delivery's latency is its arrival at the receiver minus the event's `created_at` (same
// machine, same clock). Prints p50, p95, p99 and the maximum per database, and whether every event
// arrived exactly once (`webhook-id` never twice). Target: p99 ≤ 2 s. Runs on SQLite, and on
// PostgreSQL (pg-boss) when one answers on 127.0.0.1:5432 or DATABASE_URL names a local one.
// Exits 1 when an event is missing, repeated, or the p99 is above the target. BENCH_SHOW=1 also
// prints the first delivery as the receiver got it (headers and body), for a partner's developer.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 50);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
const TARGET_P99_MS = 2000;
const PASSWORD = 'Tortuga-Azul-93';

guard(TIMEOUT_S);

function startReceiver() {
  const arrivals = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw);
      arrivals.push({
        id: request.headers['webhook-id'],
        type: body.type,
        ms: at - Date.parse(body.created_at),
      });
      if (process.env.BENCH_SHOW && arrivals.length === 1) {
        const shown = ['content-type', 'user-agent', 'webhook-id', 'webhook-timestamp', 'webhook-signature'];
        console.log(`\nFirst delivery, as received:\nPOST ${request.url}`);
        for (const name of shown) console.log(`${name}: ${request.headers[name]}`);
        console.log(`\n${raw}\n`);
      }
      response.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, arrivals, port: server.address().port })),
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function runOn(label, main, env) {
  const receiver = await startReceiver();
  onCleanup(async () => receiver.server.close());
  const port = await freePort();
  const { child } = await startServer(main, { OUTBOUND_ALLOW_LOOPBACK: '1', ...env }, port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const email = `wh-bench-${Date.now()}@example.com`;
    const registered = await apiCall(origin, 'POST', '/api/register/', {
      body: {
        email,
        password: PASSWORD,
        password_confirm: PASSWORD,
        accept_terms: true,
        first_name: 'Lola',
        last_name: 'Bench',
        role: 'propietario',
      },
    });
    if (registered.status >= 300) throw new Error(`register: ${registered.status}`);
    const token = registered.data.token;
    const hook = await apiCall(origin, 'POST', '/api/webhooks/', {
      token,
      body: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['lead.created'] },
    });
    if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.data)}`);
    const property = await apiCall(origin, 'POST', '/api/properties/', {
      token,
      body: {
        title: 'Piso del banco de pruebas',
        description: 'Un piso para medir webhooks.',
        price: 900,
        size: 70,
        address: 'Calle Mayor 1',
        city: 'Madrid',
        postal_code: '28013',
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    if (property.status !== 201)
      throw new Error(`property: ${property.status} ${JSON.stringify(property.data)}`);

    for (let n = 0; n < EVENTS; n++) {
      const sent = await apiCall(origin, 'POST', '/api/property-requests/', {
        body: {
          property: property.data.id,
          tenant_name: `Invitada ${n}`,
          tenant_email: `invitada-${n}@example.com`,
          message: '¿Sigue disponible?',
        },
      });
      if (sent.status !== 201) throw new Error(`enquiry: ${sent.status} ${JSON.stringify(sent.data)}`);
      await sleep(GAP_MS);
    }
    const deadline = Date.now() + 30_000;
    while (receiver.arrivals.length < EVENTS && Date.now() < deadline) await sleep(100);
    await sleep(1000); // anything sent twice arrives by now
  } finally {
    await stopServer(child);
    receiver.server.close();
  }
  const leads = receiver.arrivals.filter((a) => a.type === 'lead.created');
  const ids = new Set(leads.map((a) => a.id));
  const sorted = leads.map((a) => a.ms).sort((a, b) => a - b);
  return {
    label,
    events: EVENTS,
    arrived: ids.size,
    repeated: leads.length - ids.size,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

runMain(async () => {
  const { main, label: serverLabel } = prepareServer();
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-bench-webhooks-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  rows.push(await runOn('SQLite', main, { DATABASE_URL: '', DATA_DIR: dataDir }));
  const admin = await pgAdminUrl();
  if (admin) {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'convive-bench-webhooks-pg-'));
    onCleanup(async () => rmSync(pgDataDir, { recursive: true, force: true }));
    await withPgDatabase(admin, 'bench_webhooks', async (url) => {
      rows.push(await runOn('PostgreSQL', main, { DATABASE_URL: url, DATA_DIR: pgDataDir }));
    });
  }

  console.log(`\nServer: ${serverLabel}`);
  console.log(
    `Event → first delivery attempt (${EVENTS} enquiries, one every ${GAP_MS} ms; target p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  console.log('database     events  arrived  repeated   p50 ms   p95 ms   p99 ms   max ms');
  let ok = true;
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(11)} ${String(r.events).padStart(7)} ${String(r.arrived).padStart(8)} ${String(r.repeated).padStart(9)} ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)} ${fmt(r.max).padStart(8)}`,
    );
    if (r.arrived !== r.events || r.repeated !== 0 || !(r.p99 <= TARGET_P99_MS)) ok = false;
  }
  console.log(ok ? '\nok' : '\nFAILED: an event is missing or repeated, or the p99 is above the target');
  return ok;
});
