/**
 * What the browser tests need around them: the built server and embed (rebuilt when missing or older
 * than their sources), free ports, child processes that are waited for and stopped, temp folders.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedSources, isStale, portalSources } from '../../scripts/lib/freshness.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_MAIN = join(ROOT, 'packages', 'server', 'dist', 'main.js');
export const PORTAL_DIST = join(ROOT, 'packages', 'portal', 'dist');
export const EMBED_ENTRY = join(ROOT, 'packages', 'widgets', 'dist', 'embed', 'convive-widgets.js');

export { isStale };

/**
 * Runs a build script as `npm start` would: without the test runner's NODE_ENV=test, which Vite
 * would keep in the portal's bundle (the libraries' development checks, a larger bundle than the
 * production one), so the browser tests would not run what ships.
 */
function npmRun(args: string[]): void {
  const { NODE_ENV: _testRunner, ...env } = process.env;
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'pipe', encoding: 'utf8', env });
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

const SDK_SOURCES = [join(ROOT, 'packages', 'sdk', 'src'), join(ROOT, 'packages', 'sdk', 'package.json')];

/** Builds the server and the embed when their output is missing or older than their sources. */
export function ensureBuilt(): { server: boolean; embed: boolean } {
  const serverDir = join(ROOT, 'packages', 'server');
  const server = isStale(SERVER_MAIN, [
    join(serverDir, 'src'),
    join(serverDir, 'package.json'),
    join(serverDir, 'tsup.config.ts'),
    ...SDK_SOURCES,
  ]);
  if (server) npmRun(['run', 'build', '-w', '@convive/server']);
  const embed = isStale(EMBED_ENTRY, embedSources(ROOT));
  if (embed) npmRun(['run', 'build:embed', '-w', '@convive/widgets']);
  return { server, embed };
}

/** Builds the portal (packages/portal/dist) when it is missing or older than its sources. */
export function ensurePortalBuilt(): boolean {
  const sources = portalSources(ROOT);
  // The browser build and the server renderer (dist-ssr/), built by one script.
  const stale =
    isStale(join(PORTAL_DIST, 'index.html'), sources) ||
    isStale(join(PORTAL_DIST, '..', 'dist-ssr', 'entry-server.js'), sources);
  if (stale) npmRun(['run', 'build', '-w', '@convive/portal']);
  return stale;
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export function makeTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts `node args…` with `env` over the current environment, collecting its output. */
export function startNode(args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Each browser-test server counts its own limits: CI exports REDIS_URL for the server suites, and
    // counters shared through one Redis would carry one file's logins into the next.
    env: { ...process.env, REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  return {
    child,
    output: () => output,
    async stop(graceMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Polls `url` until it answers 2xx; fails with the process output when it exits or time runs out. */
export async function waitForUrl(url: string, process_: RunningProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process_.child.exitCode !== null) {
      throw new Error(
        `The process exited (${process_.child.exitCode}) before ${url} answered:\n${process_.output()}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${process_.output()}`);
}
