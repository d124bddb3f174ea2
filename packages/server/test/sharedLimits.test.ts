import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './serverProcess';

/**
 * Several server processes behind one load balancer enforce one limit: two real processes (the
 * server's own entry point, from source) on one database and one Redis. Without Redis each process
 * counts alone, which the last test shows by contrast. Runs where REDIS_URL is set (CI sets it).
 */

const REDIS_URL = process.env.REDIS_URL;

type Proc = ServerProcess;

const startProcess = startServerProcess;

async function login(proc: Proc, email: string): Promise<number> {
  const answer = await fetch(`${proc.origin}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'no-es-esta-123' }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

describe.runIf(REDIS_URL)('two server processes on one Redis', () => {
  let dataDir: string;
  let a: Proc;
  let b: Proc;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'convive-shared-'));
    const env = {
      DATA_DIR: dataDir,
      REDIS_URL: REDIS_URL ?? '',
      REDIS_PREFIX: `test:${process.pid}:${Date.now()}:`,
      RATE_LIMIT: 'true',
    };
    // One after the other: the first creates and migrates the SQLite file the second opens.
    a = await startProcess(env);
    b = await startProcess(env);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('enforce one login limit per address: 10 a minute across both, the 11th refused by either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await login(i % 2 === 0 ? a : b, `nadie${i}@example.com`));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect(await login(b, 'otro@example.com')).toBe(429);
  });

  it('enforce one per-e-mail recovery limit across both', async () => {
    const ask = async (proc: Proc) => {
      const answer = await fetch(`${proc.origin}/api/forgot-password/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'compartido@example.com' }),
      });
      await answer.arrayBuffer();
      return answer.status;
    };
    expect([await ask(a), await ask(b), await ask(a), await ask(b)]).toEqual([200, 200, 200, 429]);
  });
});

describe.runIf(REDIS_URL)('two server processes without Redis (the contrast)', () => {
  let dataDir: string;
  let a: Proc;
  let b: Proc;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'convive-apart-'));
    const env = { DATA_DIR: dataDir, RATE_LIMIT: 'true' };
    a = await startProcess(env);
    b = await startProcess(env);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('each counts alone: 20 logins a minute get through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push(await login(i % 2 === 0 ? a : b, `nadie${i}@example.com`));
    expect(statuses).toEqual(Array(20).fill(400));
  });
});
