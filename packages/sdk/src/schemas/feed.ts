import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, outboundUrlSchema } from './common';
import { FEED_FORMATS, FEED_RUN_STATUSES, FEED_RUN_TRIGGERS, FEED_SOURCES, FEED_URL_MAX } from './constants';
import { listingSchema } from './listing';
import { propertySchema } from './property';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Listing feeds (docs/adr/0171-listing-feeds.md): an agency's stock comes in as a Kyero v3 XML
 * document (fetched from its URL every hour, or uploaded), each `<property>` keyed by its `<ref>`;
 * an account's published stock goes out as Kyero v3 XML and JSON at a private URL.
 */

export type FeedFormat = (typeof FEED_FORMATS)[number];
export type FeedSource = (typeof FEED_SOURCES)[number];
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];
export type FeedRunTrigger = (typeof FEED_RUN_TRIGGERS)[number];

/** A row of the feed that was not imported: where it is, and why, worded in the reader's language. */
export const feedSkippedRowSchema = z.object({
  /** The row's position among the document's `<property>` elements, from 1. */
  position: z.number().check(z.int(), z.positive()),
  /** Its `<ref>`, when it has one. */
  ref: z.nullable(z.string()),
  /** The Convive field (or feed element) that is wrong, when one is. */
  field: z.nullable(z.string()),
  /** A stable code for programs: `missing_ref`, `duplicate_ref`, `invalid_field`, `photo_failed`… */
  code: z.string(),
  message: z.string(),
});
export type FeedSkippedRow = z.infer<typeof feedSkippedRowSchema>;

/** One import of a feed, and its report. */
export const feedRunSchema = z.object({
  id: idSchema,
  status: z.enum(FEED_RUN_STATUSES),
  trigger: z.enum(FEED_RUN_TRIGGERS),
  created_at: dateTimeSchema,
  started_at: z.nullable(dateTimeSchema),
  finished_at: z.nullable(dateTimeSchema),
  /** Why the whole document was refused (not XML, truncated, a DTD, too large, not reachable…): nothing was written. */
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  /** Rows in the document. */
  total: z.number().check(z.int(), z.gte(0)),
  created: z.number().check(z.int(), z.gte(0)),
  updated: z.number().check(z.int(), z.gte(0)),
  /** Rows identical to what Convive holds: nothing written, no photo fetched. */
  unchanged: z.number().check(z.int(), z.gte(0)),
  /** Listings of earlier runs missing from this document: unpublished, never deleted. */
  unpublished: z.number().check(z.int(), z.gte(0)),
  skipped: z.number().check(z.int(), z.gte(0)),
  photos_fetched: z.number().check(z.int(), z.gte(0)),
  photos_failed: z.number().check(z.int(), z.gte(0)),
  /** The skipped rows (the first FEED_REPORT_ROWS_MAX; `skipped` counts them all). */
  skipped_rows: z.array(feedSkippedRowSchema),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedSchema = z.object({
  id: idSchema,
  format: z.enum(FEED_FORMATS),
  source: z.enum(FEED_SOURCES),
  /** The document's URL (null for an uploaded feed). */
  url: z.nullable(z.string()),
  /** A disabled URL feed is not fetched on schedule; it can still be run by hand. */
  enabled: z.boolean(),
  /** The properties this feed created and still keys by `<ref>`. */
  properties_count: z.number().check(z.int(), z.gte(0)),
  last_run: z.nullable(feedRunSchema),
  /** When the schedule fetches it next (null: uploaded, or disabled). */
  next_run_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Feed = z.infer<typeof feedSchema>;

const feedUrlSchema = outboundUrlSchema(FEED_URL_MAX, {
  url: SCHEMA_MESSAGES.feedUrl,
  max: SCHEMA_MESSAGES.urlMax,
});
const feedFormatSchema = z.enum(FEED_FORMATS, { error: SCHEMA_MESSAGES.feedFormat });

/**
 * Body of POST /feeds/ as JSON: a URL the server fetches now and every hour. The multipart form of
 * the same call carries the document as `file` (and `format`) instead: an uploaded feed.
 */
export const feedCreateSchema = z.object({
  url: feedUrlSchema,
  format: z._default(feedFormatSchema, 'kyero-v3'),
});
export type FeedCreate = z.input<typeof feedCreateSchema>;

/** A feed document sent as a file (the multipart form of POST /feeds/ and of a run of an uploaded feed). */
export interface FeedUpload {
  file: Blob;
  format?: FeedFormat;
}

/** Body of PATCH /feeds/{id}/. */
export const feedUpdateSchema = z.object({
  url: z.optional(feedUrlSchema),
  enabled: z.optional(z.boolean()),
});
export type FeedUpdate = z.input<typeof feedUpdateSchema>;

/** GET /feeds/export/: the account's private export addresses (the token is made on the first call). */
export const feedExportSchema = z.object({
  token: z.string(),
  xml_url: z.string(),
  json_url: z.string(),
  refs_url: z.string(),
  /** The published listings the export holds now. */
  properties: z.number().check(z.int(), z.gte(0)),
});
export type FeedExport = z.infer<typeof feedExportSchema>;

/** One published home of the JSON export. */
export const feedExportItemSchema = z.object({
  /** The agency's `<ref>` for imported homes, `convive-{id}` for the others. */
  ref: z.string(),
  updated_at: dateTimeSchema,
  /** The home's public page. */
  url: z.string(),
  property: propertySchema,
  listing: listingSchema,
});
export type FeedExportItem = z.infer<typeof feedExportItemSchema>;

/** GET /feeds/export/{token}.json. */
export const feedExportDocumentSchema = z.object({
  generated_at: dateTimeSchema,
  properties: z.array(feedExportItemSchema),
});
export type FeedExportDocument = z.infer<typeof feedExportDocumentSchema>;

/** A line of the reconciliation list: what Convive holds, to compare with the agency's own. */
export const feedRefSchema = z.object({ ref: z.string(), updated_at: dateTimeSchema });
export type FeedRef = z.infer<typeof feedRefSchema>;
