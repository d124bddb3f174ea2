import {
  detailOf,
  fieldErrorOf,
  nonFieldErrorOf,
  pagePath,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchUpdate,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { savedSearchPath } from '../../pages/saved-search/savedSearchFilters';
import { searchNameProblem } from '../../pages/saved-search/searchNameProblem';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { savedSearchesCopy } from './copy';
import styles from './SavedSearchesPage.module.css';
import { savedSearchSummary } from './savedSearchSummary';

/** The server's words for a failed change, else `fallback`. */
function failureText(error: unknown, fallback: string, ...fields: string[]): string {
  for (const field of fields) {
    const message = fieldErrorOf(error, field);
    if (message) return message;
  }
  return nonFieldErrorOf(error) ?? detailOf(error) ?? fallback;
}

/**
 * /dashboard/saved-searches: the tenant's saved searches, each with its filters in words,
 * the count of new matches since it was last opened, its alert frequency (saved on change), a link
 * that runs it on /properties (and marks its matches seen), rename and delete.
 */
export function Component() {
  const { client } = useConvive();
  const user = useUser();
  const copy = savedSearchesCopy.useCopy();
  const queryClient = useQueryClient();
  const queryKey = keys.savedSearches.of(user.id);
  const heading = useRef<HTMLSpanElement>(null);
  const query = useQuery({ queryKey, queryFn: () => client.savedSearches.list() });
  const load = useLoadState(query, queryKey);
  const items = query.data ?? [];
  const [pendingDelete, setPendingDelete] = useState<SavedSearch | null>(null);

  /** The list with one search replaced by the server's answer. */
  const replace = (search: SavedSearch) =>
    queryClient.setQueryData<SavedSearch[]>(queryKey, (list) =>
      list?.map((item) => (item.id === search.id ? search : item)),
    );

  const remove = useMutation({
    mutationFn: (search: SavedSearch) => client.savedSearches.delete(search.id),
    onSuccess: (_, search) => {
      queryClient.setQueryData<SavedSearch[]>(queryKey, (list) =>
        list?.filter((item) => item.id !== search.id),
      );
      notify.success(savedSearchesCopy.current().removed, search.name);
      // The card and its button are gone: focus goes back to the page's heading.
      heading.current?.focus();
    },
    onError: (error) => notify.error(failureText(error, savedSearchesCopy.current().removeFailed)),
    onSettled: () => setPendingDelete(null),
  });

  /** 'Ver resultados': the badge clears at once; the server is told in the background. */
  const markSeen = (search: SavedSearch) => {
    if (search.new_matches === 0) return;
    replace({ ...search, new_matches: 0 });
    client.savedSearches.seen(search.id).then(
      (answer) => replace(answer),
      (error: unknown) => console.warn('No se pudo marcar la búsqueda como vista', error),
    );
  };

  let body: ReactNode;
  if (load.loading) {
    body = <SkeletonCards count={3} label={copy.loading} />;
  } else if (load.failed) {
    body = <ErrorState message={copy.loadFailed} onRetry={load.retry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<BellRing />}
        title={copy.emptyTitle}
        text={copy.emptyText}
        action={
          <Link to={pagePath('properties')} className="btn btn--primary">
            <Search aria-hidden="true" />
            {copy.explore}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {items.map((search) => (
          <SavedSearchCard
            key={search.id}
            search={search}
            onSaved={replace}
            onOpen={() => markSeen(search)}
            onDelete={() => setPendingDelete(search)}
            deleting={remove.isPending && remove.variables?.id === search.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="stack">
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader
        title={
          <span ref={heading} tabIndex={-1}>
            {copy.title}
          </span>
        }
        description={query.isSuccess ? copy.count(items.length, SAVED_SEARCHES_MAX) : copy.description}
      />
      {body}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={copy.removeTitle}
        description={pendingDelete ? copy.removeConfirm(pendingDelete.name) : undefined}
        confirmLabel={remove.isPending ? copy.removing : copy.remove}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (pendingDelete && !remove.isPending) remove.mutate(pendingDelete);
        }}
      />
    </div>
  );
}

interface SavedSearchCardProps {
  search: SavedSearch;
  onSaved(search: SavedSearch): void;
  onOpen(): void;
  onDelete(): void;
  deleting: boolean;
}

type AlertState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

function SavedSearchCard({ search, onSaved, onOpen, onDelete, deleting }: SavedSearchCardProps) {
  const { client, intlLocale } = useConvive();
  const copy = savedSearchesCopy.useCopy();
  const [renaming, setRenaming] = useState(false);
  const [alertState, setAlertState] = useState<AlertState>({ kind: 'idle' });
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = `saved-search-${search.id}`;

  const update = useMutation({
    mutationFn: (body: SavedSearchUpdate) => client.savedSearches.update(search.id, body),
  });

  const changeAlert = (alert: SavedSearchAlert) => {
    setAlertState({ kind: 'saving' });
    update.mutate(
      { alert },
      {
        onSuccess: (answer) => {
          onSaved(answer);
          setAlertState({ kind: 'saved' });
        },
        onError: (error) =>
          // The select shows the stored frequency again (it reads `search.alert`).
          setAlertState({
            kind: 'error',
            message: failureText(error, savedSearchesCopy.current().alertFailed, 'alert'),
          }),
      },
    );
  };

  const summary = savedSearchSummary(search.filters, copy.summary, intlLocale).join(' · ');

  return (
    <li className={`card ${styles.card}`} aria-labelledby={titleId} aria-busy={deleting || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {search.name}
        </h2>
        {search.new_matches > 0 ? (
          <span className={styles.new} title={copy.newMatchesLabel(search.new_matches)}>
            <span aria-hidden="true">{copy.newMatches(search.new_matches)}</span>
            <span className="visually-hidden">{copy.newMatchesLabel(search.new_matches)}</span>
          </span>
        ) : null}
      </div>
      <p className={styles.summary}>{summary}</p>
      {renaming ? (
        <RenameForm
          search={search}
          onDone={(answer) => {
            if (answer) onSaved(answer);
            setRenaming(false);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : null}
      <div className={styles.controls}>
        <div className={styles.frequency}>
          <SelectField
            label={copy.alert}
            value={search.alert}
            disabled={alertState.kind === 'saving'}
            options={SAVED_SEARCH_ALERTS.map((value) => ({ value, label: copy.alerts[value] }))}
            onChange={(event) => changeAlert(event.target.value as SavedSearchAlert)}
          />
          <p
            className={`${styles.state} ${alertState.kind === 'error' ? styles.error : styles.saved}`}
            role={alertState.kind === 'error' ? 'alert' : 'status'}
          >
            {alertState.kind === 'saving'
              ? copy.alertSaving
              : alertState.kind === 'saved'
                ? copy.alertSaved
                : alertState.kind === 'error'
                  ? alertState.message
                  : ''}
          </p>
        </div>
        <div className={styles.actions}>
          <Link
            to={savedSearchPath(search.filters)}
            className="btn btn--primary btn--sm"
            aria-describedby={titleId}
            onClick={onOpen}
          >
            <Search aria-hidden="true" />
            {copy.viewResults}
          </Link>
          {renaming ? null : (
            <button
              ref={renameButton}
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={copy.renameLabel(search.name)}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden="true" />
              {copy.rename}
            </button>
          )}
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={copy.removeLabel(search.name)}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {copy.remove}
          </button>
        </div>
      </div>
    </li>
  );
}

interface RenameFormProps {
  search: SavedSearch;
  /** With the saved search, or null when cancelled. */
  onDone(answer: SavedSearch | null): void;
}

/** The inline rename: Enter saves, Esc or 'Cancelar' leaves the name as it was. */
function RenameForm({ search, onDone }: RenameFormProps) {
  const { client } = useConvive();
  const copy = savedSearchesCopy.useCopy();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (value: string) => client.savedSearches.update(search.id, { name: value }),
    onSuccess: (answer) => onDone(answer),
    onError: (failure) => setError(failureText(failure, savedSearchesCopy.current().renameFailed, 'name')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const trimmed = name.trim();
    const problem = searchNameProblem(trimmed, copy);
    setError(problem);
    if (problem) return;
    if (trimmed === search.name) onDone(null);
    else rename.mutate(trimmed);
  };

  return (
    <form
      className={styles.rename}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !rename.isPending) {
          event.preventDefault();
          onDone(null);
        }
      }}
    >
      <TextField
        label={copy.name}
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        // The field opens on the user's click of 'Cambiar nombre': the focus belongs there.
        autoFocus
        value={name}
        error={error}
        readOnly={rename.isPending}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={rename.isPending}>
        {rename.isPending ? copy.savingName : copy.saveName}
      </button>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={rename.isPending}
        onClick={() => onDone(null)}
      >
        {copy.cancel}
      </button>
    </form>
  );
}
