import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_LIMIT,
  errorLabel,
  type JobHandler,
  type JobQueue,
  type QueueOptions,
  type SendOptions,
} from './queue';

export interface PgBossQueueOptions extends QueueOptions {
  connectionString: string;
  /** The PostgreSQL schema of pg-boss's tables. */
  schema: string;
  /** Connections of pg-boss's own pool. @default 4 */
  poolSize?: number;
  /** How often each worker asks for jobs (a `send` in this process wakes it at once). @default 1 */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for the jobs running. @default 5000 */
  stopTimeoutMs?: number;
}

/** A UUID derived from a job name and singleton key: pg-boss refuses a second job with the same id. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-5-like UUID (the variant and version bits set).
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The queue on PostgreSQL: pg-boss (a maintained queue built on `SELECT … FOR UPDATE SKIP LOCKED`,
 * with retries, back-off, singletons, schedules and its own maintenance). Every process can send;
 * processes with workers run jobs, as many as they like, safely at once.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly queues = new Map<string, Promise<void>>();
  /** The last queue creation: they run one after another (concurrent ones deadlock in PostgreSQL). */
  private creating: Promise<unknown> = Promise.resolve();
  private readonly workerIds = new Map<string, string[]>();
  private readonly running = new Set<Promise<unknown>>();
  private starting: Promise<unknown> | null = null;
  private started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: options.poolSize ?? 4,
      application_name: 'convive-jobs',
      // Maintenance (expiring, archiving, deleting old jobs) only where jobs are run.
      supervise: options.workers > 0,
      schedule: false,
      // Finished jobs stay 30 days in the archive: a singleton key is remembered that long.
      deleteAfterDays: 30,
    });
    this.boss.on('error', (error) => options.log.error({ error: errorLabel(error) }, 'jobs: pg-boss error'));
  }

  /** Starts pg-boss once (its schema is created on first use); sending needs it too. */
  private ready(): Promise<unknown> {
    this.starting ??= this.boss.start();
    return this.starting;
  }

  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      const previous = this.creating.catch(() => undefined);
      created = Promise.all([this.ready(), previous]).then(() =>
        this.boss.createQueue(name, {
          name,
          retryLimit: this.options.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: Math.max(1, Math.round((this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) / 1000)),
          retryBackoff: true,
        }),
      );
      created.catch(() => this.queues.delete(name));
      this.creating = created;
      this.queues.set(name, created);
    }
    return created;
  }

  async send<T>(name: string, payload: T, options: SendOptions = {}): Promise<string | null> {
    await this.queue(name);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.singletonKey !== undefined) {
      const id = singletonId(name, options.singletonKey);
      // Still in the job table: the insert below conflicts. Already archived: look there too.
      const done = await this.boss.getJobById(name, id, { includeArchive: true });
      if (done && done.state !== 'failed') return null;
      sendOptions.id = id;
      sendOptions.singletonKey = options.singletonKey;
    }
    if (options.startAfter) sendOptions.startAfter = options.startAfter;
    if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
    if (options.retryDelayMs !== undefined) {
      sendOptions.retryDelay = Math.max(1, Math.round(options.retryDelayMs / 1000));
      sendOptions.retryBackoff = true;
    }
    const id = await this.boss.send(name, (payload ?? null) as object, sendOptions);
    if (id) for (const worker of this.workerIds.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
    if (this.started) void this.listen(name);
  }

  async start(): Promise<void> {
    await this.ready();
    if (this.options.workers <= 0 || this.started) return;
    this.started = true;
    await Promise.all([...this.handlers.keys()].map((name) => this.listen(name)));
  }

  /** One pg-boss worker per allowed concurrent job, for a job name. */
  private async listen(name: string): Promise<void> {
    await this.queue(name);
    const ids: string[] = [];
    for (let i = 0; i < this.options.workers; i += 1) {
      let id = '';
      id = await this.boss.work<unknown>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
        },
        async ([job]) => {
          if (!job) return;
          await this.run(job);
          // pg-boss waits out the polling interval after every fetch, even one that found a job:
          // that caps a worker at one job a second (a burst of 18,000 alert e-mails: five hours).
          // A job was there, so others may be: fetch again at once. An empty fetch still waits.
          if (id) this.boss.notifyWorker(id);
        },
      );
      ids.push(id);
    }
    this.workerIds.set(name, ids);
  }

  /** Runs a job's handler; a throw fails the run (pg-boss retries it or marks it failed). */
  private async run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const info = { id: job.id, name: job.name, attempt: job.retryCount + 1 };
    const handler = this.handlers.get(job.name);
    const run = (async () => {
      if (!handler) throw new Error(`no handler for ${job.name}`);
      await handler(job.data, info);
    })();
    this.running.add(run);
    try {
      await run;
    } catch (error) {
      const label = errorLabel(error);
      if (job.retryCount >= job.retryLimit) {
        this.options.log.error({ ...info, error: label }, 'jobs: job failed for good');
      } else {
        this.options.log.warn({ ...info, error: label }, 'jobs: job failed, will retry');
      }
      // pg-boss stores what the handler threw as the job's output: its label only, no message.
      throw new JobFailure(label);
    } finally {
      this.running.delete(run);
    }
  }

  async stop(): Promise<void> {
    if (!this.starting) return;
    this.started = false;
    await this.starting.catch(() => undefined);
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: true,
      timeout: this.options.stopTimeoutMs ?? 5_000,
    });
  }

  async drain(): Promise<void> {
    if (this.options.workers <= 0) return;
    // Jobs another process left active (it died) expire only after minutes: do not wait for those.
    const deadline = Date.now() + (this.options.stopTimeoutMs ?? 5_000);
    for (;;) {
      let ran = false;
      for (const name of this.handlers.keys()) {
        await this.queue(name);
        const [job] = await this.boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
        if (!job) continue;
        ran = true;
        try {
          await this.run(job);
          await this.boss.complete(name, job.id);
        } catch (error) {
          await this.boss.fail(name, job.id, { error: errorLabel(error) });
        }
      }
      if (ran) continue;
      if (this.running.size > 0) {
        await Promise.allSettled([...this.running]);
        continue;
      }
      // A worker may be fetching a job, or have fetched one it has not started: wait for it.
      if ((await this.active()) === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Jobs of this queue's names that are running (in any process) or due now. A due job that
   * `fetch` did not return is being fetched by a worker whose transaction has not committed yet
   * (SKIP LOCKED passed over it): it still reads as waiting, and is counted until it is done.
   */
  private async active(): Promise<number> {
    const names = [...this.handlers.keys()];
    const { rows } = await this.boss.getDb().executeSql(
      `select count(*)::int as n from ${this.options.schema}.job
       where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after < now()))`,
      [names],
    );
    return Number(rows[0]?.n ?? 0);
  }
}

/** What a failed run leaves in pg-boss's `output`: the error's name and code. */
class JobFailure extends Error {
  constructor(label: string) {
    super(label);
    this.name = 'JobFailure';
    this.stack = undefined;
  }
}
