import {
  FEED_URL_MAX,
  FEEDS_MAX,
  type Feed,
  type FeedExport,
  type FeedRun,
  formatDateTime,
  formatNumber,
  isApiError,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, FileUp, Link2, Pause, Pencil, Play, RefreshCw, Rss, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FieldFrame, TextField, useFieldIds } from '../../ui/Field';
import { ErrorState, SkeletonCards } from '../../ui/States';
import { type IntegrationsCopy, useIntegrationsCopy } from './copy';
import { copyWithToast } from './copyText';
import own from './Feeds.module.css';
import {
  FEED_ACCEPT,
  FEED_MAX_MB,
  FEED_POLL_MS,
  type FeedErrors,
  feedErrors,
  feedKeys,
  feedName,
  fileError,
  fileSize,
  isRunActive,
  runConflict,
  runStatusLabel,
  runTriggerLabel,
  SKIPPED_ROWS_SHOWN,
} from './feedForm';
import styles from './Integrations.module.css';
import { ListWithForm } from './ListWithForm';
import shared from './ListWithForm.module.css';
import { intlLocale } from './reportSeries';

export interface FeedsProps {
  /**
   * How often a feed whose import is queued or running is read again, in milliseconds (tests pass a
   * few, so they need not wait seconds).
   * @default FEED_POLL_MS
   */
  pollMs?: number;
}

/**
 * The landlord's listing feeds: their Kyero v3 feeds (by URL or uploaded) with the last import's
 * report, add one, run, pause, edit and delete them; and the private addresses of their own stock's
 * export.
 */
export function Feeds({ pollMs = FEED_POLL_MS }: FeedsProps) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [pendingDelete, setPendingDelete] = useState<Feed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const date = useDate();

  const query = useQuery({ queryKey: feedKeys.list, queryFn: () => client.feeds.list() });
  const load = useLoadState(query, feedKeys.list);
  const list = query.data ?? [];
  const atLimit = list.length >= FEEDS_MAX;

  const replaceInList = (feed: Feed) =>
    queryClient.setQueryData<Feed[]>(feedKeys.list, (old) =>
      old?.map((item) => (item.id === feed.id ? feed : item)),
    );

  const remove = useMutation({
    mutationFn: (feed: Feed) => client.feeds.delete(feed.id),
    onSuccess: (_, feed) => {
      queryClient.setQueryData<Feed[]>(feedKeys.list, (old) => old?.filter((item) => item.id !== feed.id));
      queryClient.removeQueries({ queryKey: feedKeys.detail(feed.id) });
      notify.success(copy.feedDeleted);
      setAnnouncement(copy.feedDeleted);
      void queryClient.invalidateQueries({ queryKey: feedKeys.list });
      // The card and its buttons are gone: the list's heading is the nearest place that stays.
      listHeadingRef.current?.focus();
    },
    onError: () => notify.error(copy.feedDeleteFailure),
    onSettled: () => setPendingDelete(null),
  });

  return (
    <ListWithForm
      heading={copy.feedHeading}
      intro={copy.feedIntro}
      announcement={announcement}
      listHeadingRef={listHeadingRef}
      listLabel={copy.feedListLabel}
      count={query.isSuccess ? list.length : undefined}
      load={load}
      loadingLabel={copy.feedLoading}
      failureLabel={copy.feedLoadFailure}
      retryLabel={copy.retry}
      empty={{ title: copy.feedEmptyTitle, text: copy.feedEmptyText, icon: <Rss /> }}
      items={list.map((feed) => (
        <FeedCard
          key={feed.id}
          feed={feed}
          pollMs={pollMs}
          busy={remove.isPending && pendingDelete?.id === feed.id}
          onDelete={() => setPendingDelete(feed)}
          onChanged={replaceInList}
          announce={setAnnouncement}
        />
      ))}
      formHeading={copy.feedFormHeading}
      limitNote={query.isSuccess && atLimit ? fill(copy.feedLimit, { max: String(FEEDS_MAX) }) : null}
      form={<CreateFeedForm announce={setAnnouncement} />}
      after={
        <>
          <ExportBlock announce={setAnnouncement} />
          <ConfirmDialog
            open={pendingDelete !== null}
            onOpenChange={(open) => {
              if (!open && !remove.isPending) setPendingDelete(null);
            }}
            title={copy.feedDeleteTitle}
            description={
              pendingDelete
                ? fill(copy.feedDeleteQuestion, {
                    name: feedName(pendingDelete, date, copy),
                    count: String(pendingDelete.properties_count),
                  })
                : undefined
            }
            confirmLabel={remove.isPending ? copy.feedDeleting : copy.feedDelete}
            cancelLabel={copy.cancel}
            destructive
            busy={remove.isPending}
            onConfirm={() => {
              if (pendingDelete) remove.mutate(pendingDelete);
            }}
          />
        </>
      }
    />
  );
}

/** Dates and times as the reader's language writes them ('20 de noviembre de 2026, 10:00'). */
function useDate() {
  const { locale } = useIntegrationsCopy();
  return (iso: string) => formatDateTime(iso, intlLocale(locale));
}

function useNumber() {
  const { locale } = useIntegrationsCopy();
  return (value: number) => formatNumber(value, intlLocale(locale));
}

function Time({ iso }: { iso: string }) {
  const date = useDate();
  return <time dateTime={iso}>{date(iso)}</time>;
}

/** What the live region says when a run ends: the counts that matter, or why it failed. */
function endText(run: FeedRun, name: string, copy: IntegrationsCopy): string {
  if (run.status === 'failed')
    return fill(copy.feedRunFailedAnnounce, { name, message: run.error?.message ?? copy.feedRunFailedPlain });
  return fill(copy.feedRunDoneAnnounce, {
    name,
    created: String(run.created),
    updated: String(run.updated),
    unpublished: String(run.unpublished),
    skipped: String(run.skipped),
  });
}

function FeedCard({
  feed,
  pollMs,
  busy,
  onDelete,
  onChanged,
  announce,
}: {
  feed: Feed;
  pollMs: number;
  busy: boolean;
  onDelete(): void;
  onChanged(feed: Feed): void;
  announce(text: string): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const date = useDate();
  const number = useNumber();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const busyHintId = `${baseId}-busy`;
  const uploadFormId = `${baseId}-upload`;
  const editFormId = `${baseId}-edit`;
  const name = feedName(feed, date, copy);
  const active = isRunActive(feed.last_run);
  const isUrl = feed.source === 'url';

  // While a run is queued or running the feed is read again every few seconds; each answer replaces
  // the card's feed in the list (here rather than from the query's data, so an answer cached from an
  // earlier run can never overwrite a newer one), and the polling stops once the run has ended.
  useQuery({
    queryKey: feedKeys.detail(feed.id),
    queryFn: async () => {
      try {
        const next = await client.feeds.get(feed.id);
        onChanged(next);
        return next;
      } catch (error) {
        // Deleted elsewhere: the list is read again, and the card goes with it.
        if (isApiError(error) && error.status === 404)
          void queryClient.invalidateQueries({ queryKey: feedKeys.list });
        throw error;
      }
    },
    enabled: active,
    refetchInterval: active ? pollMs : false,
    refetchIntervalInBackground: false,
  });

  // The end of a run the screen watched is said aloud; its properties have changed, so their pages refresh.
  const seenRun = useRef(feed.last_run);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new report of the run matters
  useEffect(() => {
    const before = seenRun.current;
    const run = feed.last_run;
    seenRun.current = run;
    if (!before || !run || before.id !== run.id) return;
    if (isRunActive(before) && !isRunActive(run)) {
      announce(endText(run, name, copy));
      void queryClient.invalidateQueries({ queryKey: keys.properties.all });
      void queryClient.invalidateQueries({ queryKey: keys.listings.all });
    }
  }, [feed.last_run]);

  const run = useMutation({
    mutationFn: () => client.feeds.run(feed.id),
    onSuccess: (updated) => {
      onChanged(updated);
      announce(fill(copy.feedRunQueued, { name }));
    },
    onError: (error) => {
      const conflict = runConflict(error, copy);
      const text = conflict ?? copy.feedRunFailure;
      announce(text);
      notify.error(text);
      // A 409 means the card is out of date (a run is under way): the list is read anew and the polling starts.
      if (conflict) void queryClient.invalidateQueries({ queryKey: feedKeys.list });
    },
  });

  const toggle = useMutation({
    mutationFn: () => client.feeds.update(feed.id, { enabled: !feed.enabled }),
    onSuccess: (updated) => {
      onChanged(updated);
      const text = fill(updated.enabled ? copy.feedResumed : copy.feedPausedToast, { name });
      notify.success(text);
      announce(text);
    },
    onError: () => notify.error(copy.feedSaveFailure),
  });

  return (
    <li className={`card ${styles.keyCard}`} aria-busy={busy || undefined}>
      <div className={styles.cardHead}>
        <div className={shared.title}>
          <h4 className={isUrl ? own.url : own.name} translate={isUrl ? 'no' : undefined}>
            {isUrl ? <Link2 aria-hidden="true" /> : <FileUp aria-hidden="true" />}
            <span>{feed.url ?? copy.feedUploaded}</span>
          </h4>
          <p className={styles.hint}>
            {isUrl ? copy.feedSourceUrl : fill(copy.feedSourceUpload, { date: date(feed.created_at) })}
          </p>
        </div>
        <div className={styles.cardActions}>
          {isUrl ? (
            <button
              ref={editButtonRef}
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={fill(copy.feedEditLabel, { name })}
              aria-expanded={editing}
              aria-controls={editing ? editFormId : undefined}
              onClick={() => setEditing((current) => !current)}
            >
              <Pencil aria-hidden="true" />
              {copy.feedEdit}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--danger-outline btn--sm"
            aria-label={fill(copy.feedDeleteLabel, { name })}
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {copy.feedDelete}
          </button>
        </div>
      </div>
      {editing && feed.url !== null ? (
        <EditUrlForm
          id={editFormId}
          feed={feed}
          url={feed.url}
          onCancel={() => {
            setEditing(false);
            editButtonRef.current?.focus();
          }}
          onSaved={(updated) => {
            onChanged(updated);
            announce(copy.feedUrlSaved);
            setEditing(false);
            editButtonRef.current?.focus();
          }}
        />
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{copy.feedState}</dt>
          <dd>
            {!isUrl ? (
              copy.feedStateUpload
            ) : feed.enabled ? (
              <span className={`${own.badge} ${own.badgeOn}`}>{copy.feedEnabled}</span>
            ) : (
              <span className={own.badge}>{copy.feedPaused}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{copy.feedProperties}</dt>
          <dd>{number(feed.properties_count)}</dd>
        </div>
        <div>
          <dt>{copy.feedNextRun}</dt>
          <dd>
            {feed.next_run_at ? (
              <Time iso={feed.next_run_at} />
            ) : isUrl ? (
              copy.feedNextRunPaused
            ) : (
              copy.feedNextRunUpload
            )}
          </dd>
        </div>
      </dl>
      <div className={own.toolbar}>
        {isUrl ? (
          <>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={fill(copy.feedRunLabel, { name })}
              aria-describedby={active ? busyHintId : undefined}
              disabled={active || run.isPending}
              onClick={() => run.mutate()}
            >
              <RefreshCw aria-hidden="true" />
              {run.isPending ? copy.feedRunning : copy.feedRun}
            </button>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={fill(feed.enabled ? copy.feedPauseLabel : copy.feedResumeLabel, { name })}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate()}
            >
              {feed.enabled ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {feed.enabled ? copy.feedPause : copy.feedResume}
            </button>
          </>
        ) : (
          <button
            ref={uploadButtonRef}
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.feedUploadLabel, { name })}
            aria-describedby={active ? busyHintId : undefined}
            aria-expanded={uploading}
            aria-controls={uploading ? uploadFormId : undefined}
            disabled={active && !uploading}
            onClick={() => setUploading((current) => !current)}
          >
            <Upload aria-hidden="true" />
            {copy.feedUpload}
          </button>
        )}
        {active ? (
          <span id={busyHintId} className={styles.hint}>
            {copy.feedRunActiveHint}
          </span>
        ) : null}
      </div>
      {uploading ? (
        <UploadRunForm
          id={uploadFormId}
          feed={feed}
          name={name}
          onCancel={() => {
            setUploading(false);
            uploadButtonRef.current?.focus();
          }}
          onQueued={(updated) => {
            onChanged(updated);
            announce(fill(copy.feedRunQueued, { name }));
            setUploading(false);
            uploadButtonRef.current?.focus();
          }}
          onConflict={() => void queryClient.invalidateQueries({ queryKey: feedKeys.list })}
        />
      ) : null}
      {feed.last_run ? <RunReport run={feed.last_run} /> : <p className={styles.hint}>{copy.feedNeverRun}</p>}
    </li>
  );
}

/** The last import: its state and times, the counts, the document's error, the rows it skipped. */
function RunReport({ run }: { run: FeedRun }) {
  const { copy } = useIntegrationsCopy();
  const number = useNumber();
  const headingId = useId();
  const finished = run.status === 'succeeded' || run.status === 'failed';
  // A refused document wrote nothing: its counts would only be zeros next to the reason.
  const showCounts = run.status === 'succeeded' || (run.status === 'failed' && run.error === null);
  const counts: [label: string, value: number][] = [
    [copy.feedCountTotal, run.total],
    [copy.feedCountCreated, run.created],
    [copy.feedCountUpdated, run.updated],
    [copy.feedCountUnchanged, run.unchanged],
    [copy.feedCountUnpublished, run.unpublished],
    [copy.feedCountSkipped, run.skipped],
    [copy.feedCountPhotosFetched, run.photos_fetched],
    [copy.feedCountPhotosFailed, run.photos_failed],
  ];
  return (
    <section aria-labelledby={headingId} className={own.report}>
      <div className={own.reportHead}>
        <h5 id={headingId} className={own.reportTitle}>
          {copy.feedLastRun}
        </h5>
        <span className={`${own.badge} ${own[`run_${run.status}`] ?? ''}`}>
          {runStatusLabel(run.status, copy)}
        </span>
      </div>
      <dl className={own.runFacts}>
        <div>
          <dt>{copy.feedRunTrigger}</dt>
          <dd>{runTriggerLabel(run.trigger, copy)}</dd>
        </div>
        <div>
          <dt>{copy.feedRunQueuedAt}</dt>
          <dd>
            <Time iso={run.created_at} />
          </dd>
        </div>
        {run.started_at ? (
          <div>
            <dt>{copy.feedRunStartedAt}</dt>
            <dd>
              <Time iso={run.started_at} />
            </dd>
          </div>
        ) : null}
        {run.finished_at ? (
          <div>
            <dt>{copy.feedRunFinishedAt}</dt>
            <dd>
              <Time iso={run.finished_at} />
            </dd>
          </div>
        ) : null}
      </dl>
      {!finished ? <p className={styles.hint}>{copy.feedRunActiveText}</p> : null}
      {run.status === 'failed' && run.error ? (
        <div className="alert alert--error">
          <p className={own.errorLead}>{copy.feedRunErrorLead}</p>
          <p className={own.errorMessage}>{run.error.message}</p>
        </div>
      ) : null}
      {showCounts ? (
        <dl className={own.counts} aria-label={copy.feedCountsLabel}>
          {counts.map(([label, value]) => (
            <div key={label} className={own.count}>
              <dt>{label}</dt>
              <dd>{number(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {run.skipped_rows.length > 0 ? <SkippedRows run={run} /> : null}
    </section>
  );
}

/** The skipped rows in a table that scrolls within its box; past SKIPPED_ROWS_SHOWN, behind a disclosure. */
function SkippedRows({ run }: { run: FeedRun }) {
  const { copy } = useIntegrationsCopy();
  const number = useNumber();
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const captionId = `${baseId}-caption`;
  const tableId = `${baseId}-table`;
  const rows = run.skipped_rows;
  const long = rows.length > SKIPPED_ROWS_SHOWN;
  const shown = expanded || !long ? rows : rows.slice(0, SKIPPED_ROWS_SHOWN);
  const title = fill(copy.feedSkippedCaption, { count: number(run.skipped) });
  const note = long && !expanded ? fill(copy.feedSkippedFirst, { shown: number(SKIPPED_ROWS_SHOWN) }) : null;
  return (
    <div className={own.skipped}>
      {/* The caption's words above the box, so a phone reads them without scrolling the table sideways. */}
      <p className={own.tableTitle} aria-hidden="true">
        {title}
        {note ? <span className={own.captionNote}> {note}</span> : null}
      </p>
      {/* Focusable and named, so a keyboard can scroll the table when it is wider than a phone. */}
      <section
        id={tableId}
        className={own.tableScroll}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className={own.table}>
          <caption id={captionId} className="visually-hidden">
            {note ? `${title} ${note}` : title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.feedSkippedPosition}</th>
              <th scope="col">{copy.feedSkippedRef}</th>
              <th scope="col">{copy.feedSkippedField}</th>
              <th scope="col">{copy.feedSkippedReason}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.position}-${row.code}-${row.field ?? ''}`}>
                <th scope="row">{number(row.position)}</th>
                <td className={own.code}>{row.ref ? <code translate="no">{row.ref}</code> : '—'}</td>
                <td className={own.code}>{row.field ? <code translate="no">{row.field}</code> : '—'}</td>
                <td className={own.reason}>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {run.skipped > rows.length ? (
        <p className={styles.hint}>
          {fill(copy.feedSkippedCut, { shown: number(rows.length), total: number(run.skipped) })}
        </p>
      ) : null}
      {long ? (
        <button
          type="button"
          className={`btn btn--ghost btn--sm ${own.disclosure}`}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded
            ? fill(copy.feedSkippedLess, { shown: number(SKIPPED_ROWS_SHOWN) })
            : fill(copy.feedSkippedAll, { count: number(rows.length) })}
        </button>
      ) : null}
    </div>
  );
}

/** A file input for a feed document, with its limit, the chosen file's name and size, and its error. */
function FeedFileField({
  id,
  label,
  file,
  error,
  onChange,
}: {
  id: string;
  label: string;
  file: File | null;
  error: string | undefined;
  onChange(file: File | null): void;
}) {
  const { copy, locale } = useIntegrationsCopy();
  const ids = useFieldIds(id);
  const hint = (
    <>
      {fill(copy.feedFileHint, { max: FEED_MAX_MB })}
      {file ? (
        <span className={own.fileChosen}>
          {fill(copy.feedFileChosen, {
            name: file.name,
            size: fileSize(file.size, intlLocale(locale), copy),
          })}
        </span>
      ) : null}
    </>
  );
  return (
    <FieldFrame ids={ids} label={label} required hint={hint} error={error}>
      <input
        id={ids.controlId}
        type="file"
        name="file"
        accept={FEED_ACCEPT}
        required
        className={`input ${own.fileInput}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.hintId, error ? ids.errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}

type SourceMode = 'url' | 'upload';

/** A refused create, edit or upload: the errors on their fields (focusing the first), else the fallback. */
function showErrors(
  error: unknown,
  copy: IntegrationsCopy,
  fallback: string,
  setErrors: (errors: FeedErrors) => void,
  ids: Partial<Record<'url' | 'file', string>>,
): void {
  const found = feedErrors(error, copy) ?? { form: fallback };
  setErrors(found);
  const first = found.url ? ids.url : found.file ? ids.file : undefined;
  if (first) document.getElementById(first)?.focus();
  notify.error(found.form ?? found.url ?? found.file ?? fallback);
}

function CreateFeedForm({ announce }: { announce(text: string): void }) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<SourceMode>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FeedErrors>({});
  const baseId = useId();
  const ids = { url: `${baseId}-url`, file: `${baseId}-file` };
  const formErrorId = `${baseId}-form-error`;
  const explainId = `${baseId}-explain`;

  const create = useMutation({
    mutationFn: (body: { url: string } | { file: File }) => client.feeds.create(body),
    onSuccess: (feed) => {
      queryClient.setQueryData<Feed[]>(feedKeys.list, (old) => [
        ...(old ?? []).filter((item) => item.id !== feed.id),
        feed,
      ]);
      void queryClient.invalidateQueries({ queryKey: feedKeys.list });
      notify.success(copy.feedCreated);
      announce(copy.feedCreatedAnnounce);
      setUrl('');
      setFile(null);
      setErrors({});
    },
    // Nothing typed is cleared: the URL and the chosen file stay for another try.
    onError: (error) => showErrors(error, copy, copy.feedCreateFailure, setErrors, ids),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (mode === 'url') {
      const trimmed = url.trim();
      if (trimmed === '') {
        setErrors({ url: copy.feedUrlRequired });
        document.getElementById(ids.url)?.focus();
        return;
      }
      setErrors({});
      create.mutate({ url: trimmed });
      return;
    }
    const problem = fileError(file, copy);
    if (problem || !file) {
      setErrors({ file: problem });
      document.getElementById(ids.file)?.focus();
      return;
    }
    setErrors({});
    create.mutate({ file });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      encType="multipart/form-data"
      aria-describedby={[explainId, errors.form ? formErrorId : null].filter(Boolean).join(' ')}
    >
      <fieldset className={styles.scopeGroup}>
        <legend className={`field__label ${styles.scopeLegend}`}>{copy.feedSourceLegend}</legend>
        {(['url', 'upload'] as const).map((value) => (
          <label key={value} className={styles.scopeOption}>
            <input
              type="radio"
              name="source"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setErrors({});
              }}
            />
            <span>
              <span className={styles.scopeLabel}>
                {value === 'url' ? copy.feedSourceUrlOption : copy.feedSourceUploadOption}
              </span>
              <span className={styles.hint}>
                {value === 'url' ? copy.feedSourceUrlHint : copy.feedSourceUploadHint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {/* Both fields stay mounted, so switching back and forth loses neither the URL nor the file. */}
      <div hidden={mode !== 'url'}>
        <FeedUrlField
          id={ids.url}
          hint={copy.feedUrlHint}
          placeholder="https://"
          value={url}
          error={errors.url}
          onChange={(value) => {
            setUrl(value);
            if (errors.url) setErrors((current) => ({ ...current, url: undefined }));
          }}
        />
      </div>
      <div hidden={mode !== 'upload'}>
        <FeedFileField
          id={ids.file}
          label={copy.feedFile}
          file={file}
          error={errors.file}
          onChange={(next) => {
            setFile(next);
            setErrors((current) => ({ ...current, file: next ? fileError(next, copy) : undefined }));
          }}
        />
      </div>
      <div id={explainId} className={own.explain}>
        <p className={own.explainTitle}>{copy.feedExplainTitle}</p>
        <ul>
          <li>{mode === 'url' ? copy.feedExplainSchedule : copy.feedExplainUpload}</li>
          <li>{copy.feedExplainRef}</li>
          <li>{copy.feedExplainMissing}</li>
          <li>{copy.feedExplainPhotos}</li>
          <li>{copy.feedExplainSkipped}</li>
        </ul>
      </div>
      {errors.form ? (
        <p id={formErrorId} className="alert alert--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? copy.feedSubmitting : copy.feedSubmit}
      </button>
    </form>
  );
}

function EditUrlForm({
  id,
  feed,
  url: current,
  onCancel,
  onSaved,
}: {
  id: string;
  feed: Feed;
  url: string;
  onCancel(): void;
  onSaved(feed: Feed): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const headingId = useId();
  const urlId = useId();
  const formErrorId = useId();
  const [url, setUrl] = useState(current);
  const [errors, setErrors] = useState<FeedErrors>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the URL once, when the form opens
  useEffect(() => {
    document.getElementById(urlId)?.focus();
  }, []);
  const save = useMutation({
    mutationFn: (next: string) => client.feeds.update(feed.id, { url: next }),
    onSuccess: (updated) => {
      notify.success(copy.feedUrlSaved);
      onSaved(updated);
    },
    onError: (error) => showErrors(error, copy, copy.feedSaveFailure, setErrors, { url: urlId }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = url.trim();
    if (trimmed === '') {
      setErrors({ url: copy.feedUrlRequired });
      document.getElementById(urlId)?.focus();
      return;
    }
    // Only a changed URL is sent: an untouched one is not checked (nor fetched) again.
    if (trimmed === current) return onCancel();
    setErrors({});
    save.mutate(trimmed);
  };
  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={errors.form ? formErrorId : undefined}
    >
      <h5 id={headingId} className={own.reportTitle}>
        {copy.feedEditHeading}
      </h5>
      <FeedUrlField
        id={urlId}
        hint={copy.feedEditHint}
        value={url}
        error={errors.url}
        onChange={(value) => {
          setUrl(value);
          if (errors.url) setErrors((old) => ({ ...old, url: undefined }));
        }}
      />
      {errors.form ? (
        <p id={formErrorId} className="alert alert--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={own.toolbar}>
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
          {save.isPending ? copy.feedSaving : copy.feedSave}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={save.isPending}
          onClick={onCancel}
        >
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

/** An uploaded feed's next document: picked, checked against the limit, then sent as a run. */
function UploadRunForm({
  id,
  feed,
  name,
  onCancel,
  onQueued,
  onConflict,
}: {
  id: string;
  feed: Feed;
  name: string;
  onCancel(): void;
  onQueued(feed: Feed): void;
  onConflict(): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const headingId = useId();
  const fileId = useId();
  const formErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FeedErrors>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the picker once, when the form opens
  useEffect(() => {
    document.getElementById(fileId)?.focus();
  }, []);
  const send = useMutation({
    mutationFn: (next: File) => client.feeds.run(feed.id, { file: next }),
    onSuccess: (updated) => {
      notify.success(copy.feedUploadQueued);
      onQueued(updated);
    },
    onError: (error) => {
      showErrors(error, copy, copy.feedRunFailure, setErrors, { file: fileId });
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = fileError(file, copy);
    if (problem || !file) {
      setErrors({ file: problem });
      document.getElementById(fileId)?.focus();
      return;
    }
    setErrors({});
    send.mutate(file);
  };
  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={submit}
      noValidate
      encType="multipart/form-data"
      aria-labelledby={headingId}
      aria-describedby={errors.form ? formErrorId : undefined}
    >
      <h5 id={headingId} className={own.reportTitle}>
        {fill(copy.feedUploadHeading, { name })}
      </h5>
      <FeedFileField
        id={fileId}
        label={copy.feedFileNew}
        file={file}
        error={errors.file}
        onChange={(next) => {
          setFile(next);
          setErrors({ file: next ? fileError(next, copy) : undefined });
        }}
      />
      {errors.form ? (
        <p id={formErrorId} className="alert alert--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={own.toolbar}>
        <button type="submit" className="btn btn--primary btn--sm" disabled={send.isPending}>
          <Upload aria-hidden="true" />
          {send.isPending ? copy.feedUploadSending : copy.feedUploadSubmit}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={send.isPending}
          onClick={onCancel}
        >
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

/** The export's three addresses, in the order they are shown. */
const EXPORT_ADDRESSES = [
  ['xml_url', 'feedExportXml'],
  ['json_url', 'feedExportJson'],
  ['refs_url', 'feedExportRefs'],
] as const satisfies readonly (readonly [keyof FeedExport, keyof IntegrationsCopy])[];

/** 'Exportar tu stock': the private addresses of the account's published stock, and a way to change them. */
function ExportBlock({ announce }: { announce(text: string): void }) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const number = useNumber();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({ queryKey: feedKeys.export, queryFn: () => client.feeds.export() });
  const load = useLoadState(query, feedKeys.export, () => false);
  const rotate = useMutation({
    mutationFn: () => client.feeds.rotateExport(),
    onSuccess: (next) => {
      queryClient.setQueryData<FeedExport>(feedKeys.export, next);
      notify.success(copy.feedExportRotated);
      announce(copy.feedExportRotated);
    },
    onError: () => notify.error(copy.feedExportRotateFailure),
    onSettled: () => setConfirming(false),
  });
  const data = query.data;
  return (
    <section aria-labelledby={headingId} className={`card ${own.export}`}>
      <div>
        <h3 id={headingId} className={styles.sectionTitle}>
          {copy.feedExportHeading}
        </h3>
        <p className={styles.hint}>{copy.feedExportIntro}</p>
      </div>
      {load.loading ? (
        <SkeletonCards count={1} label={copy.feedExportLoading} />
      ) : load.failed || !data ? (
        <ErrorState message={copy.feedExportFailure} retryLabel={copy.retry} onRetry={load.retry} />
      ) : (
        <>
          <dl className={own.addresses}>
            {EXPORT_ADDRESSES.map(([field, label]) => (
              <div key={field} className={own.address}>
                <dt>{copy[label]}</dt>
                <dd className={styles.keyRow}>
                  <code className={styles.keyValue} translate="no">
                    {data[field]}
                  </code>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={fill(copy.feedExportCopyLabel, { label: copy[label] })}
                    onClick={() => void copyWithToast(data[field], copy.feedExportCopied, copy)}
                  >
                    <Copy aria-hidden="true" />
                    {copy.copy}
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <dl className={styles.facts}>
            <div>
              <dt>{copy.feedExportCount}</dt>
              <dd>{number(data.properties)}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{copy.feedExportPrivate}</p>
          <button
            type="button"
            className={`btn btn--outline btn--sm ${own.rotate}`}
            disabled={rotate.isPending}
            onClick={() => setConfirming(true)}
          >
            <RefreshCw aria-hidden="true" />
            {copy.feedExportRotate}
          </button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !rotate.isPending) setConfirming(false);
        }}
        title={copy.feedExportRotateTitle}
        description={copy.feedExportRotateQuestion}
        confirmLabel={rotate.isPending ? copy.feedExportRotating : copy.feedExportRotateConfirm}
        cancelLabel={copy.cancel}
        destructive
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
    </section>
  );
}

/** A feed's address, as adding and editing a feed both ask for it. */
function FeedUrlField({
  id,
  hint,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
  hint: string;
  placeholder?: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { copy } = useIntegrationsCopy();
  return (
    <TextField
      id={id}
      label={copy.feedUrl}
      name="url"
      type="url"
      inputMode="url"
      required
      maxLength={FEED_URL_MAX}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      {...(placeholder ? { placeholder } : {})}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
