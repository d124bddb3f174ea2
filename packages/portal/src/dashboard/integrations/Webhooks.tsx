import {
  formatDateTime,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  WEBHOOKS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookUpdate,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, RefreshCw, RotateCcw, Send, Trash2, Webhook } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { notify } from '../../app/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/Field';
import { ErrorState, SkeletonCards } from '../../ui/States';
import { type IntegrationsCopy, useIntegrationsCopy } from './copy';
import { copyWithToast } from './copyText';
import styles from './Integrations.module.css';
import { ListWithForm } from './ListWithForm';
import shared from './ListWithForm.module.css';
import { intlLocale } from './reportSeries';
import own from './Webhooks.module.css';
import {
  conflictMessage,
  DELIVERIES_PAGE_SIZE,
  EVENT_TYPES,
  eventLabel,
  localErrors,
  statusLabel,
  type WebhookErrors,
  type WebhookField,
  type WebhookFormValues,
  webhookErrors,
  webhookKeys,
} from './webhookForm';

/** The whole secret, from create or rotate: held in this component's state only, never in the cache. */
interface ShownSecret {
  endpoint: WebhookEndpointWithSecret;
}

/**
 * The landlord's webhooks: their endpoints with state, events and secret hint; add, edit, delete,
 * rotate the secret, send a test and read (and replay) each endpoint's deliveries.
 */
export function Webhooks() {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [pendingDelete, setPendingDelete] = useState<WebhookEndpoint | null>(null);
  const [pendingRotate, setPendingRotate] = useState<WebhookEndpoint | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const query = useQuery({ queryKey: webhookKeys.list, queryFn: () => client.webhooks.list() });
  const load = useLoadState(query, webhookKeys.list);
  const list = query.data ?? [];
  const atLimit = list.length >= WEBHOOKS_MAX;

  const replaceInList = (endpoint: WebhookEndpoint) =>
    queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.list, (old) =>
      old?.map((item) => (item.id === endpoint.id ? withoutSecret(endpoint) : item)),
    );

  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => client.webhooks.delete(endpoint.id),
    onSuccess: (_, endpoint) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.list, (old) =>
        old?.filter((item) => item.id !== endpoint.id),
      );
      queryClient.removeQueries({ queryKey: webhookKeys.deliveriesOf(endpoint.id) });
      setSecret((current) => (current?.endpoint.id === endpoint.id ? null : current));
      notify.success(copy.whDeleted);
      setAnnouncement(copy.whDeleted);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
      // The card and its buttons are gone: the list's heading is the nearest place that stays.
      listHeadingRef.current?.focus();
    },
    onError: () => notify.error(copy.whDeleteFailure),
    onSettled: () => setPendingDelete(null),
  });

  const rotate = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => client.webhooks.rotateSecret(endpoint.id),
    onSuccess: (endpoint) => {
      replaceInList(endpoint);
      setSecret({ endpoint });
      notify.success(copy.whRotated);
    },
    onError: () => notify.error(copy.whRotateFailure),
    onSettled: () => setPendingRotate(null),
  });

  return (
    <ListWithForm
      heading={copy.whHeading}
      intro={copy.whIntro}
      announcement={announcement}
      listHeadingRef={listHeadingRef}
      listLabel={copy.whListLabel}
      count={query.isSuccess ? list.length : undefined}
      load={load}
      loadingLabel={copy.whLoading}
      failureLabel={copy.whLoadFailure}
      retryLabel={copy.retry}
      empty={{ title: copy.whEmptyTitle, text: copy.whEmptyText, icon: <Webhook /> }}
      items={list.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          busy={
            (remove.isPending && pendingDelete?.id === endpoint.id) ||
            (rotate.isPending && pendingRotate?.id === endpoint.id)
          }
          onDelete={() => setPendingDelete(endpoint)}
          onRotate={() => setPendingRotate(endpoint)}
          onChanged={replaceInList}
          announce={setAnnouncement}
        />
      ))}
      formHeading={copy.whFormHeading}
      limitNote={query.isSuccess && atLimit ? fill(copy.whLimit, { max: String(WEBHOOKS_MAX) }) : null}
      form={<CreateWebhookForm onCreated={(endpoint) => setSecret({ endpoint })} />}
      before={
        secret ? (
          <SecretNotice
            key={`${secret.endpoint.id}-${secret.endpoint.secret}`}
            endpoint={secret.endpoint}
            onDismiss={() => {
              setSecret(null);
              listHeadingRef.current?.focus();
            }}
          />
        ) : null
      }
      after={
        <>
          <ConfirmDialog
            open={pendingDelete !== null}
            onOpenChange={(open) => {
              if (!open && !remove.isPending) setPendingDelete(null);
            }}
            title={copy.whDeleteTitle}
            description={pendingDelete ? fill(copy.whDeleteQuestion, { url: pendingDelete.url }) : undefined}
            confirmLabel={remove.isPending ? copy.whDeleting : copy.whDelete}
            cancelLabel={copy.cancel}
            destructive
            busy={remove.isPending}
            onConfirm={() => {
              if (pendingDelete) remove.mutate(pendingDelete);
            }}
          />
          <ConfirmDialog
            open={pendingRotate !== null}
            onOpenChange={(open) => {
              if (!open && !rotate.isPending) setPendingRotate(null);
            }}
            title={copy.whRotateTitle}
            description={pendingRotate ? fill(copy.whRotateQuestion, { url: pendingRotate.url }) : undefined}
            confirmLabel={rotate.isPending ? copy.whRotating : copy.whRotate}
            cancelLabel={copy.cancel}
            busy={rotate.isPending}
            onConfirm={() => {
              if (pendingRotate) rotate.mutate(pendingRotate);
            }}
          />
        </>
      }
    />
  );
}

/** The listed form of an answer that carried the whole secret: the cache never holds it. */
function withoutSecret(endpoint: WebhookEndpoint | WebhookEndpointWithSecret): WebhookEndpoint {
  if (!('secret' in endpoint)) return endpoint;
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

function useDate() {
  const { locale } = useIntegrationsCopy();
  return (iso: string) => formatDateTime(iso, intlLocale(locale));
}

/** The secret just made, announced and focused so it is not missed; it goes when dismissed. */
function SecretNotice({ endpoint, onDismiss }: { endpoint: WebhookEndpointWithSecret; onDismiss(): void }) {
  const { copy } = useIntegrationsCopy();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const warningId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      className={styles.notice}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      tabIndex={-1}
    >
      <h3 id={titleId} className={styles.noticeTitle}>
        {fill(copy.whSecretTitle, { url: endpoint.url })}
      </h3>
      <p id={warningId} className={own.warning}>
        {copy.whSecretWarning}
      </p>
      <div className={styles.keyRow}>
        <code className={styles.keyValue} translate="no">
          {endpoint.secret}
        </code>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => void copyWithToast(endpoint.secret, copy.whSecretCopied, copy)}
        >
          <Copy aria-hidden="true" />
          {copy.whCopySecret}
        </button>
      </div>
      <button type="button" className={`btn btn--primary btn--sm ${own.done}`} onClick={onDismiss}>
        {copy.whSecretDone}
      </button>
    </section>
  );
}

function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { copy } = useIntegrationsCopy();
  const date = useDate();
  if (endpoint.enabled) return <span className={`${own.badge} ${own.badgeOn}`}>{copy.whEnabled}</span>;
  if (!endpoint.disabled_reason) return <span className={own.badge}>{copy.whPaused}</span>;
  const when = endpoint.disabled_at ? date(endpoint.disabled_at) : '';
  return (
    <>
      <span className={`${own.badge} ${own.badgeOff}`}>{copy.whDisabledByServer}</span>
      <span className={own.reason}>
        {fill(endpoint.disabled_reason === 'gone' ? copy.whDisabledGone : copy.whDisabledFailing, {
          date: when,
        })}
      </span>
    </>
  );
}

function EndpointCard({
  endpoint,
  busy,
  onDelete,
  onRotate,
  onChanged,
  announce,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onDelete(): void;
  onRotate(): void;
  onChanged(endpoint: WebhookEndpoint): void;
  announce(text: string): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const date = useDate();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const logId = `${baseId}-log`;
  const pingHintId = `${baseId}-ping-hint`;

  const reenable = useMutation({
    mutationFn: () => client.webhooks.update(endpoint.id, { enabled: true }),
    onSuccess: (updated) => {
      onChanged(updated);
      notify.success(copy.whReenabled);
      announce(copy.whReenabled);
    },
    onError: () => notify.error(copy.whSaveFailure),
  });

  const ping = useMutation({
    mutationFn: () => client.webhooks.test(endpoint.id),
    onSuccess: () => {
      announce(fill(copy.whPingSent, { url: endpoint.url }));
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpoint.id) });
    },
    onError: (error) => {
      const text = conflictMessage(error) ?? copy.whPingFailure;
      announce(text);
      notify.error(text);
    },
  });

  return (
    <li className={`card ${styles.keyCard}`} aria-busy={busy || undefined}>
      <div className={styles.cardHead}>
        <div className={shared.title}>
          <h4 className={own.url} translate="no">
            {endpoint.url}
          </h4>
          {endpoint.description ? <p className={styles.hint}>{endpoint.description}</p> : null}
        </div>
        <div className={styles.cardActions}>
          <button
            ref={editButtonRef}
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.whEditLabel, { url: endpoint.url })}
            aria-expanded={editing}
            onClick={() => setEditing((current) => !current)}
          >
            <Pencil aria-hidden="true" />
            {copy.whEdit}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.whRotateLabel, { url: endpoint.url })}
            disabled={busy}
            onClick={onRotate}
          >
            <RotateCcw aria-hidden="true" />
            {copy.whRotate}
          </button>
          <button
            type="button"
            className="btn btn--danger-outline btn--sm"
            aria-label={fill(copy.whDeleteLabel, { url: endpoint.url })}
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {copy.whDelete}
          </button>
        </div>
      </div>
      {editing ? (
        <EditWebhookForm
          endpoint={endpoint}
          onCancel={() => {
            setEditing(false);
            editButtonRef.current?.focus();
          }}
          onSaved={(updated) => {
            onChanged(updated);
            announce(copy.whSaved);
            setEditing(false);
            editButtonRef.current?.focus();
          }}
        />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{copy.whState}</dt>
            <dd className={own.state}>
              <EndpointState endpoint={endpoint} />
              {!endpoint.enabled ? (
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={fill(copy.whReenableLabel, { url: endpoint.url })}
                  disabled={reenable.isPending}
                  onClick={() => reenable.mutate()}
                >
                  {copy.whReenable}
                </button>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{copy.whEvents}</dt>
            <dd>
              <ul className={styles.origins}>
                {endpoint.events.map((type) => (
                  <li key={type}>{eventLabel(type, copy)}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{copy.whSecret}</dt>
            <dd>
              <code translate="no">{endpoint.secret_hint}</code>
              {endpoint.previous_secret_expires_at ? (
                <span className={styles.hint}>
                  {' '}
                  {fill(copy.whPreviousSecret, { date: date(endpoint.previous_secret_expires_at) })}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      )}
      <div className={own.toolbar}>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          aria-label={fill(copy.whPingLabel, { url: endpoint.url })}
          aria-describedby={endpoint.enabled ? undefined : pingHintId}
          disabled={!endpoint.enabled || ping.isPending}
          onClick={() => ping.mutate()}
        >
          <Send aria-hidden="true" />
          {ping.isPending ? copy.whPinging : copy.whPing}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={() => setLogOpen((current) => !current)}
        >
          {logOpen ? copy.whHideDeliveries : copy.whShowDeliveries}
        </button>
        {!endpoint.enabled ? (
          <span id={pingHintId} className={styles.hint}>
            {copy.whPingDisabled}
          </span>
        ) : null}
      </div>
      {logOpen ? <DeliveryLog id={logId} endpoint={endpoint} announce={announce} /> : null}
    </li>
  );
}

/** One endpoint's deliveries, newest first, a page at a time. */
function DeliveryLog({
  id,
  endpoint,
  announce,
}: {
  id: string;
  endpoint: WebhookEndpoint;
  announce(text: string): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const key = webhookKeys.deliveries(endpoint.id, page);
  const query = useQuery({
    queryKey: key,
    queryFn: () => client.webhooks.deliveries(endpoint.id, { page, page_size: DELIVERIES_PAGE_SIZE }),
    // The page on screen stays while the next one loads, so the buttons do not jump.
    placeholderData: keepPreviousData,
  });
  const load = useLoadState(query, key, (data) => data.results.length === 0);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / DELIVERIES_PAGE_SIZE)) : 1;
  return (
    <section id={id} aria-labelledby={headingId} className={own.log}>
      <div className={own.logHead}>
        <h5 id={headingId} className={own.logTitle}>
          {copy.whDeliveriesHeading}
        </h5>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          {copy.whRefresh}
        </button>
      </div>
      {load.loading ? (
        <SkeletonCards count={1} label={copy.whDeliveriesLoading} />
      ) : load.failed ? (
        <ErrorState message={copy.whDeliveriesFailure} retryLabel={copy.retry} onRetry={load.retry} />
      ) : !data || data.results.length === 0 ? (
        <p className={styles.hint}>{copy.whDeliveriesEmpty}</p>
      ) : (
        <>
          <ol
            className={own.deliveries}
            aria-label={fill(copy.whDeliveriesLabel, { url: endpoint.url })}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {data.results.map((delivery) => (
              <DeliveryRow key={delivery.id} endpoint={endpoint} delivery={delivery} announce={announce} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav className={own.pager} aria-label={copy.whDeliveriesHeading}>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={!data.previous || query.isPlaceholderData}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {copy.whPrevious}
              </button>
              <span aria-live="polite">
                {fill(copy.whPageOf, { page: String(page), pages: String(pages) })}
              </span>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={!data.next || query.isPlaceholderData}
                onClick={() => setPage((current) => current + 1)}
              >
                {copy.whNext}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function resultText(delivery: WebhookDelivery, copy: IntegrationsCopy): string {
  if (delivery.last_status_code !== null)
    return fill(copy.whStatusCode, { code: String(delivery.last_status_code) });
  if (delivery.last_error) return fill(copy.whErrorCode, { code: delivery.last_error });
  return copy.whNoAnswer;
}

function DeliveryRow({
  endpoint,
  delivery,
  announce,
}: {
  endpoint: WebhookEndpoint;
  delivery: WebhookDelivery;
  announce(text: string): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const date = useDate();
  const hintId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const when = date(delivery.last_attempt_at ?? delivery.created_at);
  const replay = useMutation({
    mutationFn: () => client.webhooks.replay(delivery.id),
    onSuccess: () => {
      setRefused(null);
      announce(copy.whReplayed);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpoint.id) });
    },
    onError: (error) => {
      const conflict = conflictMessage(error);
      const text = conflict ?? copy.whReplayFailure;
      if (conflict) setRefused(conflict);
      announce(text);
      notify.error(text);
      // A 409 means the log on screen is out of date (it is pending again): it is read anew.
      if (conflict) void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpoint.id) });
    },
  });
  const pending = delivery.status === 'pending';
  const explanation = refused ?? (pending ? copy.whReplayPending : null);
  return (
    <li className={own.delivery}>
      <div className={own.deliveryHead}>
        <span className={own.deliveryEvent}>
          {eventLabel(delivery.event_type, copy)}{' '}
          <code translate="no" className={styles.hint}>
            {delivery.event_type}
          </code>
        </span>
        <span className={`${own.badge} ${own[`status_${delivery.status}`] ?? ''}`}>
          {statusLabel(delivery.status, copy)}
        </span>
      </div>
      <dl className={own.deliveryFacts}>
        <div>
          <dt>{copy.whTime}</dt>
          <dd>
            <time dateTime={delivery.last_attempt_at ?? delivery.created_at}>{when}</time>
          </dd>
        </div>
        <div>
          <dt>{copy.whResult}</dt>
          <dd>{resultText(delivery, copy)}</dd>
        </div>
        <div>
          <dt>{copy.whLatency}</dt>
          <dd>
            {delivery.latency_ms === null
              ? '—'
              : fill(copy.whLatencyValue, { ms: String(delivery.latency_ms) })}
          </dd>
        </div>
        <div>
          <dt>{copy.whAttempts}</dt>
          <dd>{delivery.attempts}</dd>
        </div>
      </dl>
      {pending && delivery.next_attempt_at ? (
        <p className={styles.hint}>{fill(copy.whNextAttempt, { date: date(delivery.next_attempt_at) })}</p>
      ) : null}
      {delivery.response_excerpt ? (
        <details className={own.excerpt}>
          <summary>{copy.whShowAnswer}</summary>
          <pre className={styles.code}>
            <code translate="no">{delivery.response_excerpt}</code>
          </pre>
        </details>
      ) : null}
      <div className={own.toolbar}>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          aria-label={fill(copy.whReplayLabel, { event: delivery.event_type, date: when })}
          aria-describedby={explanation ? hintId : undefined}
          disabled={pending || refused !== null || replay.isPending}
          onClick={() => replay.mutate()}
        >
          <RefreshCw aria-hidden="true" />
          {replay.isPending ? copy.whReplaying : copy.whReplay}
        </button>
        {explanation ? (
          <span id={hintId} className={styles.hint}>
            {explanation}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The form's fields, shared by add and edit: URL, events (a group of checkboxes), enabled, description. */
function WebhookFields({
  ids,
  values,
  errors,
  onChange,
}: {
  ids: Record<WebhookField, string>;
  values: WebhookFormValues;
  errors: WebhookErrors;
  onChange(values: WebhookFormValues, field: WebhookField): void;
}) {
  const { copy } = useIntegrationsCopy();
  const eventsErrorId = `${ids.events}-error`;
  return (
    <>
      <TextField
        id={ids.url}
        label={copy.whUrl}
        name="url"
        type="url"
        inputMode="url"
        required
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        placeholder="https://"
        hint={copy.whUrlHint}
        error={errors.url}
        value={values.url}
        onChange={(event) => onChange({ ...values, url: event.target.value }, 'url')}
      />
      <fieldset
        className={styles.scopeGroup}
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? eventsErrorId : undefined}
      >
        <legend className={`field__label ${styles.scopeLegend}`}>{copy.whEventsLegend}</legend>
        {EVENT_TYPES.map((type, index) => (
          <label key={type} className={styles.checkOption}>
            <input
              id={index === 0 ? ids.events : undefined}
              type="checkbox"
              name="events"
              value={type}
              checked={values.events.includes(type)}
              onChange={(event) =>
                onChange(
                  {
                    ...values,
                    events: event.target.checked
                      ? EVENT_TYPES.filter((item) => item === type || values.events.includes(item))
                      : values.events.filter((item) => item !== type),
                  },
                  'events',
                )
              }
            />
            <span>
              <span className={styles.scopeLabel}>{eventLabel(type, copy)}</span>
              <code className={styles.hint} translate="no">
                {type}
              </code>
            </span>
          </label>
        ))}
        {errors.events ? (
          <span id={eventsErrorId} className="field__error" role="alert">
            {errors.events}
          </span>
        ) : null}
      </fieldset>
      <label className={styles.checkOption}>
        <input
          id={ids.enabled}
          type="checkbox"
          name="enabled"
          checked={values.enabled}
          aria-invalid={errors.enabled ? true : undefined}
          onChange={(event) => onChange({ ...values, enabled: event.target.checked }, 'enabled')}
        />
        <span>
          <span className={styles.scopeLabel}>{copy.whEnabledLabel}</span>
          {errors.enabled ? <span className="field__error">{errors.enabled}</span> : null}
        </span>
      </label>
      <TextField
        id={ids.description}
        label={copy.whDescription}
        name="description"
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        autoComplete="off"
        hint={copy.whDescriptionHint}
        error={errors.description}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value }, 'description')}
      />
    </>
  );
}

const FIELD_ORDER: readonly WebhookField[] = ['url', 'events', 'enabled', 'description'];

/** The form's state, errors and the focus on the first wrong field: what add and edit share. */
function useWebhookForm(initial: WebhookFormValues) {
  const baseId = useId();
  const ids: Record<WebhookField, string> = {
    url: `${baseId}-url`,
    events: `${baseId}-events`,
    enabled: `${baseId}-enabled`,
    description: `${baseId}-description`,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<WebhookErrors>({});
  const showErrors = (found: WebhookErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };
  const onChange = (next: WebhookFormValues, field: WebhookField) => {
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return {
    ids,
    values,
    setValues,
    errors,
    setErrors,
    showErrors,
    onChange,
    formErrorId: `${baseId}-form-error`,
  };
}

const EMPTY: WebhookFormValues = { url: '', events: [], enabled: true, description: '' };

function CreateWebhookForm({ onCreated }: { onCreated(endpoint: WebhookEndpointWithSecret): void }) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const form = useWebhookForm(EMPTY);
  const create = useMutation({
    mutationFn: (values: WebhookFormValues) => client.webhooks.create(values),
    onSuccess: (endpoint) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.list, (old) => [
        ...(old ?? []).filter((item) => item.id !== endpoint.id),
        withoutSecret(endpoint),
      ]);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
      notify.success(copy.whCreated);
      form.setValues(EMPTY);
      form.setErrors({});
      onCreated(endpoint);
    },
    onError: (error) => showFormError(form, error, copy.whCreateFailure),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = localErrors(form.values, copy);
    if (Object.keys(found).length > 0) return form.showErrors(found);
    form.setErrors({});
    create.mutate({
      ...form.values,
      url: form.values.url.trim(),
      description: form.values.description.trim(),
    });
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={form.errors.form ? form.formErrorId : undefined}
    >
      <WebhookFields ids={form.ids} values={form.values} errors={form.errors} onChange={form.onChange} />
      {form.errors.form ? (
        <p id={form.formErrorId} className="alert alert--error" role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? copy.whSubmitting : copy.whSubmit}
      </button>
    </form>
  );
}

/** Only what changed is sent: an untouched URL is not checked again. */
function changes(before: WebhookEndpoint, after: WebhookFormValues): WebhookUpdate {
  const update: WebhookUpdate = {};
  if (after.url !== before.url) update.url = after.url;
  if (after.events.join() !== before.events.join()) update.events = after.events;
  if (after.enabled !== before.enabled) update.enabled = after.enabled;
  if (after.description !== before.description) update.description = after.description;
  return update;
}

function EditWebhookForm({
  endpoint,
  onCancel,
  onSaved,
}: {
  endpoint: WebhookEndpoint;
  onCancel(): void;
  onSaved(endpoint: WebhookEndpoint): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const headingId = useId();
  const form = useWebhookForm({
    url: endpoint.url,
    events: EVENT_TYPES.filter((type) => endpoint.events.includes(type)),
    enabled: endpoint.enabled,
    description: endpoint.description,
  });
  const { ids } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the URL once, when the form opens
  useEffect(() => {
    document.getElementById(ids.url)?.focus();
  }, []);
  const save = useMutation({
    mutationFn: (update: WebhookUpdate) => client.webhooks.update(endpoint.id, update),
    onSuccess: (updated) => {
      notify.success(copy.whSaved);
      onSaved(updated);
    },
    onError: (error) => showFormError(form, error, copy.whSaveFailure),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = localErrors(form.values, copy);
    if (Object.keys(found).length > 0) return form.showErrors(found);
    form.setErrors({});
    const update = changes(endpoint, {
      ...form.values,
      url: form.values.url.trim(),
      description: form.values.description.trim(),
    });
    if (Object.keys(update).length === 0) return onCancel();
    save.mutate(update);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={form.errors.form ? form.formErrorId : undefined}
    >
      <h5 id={headingId} className={own.logTitle}>
        {fill(copy.whEditHeading, { url: endpoint.url })}
      </h5>
      <WebhookFields ids={form.ids} values={form.values} errors={form.errors} onChange={form.onChange} />
      {form.errors.form ? (
        <p id={form.formErrorId} className="alert alert--error" role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <div className={own.toolbar}>
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
          {save.isPending ? copy.whSaving : copy.whSave}
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

/** A refused create or edit: the server's field errors where it gave them, else the fallback, and a toast. */
function showFormError(
  form: {
    setErrors(errors: { form: string }): void;
    showErrors(errors: ReturnType<typeof webhookErrors> & object): void;
  },
  error: unknown,
  fallback: string,
): void {
  const found = webhookErrors(error);
  if (!found) {
    form.setErrors({ form: fallback });
    notify.error(fallback);
    return;
  }
  form.showErrors(found);
  notify.error(found.form ?? fallback);
}
