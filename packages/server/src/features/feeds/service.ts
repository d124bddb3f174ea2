import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  FEED_FORMATS,
  FEEDS_MAX,
  type Feed,
  type FeedFormat,
  type FeedRunTrigger,
  feedCreateSchema,
  type feedUpdateSchema,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { FeedRow } from '../../db/schema';
import { conflict, ERRORS, fieldError, HttpError, notFound } from '../../errors';
import { addressKind, portAllowed } from '../../http/outbound';
import { requestLanguage } from '../../i18n/translate';
import { discard, readFile, readMultipart } from '../../services/multipart';
import { validate } from '../../validation';
import { runFeed } from './importer';
import { feedLimits } from './kyero';
import { feedOut } from './mapping';
import { feedQueries } from './queries';

/*
 * A landlord's listing feeds (docs/adr/0171-listing-feeds.md): only their own (anyone else's is a
 * 404), at most FEEDS_MAX. A URL feed is imported when given and every hour after; an uploaded one
 * each time a file comes. Every import is a run on the durable job queue, and at most one run of a
 * feed waits or runs at a time (409 otherwise; a unique index holds it too).
 */

type Create = z.output<typeof feedCreateSchema>;
type Update = z.output<typeof feedUpdateSchema>;

/** The job that runs one queued run. Payload: {runId}. */
export const FEED_RUN_JOB = 'feed.run';
/** The hourly job of a URL feed. Payload: {feedId, at}; only the one `next_run_at` names runs. */
export const FEED_SCHEDULE_JOB = 'feed.schedule';
export const FEED_INTERVAL_MS = 3_600_000;
/** A run still `running` after this long died with its process: it no longer blocks the next one. */
const RUN_LEASE_MS = 2 * 3_600_000;
/** What an uploaded feed may be sent as (browsers send .xml files as either, or as octet-stream). */
const XML_TYPES = new Set(['application/xml', 'text/xml', 'application/octet-stream', '']);

/** The feed of the request's path, the caller's own; another landlord's is a 404. */
export async function ownFeed(ctx: AppContext, ownerId: number, id: number): Promise<FeedRow> {
  const row = await feedQueries(ctx.db).find(ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** Feeds with their last run and property counts, worded for the request. */
async function feedsOut(ctx: AppContext, request: FastifyRequest, rows: readonly FeedRow[]): Promise<Feed[]> {
  const queries = feedQueries(ctx.db);
  const ids = rows.map((row) => row.id);
  const [runs, counts] = await Promise.all([queries.lastRuns(ids), queries.propertyCounts(ids)]);
  const language = requestLanguage(request);
  return rows.map((row) => feedOut(row, runs.get(row.id), counts.get(row.id) ?? 0, language));
}

export async function feedAnswer(ctx: AppContext, request: FastifyRequest, row: FeedRow): Promise<Feed> {
  const [feed] = await feedsOut(ctx, request, [row]);
  return feed!;
}

export async function listFeeds(ctx: AppContext, request: FastifyRequest, ownerId: number): Promise<Feed[]> {
  return feedsOut(ctx, request, await feedQueries(ctx.db).list(ownerId));
}

/**
 * Refuses a URL the server would refuse to fetch, as a field error now rather than a failed run
 * later: a private or link-local address, loopback without OUTBOUND_ALLOW_LOOPBACK, a refused port.
 * A name that does not resolve yet is accepted (the run will say so).
 */
async function checkFeedUrl(ctx: AppContext, text: string): Promise<void> {
  const url = new URL(text);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const refuse = () => fieldError('url', ERRORS.feedUrlNotAllowed);
  if (!portAllowed(port)) throw refuse();
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return;
    }
  }
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind === 'public' || (kind === 'loopback' && ctx.config.outboundAllowLoopback)) continue;
    throw refuse();
  }
}

/** The document of a multipart call (`file`, and `format`), checked for size and type. */
async function readUpload(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ body: Buffer; format: FeedFormat }> {
  let body: Buffer | undefined;
  let format = 'kyero-v3';
  await readMultipart(
    request,
    {
      files: 1,
      fileSize: feedLimits.maxBytes,
      tooMany: { file: [ERRORS.feedFileMissing] },
      bodyIdleMs: ctx.config.bodyIdleTimeoutMs,
    },
    {
      async file(part) {
        if (part.fieldname !== 'file') return discard(part);
        const type = (part.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
        if (!XML_TYPES.has(type) && !/\.xml$/i.test(part.filename ?? '')) {
          await discard(part);
          throw new HttpError(415, { detail: ERRORS.feedFileType });
        }
        body = await readFile(part, feedLimits.maxBytes);
      },
      field(name, value) {
        if (name === 'format') format = value;
      },
    },
  );
  if (!body || body.length === 0) throw fieldError('file', ERRORS.feedFileMissing);
  if (!(FEED_FORMATS as readonly string[]).includes(format)) throw fieldError('format', ERRORS.feedFileType);
  return { body, format: format as FeedFormat };
}

/** Queues the hourly run of a URL feed at `at` (by default an hour from now) and notes it on the feed. */
export async function scheduleFeed(ctx: AppContext, feedId: number, at?: Date): Promise<void> {
  const when = at ?? new Date(Date.now() + FEED_INTERVAL_MS);
  const iso = when.toISOString();
  await feedQueries(ctx.db).update(feedId, { next_run_at: iso });
  await ctx.jobs.send(
    FEED_SCHEDULE_JOB,
    { feedId, at: iso },
    { singletonKey: `feed:${feedId}:${iso}`, startAfter: when, retryLimit: 1 },
  );
}

/**
 * Creates a queued run of a feed (with its uploaded document), unless one waits or runs: 409. A run
 * left `running` by a process that died is closed first, so it cannot block the feed for ever.
 */
async function newRun(ctx: AppContext, feed: FeedRow, trigger: FeedRunTrigger, upload?: Buffer) {
  const now = ctx.now();
  return withOwnerLock(ctx.db, ctx.dialect, 'feed_runs', feed.id, async (trx) => {
    const queries = feedQueries(trx);
    const active = await queries.activeRun(feed.id);
    if (active) {
      const stale =
        active.status === 'running' &&
        Date.parse(active.started_at ?? active.created_at) < now.getTime() - RUN_LEASE_MS;
      if (!stale) return null;
      await queries.finishRun(active.id, {
        status: 'failed',
        finished_at: now.toISOString(),
        error: JSON.stringify({ code: 'interrupted', message: { code: 'feedInterrupted', params: {} } }),
      });
    }
    const run = await queries.insertRun({
      feed_id: feed.id,
      status: 'queued',
      trigger,
      created_at: now.toISOString(),
    });
    if (upload) await queries.insertUpload(run.id, upload);
    return run;
  });
}

/** Queues a run now: 409 when one is already queued or running. */
async function queueRun(ctx: AppContext, feed: FeedRow, trigger: FeedRunTrigger, upload?: Buffer) {
  const run = await newRun(ctx, feed, trigger, upload);
  if (!run) throw conflict(ERRORS.feedRunActive);
  await ctx.jobs.send(FEED_RUN_JOB, { runId: run.id }, { singletonKey: `feed-run:${run.id}`, retryLimit: 0 });
}

/** POST /feeds/: a URL (JSON), or a document (multipart). Either is imported at once, in the background. */
export async function createFeed(ctx: AppContext, request: FastifyRequest, ownerId: number): Promise<Feed> {
  let body: Create | null = null;
  let upload: { body: Buffer; format: FeedFormat } | null = null;
  if (request.isMultipart()) upload = await readUpload(ctx, request);
  else {
    body = validate(feedCreateSchema, request.body, () => requestLanguage(request));
    await checkFeedUrl(ctx, body.url);
  }
  const now = nowIso(ctx);
  const feed = await withOwnerLock(ctx.db, ctx.dialect, 'feeds', ownerId, async (trx) => {
    const queries = feedQueries(trx);
    if ((await queries.count(ownerId)) >= FEEDS_MAX) throw conflict(ERRORS.feedsMax({ max: FEEDS_MAX }));
    return queries.insert({
      owner_id: ownerId,
      format: upload?.format ?? body?.format ?? 'kyero-v3',
      source: upload ? 'upload' : 'url',
      url: body?.url ?? null,
      enabled: 1,
      created_at: now,
      updated_at: now,
    });
  });
  await queueRun(ctx, feed, upload ? 'upload' : 'manual', upload?.body);
  if (feed.source === 'url') await scheduleFeed(ctx, feed.id);
  return feedAnswer(ctx, request, (await feedQueries(ctx.db).byId(feed.id)) ?? feed);
}

export async function updateFeed(
  ctx: AppContext,
  request: FastifyRequest,
  feed: FeedRow,
  body: Update,
): Promise<Feed> {
  if (body.url !== undefined) {
    if (feed.source !== 'url') throw fieldError('url', ERRORS.feedUploadSource);
    await checkFeedUrl(ctx, body.url);
  }
  const updated = await feedQueries(ctx.db).update(feed.id, {
    ...(body.url === undefined ? {} : { url: body.url }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }),
    updated_at: nowIso(ctx),
  });
  // Enabled again: the hourly chain starts over from now.
  if (updated.source === 'url' && body.enabled === true && !feed.enabled) await scheduleFeed(ctx, feed.id);
  return feedAnswer(ctx, request, (await feedQueries(ctx.db).byId(feed.id)) ?? updated);
}

/** Stops importing: the feed's properties stay, without a feed (their `<ref>` still keys them). */
export async function deleteFeed(ctx: AppContext, feed: FeedRow): Promise<void> {
  await feedQueries(ctx.db).remove(feed.id);
}

/** POST /feeds/{id}/run/: a run now (an uploaded feed's with its new file). */
export async function runFeedNow(ctx: AppContext, request: FastifyRequest, feed: FeedRow): Promise<Feed> {
  let upload: Buffer | undefined;
  if (request.isMultipart()) {
    if (feed.source !== 'upload') throw fieldError('file', ERRORS.feedUrlSource);
    upload = (await readUpload(ctx, request)).body;
  } else if (feed.source === 'upload') throw fieldError('file', ERRORS.feedFileMissing);
  await queueRun(ctx, feed, upload ? 'upload' : 'manual', upload);
  return feedAnswer(ctx, request, feed);
}

/** The hourly job: queues the next hour first, then runs this one unless a run is already active. */
export async function runScheduled(ctx: AppContext, feedId: number, at: string): Promise<void> {
  const queries = feedQueries(ctx.db);
  const feed = await queries.byId(feedId);
  // Deleted, paused, or a chain that a later schedule replaced: this one ends here.
  if (feed?.source !== 'url' || !feed.enabled || feed.next_run_at !== at) return;
  await scheduleFeed(ctx, feed.id, new Date(Math.max(Date.now(), Date.parse(at)) + FEED_INTERVAL_MS));
  const run = await newRun(ctx, feed, 'schedule');
  if (run) await runFeed(ctx, run.id);
}

/** At start: every enabled URL feed whose hourly job is overdue (or was never queued) gets one. */
export async function scheduleFeeds(ctx: AppContext): Promise<void> {
  const now = Date.now();
  for (const feed of await feedQueries(ctx.db).scheduled())
    if (!feed.next_run_at || Date.parse(feed.next_run_at) < now)
      await scheduleFeed(ctx, feed.id, new Date(now + 60_000));
}

/** The feeds' job handlers, registered before the queue starts. */
export function registerFeedJobs(ctx: AppContext): void {
  ctx.jobs.work<{ runId: number }>(FEED_RUN_JOB, async ({ runId }) => {
    await runFeed(ctx, runId);
  });
  ctx.jobs.work<{ feedId: number; at: string }>(FEED_SCHEDULE_JOB, async ({ feedId, at }) => {
    await runScheduled(ctx, feedId, at);
  });
}
