import type { Updateable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database, JobsTable } from '../db/schema';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_LIMIT,
  errorLabel,
  type JobHandler,
  type JobQueue,
  type QueueOptions,
  type SendOptions,
} from './queue';

type JobRow = {
  id: number;
  name: string;
  payload: string;
  attempts: number;
  retry_limit: number;
  retry_delay_ms: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface SqliteQueueOptions extends QueueOptions {
  /** How often due jobs are looked for (a `send` in this process wakes the loop at once). @default 250 */
  pollMs?: number;
  /** A run not finished by then is presumed dead (its process crashed) and the job taken again. @default 10 min */
  lockMs?: number;
  /** How long `stop` waits for the jobs running. @default 5000 */
  stopTimeoutMs?: number;
}

/**
 * The queue of the embedded default: jobs are rows of the `jobs` table in the application's own
 * SQLite database, run in-process by a poll loop. A job is claimed by one UPDATE (state `active`,
 * `locked_until` set), so a process killed mid-run leaves it to be taken again once the lock
 * expires, and two processes on one file never run a job twice at once.
 */
export class SqliteJobQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private pruner: NodeJS.Timeout | null = null;
  private pruning: Promise<void> = Promise.resolve();
  private started = false;
  private ticking = false;
  private again = false;
  /** Claims of the loop under way (a claimed job is not in `running` yet). */
  private claiming = 0;
  private readonly pollMs: number;
  private readonly lockMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SqliteQueueOptions,
  ) {
    this.pollMs = options.pollMs ?? 250;
    this.lockMs = options.lockMs ?? 10 * 60_000;
  }

  async send<T>(name: string, payload: T, options: SendOptions = {}): Promise<string | null> {
    const now = new Date();
    const row = await this.db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload ?? null),
        singleton_key: options.singletonKey ?? null,
        retry_limit: options.retryLimit ?? this.options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retry_delay_ms: options.retryDelayMs ?? this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
        start_after: (options.startAfter ?? now).toISOString(),
        created_at: now.toISOString(),
      })
      // The partial unique index on (name, singleton_key): a key already taken drops the job.
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    this.wake();
    return String(row.id);
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
    this.wake();
  }

  async start(): Promise<void> {
    if (this.options.workers <= 0 || this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.pruner = setInterval(() => {
      this.pruning = this.prune();
    }, PRUNE_EVERY_MS);
    this.pruner.unref();
    this.pruning = this.prune();
    this.wake();
  }

  /**
   * Forgets finished jobs: completed ones after a day (a singleton's row stays, payload emptied:
   * its key is remembered), failed ones after 30 days.
   */
  private async prune(): Promise<void> {
    const now = Date.now();
    await this.db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('state', '=', 'completed'),
            eb('singleton_key', 'is', null),
            eb('completed_at', '<', new Date(now - DAY_MS).toISOString()),
          ]),
          eb.and([
            eb('state', '=', 'failed'),
            eb('completed_at', '<', new Date(now - 30 * DAY_MS).toISOString()),
          ]),
        ]),
      )
      .execute()
      .catch((error: unknown) => this.options.log.warn({ error: errorLabel(error) }, 'jobs: prune failed'));
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    if (this.pruner) clearInterval(this.pruner);
    this.timer = null;
    this.pruner = null;
    await this.pruning;
    // A claim under way may still start a job: let it, then wait for the runs.
    while (this.claiming > 0) await new Promise((resolve) => setImmediate(resolve));
    if (this.running.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, this.options.stopTimeoutMs ?? 5_000);
      }),
    ]);
    clearTimeout(timeout);
  }

  async drain(): Promise<void> {
    if (this.options.workers <= 0) return;
    for (;;) {
      const job = await this.claim();
      if (job) {
        await this.run(job);
        continue;
      }
      // The loop may be between claiming a job and starting it: wait for that too.
      if (this.running.size === 0 && this.claiming === 0) return;
      if (this.running.size > 0) await Promise.allSettled([...this.running]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Looks for due jobs on the next turn of the loop (sends in a burst wake it once). */
  private wake(): void {
    if (!this.started) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    setImmediate(() => {
      this.fill()
        .catch((error: unknown) => this.options.log.error({ error: errorLabel(error) }, 'jobs: poll failed'))
        .finally(() => {
          this.ticking = false;
          if (this.again) {
            this.again = false;
            this.wake();
          }
        });
    });
  }

  /** Claims due jobs until every worker is busy or none is left. */
  private async fill(): Promise<void> {
    while (this.started && this.running.size < this.options.workers) {
      this.claiming += 1;
      let job: JobRow | null;
      try {
        job = await this.claim();
      } finally {
        this.claiming -= 1;
      }
      if (!job) return;
      const run: Promise<void> = this.run(job).finally(() => {
        this.running.delete(run);
        this.wake();
      });
      this.running.add(run);
    }
  }

  /** Takes one due job (or one whose run's lock expired) with a single UPDATE. */
  private async claim(): Promise<JobRow | null> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return null;
    const now = new Date();
    const nowIso = now.toISOString();
    const { rows } = await sql<JobRow>`
      update jobs
      set state = 'active', attempts = attempts + 1,
          locked_until = ${new Date(now.getTime() + this.lockMs).toISOString()}
      where id = (
        select id from jobs
        where name in (${sql.join(names)})
          and ((state in ('created', 'retry') and start_after <= ${nowIso})
            or (state = 'active' and locked_until <= ${nowIso}))
        order by start_after, id
        limit 1
      )
      returning id, name, payload, attempts, retry_limit, retry_delay_ms`.execute(this.db);
    return rows[0] ?? null;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    const info = { id: String(job.id), name: job.name, attempt: job.attempts };
    // A run that died (its lock expired) counts as a failed attempt.
    if (job.attempts > job.retry_limit + 1) {
      await this.finish(job, 'failed', 'lock expired');
      this.options.log.error(info, 'jobs: job failed for good (its runs kept dying)');
      return;
    }
    try {
      if (!handler) throw new Error(`no handler for ${job.name}`);
      await handler(JSON.parse(job.payload), info);
    } catch (error) {
      const label = errorLabel(error);
      if (job.attempts > job.retry_limit) {
        await this.finish(job, 'failed', label);
        this.options.log.error({ ...info, error: label }, 'jobs: job failed for good');
      } else {
        const delay = job.retry_delay_ms * 2 ** (job.attempts - 1);
        await this.finish(job, 'retry', label, new Date(Date.now() + delay));
        this.options.log.warn({ ...info, error: label, retryInMs: delay }, 'jobs: job failed, will retry');
      }
      return;
    }
    await this.finish(job, 'completed', null);
  }

  /** Records a run's outcome, unless the job was taken again meanwhile (its lock expired). */
  private async finish(
    job: JobRow,
    state: 'completed' | 'failed' | 'retry',
    error: string | null,
    startAfter?: Date,
  ): Promise<void> {
    const now = new Date().toISOString();
    const values: Updateable<JobsTable> = {
      state,
      locked_until: null,
      last_error: error,
      ...(startAfter ? { start_after: startAfter.toISOString() } : {}),
      ...(state === 'retry' ? {} : { completed_at: now }),
      // A finished job's payload (a mail's text, its links) is not kept; its key is, for singletons.
      ...(state === 'completed' ? { payload: 'null' } : {}),
    };
    await this.db
      .updateTable('jobs')
      .set(values)
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('attempts', '=', job.attempts)
      .execute();
  }
}
