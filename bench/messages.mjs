#!/usr/bin/env node
import pg from 'pg';
// `npm run bench:messages` — conversation messages between pairs of users whose sockets are open on
// two server processes sharing PostgreSQL (and Redis when it answers), and the inbox of a landlord
// with 5,000 conversations (docs/adr/0173-conversations.md).
//
// Targets: delivery to the other side's socket p99 < 300 ms, none lost, none delivered twice; the
// inbox's first page p99 ≤ 20 ms at 10 connections.
//
// 1. Starts two built servers (bench/server-harness.mjs) on one fresh PostgreSQL database
//    bench_messages_<time> (dropped afterwards), RATE_LIMIT=false, REDIS_URL=redis://127.0.0.1:6379
//    when it answers (BENCH_REDIS_URL to change it, BENCH_REDIS_URL=none to leave it out).
// 2. Set-up through the API: BENCH_PAIRS pairs (1000) of a landlord with one property and a tenant
//    whose enquiry opens their conversation, BENCH_REGISTER_CONCURRENCY (8) at a time, alternating
//    the two servers. Each landlord's socket is opened on server A, each tenant's on server B.
// 3. For BENCH_SECONDS (60) every user sends one message a second (open loop, spread over the
//    second) to its own server: a tenant's message posted on B reaches its landlord's socket on A
//    through the shared bus, and the other way round. Latency = receipt − the time the POST left.
//    A message is matched by the tag in its text; one received twice, or on the wrong socket, counts
//    as duplicated or misrouted; one never received within BENCH_SETTLE_MS (5000) as lost.
// 4. Inbox: BENCH_INBOX (5000) conversations of one landlord written straight into the database
//    (guests' conversations, a tenth unread), then BENCH_INBOX_CONNECTIONS (10) loops GET
//    /api/conversations/ on server A for BENCH_INBOX_SECONDS (10); latency percentiles printed, beside
//    the same loop on GET /api/me/ (the floor of any signed-in call on this machine, in this run).
//
// A machine with few cores cannot hold the full load: run it smaller (BENCH_PAIRS=100) and read
// the figures as such. Exit 1 when a message was lost, duplicated or misrouted, or a call failed.
import WebSocket from 'ws';
import {
  apiCall,
  fmt,
  freePort,
  guard,
  latencyStats,
  mustCall,
  pgAdminUrl,
  pool,
  prepareServer,
  runMain,
  sleep,
  startServer,
  stopServer,
  withPgDatabase,
} from './server-harness.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const REGISTER_CONCURRENCY = Number(process.env.BENCH_REGISTER_CONCURRENCY ?? 8);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const INBOX = Number(process.env.BENCH_INBOX ?? 5000);
const INBOX_CONNECTIONS = Number(process.env.BENCH_INBOX_CONNECTIONS ?? 10);
const INBOX_SECONDS = Number(process.env.BENCH_INBOX_SECONDS ?? 10);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 900);
const TARGET_DELIVERY_P99_MS = 300;
const TARGET_INBOX_P99_MS = 20;
const PASSWORD = 'Tortuga-Azul-93';

guard(TIMEOUT_S);

const line = (label, s) =>
  console.log(
    `  ${label.padEnd(34)} n=${fmt(s.n)}  p50 ${fmt(s.p50, 1)} ms  p95 ${fmt(s.p95, 1)} ms  p99 ${fmt(s.p99, 1)} ms  max ${fmt(s.max, 1)} ms`,
  );

async function redisUrl() {
  const wanted = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (wanted === 'none') return null;
  const { Redis } = await import('ioredis');
  const client = new Redis(wanted, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await client.connect();
    await client.ping();
    return wanted;
  } catch {
    console.log(`Redis does not answer at ${wanted}: the servers run without it.`);
    return null;
  } finally {
    client.disconnect();
  }
}

const runTag = Date.now().toString(36);

async function registerAccount(origin, role, i) {
  const { token } = await mustCall(origin, 'POST', '/api/register/', {
    body: {
      email: `messages-${role}-${i}-${runTag}@example.com`,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      first_name: role === 'propietario' ? 'Carmen' : 'Lucía',
      last_name: `Banco-${i}`,
      role,
    },
  });
  const me = await mustCall(origin, 'GET', '/api/me/', { token });
  return { token, id: me.id, email: me.email };
}

async function setUpPair(origins, i) {
  const origin = origins[i % 2];
  const landlord = await registerAccount(origin, 'propietario', i);
  const tenant = await registerAccount(origin, 'inquilino', i);
  const property = await mustCall(origin, 'POST', '/api/properties/', {
    token: landlord.token,
    body: {
      title: `Piso de mensajes ${i}`,
      description: 'Piso para la prueba de mensajes.',
      price: 800,
      size: 60,
      address: `Calle Mayor ${i + 1}`,
      city: 'Madrid',
      postal_code: '28001',
      bedrooms: 2,
      bathrooms: 1,
    },
  });
  await mustCall(origin, 'POST', '/api/property-requests/', {
    token: tenant.token,
    body: { property: property.id, tenant_name: 'Lucía', tenant_email: tenant.email, message: 'Hola' },
  });
  const page = await mustCall(origin, 'GET', '/api/conversations/', { token: tenant.token });
  const conversation = page.results[0]?.id;
  if (!conversation) throw new Error('no conversation opened by the enquiry');
  return { landlord, tenant, conversation };
}

/** Opens a socket and waits for its pong; `onMessage(json, at)` sees every later message. */
function openSocket(origin, account, onMessage) {
  return new Promise((resolve, reject) => {
    const url = `${origin.replace(/^http/, 'ws')}/ws/notifications/${account.id}/?token=${encodeURIComponent(account.token)}`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('no pong within 30 s')), 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'ping' })));
    ws.on('message', (data) => {
      const at = performance.now();
      const json = JSON.parse(String(data));
      if (json.type === 'pong') {
        clearTimeout(timer);
        resolve(ws);
        return;
      }
      onMessage(json, at);
    });
    ws.on('error', (error) => reject(error));
  });
}

async function deliveryRun(origins) {
  console.log(`\nSetting up ${fmt(PAIRS)} pairs (landlord, property, tenant, enquiry)…`);
  const setupStarted = performance.now();
  const pairs = await pool(PAIRS, REGISTER_CONCURRENCY, (i) => setUpPair(origins, i));
  console.log(`  set up in ${fmt((performance.now() - setupStarted) / 1000, 1)} s`);

  /** tag → { sentAt, to, received } */
  const sent = new Map();
  let duplicated = 0;
  let misrouted = 0;
  let unknown = 0;
  const latencies = [];
  const receiver = (userId) => (json, at) => {
    if (json.type !== 'message') return;
    const tag = /^bench:(\S+)$/.exec(json.message?.text ?? '')?.[1];
    const entry = tag ? sent.get(tag) : undefined;
    if (!entry) {
      unknown += 1;
      return;
    }
    if (entry.to !== userId) {
      misrouted += 1;
      return;
    }
    if (entry.received) {
      duplicated += 1;
      return;
    }
    entry.received = true;
    latencies.push(at - entry.sentAt);
  };
  console.log('Opening sockets: landlords on server A, tenants on server B…');
  const sockets = await pool(pairs.length * 2, 50, (k) => {
    const pair = pairs[k >> 1];
    const landlordSide = k % 2 === 0;
    const account = landlordSide ? pair.landlord : pair.tenant;
    return openSocket(origins[landlordSide ? 0 : 1], account, receiver(account.id));
  });

  console.log(`Sending: every user one message a second for ${SECONDS} s (${fmt(PAIRS * 2)} messages/s)…`);
  const apiLatencies = [];
  let failures = 0;
  const inFlight = [];
  const started = performance.now();
  const users = pairs.flatMap((pair, i) => [
    {
      from: pair.tenant,
      to: pair.landlord.id,
      origin: origins[1],
      conversation: pair.conversation,
      key: `t${i}`,
    },
    {
      from: pair.landlord,
      to: pair.tenant.id,
      origin: origins[0],
      conversation: pair.conversation,
      key: `l${i}`,
    },
  ]);
  for (let second = 0; second < SECONDS; second += 1) {
    for (let u = 0; u < users.length; u += 1) {
      const due = started + second * 1000 + (u / users.length) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const user = users[u];
      const tag = `${user.key}:${second}`;
      const sentAt = performance.now();
      sent.set(tag, { sentAt, to: user.to, received: false });
      inFlight.push(
        apiCall(user.origin, 'POST', `/api/conversations/${user.conversation}/messages/`, {
          token: user.from.token,
          body: { text: `bench:${tag}` },
        })
          .then(({ status }) => {
            if (status !== 201) failures += 1;
            apiLatencies.push(performance.now() - sentAt);
          })
          .catch(() => {
            failures += 1;
          }),
      );
    }
  }
  await Promise.all(inFlight);
  const settleUntil = performance.now() + SETTLE_MS;
  while (latencies.length < sent.size && performance.now() < settleUntil) await sleep(50);
  for (const ws of sockets) ws.terminate();

  const lost = sent.size - latencies.length;
  console.log(`\nDelivery (${fmt(sent.size)} messages, ${fmt(sent.size / SECONDS)} a second):`);
  line('POST …/messages/ (answer)', latencyStats(apiLatencies));
  const delivery = latencyStats(latencies);
  line('other side’s socket (cross-process)', delivery);
  console.log(
    `  lost ${fmt(lost)}, duplicated ${fmt(duplicated)}, misrouted ${fmt(misrouted)}, unknown ${fmt(unknown)}, failed calls ${fmt(failures)}`,
  );
  console.log(
    `  target p99 < ${TARGET_DELIVERY_P99_MS} ms: ${delivery.p99 < TARGET_DELIVERY_P99_MS ? 'met' : 'NOT met'}`,
  );
  return {
    ok: lost === 0 && duplicated === 0 && misrouted === 0 && failures === 0,
    landlord: pairs[0]?.landlord,
  };
}

async function inboxRun(origin, databaseUrl, landlord) {
  console.log(`\nInbox: ${fmt(INBOX)} conversations of one landlord, written straight into the database…`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from properties where owner_id = $1 order by id limit 1', [
      landlord.id,
    ]);
    const propertyId = rows[0].id;
    const base = Date.parse('2026-06-01T00:00:00Z');
    for (let start = 0; start < INBOX; start += 1000) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(INBOX, start + 1000); i += 1) {
        const at = new Date(base + i * 60_000).toISOString();
        const unread = i % 10 === 0 ? 1 : 0;
        params.push(propertyId, landlord.id, `guest-${i}-${runTag}@example.com`, `Invitado ${i}`, unread, at);
        const p = params.length;
        values.push(`($${p - 5}, $${p - 4}, $${p - 3}, $${p - 2}, 'es', $${p - 1}, $${p}, $${p}, $${p})`);
      }
      await client.query(
        `insert into conversations (property_id, landlord_id, guest_email, guest_name, guest_language, landlord_unread, last_message_at, created_at, updated_at) values ${values.join(',')}`,
        params,
      );
    }
    // The ranks as the server writes them: unread first, then the latest activity and id.
    await client.query(
      `update conversations set landlord_rank = (case when landlord_unread > 0 then '1|' else '0|' end) || last_message_at || '|' || lpad(id::text, 12, '0'), tenant_rank = '0|' || last_message_at || '|' || lpad(id::text, 12, '0') where landlord_id = $1`,
      [landlord.id],
    );
    await client.query('analyze conversations');
  } finally {
    await client.end();
  }
  // The same loop on GET /api/me/ (the session and one row): the floor any signed-in call stands
  // on, on this machine, in this run.
  const measure = async (path, check) => {
    const latencies = [];
    let failures = 0;
    const until = performance.now() + INBOX_SECONDS * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(`${origin}${path}`, {
          headers: { authorization: `Token ${landlord.token}` },
        });
        const body = await response.json();
        if (response.status !== 200 || !check(body)) failures += 1;
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: INBOX_CONNECTIONS }, loop));
    return { s: latencyStats(latencies), failures };
  };
  const inbox = await measure('/api/conversations/', (body) => body.count >= INBOX);
  const floor = await measure('/api/me/', (body) => body.id === landlord.id);
  console.log(
    `  ${INBOX_CONNECTIONS} connections for ${INBOX_SECONDS} s each, ${fmt(inbox.s.n / INBOX_SECONDS)} pages/s:`,
  );
  line('GET /api/conversations/ (page 1)', inbox.s);
  line('GET /api/me/ (floor)', floor.s);
  console.log(
    `  inbox p99 / floor p99: ${fmt(inbox.s.p99 / floor.s.p99, 2)}×; target p99 ≤ ${TARGET_INBOX_P99_MS} ms: ${inbox.s.p99 <= TARGET_INBOX_P99_MS ? 'met' : 'NOT met'}`,
  );
  const failures = inbox.failures + floor.failures;
  if (failures) console.log(`  failed calls: ${failures}`);
  return failures === 0;
}

await runMain(async () => {
  const adminUrl = await pgAdminUrl();
  if (!adminUrl) return false;
  const redis = await redisUrl();
  const { main, label } = prepareServer();
  console.log(
    `Server: ${label}. Pairs ${fmt(PAIRS)}, ${SECONDS} s, inbox ${fmt(INBOX)}; Redis ${redis ? 'on' : 'off'}.`,
  );
  return withPgDatabase(adminUrl, 'bench_messages', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, ...(redis ? { REDIS_URL: redis } : {}) };
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await startServer(main, env, portA);
    const b = await startServer(main, env, portB);
    const origins = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    try {
      const delivery = await deliveryRun(origins);
      const inbox = delivery.landlord ? await inboxRun(origins[0], databaseUrl, delivery.landlord) : false;
      return delivery.ok && inbox;
    } finally {
      await stopServer(a.child);
      await stopServer(b.child);
    }
  });
});
