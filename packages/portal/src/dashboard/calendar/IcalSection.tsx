import {
  type CalendarExport,
  type ExternalCalendar,
  formatDateLong,
  formatDateTime,
  type UnitAvailability,
} from '@convive/sdk';
import { INTL_LOCALE, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { notify } from '../../app/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextField } from '../../ui/Field';
import { ErrorState, SkeletonCards } from '../../ui/States';
import { copyText } from '../integrations/copyText';
import styles from './Calendar.module.css';
import { calendarKeys, detailMessage, serverErrors, unitKey } from './calendarModel';
import { useCalendarCopy } from './copy';

interface IcalSectionProps {
  propertyId: number;
  units: readonly UnitAvailability[];
}

/** The name a unit goes by on this screen: its room's title, or 'Vivienda completa'. */
function useUnitName(units: readonly UnitAvailability[]) {
  const { copy } = useCalendarCopy();
  return (room: number | null) =>
    room === null ? copy.wholeHome : (units.find((unit) => unit.room === room)?.title ?? String(room));
}

/**
 * 'Sincronizar calendarios (iCal)': each unit's private export address (create, regenerate after a
 * confirm, copy) and the calendars imported from Airbnb, Booking or Google (add, refresh, remove).
 */
export function IcalSection({ propertyId, units }: IcalSectionProps) {
  const { copy } = useCalendarCopy();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby={headingId} className={`card stack ${styles.icalCard}`}>
      <div>
        <h2 id={headingId} className={styles.sectionTitle}>
          {copy.icalHeading}
        </h2>
        <p className="muted">{copy.icalIntro}</p>
      </div>
      <Exports propertyId={propertyId} units={units} announce={setAnnouncement} />
      <ExternalCalendars propertyId={propertyId} units={units} announce={setAnnouncement} />
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
}

interface PartProps extends IcalSectionProps {
  announce(text: string): void;
}

function Exports({ propertyId, units, announce }: PartProps) {
  const { copy, locale } = useCalendarCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const headingId = useId();
  const unitName = useUnitName(units);
  const key = calendarKeys.exports(propertyId);
  const query = useQuery({ queryKey: key, queryFn: () => client.calendar.exports(propertyId) });
  const load = useLoadState(query, key);
  const [regenerate, setRegenerate] = useState<number | null | undefined>(undefined);

  const create = useMutation({
    mutationFn: (room: number | null) => client.calendar.createExport(propertyId, { room }),
    onSuccess: (created, room) => {
      const existed = (query.data ?? []).some((item) => item.room === room);
      queryClient.setQueryData<CalendarExport[]>(key, (old) => [
        ...(old ?? []).filter((item) => item.room !== created.room),
        created,
      ]);
      const text = existed ? copy.exportRegenerated : copy.exportCreated;
      notify.success(text);
      announce(text);
    },
    onError: (error) => notify.error(detailMessage(error) ?? copy.exportFailure),
    onSettled: () => setRegenerate(undefined),
  });

  const onCopy = async (url: string) => {
    if (await copyText(url)) {
      notify.success(copy.copied);
      announce(copy.copied);
    } else notify.error(copy.copyFailure);
  };

  return (
    <section aria-labelledby={headingId} className="stack">
      <h3 id={headingId} className={styles.subTitle}>
        {copy.exportsHeading}
      </h3>
      {load.loading ? (
        <SkeletonCards count={1} label={copy.exportsLoading} />
      ) : load.failed ? (
        <ErrorState message={copy.exportsFailure} retryLabel={copy.retry} onRetry={load.retry} />
      ) : (
        <ul className={styles.plainList}>
          {units.map((unit) => {
            const name = unitName(unit.room);
            const found = (query.data ?? []).find((item) => item.room === unit.room);
            const busy = create.isPending && create.variables === unit.room;
            return (
              <li key={unitKey(unit.room)} className={styles.exportRow}>
                <p className={styles.exportUnit} translate={unit.room === null ? undefined : 'no'}>
                  {name}
                </p>
                {found ? (
                  <>
                    <input
                      className={`input ${styles.exportUrl}`}
                      readOnly
                      value={found.url}
                      aria-label={fill(copy.exportLabel, { unit: name })}
                      translate="no"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <div className="row">
                      <button
                        type="button"
                        className="btn btn--outline btn--sm"
                        aria-label={fill(copy.copyLabel, { unit: name })}
                        onClick={() => void onCopy(found.url)}
                      >
                        <Copy aria-hidden="true" />
                        {copy.copy}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        aria-label={fill(copy.exportRegenerateLabel, { unit: name })}
                        disabled={busy}
                        onClick={() => setRegenerate(unit.room)}
                      >
                        <RotateCcw aria-hidden="true" />
                        {copy.exportRegenerate}
                      </button>
                      <span className="muted">
                        {fill(copy.exportSince, {
                          date: formatDateLong(found.created_at, INTL_LOCALE[locale]),
                        })}
                      </span>
                    </div>
                  </>
                ) : (
                  <div className="row">
                    <span className="muted">{copy.exportNone}</span>
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      aria-label={fill(copy.exportCreateLabel, { unit: name })}
                      disabled={busy}
                      onClick={() => create.mutate(unit.room)}
                    >
                      <Link2 aria-hidden="true" />
                      {copy.exportCreate}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={regenerate !== undefined}
        onOpenChange={(open) => {
          if (!open && !create.isPending) setRegenerate(undefined);
        }}
        title={copy.exportRegenerateTitle}
        description={
          regenerate !== undefined
            ? fill(copy.exportRegenerateQuestion, { unit: unitName(regenerate) })
            : undefined
        }
        confirmLabel={copy.exportRegenerate}
        cancelLabel={copy.cancel}
        destructive
        busy={create.isPending}
        onConfirm={() => {
          if (regenerate !== undefined) create.mutate(regenerate);
        }}
      />
    </section>
  );
}

type ExternalField = 'room' | 'url';

function ExternalCalendars({ propertyId, units, announce }: PartProps) {
  const { copy, locale } = useCalendarCopy();
  const intl = INTL_LOCALE[locale];
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const headingId = useId();
  const formHeadingId = useId();
  const unitName = useUnitName(units);
  const key = calendarKeys.external(propertyId);
  const query = useQuery({ queryKey: key, queryFn: () => client.calendar.externalCalendars(propertyId) });
  const load = useLoadState(query, key);
  const [pendingRemove, setPendingRemove] = useState<ExternalCalendar | null>(null);
  const [room, setRoom] = useState(() => unitKey(units[0]?.room ?? null));
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ExternalField | 'form', string>>>({});

  // An import's events block days: the grid reads them again.
  const refreshGrid = () =>
    void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilityAll(propertyId) });
  const replace = (calendar: ExternalCalendar) =>
    queryClient.setQueryData<ExternalCalendar[]>(key, (old) =>
      (old ?? []).map((item) => (item.id === calendar.id ? calendar : item)),
    );

  const add = useMutation({
    mutationFn: (body: { room: number | null; url: string }) =>
      client.calendar.addExternalCalendar(propertyId, body),
    onSuccess: (created) => {
      queryClient.setQueryData<ExternalCalendar[]>(key, (old) => [...(old ?? []), created]);
      setUrl('');
      setErrors({});
      notify.success(copy.externalAdded);
      announce(copy.externalAdded);
      refreshGrid();
    },
    onError: (error) =>
      setErrors(
        serverErrors(error, ['room', 'url'] as const) ?? {
          form: detailMessage(error) ?? copy.externalAddFailure,
        },
      ),
  });
  const refresh = useMutation({
    mutationFn: (calendar: ExternalCalendar) => client.calendar.refreshExternalCalendar(calendar.id),
    onSuccess: (calendar) => {
      replace(calendar);
      notify.success(copy.externalRefreshed);
      announce(copy.externalRefreshed);
      refreshGrid();
    },
    onError: (error) => {
      const text = detailMessage(error) ?? copy.externalRefreshFailure;
      notify.error(text);
      announce(text);
    },
  });
  const remove = useMutation({
    mutationFn: (calendar: ExternalCalendar) => client.calendar.removeExternalCalendar(calendar.id),
    onSuccess: (_, calendar) => {
      queryClient.setQueryData<ExternalCalendar[]>(key, (old) =>
        (old ?? []).filter((item) => item.id !== calendar.id),
      );
      notify.success(copy.externalRemoved);
      announce(copy.externalRemoved);
      refreshGrid();
    },
    onError: (error) => notify.error(detailMessage(error) ?? copy.externalRemoveFailure),
    onSettled: () => setPendingRemove(null),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setErrors({ url: copy.externalUrlRequired });
      return;
    }
    setErrors({});
    add.mutate({ room: room === 'home' ? null : Number(room), url: url.trim() });
  };

  const list = query.data ?? [];
  return (
    <section aria-labelledby={headingId} className="stack">
      <h3 id={headingId} className={styles.subTitle}>
        {copy.externalHeading}
      </h3>
      {load.loading ? (
        <SkeletonCards count={1} label={copy.externalLoading} />
      ) : load.failed ? (
        <ErrorState message={copy.externalFailure} retryLabel={copy.retry} onRetry={load.retry} />
      ) : list.length === 0 ? (
        <p className="muted">{copy.externalEmpty}</p>
      ) : (
        <ul className={styles.plainList} aria-label={copy.externalListLabel}>
          {list.map((calendar) => {
            const unit = unitName(calendar.room);
            const labels = { source: calendar.source, unit };
            return (
              <li key={calendar.id} className={styles.externalRow}>
                <dl className={styles.facts}>
                  <div>
                    <dt>{copy.externalSource}</dt>
                    <dd translate="no">{calendar.source}</dd>
                  </div>
                  <div>
                    <dt>{copy.externalUnit}</dt>
                    <dd translate={calendar.room === null ? undefined : 'no'}>{unit}</dd>
                  </div>
                  <div>
                    <dt>{copy.externalLastFetch}</dt>
                    <dd>
                      {calendar.last_fetched_at
                        ? formatDateTime(calendar.last_fetched_at, intl)
                        : copy.externalNever}
                    </dd>
                  </div>
                  <div>
                    <dt>{copy.externalEvents}</dt>
                    <dd>{calendar.events}</dd>
                  </div>
                  {calendar.last_error ? (
                    <div className={styles.factError}>
                      <dt>{copy.externalError}</dt>
                      <dd>{calendar.last_error.message}</dd>
                    </div>
                  ) : null}
                </dl>
                <code className={styles.externalUrl} translate="no">
                  {calendar.url}
                </code>
                <div className="row">
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={fill(copy.externalRefreshLabel, labels)}
                    disabled={refresh.isPending && refresh.variables?.id === calendar.id}
                    onClick={() => refresh.mutate(calendar)}
                  >
                    <RefreshCw aria-hidden="true" />
                    {refresh.isPending && refresh.variables?.id === calendar.id
                      ? copy.externalRefreshing
                      : copy.externalRefresh}
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger-outline btn--sm"
                    aria-label={fill(copy.externalRemoveLabel, labels)}
                    onClick={() => setPendingRemove(calendar)}
                  >
                    <Trash2 aria-hidden="true" />
                    {copy.externalRemove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="stack"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={formHeadingId}
        aria-busy={add.isPending}
      >
        <h4 id={formHeadingId} className={styles.subTitle}>
          {copy.externalAddHeading}
        </h4>
        {errors.form ? (
          <div className="alert alert--error" role="alert">
            {errors.form}
          </div>
        ) : null}
        <div className="form-grid form-grid--3">
          <SelectField
            label={copy.externalAddUnit}
            value={room}
            error={errors.room}
            onChange={(event) => setRoom(event.target.value)}
            options={units.map((unit) => ({ value: unitKey(unit.room), label: unitName(unit.room) }))}
          />
          <TextField
            type="url"
            label={copy.externalAddUrl}
            required
            hint={copy.externalAddUrlHint}
            value={url}
            error={errors.url}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
            className={styles.span2}
          />
        </div>
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {add.isPending ? copy.externalAdding : copy.externalAdd}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pendingRemove !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingRemove(null);
        }}
        title={copy.externalRemoveTitle}
        description={
          pendingRemove
            ? fill(copy.externalRemoveQuestion, {
                source: pendingRemove.source,
                unit: unitName(pendingRemove.room),
              })
            : undefined
        }
        confirmLabel={copy.externalRemove}
        cancelLabel={copy.cancel}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (pendingRemove) remove.mutate(pendingRemove);
        }}
      />
    </section>
  );
}
