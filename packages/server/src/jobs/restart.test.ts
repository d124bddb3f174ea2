import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, DIALECTS, dropSchema, underSchemaLock } from '../../test/harness';
import { type ServerProcess, startServerProcess } from '../../test/serverProcess';

/**
 * A job queued before `kill -9` runs after the restart: real server processes (the
 * entry point, from source) on one database. The first is API-only (`WORKERS=0`), so the recovery
 * mail it queues cannot have been sent when it is killed; the second, started on the same data,
 * sends it.
 */

type Proc = ServerProcess;

/** A server process, started (and so migrated) while no other suite drops its schema (PostgreSQL). */
const startProcess = (env: Record<string, string>): Promise<Proc> =>
  env.DATABASE_URL
    ? underSchemaLock(env.DATABASE_URL, 'migrate', () => startServerProcess(env))
    : startServerProcess(env);

async function post(proc: Proc, path: string, body: object): Promise<number> {
  const answer = await fetch(`${proc.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return answer.status;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DIALECTS)('a job queued before kill -9, on %s', (dialect) => {
  let dataDir: string;
  let env: Record<string, string>;
  let schema: string | null = null;
  const procs: Proc[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'convive-jobs-'));
    env = { DATA_DIR: dataDir, RATE_LIMIT: 'false' };
    if (dialect === 'postgres' && process.env.DATABASE_URL) {
      schema = await createSchema(process.env.DATABASE_URL, 't_jobs');
      const url = new URL(process.env.DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = url.toString();
      env.EVENTS_CHANNEL = schema;
    }
  });

  afterAll(async () => {
    await Promise.all(procs.map((proc) => proc.stop()));
    if (schema) await dropSchema(process.env.DATABASE_URL ?? '', schema);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Mail jobs waiting to run, read straight from the queue's table. */
  async function waitingMails(): Promise<number> {
    if (!schema) {
      const file = new SQLite(join(dataDir, 'convive.db'), { readonly: true });
      try {
        const row = file
          .prepare("select count(*) as n from jobs where name = 'mail' and state in ('created', 'retry')")
          .get() as { n: number };
        return row.n;
      } finally {
        file.close();
      }
    }
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from ${schema}.job where name = 'mail' and state in ('created', 'retry')`,
      );
      return Number(rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }

  async function outbox(): Promise<string[]> {
    const dir = join(dataDir, 'outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  }

  it('sends after the restart the mail queued by the process killed', async () => {
    const apiOnly = await startProcess({ ...env, WORKERS: '0' });
    procs.push(apiOnly);
    const email = `reinicio.${Date.now().toString(36)}@example.com`;
    const password = 'Convive-Prueba-2026';
    expect(
      await post(apiOnly, '/api/register/', {
        email,
        password,
        password_confirm: password,
        accept_terms: true,
        first_name: 'Rosa',
        last_name: 'Reinicio',
        role: 'inquilino',
      }),
    ).toBe(201);
    expect(await post(apiOnly, '/api/forgot-password/', { email })).toBe(200);
    await until(async () => (await waitingMails()) === 1);

    const killed = new Promise((resolve) => apiOnly.child.once('exit', resolve));
    apiOnly.child.kill('SIGKILL');
    await killed;
    expect(await outbox()).toEqual([]);

    const restarted = await startProcess(env);
    procs.push(restarted);
    await until(async () => (await outbox()).some((mail) => mail.includes(`To: ${email}`)));
    const [mail] = await outbox();
    expect(mail).toContain('reset-password?token=');
    await until(async () => (await waitingMails()) === 0);
  }, 90_000);
});
