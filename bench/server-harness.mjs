// Shared by bench/durability.mjs, bench/uploads.mjs and bench/hot-listing.mjs: build the API server when needed, start it
// on a loopback port and wait until it answers, and make sure no server process outlives the bench
// (normal end, error, Ctrl-C, or the bench's own time limit).
//
// Which server is run:
//   - by default packages/server/dist/main.js, rebuilt first (npm run build -w @convive/server) when
//     it is missing or older than any file of packages/server/src or packages/sdk/src;
//   - BENCH_REF=<git revision> (e.g. HEAD): that committed revision, exported with `git archive` to a
//     temporary folder and built there (its node_modules links to the repository's, so the packages
//     that revision imports must still be installed), so a bench can measure committed code while
//     packages/ is being edited; the folder is removed afterwards;
//   - BENCH_SERVER_MAIN=<path>: that already built main.js, as it is (nothing is built).
// BENCH_NODE_ARGS adds flags to the server's node command (a CPU profile: --cpu-prof --cpu-prof-dir=…).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ─── Cleanup on every way out ─────────────────────────────────────────────────────────────────
const children = new Set();
const cleanups = [];

/** Runs `cleanup` (async) when the bench ends, whichever way; the latest registered runs first. */
export function onCleanup(cleanup) {
  cleanups.unshift(cleanup);
}

function killChildren() {
  for (const child of children) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {}
  }
  children.clear();
}

/** Kills every server still running and runs the cleanups; every caller awaits the same run. */
let cleaning = null;
export function cleanUp() {
  cleaning ??= (async () => {
    killChildren();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  })();
  return cleaning;
}

let exiting = false;
async function bailOut(code, message) {
  if (exiting) return;
  exiting = true;
  if (message) console.error(message);
  await cleanUp();
  process.exit(code);
}

/** Installs the exit, signal and time-limit handlers. */
export function guard(timeoutSeconds) {
  process.on('exit', killChildren);
  process.on('SIGINT', () => bailOut(130, '\ninterrupted'));
  process.on('SIGTERM', () => bailOut(143, '\nterminated'));
  setTimeout(
    () => bailOut(1, `\nstopped: the run took longer than BENCH_TIMEOUT=${timeoutSeconds} s`),
    timeoutSeconds * 1000,
  ).unref();
}

/** Runs `main` (returns true when the bench passed), cleans up, and exits 0 or 1. */
export async function runMain(main) {
  let ok = false;
  try {
    ok = await main();
  } catch (error) {
    // After a signal or the time limit, the failures of the killed servers' requests are expected.
    if (!exiting) console.error(`\nerror: ${error?.stack ?? error}`);
  } finally {
    await cleanUp();
  }
  // bailOut, when it started, exits with its own code once the cleanup is done.
  if (!exiting) process.exit(ok ? 0 : 1);
}

// ─── Building ─────────────────────────────────────────────────────────────────────────────────
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function build(cwd, tsup) {
  const started = Date.now();
  const result = spawnSync(tsup, [], { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`the server build in ${cwd} failed`);
  }
  console.log(`built the server in ${fmt((Date.now() - started) / 1000, 1)} s`);
}

/** The path of a built server main.js, building it first when needed (see the header). */
export function prepareServer() {
  const tsup = join(root, 'node_modules/.bin/tsup');
  if (process.env.BENCH_SERVER_MAIN) {
    const main = resolve(process.env.BENCH_SERVER_MAIN);
    if (!statSync(main, { throwIfNoEntry: false })) throw new Error(`BENCH_SERVER_MAIN: no file ${main}`);
    return { main, label: main };
  }
  const ref = process.env.BENCH_REF;
  if (ref) {
    const rev = spawnSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' });
    if (rev.status !== 0) throw new Error(`BENCH_REF=${ref} is not a git revision`);
    const copy = mkdtempSync(join(tmpdir(), 'convive-bench-ref-'));
    onCleanup(async () => rmSync(copy, { recursive: true, force: true }));
    const archive = spawnSync('sh', ['-c', `git archive "$0" | tar -x -C "$1"`, ref, copy], {
      cwd: root,
      stdio: 'inherit',
    });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed`);
    // node_modules: links to the repository's packages, except the workspace ones, which must be
    // this revision's (the sdk is bundled into the server from its source).
    mkdirSync(join(copy, 'node_modules/@convive'), { recursive: true });
    for (const entry of readdirSync(join(root, 'node_modules'))) {
      if (entry !== '@convive')
        symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
    }
    for (const name of ['sdk', 'server', 'widgets', 'portal'])
      symlinkSync(join(copy, 'packages', name), join(copy, 'node_modules/@convive', name));
    console.log(`Building the server at ${ref} (${rev.stdout.trim()}) in ${copy}…`);
    build(join(copy, 'packages/server'), tsup);
    return { main: join(copy, 'packages/server/dist/main.js'), label: `${ref} (${rev.stdout.trim()})` };
  }
  const server = join(root, 'packages/server');
  const main = join(server, 'dist/main.js');
  const built = statSync(main, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newestMtime(join(server, 'src')),
    newestMtime(join(server, 'tsup.config.ts')),
    newestMtime(join(server, 'package.json')),
    newestMtime(join(root, 'packages/sdk/src')),
  );
  if (built < sources) {
    console.log('Building the server (dist is missing or older than its sources)…');
    build(server, tsup);
  } else console.log('The built server is up to date.');
  return { main, label: 'working tree' };
}

// ─── Running ──────────────────────────────────────────────────────────────────────────────────
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (`main`) on 127.0.0.1:`port` with `env`, and resolves once
 * GET /api/properties/all/ answers 2xx: `{ child, ms }`, ms from the spawn to that answer.
 */
export async function startServer(main, env, port, timeoutMs = 60_000) {
  const started = performance.now();
  // BENCH_NODE_ARGS: flags for the server's node (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    // Loopback only, whatever the caller's environment says.
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
    children.delete(child);
  });
  const url = `http://127.0.0.1:${port}/api/properties/all/?page_size=1`;
  while (performance.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`the server exited (${exited}) before answering`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {}
    await sleep(10);
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

/** Resolves when the child process has exited. */
export function exitOf(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

/** A graceful stop (SIGTERM), then SIGKILL after `graceMs`. */
export async function stopServer(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exitOf(child);
  clearTimeout(timer);
}

// ─── API and PostgreSQL helpers ──────────────────────────────────────────────────────────────

/** A JSON call to the API: `{ status, data }` (30 s at most). */
export async function apiCall(origin, method, path, { token, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, data: text ? JSON.parse(text) : null };
}

/** An API call that must succeed: its JSON (a status of 300 or more throws, with the answer). */
export async function mustCall(origin, method, path, options) {
  const { status, data } = await apiCall(origin, method, path, options);
  if (status >= 300) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/** Runs `task(i)` for i in [0, count), `concurrency` at a time; answers the results in order. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Nearest-rank percentile of sorted numbers (NaN when there are none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Count, p50, p95, p99 and max of latencies. */
export function latencyStats(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL to create bench databases in: DATABASE_URL, else the local one; null (with a
 * message) when the local one does not answer. Only loopback addresses are accepted.
 */
export async function pgAdminUrl() {
  const explicit = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
  const url = explicit ?? DEFAULT_PG;
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1', ''].includes(host))
    throw new Error(`DATABASE_URL names ${host}: this bench only talks to this machine (loopback)`);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (explicit) throw new Error(`DATABASE_URL does not answer: ${error.message}`);
    console.log(`\nPostgreSQL does not answer on 127.0.0.1:5432 (${error.message}): skipped.`);
    return null;
  }
}

/** Runs `fn(url, name)` in a fresh database `<prefix>_<time>`, dropped afterwards (also when the bench is stopped). */
export async function withPgDatabase(adminUrl, prefix, fn) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  onCleanup(drop);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString(), name);
  } finally {
    await drop();
  }
}
