import {
  FEED_MAX_BYTES,
  type Feed,
  type FeedRun,
  type FeedRunStatus,
  type FeedRunTrigger,
  isApiError,
} from '@convive/sdk';
import { fill } from '../../app/copy/fill';
import type { IntegrationsCopy } from './copy';

/** How often a feed whose run is queued or running is read again, until the run ends. */
export const FEED_POLL_MS = 3000;

/** The skipped rows shown before the disclosure that shows them all. */
export const SKIPPED_ROWS_SHOWN = 10;

/** What the file inputs accept: a Kyero v3 document is XML. */
export const FEED_ACCEPT = '.xml,application/xml,text/xml';

/*
 * The query keys of this section. Kept here rather than in app/queryKeys because nothing else in the
 * portal reads feeds; under one root, so a change to a feed can refresh its polled detail too.
 */
export const feedKeys = {
  all: ['feeds'] as const,
  list: ['feeds', 'list'] as const,
  detail: (id: number) => ['feeds', 'detail', id] as const,
  export: ['feeds', 'export'] as const,
};

/** A run still to report: the card polls its feed until it is neither. */
export function isRunActive(run: FeedRun | null): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

/** Each status's label key: a Record over the vocabulary, so a new status fails to compile until named. */
const STATUS_LABEL: Record<FeedRunStatus, keyof IntegrationsCopy> = {
  queued: 'feedStatusQueued',
  running: 'feedStatusRunning',
  succeeded: 'feedStatusSucceeded',
  failed: 'feedStatusFailed',
};

export function runStatusLabel(status: FeedRunStatus, copy: IntegrationsCopy): string {
  return copy[STATUS_LABEL[status]];
}

const TRIGGER_LABEL: Record<FeedRunTrigger, keyof IntegrationsCopy> = {
  schedule: 'feedTriggerSchedule',
  manual: 'feedTriggerManual',
  upload: 'feedTriggerUpload',
};

export function runTriggerLabel(trigger: FeedRunTrigger, copy: IntegrationsCopy): string {
  return copy[TRIGGER_LABEL[trigger]];
}

/** The feed's name in button labels and questions: its URL, or the upload's date when it has none. */
export function feedName(feed: Feed, date: (iso: string) => string, copy: IntegrationsCopy): string {
  return feed.url ?? `${copy.feedUploaded} (${date(feed.created_at)})`;
}

/** A file's size in the reader's language: '1,5 MB', '12 KB'. */
export function fileSize(bytes: number, intlLocale: string, copy: IntegrationsCopy): string {
  if (bytes >= 1024 * 1024) {
    const format = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return fill(copy.feedSizeMb, { size: format.format(bytes / (1024 * 1024)) });
  }
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  return fill(copy.feedSizeKb, { size: new Intl.NumberFormat(intlLocale).format(kilobytes) });
}

export type FeedField = 'url' | 'file';

export type FeedErrors = Partial<Record<FeedField | 'form', string>>;

/** The upload limit in whole megabytes, for the hint and the error ('100'). */
export const FEED_MAX_MB = String(Math.round(FEED_MAX_BYTES / (1024 * 1024)));

function tooLarge(copy: IntegrationsCopy): string {
  return fill(copy.feedFileTooLarge, { max: FEED_MAX_MB });
}

function firstText(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * A refused create, edit or upload, by field: the server's 400 (`{url: [...]}`, `{file: [...]}`,
 * `{non_field_errors: [...]}`), a 409 (the limit, or a run already under way) on the form, a 413 or
 * 415 on the file. Null when the failure is not one of these (the caller shows its own fallback).
 */
export function feedErrors(error: unknown, copy: IntegrationsCopy): FeedErrors | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return { form: firstText(error.data.detail) ?? copy.feedConflict };
  if (error.status === 413) return { file: firstText(error.data.detail) ?? tooLarge(copy) };
  if (error.status === 415) return { file: firstText(error.data.detail) ?? copy.feedFileNotXml };
  if (error.status !== 400) return null;
  const result: FeedErrors = {};
  for (const [key, value] of Object.entries(error.data)) {
    const message = firstText(value);
    if (!message) continue;
    const field = key.split('.')[0];
    if (field === 'url' || field === 'file') result[field] ??= message;
    else result.form ??= message;
  }
  return result;
}

/** The message of a 409 (a run already queued or running), for the live region; null otherwise. */
export function runConflict(error: unknown, copy: IntegrationsCopy): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return firstText(error.data.detail) ?? copy.feedRunBusy;
}

/** The checks made before an upload: a file, and not over the server's limit (saves sending 100 MB for a 413). */
export function fileError(file: File | null, copy: IntegrationsCopy): string | undefined {
  if (!file) return copy.feedFileRequired;
  if (file.size > FEED_MAX_BYTES) return tooLarge(copy);
  return undefined;
}
