#!/usr/bin/env node
// `npm run bench:uploads` — the server's memory and CPU under hostile uploads (SQLite).
//
// Builds the server when its sources changed (BENCH_REF / BENCH_SERVER_MAIN pick another build: see
// bench/server-harness.mjs). For each scenario it starts a fresh server on a free loopback port with
// a fresh data folder (so one scenario's memory is not the next one's baseline), registers a
// landlord, creates a property, and sends:
//   A "oversize": 4 concurrent POST /api/properties/{id}/upload_images/, each 11 files of 10 MiB
//     (the per-file maximum; one file over the 10-per-upload limit), random bytes behind a JPEG
//     header. The bodies are streamed from one 1 MiB random buffer, never built in memory here.
//   A2 the same with valid JPEGs: a 64×48 picture padded to 10 MiB with APP15 segments of random
//     bytes, so a server that checks each file as it arrives cannot refuse the first one early.
//   B "pixel bombs": one upload of ten 7000×7000 PNGs (49 Mpx each: under a 50 Mpx decode limit,
//     over a 25 Mpx one), a flat colour made once with sharp, so each file is tiny while decoding
//     it is not. B2: the same with 5000×5000 (25 Mpx, accepted by either limit: it is decoded).
//   C "malformed multipart": `content-type: multipart/form-data; boundary=x` with a garbage body,
//     and with a body cut off before its closing boundary, to PATCH /api/users/{id}/ and to the
//     upload route (a client error: 400 expected).
// The server's resident memory (VmRSS of /proc/<pid>/status) is sampled every 25 ms from a worker
// thread, so a busy bench does not delay the samples; its CPU time is utime+stime of
// /proc/<pid>/stat (every thread, libvips' included). For each scenario it prints the baseline RSS
// (median of the 500 ms before), the peak during, the RSS 1 s after, the server CPU time used, and
// each request's status and time to its answer (and how much of its body had been sent by then).
// Prints figures only: no thresholds, exit 1 only when the bench itself fails. Linux only (/proc).
// Everything is bounded: BENCH_TIMEOUT seconds (300) for the whole run, 120 s per request.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import {
  fmt,
  freePort,
  guard,
  onCleanup,
  prepareServer,
  runMain,
  sleep,
  startServer,
  stopServer,
} from './server-harness.mjs';

const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
const REQUEST_TIMEOUT_MS = 120_000;
const SAMPLE_MS = 25;
const MiB = 1024 * 1024;
const FILE_BYTES = 10 * MiB; // LISTING_IMAGE_MAX_BYTES
const PASSWORD = 'Tortuga-Azul-93';
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

guard(TIMEOUT_S);

// ─── The server process, seen from /proc ──────────────────────────────────────────────────────
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after "(comm)": state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** RSS samples every SAMPLE_MS from a worker thread until `stop()`, which resolves to them. */
function startSampler(pid) {
  const control = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const { pid, intervalMs, control } = workerData;
    const samples = [];
    while (Atomics.load(control, 0) === 0) {
      try {
        const status = readFileSync('/proc/' + pid + '/status', 'utf8');
        const kb = Number(/VmRSS:\\s+(\\d+)/.exec(status)?.[1] ?? 0);
        samples.push({ t: performance.timeOrigin + performance.now(), rssKb: kb });
      } catch {
        samples.push({ t: performance.timeOrigin + performance.now(), rssKb: 0, gone: true });
        break;
      }
      Atomics.wait(control, 0, 0, intervalMs);
    }
    parentPort.postMessage(samples);
    `,
    { eval: true, workerData: { pid, intervalMs: SAMPLE_MS, control } },
  );
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      Atomics.store(control, 0, 1);
      Atomics.notify(control, 0);
      const samples = await result;
      await worker.terminate();
      return samples;
    },
  };
}

const now = () => performance.timeOrigin + performance.now();
const mib = (kb) => kb / 1024;
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}

/**
 * Runs `scenario()` while sampling the server: baseline (500 ms before), peak (during), after
 * (the last sample, 1 s after), CPU time used during, and whether the server survived.
 */
async function measured(pid, scenario) {
  const sampler = startSampler(pid);
  await sleep(500);
  const cpuBefore = cpuMs(pid);
  const started = now();
  const requests = await scenario();
  const ended = now();
  const cpuAfter = cpuMs(pid);
  await sleep(1000);
  const samples = await sampler.stop();
  const before = samples.filter((s) => s.t < started && !s.gone).map((s) => s.rssKb);
  const during = samples.filter((s) => s.t >= started && s.t <= ended && !s.gone).map((s) => s.rssKb);
  const after = samples.filter((s) => !s.gone).at(-1)?.rssKb ?? 0;
  return {
    requests,
    baselineMiB: mib(median(before)),
    peakMiB: mib(Math.max(0, ...during, ...before.slice(-1))),
    afterMiB: mib(after),
    cpuBeforeMs: cpuBefore,
    cpuAfterMs: cpuAfter,
    wallMs: ended - started,
    samples: during.length,
    serverGone: samples.some((s) => s.gone),
  };
}

// ─── HTTP on loopback, with streamed bodies ───────────────────────────────────────────────────
/**
 * Sends one request whose body is the chunks of `body` (an iterable of Buffers, written as the
 * socket drains) and resolves with its status, the time to the answer, and the bytes sent by then.
 * Once answered, the rest of the body is not sent.
 */
function send(port, { method, path, headers, body, length }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let answer = null;
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, sentMiB: sent / MiB, totalMiB: length / MiB });
    };
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: { ...headers, 'content-length': String(length) },
    });
    const timer = setTimeout(
      () => finish({ status: 'timeout', ms: performance.now() - started }),
      REQUEST_TIMEOUT_MS,
    );
    request.on('response', (response) => {
      answer = { status: response.statusCode, ms: performance.now() - started };
      const parts = [];
      response.on('data', (chunk) => parts.push(chunk));
      response.on('end', () =>
        finish({ ...answer, body: Buffer.concat(parts).toString('utf8').slice(0, 200) }),
      );
      response.on('error', () => finish(answer));
    });
    request.on('error', (error) =>
      finish(answer ?? { status: `error ${error.code ?? error.message}`, ms: performance.now() - started }),
    );
    const closed = new Promise((resolve) => request.once('close', resolve));
    (async () => {
      for (const chunk of body) {
        if (answer || settled || request.destroyed) return;
        sent += chunk.length;
        if (!request.write(chunk)) {
          await Promise.race([new Promise((resolve) => request.once('drain', resolve)), closed]);
        }
      }
      if (!settled && !request.destroyed) request.end();
    })();
  });
}

async function json(port, method, path, token, payload) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
  return data;
}

/** A multipart body: its length, and its chunks generated on demand. */
function multipart(boundary, files) {
  const head = (name, filename, type) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    );
  const crlf = Buffer.from('\r\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const heads = files.map((f, i) => head('images', f.name ?? `file-${i}`, f.type));
  const length =
    heads.reduce((sum, h) => sum + h.length, 0) +
    files.reduce((sum, f) => sum + f.size + crlf.length, 0) +
    tail.length;
  function* chunks() {
    for (const [i, file] of files.entries()) {
      yield heads[i];
      yield* file.chunks();
      yield crlf;
    }
    yield tail;
  }
  return { length, body: chunks(), boundary };
}

/** A 10 MiB "JPEG": a JPEG header, then random bytes (one 1 MiB buffer, repeated). */
function fakeJpeg(random, size) {
  const first = Buffer.from(random);
  first.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return {
    type: 'image/jpeg',
    name: 'foto.jpg',
    size,
    *chunks() {
      for (let offset = 0; offset < size; offset += MiB) {
        const n = Math.min(MiB, size - offset);
        yield (offset === 0 ? first : random).subarray(0, n);
      }
    },
  };
}

/**
 * A valid 10 MiB JPEG: a small real picture whose size is made up of APP15 segments (metadata any
 * decoder skips) filled with random bytes; a server that checks each file finds nothing wrong.
 */
async function paddedJpeg(random, size) {
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3060d0' } })
    .jpeg()
    .toBuffer();
  const segments = [];
  let remaining = size - small.length;
  while (remaining > 0) {
    let segment = Math.min(65_537, remaining);
    if (remaining - segment > 0 && remaining - segment < 4) segment -= 4;
    segments.push(segment);
    remaining -= segment;
  }
  return {
    type: 'image/jpeg',
    name: 'foto-grande.jpg',
    size,
    *chunks() {
      yield small.subarray(0, 2); // SOI
      for (const [i, segment] of segments.entries()) {
        const length = segment - 2; // the length field counts itself, not the marker
        yield Buffer.from([0xff, 0xef, length >> 8, length & 0xff]);
        const offset = (i * 4099) % (random.length - 65_533);
        yield random.subarray(offset, offset + segment - 4);
      }
      yield small.subarray(2);
    },
  };
}

// ─── Scenarios ────────────────────────────────────────────────────────────────────────────────
async function oversize(port, token, propertyId, { valid }) {
  const random = randomBytes(MiB);
  const file = valid ? await paddedJpeg(random, FILE_BYTES) : fakeJpeg(random, FILE_BYTES);
  const one = () => {
    const form = multipart(
      `----convive-bench-${randomBytes(6).toString('hex')}`,
      Array.from({ length: 11 }, () => file),
    );
    return send(port, {
      method: 'POST',
      path: `/api/properties/${propertyId}/upload_images/`,
      headers: {
        authorization: `Token ${token}`,
        'content-type': `multipart/form-data; boundary=${form.boundary}`,
      },
      body: form.body,
      length: form.length,
    });
  };
  return Promise.all([one(), one(), one(), one()]);
}

/** A flat-colour side×side PNG: a few dozen KiB that decode to side² × 3 bytes. */
async function flatPng(side) {
  const started = performance.now();
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: { r: 214, g: 120, b: 48 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  console.log(
    `made a ${side}×${side} PNG of ${fmt(png.length / 1024, 1)} KiB in ${fmt(performance.now() - started)} ms`,
  );
  return png;
}

async function pixelBombs(port, token, propertyId, png) {
  const file = {
    type: 'image/png',
    name: 'plano.png',
    size: png.length,
    *chunks() {
      yield png;
    },
  };
  const form = multipart(
    `----convive-bench-${randomBytes(6).toString('hex')}`,
    Array.from({ length: 10 }, () => file),
  );
  return [
    await send(port, {
      method: 'POST',
      path: `/api/properties/${propertyId}/upload_images/`,
      headers: {
        authorization: `Token ${token}`,
        'content-type': `multipart/form-data; boundary=${form.boundary}`,
      },
      body: form.body,
      length: form.length,
    }),
  ];
}

async function malformed(port, token, userId, propertyId) {
  const garbage = Buffer.concat([Buffer.from('esto no es multipart\r\n'), randomBytes(2048)]);
  const truncated = Buffer.from(
    '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nHola, soy una bio a medio enviar',
  );
  const truncatedFile = Buffer.concat([
    Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    randomBytes(4096),
  ]);
  const cases = [
    ['PATCH', `/api/users/${userId}/`, 'garbage', garbage],
    ['PATCH', `/api/users/${userId}/`, 'truncated', truncated],
    ['POST', `/api/properties/${propertyId}/upload_images/`, 'garbage', garbage],
    ['POST', `/api/properties/${propertyId}/upload_images/`, 'truncated', truncatedFile],
  ];
  const results = [];
  for (const [method, path, kind, payload] of cases) {
    const result = await send(port, {
      method,
      path,
      headers: { authorization: `Token ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: [payload],
      length: payload.length,
    });
    results.push({ ...result, label: `${method} ${path.replace(/\/\d+\//, '/{id}/')} ${kind}` });
  }
  return results;
}

// ─── Report ───────────────────────────────────────────────────────────────────────────────────
function printScenario(name, m) {
  console.log(`\n${name}`);
  console.log(
    `  server RSS: baseline ${fmt(m.baselineMiB, 1)} MiB, peak ${fmt(m.peakMiB, 1)} MiB ` +
      `(+${fmt(m.peakMiB - m.baselineMiB, 1)}), 1 s after ${fmt(m.afterMiB, 1)} MiB; ` +
      `server CPU ${fmt(m.cpuBeforeMs)} → ${fmt(m.cpuAfterMs)} ms (+${fmt(m.cpuAfterMs - m.cpuBeforeMs)} ms) ` +
      `in ${fmt(m.wallMs)} ms wall; ${m.samples} RSS samples${m.serverGone ? '; THE SERVER EXITED' : ''}`,
  );
  for (const [i, r] of m.requests.entries()) {
    console.log(
      `  ${(r.label ?? `request ${i + 1}`).padEnd(50)} status ${String(r.status).padEnd(4)} answered in ${fmt(r.ms).padStart(6)} ms, ` +
        `${fmt(r.sentMiB, 1)} of ${fmt(r.totalMiB, 1)} MiB sent by then` +
        (r.body ? `  ${r.body.replace(/\s+/g, ' ').slice(0, 90)}` : ''),
    );
  }
}

function printSummary(rows) {
  const columns = [
    ['scenario', 30, (r) => r.name],
    ['requests', 9, (r) => String(r.m.requests.length)],
    ['statuses', 20, (r) => r.m.requests.map((q) => q.status).join(' ')],
    ['slowest ms', 11, (r) => fmt(Math.max(...r.m.requests.map((q) => q.ms)))],
    ['base MiB', 9, (r) => fmt(r.m.baselineMiB, 0)],
    ['peak MiB', 9, (r) => fmt(r.m.peakMiB, 0)],
    ['+MiB', 7, (r) => fmt(r.m.peakMiB - r.m.baselineMiB, 0)],
    ['after MiB', 10, (r) => fmt(r.m.afterMiB, 0)],
    ['CPU ms', 8, (r) => fmt(r.m.cpuAfterMs - r.m.cpuBeforeMs)],
  ];
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 2 ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1]))).join(' ');
  console.log(`\n${line(columns.map(([h]) => h))}`);
  for (const row of rows) console.log(line(columns.map(([, , f]) => f(row))));
}

/** A fresh server (own data folder) with a landlord and a property, its routes warmed once. */
async function freshServer(main) {
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-uploads-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const { child, ms } = await startServer(main, { DATABASE_URL: '', DATA_DIR: dataDir }, port);
  const { token } = await json(port, 'POST', '/api/register/', undefined, {
    email: `uploads-${Date.now()}@example.com`,
    password: PASSWORD,
    password_confirm: PASSWORD,
    accept_terms: true,
    first_name: 'Lola',
    last_name: 'Prueba',
    role: 'propietario',
  });
  const me = await json(port, 'GET', '/api/me/', token);
  const property = await json(port, 'POST', '/api/properties/', token, {
    title: 'Piso para la prueba de subidas',
    description: 'Piso luminoso con balcón.',
    price: 900,
    size: 70,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28013',
    bedrooms: 2,
    bathrooms: 1,
  });
  // Warm the routes once (JIT, lazy plugin setup) so the baseline is a served server's.
  await json(port, 'GET', `/api/properties/${property.id}/`, token);
  return { child, startMs: ms, port, token, userId: me.id, propertyId: property.id };
}

async function main() {
  const server = prepareServer();
  console.log(`\n=== SQLite, server ${server.label}; a fresh server process for each scenario`);
  const bomb49 = await flatPng(7000);
  const bomb25 = await flatPng(5000);
  const rows = [];
  const run = async (name, scenario) => {
    const s = await freshServer(server.main);
    console.log(`\n${name}… (server pid ${s.child.pid}, answering after ${fmt(s.startMs)} ms)`);
    try {
      const m = await measured(s.child.pid, () => scenario(s));
      printScenario(name, m);
      rows.push({ name, m });
    } finally {
      await stopServer(s.child);
    }
  };
  await run('A oversize (4 × 11 × 10 MiB)', (s) => oversize(s.port, s.token, s.propertyId, { valid: false }));
  await run('A2 oversize, valid JPEGs', (s) => oversize(s.port, s.token, s.propertyId, { valid: true }));
  await run('B pixel bombs (10 × 49 Mpx)', (s) => pixelBombs(s.port, s.token, s.propertyId, bomb49));
  await run('B2 pixel bombs (10 × 25 Mpx)', (s) => pixelBombs(s.port, s.token, s.propertyId, bomb25));
  await run('C malformed multipart', (s) => malformed(s.port, s.token, s.userId, s.propertyId));

  printSummary(rows);
  console.log(
    '\nbase: median RSS over the 500 ms before; peak: highest RSS sample during (every 25 ms);' +
      '\nafter: RSS 1 s after the last answer; CPU: server utime+stime used during the scenario.',
  );
  return true;
}

await runMain(main);
