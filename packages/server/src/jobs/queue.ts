/**
 * Durable background jobs: alerts, digests, reminders and every outgoing e-mail. One
 * interface, two implementations chosen by the database: pg-boss on PostgreSQL (pgBossQueue.ts),
 * an in-process queue on a table of the same database on SQLite (sqliteQueue.ts).
 *
 * A job is retried with exponential back-off when its handler throws (`retryLimit` retries after
 * the first run, the n-th waiting `retryDelayMs × 2^(n-1)`), then ends `failed` and is logged by
 * name and id only — never its payload. Jobs are rows in the database: one queued before the
 * process dies runs after the restart.
 */

export interface SendOptions {
  /**
   * Makes the job idempotent: a second `send` with the same name and key, while the first waits,
   * runs or has run, is dropped (answers null). "Never sent twice". A failed job frees its key.
   */
  singletonKey?: string;
  /** Not run before this instant. */
  startAfter?: Date;
  /** Retries after the first run. @default the queue's (5) */
  retryLimit?: number;
  /** Delay before the first retry; doubled for each next one. @default the queue's (5 s) */
  retryDelayMs?: number;
}

export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<unknown>;

export interface JobQueue {
  /** 'sqlite' (in-process, on the `jobs` table) or 'pg-boss'. */
  readonly kind: 'sqlite' | 'pg-boss';
  /** Queues a job; its payload must be JSON. Answers its id, or null when a singleton key dropped it. */
  send<T>(name: string, payload: T, options?: SendOptions): Promise<string | null>;
  /** The handler of a job name. Runs only in a process with workers (`WORKERS` > 0) once started. */
  work<T>(name: string, handler: JobHandler<T>): void;
  /** Starts running jobs (when this process has workers). */
  start(): Promise<void>;
  /** Stops taking jobs and waits a moment for the ones running; what is left stays queued. */
  stop(): Promise<void>;
  /**
   * Runs, in this process, every job that is due now and waits for the ones running here (tests,
   * before reading what a job did). Jobs due later (a retry's back-off, `startAfter`) are left.
   * Does nothing in a process without workers.
   */
  drain(): Promise<void>;
}

export interface QueueOptions {
  /** Jobs run at once in this process; 0 runs none (an API-only process). */
  workers: number;
  /** @default 5 */
  retryLimit?: number;
  /** @default 5000 */
  retryDelayMs?: number;
  log: QueueLog;
}

/** The part of a pino logger the queue uses. */
export interface QueueLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_DELAY_MS = 5_000;

/** What a failure is logged and stored as: its name and code, never its message (it may quote an address). */
export function errorLabel(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' || typeof code === 'number' ? `${error.name} ${code}` : error.name;
  }
  return typeof error;
}
