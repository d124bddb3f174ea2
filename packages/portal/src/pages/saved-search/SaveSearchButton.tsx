import {
  detailOf,
  fieldErrorOf,
  isApiError,
  nonFieldErrorOf,
  pagePath,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  type SavedSearchFilters,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellPlus, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLink } from '../../account/AuthLink';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { TextField } from '../../ui/Field';
import { LazyDialog, preloadDialog } from '../../ui/LazyDialog';
import { savedSearchCopy } from './copy';
import { SAVED_SEARCHES_PATH } from './savedSearchFilters';
import styles from './saveSearch.module.css';
import { searchNameProblem } from './searchNameProblem';
import { suggestSearchName } from './suggestSearchName';

export interface SaveSearchButtonProps {
  /** The search to save, already in the public search's keys (see savedSearchFilters.ts). */
  filters: SavedSearchFilters;
  /** Saved from /rooms: the dialog says which room filters are kept. @default false */
  fromRooms?: boolean;
}

/**
 * 'Guardar búsqueda' beside the results of /properties and /rooms. A tenant gets a dialog
 * (name, alert frequency); a visitor a link to /login that comes back to this search; a landlord,
 * who cannot save searches, nothing.
 */
export function SaveSearchButton({ filters, fromRooms = false }: SaveSearchButtonProps) {
  const copy = savedSearchCopy.useCopy();
  const { status, isLandlord } = useSession();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  if (status === 'checking' || isLandlord) return null;
  if (status === 'signed-out')
    return (
      <AuthLink page="login" className="btn btn--outline" title={copy.saveSignIn}>
        <BellPlus aria-hidden="true" />
        {copy.save}
      </AuthLink>
    );

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className="btn btn--outline"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden="true" />
        {copy.save}
      </button>
      {/* Said once the dialog has closed and focus is back on the button. */}
      <span role="status" className={saved ? `alert alert--success ${styles.savedMessage}` : undefined}>
        {saved ? (
          <>
            <CheckCircle2 aria-hidden="true" />
            {copy.savedText(saved)}
            <Link to={SAVED_SEARCHES_PATH}>{copy.viewSaved}</Link>
          </>
        ) : null}
      </span>
      <LazyDialog open={open} onOpenChange={setOpen} title={copy.dialogTitle}>
        {open ? (
          <SaveSearchForm
            filters={filters}
            fromRooms={fromRooms}
            onCancel={() => setOpen(false)}
            onSaved={(name) => {
              setOpen(false);
              setSaved(name);
            }}
          />
        ) : null}
      </LazyDialog>
    </span>
  );
}

interface SaveSearchFormProps {
  filters: SavedSearchFilters;
  fromRooms: boolean;
  onCancel(): void;
  onSaved(name: string): void;
}

/** The dialog's form; mounted on each opening, so the name is suggested afresh for the current filters. */
function SaveSearchForm({ filters, fromRooms, onCancel, onSaved }: SaveSearchFormProps) {
  const copy = savedSearchCopy.useCopy();
  const { client, locale } = useConvive();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusName = () => formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  const [name, setName] = useState(() => suggestSearchName(filters, locale));
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: { name: string; filters: SavedSearchFilters; alert: SavedSearchAlert }) =>
      client.savedSearches.create(body),
    onSuccess: (search) => {
      void queryClient.invalidateQueries({ queryKey: keys.savedSearches.of(user?.id ?? null) });
      onSaved(search.name);
    },
    onError: (error) => {
      // The server's words where it gives them: the name's under the field, the rest (the limit of
      // 20, a filter it refuses) at the top.
      const onName = fieldErrorOf(error, 'name');
      setNameError(onName);
      if (!isApiError(error)) console.error('Saving a search failed', error);
      const general =
        nonFieldErrorOf(error) ??
        fieldErrorOf(error, 'filters') ??
        fieldErrorOf(error, 'alert') ??
        detailOf(error);
      setFormError(general ?? (onName ? null : savedSearchCopy.current().failed));
      if (onName) focusName();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    const problem = searchNameProblem(trimmed, copy);
    setNameError(problem);
    setFormError(null);
    if (problem) {
      focusName();
      return;
    }
    create.mutate({ name: trimmed, filters, alert });
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={create.isPending || undefined}
    >
      <p className="muted">{copy.intro}</p>
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={copy.name}
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(null);
        }}
      />
      <fieldset className={styles.alerts}>
        <legend className={styles.legend}>{copy.alert}</legend>
        {SAVED_SEARCH_ALERTS.map((value) => (
          <div key={value} className={styles.option}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-alert`}
              value={value}
              checked={alert === value}
              aria-describedby={`${id}-${value}-hint`}
              onChange={() => setAlert(value)}
            />
            <label htmlFor={`${id}-${value}`}>{copy.alerts[value]}</label>
            <span id={`${id}-${value}-hint`} className={styles.hint}>
              {copy.alertHints[value]}
            </span>
          </div>
        ))}
      </fieldset>
      {fromRooms ? <p className="alert alert--info">{copy.roomsNote}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={create.isPending}>
          {copy.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {create.isPending ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}
