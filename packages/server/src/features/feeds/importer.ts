import { type ApiMessage, FEED_REPORT_ROWS_MAX, type Listing } from '@convive/sdk';
import type { Kysely } from 'kysely';
import { type AppContext, nowIso } from '../../context';
import type { Database, FeedRow, ListingRow } from '../../db/schema';
import { createOutboundFetch, OutboundError, type OutboundFetch } from '../../http/outbound';
import { IMAGE_LIMITS, newStorageKey, processFeedPhoto, thumbKeyOf } from '../../services/images';
import { Slots } from '../../services/slots';
import { listingsOut } from '../listings/mapping';
import { applyListingGate } from '../listings/visibility';
import { newPropertyRow, propertyChanges } from '../properties/mapping';
import { queuePropertyMatch } from '../savedSearches';
import { emitWebhookEvent } from '../webhooks';
import {
  type DocumentError,
  feedLimits,
  type MappedRow,
  mapKyeroProperty,
  parseKyero,
  type RowProblem,
} from './kyero';
import { type StoredProblem, storedError } from './mapping';
import { feedQueries, type KnownProperty } from './queries';

/*
 * One run of a feed (docs/adr/0171-listing-feeds.md): the document is fetched (or read from its
 * upload) and parsed whole before anything is written; then each row that changed is written in a
 * transaction of its own (property, listing, photos), so a row is never half-written and a bad row
 * costs only itself. Rows identical to what was written last time (same hash) write nothing and
 * fetch nothing. Listings of the feed missing from the document are paused, never deleted.
 */

/** Photos fetched at once, across the rows of a run. */
export const PHOTO_CONCURRENCY = 6;
/** Rows prepared and written at once (their photos share PHOTO_CONCURRENCY). */
const ROW_CONCURRENCY = 12;
/** Where feed photos are stored: their keys say they are the feed's (and may be shared by rows). */
const PHOTO_FOLDER = 'feeds';

export interface RunCounts {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  skipped: number;
  photos_fetched: number;
  photos_failed: number;
}

/** Runs `work` on every item, at most `size` at once. */
async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** A media URL without a request (webhook payloads): on the public origin. */
function publicMediaUrl(ctx: AppContext, key: string | null): string | null {
  return key ? `${ctx.publicOrigin()}/media/${key.split('/').map(encodeURIComponent).join('/')}` : null;
}

/** The document of a run: its upload, or its URL's answer through the outbound fetcher. */
async function documentOf(
  ctx: AppContext,
  fetcher: OutboundFetch,
  feed: FeedRow,
  runId: number,
): Promise<{ ok: true; body: Buffer } | { ok: false; error: DocumentError }> {
  if (feed.source === 'upload') {
    const body = await feedQueries(ctx.db).upload(runId);
    return body
      ? { ok: true, body }
      : { ok: false, error: { code: 'not_xml', message: { code: 'feedNotXml', params: {} } } };
  }
  const tooLarge: DocumentError = {
    code: 'too_large',
    message: { code: 'feedTooLarge', params: { megabytes: Math.round(feedLimits.maxBytes / 1024 / 1024) } },
  };
  try {
    const answer = await fetcher(feed.url ?? '', {
      headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' },
      timeoutMs: feedLimits.fetchTimeoutMs,
      maxBytes: feedLimits.maxBytes,
      overflow: 'fail',
    });
    if (answer.status < 200 || answer.status >= 300)
      return {
        ok: false,
        error: {
          code: 'http_status',
          message: { code: 'feedHttpStatus', params: { status: answer.status } },
        },
      };
    return { ok: true, body: answer.body };
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'too_large') return { ok: false, error: tooLarge };
    const reason = error instanceof OutboundError ? error.code : 'network';
    return {
      ok: false,
      error: { code: 'fetch_failed', message: { code: 'feedFetchFailed', params: { reason } } },
    };
  }
}

/** The stored files of a photo URL of the account. */
interface StoredPhoto {
  main: string;
  thumb: string;
}

/**
 * The photos of one run: each URL fetched at most once per account (the `feed_photos` table, and
 * in-flight fetches shared between rows), through the outbound fetcher, checked and re-encoded as
 * an upload is.
 */
class PhotoFetcher {
  private readonly slots = new Slots(PHOTO_CONCURRENCY);
  private readonly inFlight = new Map<string, Promise<StoredPhoto | string>>();
  fetched = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly fetcher: OutboundFetch,
    private readonly ownerId: number,
    private readonly known: Map<string, StoredPhoto>,
  ) {}

  /** The stored photo, or why it failed (a fetcher or image code). */
  get(url: string): Promise<StoredPhoto | string> {
    const stored = this.known.get(url);
    if (stored) return Promise.resolve(stored);
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.slots.run(() => this.fetch(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async fetch(url: string): Promise<StoredPhoto | string> {
    let body: Buffer;
    try {
      const answer = await this.fetcher(url, {
        timeoutMs: feedLimits.photoTimeoutMs,
        maxBytes: IMAGE_LIMITS.maxBytes,
        overflow: 'fail',
      });
      if (answer.status < 200 || answer.status >= 300) return 'http_status';
      body = answer.body;
    } catch (error) {
      return error instanceof OutboundError ? error.code : 'network';
    }
    let image: Awaited<ReturnType<typeof processFeedPhoto>>;
    try {
      image = await processFeedPhoto(body);
    } catch {
      return 'not_image';
    }
    const main = newStorageKey(`${PHOTO_FOLDER}/${this.ownerId}`, image.extension);
    const thumb = thumbKeyOf(main);
    await this.ctx.storage.put(main, image.main, image.contentType);
    await this.ctx.storage.put(thumb, image.thumb, image.contentType);
    await this.ctx.db
      .insertInto('feed_photos')
      .values({
        owner_id: this.ownerId,
        url,
        storage_key: main,
        thumb_key: thumb,
        created_at: nowIso(this.ctx),
      })
      .onConflict((oc) => oc.columns(['owner_id', 'url']).doNothing())
      .execute();
    this.fetched += 1;
    const stored = { main, thumb };
    this.known.set(url, stored);
    return stored;
  }
}

/** Sets a property's feed photos, in the feed's order, first; other images keep theirs after them. */
async function setPhotos(
  db: Kysely<Database>,
  propertyId: number,
  photos: readonly StoredPhoto[],
  now: string,
): Promise<void> {
  const current = await db
    .selectFrom('property_images')
    .select(['id', 'storage_key', 'position', 'is_main'])
    .where('owner_ref', '=', propertyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (current.length === 0) {
    // A new property (the common case): the photos go in at their places, one statement.
    if (photos.length > 0)
      await db
        .insertInto('property_images')
        .values(
          photos.map((photo, position) => ({
            owner_ref: propertyId,
            storage_key: photo.main,
            thumb_key: photo.thumb,
            is_main: position === 0 ? 1 : 0,
            position,
            created_at: now,
          })),
        )
        .execute();
    return;
  }
  const wanted = photos.map((p) => p.main);
  const feedImages = current.filter((image) => image.storage_key.startsWith(`${PHOTO_FOLDER}/`));
  if (
    feedImages.map((image) => image.storage_key).join('\n') === wanted.join('\n') &&
    feedImages.every((image, index) => image.position === index)
  )
    return;
  const gone = feedImages.filter((image) => !wanted.includes(image.storage_key)).map((image) => image.id);
  if (gone.length > 0) await db.deleteFrom('property_images').where('id', 'in', gone).execute();
  const have = new Map(feedImages.map((image) => [image.storage_key, image.id]));
  const missing = photos.filter((photo) => !have.has(photo.main));
  const inserted =
    missing.length === 0
      ? []
      : await db
          .insertInto('property_images')
          .values(
            missing.map((photo) => ({
              owner_ref: propertyId,
              storage_key: photo.main,
              thumb_key: photo.thumb,
              is_main: 0,
              position: 0,
              created_at: now,
            })),
          )
          .returning(['id', 'storage_key'])
          .execute();
  for (const row of inserted) have.set(row.storage_key, row.id);
  const order = [
    ...wanted.map((key) => have.get(key)!),
    ...current.filter((image) => !image.storage_key.startsWith(`${PHOTO_FOLDER}/`)).map((image) => image.id),
  ];
  for (const [position, id] of order.entries())
    await db
      .updateTable('property_images')
      .set({ position, is_main: position === 0 ? 1 : 0 })
      .where('id', '=', id)
      .execute();
}

/** What a run reports and what it must do once its rows are written. */
interface RunState {
  counts: RunCounts;
  problems: RowProblem[];
  /** Listings whose news go to the owner's webhooks. */
  changed: boolean;
}

/** Writes one changed row: its property, its listing, its photos, in one transaction. */
async function writeRow(
  ctx: AppContext,
  feed: FeedRow,
  row: MappedRow,
  known: KnownProperty | undefined,
  photos: PhotoFetcher,
  state: RunState,
): Promise<void> {
  const stored: StoredPhoto[] = [];
  for (const url of row.photos) {
    const got = await photos.get(url);
    if (typeof got === 'string') {
      state.counts.photos_failed += 1;
      state.problems.push({
        position: row.position,
        ref: row.ref,
        field: 'images',
        code: 'photo_failed',
        message: { code: 'feedPhotoFailed', params: { url: url.slice(0, 300), reason: got } },
      });
    } else stored.push(got);
  }
  const now = nowIso(ctx);
  const feedColumns = { feed_id: feed.id, external_ref: row.ref, feed_hash: row.hash };
  const listingRow = await ctx.db.transaction().execute(async (trx) => {
    let propertyId: number;
    if (known) {
      await trx
        .updateTable('properties')
        .set({ ...propertyChanges(row.property, now), ...feedColumns })
        .where('id', '=', known.id)
        .execute();
      propertyId = known.id;
    } else {
      const inserted = await trx
        .insertInto('properties')
        .values({ ...newPropertyRow(row.property, feed.owner_id, now), ...feedColumns })
        .returning('id')
        .executeTakeFirstOrThrow();
      propertyId = inserted.id;
    }
    await setPhotos(trx, propertyId, stored, now);
    const listing = { ...row.listing, status: 'published', updated_at: now };
    const written = known?.listing_id
      ? await trx
          .updateTable('listings')
          .set({
            title: listing.title,
            description: listing.description,
            status: 'published',
            updated_at: now,
          })
          .where('id', '=', known.listing_id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('listings')
          .values({
            ...listing,
            property_id: propertyId,
            owner_id: feed.owner_id,
            available_from: ctx.today(),
            is_featured: 0,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    // A listing the feed had paused is published again: its home is shown again.
    await applyListingGate(trx, [propertyId], now);
    return written;
  });
  if (known) state.counts.updated += 1;
  else state.counts.created += 1;
  state.changed = true;

  const answer = listingAnswer(ctx, listingRow, row, stored[0]?.thumb ?? null);
  const was = known?.listing_status === 'published';
  await emitWebhookEvent(ctx, feed.owner_id, was ? 'listing.updated' : 'listing.published', {
    listing: answer,
  });
  // Newly shown in the public search: saved searches may want it (as the properties service does).
  if (known?.property_status !== 'disponible' || !was)
    await queuePropertyMatch(ctx, listingRow.property_id, { justCreated: !known });
}

/** A listing as the webhooks send it, built without a request (media on the public origin). */
function listingAnswer(
  ctx: AppContext,
  row: ListingRow,
  mapped: MappedRow | null,
  thumb: string | null,
): Listing {
  const summary = {
    id: row.property_id,
    title: mapped?.property.title ?? row.title,
    city: mapped?.property.city ?? '',
    thumbnail: publicMediaUrl(ctx, thumb),
  };
  return listingsOut([row], new Map([[row.property_id, summary]]), new Map())[0]!;
}

/** Imports a parsed document's rows for a feed. Answers the counts and the reported rows. */
async function importRows(
  ctx: AppContext,
  fetcher: OutboundFetch,
  feed: FeedRow,
  nodes: Parameters<typeof mapKyeroProperty>[0][],
): Promise<RunState> {
  const state: RunState = {
    counts: {
      total: nodes.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      unpublished: 0,
      skipped: 0,
      photos_fetched: 0,
      photos_failed: 0,
    },
    problems: [],
    changed: false,
  };
  const queries = feedQueries(ctx.db);
  const known = new Map((await queries.known(feed.owner_id)).map((k) => [k.external_ref, k]));
  const inDocument = new Set<string>();
  const toWrite: { row: MappedRow; known: KnownProperty | undefined }[] = [];
  const skip = (problem: RowProblem) => {
    state.counts.skipped += 1;
    state.problems.push(problem);
  };
  for (const [index, node] of nodes.entries()) {
    const result = mapKyeroProperty(node, index + 1);
    if (!result.ok) {
      // A row still in the document, even refused, is not "missing": its listing is left as it is.
      if (result.problem.ref) inDocument.add(result.problem.ref);
      skip(result.problem);
      continue;
    }
    const { row } = result;
    if (inDocument.has(row.ref)) {
      skip({
        position: row.position,
        ref: row.ref,
        field: 'ref',
        code: 'duplicate_ref',
        message: { code: 'feedRowDuplicateRef', params: { ref: row.ref } },
      });
      continue;
    }
    inDocument.add(row.ref);
    const existing = known.get(row.ref);
    if (existing && existing.feed_id !== null && existing.feed_id !== feed.id) {
      skip({
        position: row.position,
        ref: row.ref,
        field: 'ref',
        code: 'ref_of_other_feed',
        message: { code: 'feedRowOtherFeed', params: { ref: row.ref } },
      });
      continue;
    }
    // Same hash: nothing to write, whatever the landlord did to the listing since (a pause by hand
    // stays). A listing the feed paused lost its hash then, so its row is written when it comes back.
    if (existing?.feed_id === feed.id && existing.feed_hash === row.hash) state.counts.unchanged += 1;
    else toWrite.push({ row, known: existing });
  }

  const photoUrls = toWrite.flatMap((item) => item.row.photos);
  const photos = new PhotoFetcher(
    ctx,
    fetcher,
    feed.owner_id,
    await queries.photos(feed.owner_id, photoUrls),
  );
  await pool(toWrite, ROW_CONCURRENCY, async ({ row, known: existing }) => {
    try {
      await writeRow(ctx, feed, row, existing, photos, state);
    } catch (error) {
      // The row's transaction rolled back: it is reported, the others go on.
      ctx.log.error(
        { err: error, feed: feed.id, position: row.position },
        'feed: a row could not be written',
      );
      skip({
        position: row.position,
        ref: row.ref,
        field: null,
        code: 'write_failed',
        message: { code: 'internal', params: {} } as ApiMessage,
      });
    }
  });
  state.counts.photos_fetched = photos.fetched;

  // The feed's listings missing from this document: paused, never deleted.
  const missing = [...known.values()].filter(
    (k) =>
      k.feed_id === feed.id &&
      !inDocument.has(k.external_ref) &&
      k.listing_status === 'published' &&
      k.listing_id,
  );
  for (const item of missing) {
    const listing = await ctx.db.transaction().execute(async (trx) => {
      const paused = await trx
        .updateTable('listings')
        .set({ status: 'paused', updated_at: nowIso(ctx) })
        .where('id', '=', item.listing_id!)
        .where('status', '=', 'published')
        .returningAll()
        .executeTakeFirst();
      if (paused) {
        await trx.updateTable('properties').set({ feed_hash: null }).where('id', '=', item.id).execute();
        // Its home leaves the public search with it.
        await applyListingGate(trx, [item.id], nowIso(ctx));
      }
      return paused;
    });
    if (!listing) continue;
    state.counts.unpublished += 1;
    state.changed = true;
    await emitWebhookEvent(ctx, feed.owner_id, 'listing.unpublished', {
      listing: listingAnswer(ctx, listing, null, null),
    });
  }
  return state;
}

/** The reported rows as stored: by position, at most FEED_REPORT_ROWS_MAX. */
function storedProblems(problems: readonly RowProblem[]): StoredProblem[] {
  return [...problems]
    .sort((a, b) => a.position - b.position)
    .slice(0, FEED_REPORT_ROWS_MAX)
    .map((p) => ({ position: p.position, ref: p.ref, field: p.field, code: p.code, message: p.message }));
}

/**
 * Runs a queued run of a feed: claims it (another job or process that got there first wins), then
 * fetches, parses and imports. Whatever happens, the run ends succeeded or failed with its report.
 */
export async function runFeed(ctx: AppContext, runId: number): Promise<void> {
  const queries = feedQueries(ctx.db);
  if (!(await queries.claim(runId, nowIso(ctx)))) return;
  const run = await queries.run(runId);
  const feed = run ? await queries.byId(run.feed_id) : undefined;
  if (!run || !feed) return;
  const fail = (error: DocumentError) =>
    queries.finishRun(runId, { status: 'failed', finished_at: nowIso(ctx), error: storedError(error) });
  try {
    const fetcher = createOutboundFetch(ctx.config);
    const document = await documentOf(ctx, fetcher, feed, runId);
    if (!document.ok) return await fail(document.error);
    const parsed = parseKyero(document.body);
    if (!parsed.ok) return await fail(parsed.error);
    const state = await importRows(ctx, fetcher, feed, parsed.properties);
    // One invalidation for the whole run, not one per row.
    if (state.changed) await ctx.searchCache.invalidate();
    await queries.finishRun(runId, {
      status: 'succeeded',
      finished_at: nowIso(ctx),
      ...state.counts,
      skipped_rows: JSON.stringify(storedProblems(state.problems)),
    });
  } catch (error) {
    ctx.log.error({ err: error, feed: feed.id, run: runId }, 'feed: the run failed');
    await fail({ code: 'internal', message: { code: 'internal', params: {} } as ApiMessage });
  } finally {
    await queries.removeUpload(runId);
  }
}
