import {
  type ApiMessage,
  apiMessageText,
  type Feed,
  type FeedRun,
  type FeedRunStatus,
  type FeedRunTrigger,
  type FeedSkippedRow,
  isApiMessageCode,
  type Language,
} from '@convive/sdk';
import type { FeedRow, FeedRunRow } from '../../db/schema';
import type { DocumentError } from './kyero';

/*
 * Feeds between the tables and the contract. A run's report is stored as message codes and
 * parameters, and worded here, in the reader's language, each time it is read.
 */

/** A reported row as stored (JSON in `feed_runs.skipped_rows`). */
export interface StoredProblem {
  position: number;
  ref: string | null;
  field: string | null;
  code: string;
  message: ApiMessage;
}

export function storedError(error: DocumentError): string {
  return JSON.stringify(error);
}

/** A stored message in `language`; one this server no longer knows reads as its code. */
function word(message: ApiMessage | undefined, language: Language, fallback: string): string {
  if (!message || !isApiMessageCode(message.code)) return fallback;
  return apiMessageText(message, language);
}

function parse<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function runOut(row: FeedRunRow, language: Language): FeedRun {
  const error = parse<DocumentError | null>(row.error, null);
  const problems = parse<StoredProblem[]>(row.skipped_rows, []);
  return {
    id: row.id,
    status: row.status as FeedRunStatus,
    trigger: row.trigger as FeedRunTrigger,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    error: error ? { code: error.code, message: word(error.message, language, error.code) } : null,
    total: row.total,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    unpublished: row.unpublished,
    skipped: row.skipped,
    photos_fetched: row.photos_fetched,
    photos_failed: row.photos_failed,
    skipped_rows: problems.map(
      (p): FeedSkippedRow => ({
        position: p.position,
        ref: p.ref,
        field: p.field,
        code: p.code,
        message: word(p.message, language, p.code),
      }),
    ),
  };
}

export function feedOut(
  row: FeedRow,
  lastRun: FeedRunRow | undefined,
  propertiesCount: number,
  language: Language,
): Feed {
  return {
    id: row.id,
    format: row.format as Feed['format'],
    source: row.source as Feed['source'],
    url: row.url,
    enabled: !!row.enabled,
    properties_count: propertiesCount,
    last_run: lastRun ? runOut(lastRun, language) : null,
    next_run_at: row.source === 'url' && row.enabled ? row.next_run_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
