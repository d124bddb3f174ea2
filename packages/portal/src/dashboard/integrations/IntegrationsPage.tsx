import {
  formatDateLong,
  formatDateTime,
  type PartnerKey,
  type PartnerKeyScope,
  relativeTime,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChartColumn, Code, Copy, KeyRound, Plug, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { type IntegrationsCopy, useIntegrationsCopy } from './copy';
import { copyWithToast } from './copyText';
import { Feeds } from './Feeds';
import styles from './Integrations.module.css';
import { KeyReport } from './KeyReport';
import { embedSnippet, type PartnerKeyErrors, parseOrigins, partnerKeyErrors } from './partnerKeyForm';
import { intlLocale } from './reportSeries';
import { SnippetGenerator } from './SnippetGenerator';
import { Webhooks } from './Webhooks';

/** Under this age the last use is told in words ('hace 3 días'), past it as a date. */
const RELATIVE_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** Which part of a key's panel was asked for: its report or its custom code. */
type PanelPart = 'report' | 'code';

interface OpenPanel {
  id: number;
  part: PanelPart;
  /** Bumped on every request, so asking again for the open part moves the focus there again. */
  request: number;
}

/** The portal's own origin: the embed script and the API are served from it. */
function portalOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function scopeLabel(scope: PartnerKeyScope, copy: IntegrationsCopy): string {
  return scope === 'own' ? copy.scopeOwn : copy.scopeMarketplace;
}

/**
 * 'Integraciones': the landlord's partner keys — list with the key, scope, allowed
 * origins, creation and last use, and the snippet to paste; create one; revoke one.
 */
export function Component() {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const listHeadingId = useId();
  const formHeadingId = useId();
  const [created, setCreated] = useState<PartnerKey | null>(null);
  const [pendingRevoke, setPendingRevoke] = useState<PartnerKey | null>(null);
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const openerId = (id: number, part: PanelPart) => `${baseId}-${part}-${id}`;

  const query = useQuery({
    queryKey: keys.partnerKeys.all,
    queryFn: () => client.partnerKeys.list(),
  });
  const load = useLoadState(query, keys.partnerKeys.all);
  const revoke = useMutation({
    mutationFn: (key: PartnerKey) => client.partnerKeys.revoke(key.id),
    onSuccess: (_, key) => {
      queryClient.setQueryData<PartnerKey[]>(keys.partnerKeys.all, (old) =>
        old?.filter((item) => item.id !== key.id),
      );
      setCreated((current) => (current?.id === key.id ? null : current));
      notify.success(copy.revoked);
      void queryClient.invalidateQueries({ queryKey: keys.partnerKeys.all });
    },
    onError: () => notify.error(copy.revokeFailure),
    onSettled: () => setPendingRevoke(null),
  });

  const list = query.data ?? [];
  const origin = portalOrigin();
  // A revoked key's panel goes with it.
  const panelKey = panel ? (list.find((key) => key.id === panel.id) ?? null) : null;
  const openPanel = (id: number, part: PanelPart) =>
    setPanel((current) => ({ id, part, request: (current?.request ?? 0) + 1 }));
  const closePanel = () => {
    if (!panel) return;
    // The panel's button goes away with it: focus returns to the button that opened it.
    const opener = document.getElementById(openerId(panel.id, panel.part));
    setPanel(null);
    opener?.focus();
  };

  return (
    <div className="stack">
      <DocumentTitle>{`${copy.pageTitle} · Convive`}</DocumentTitle>
      <PageHeader title={copy.pageTitle} description={copy.description} />
      <div className={styles.layout}>
        <section aria-labelledby={listHeadingId} className={styles.listSection}>
          <h2 id={listHeadingId} className={styles.sectionTitle}>
            {query.isSuccess ? `${copy.listHeading} (${list.length})` : copy.listHeading}
          </h2>
          {load.loading ? (
            <SkeletonCards count={2} label={copy.loading} />
          ) : load.failed ? (
            <ErrorState message={copy.loadFailure} retryLabel={copy.retry} onRetry={load.retry} />
          ) : list.length === 0 ? (
            <div className="card">
              <EmptyState title={copy.emptyTitle} text={copy.emptyText} icon={<Plug />} headingLevel="h3" />
            </div>
          ) : (
            <ul className={styles.keyList} aria-label={copy.listLabel}>
              {list.map((key) => (
                <KeyCard
                  key={key.id}
                  partnerKey={key}
                  origin={origin}
                  busy={revoke.isPending && pendingRevoke?.id === key.id}
                  onRevoke={() => setPendingRevoke(key)}
                  openerId={(part) => openerId(key.id, part)}
                  panelId={panelKey?.id === key.id ? panelId : undefined}
                  onOpen={(part) => openPanel(key.id, part)}
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={formHeadingId} className={`card ${styles.formCard}`}>
          <h2 id={formHeadingId} className={styles.sectionTitle}>
            {copy.formHeading}
          </h2>
          {created ? <NewKeyNotice partnerKey={created} onDismiss={() => setCreated(null)} /> : null}
          <CreateKeyForm onCreated={setCreated} />
        </section>
      </div>
      {panel && panelKey ? (
        <KeyPanel
          id={panelId}
          partnerKey={panelKey}
          part={panel.part}
          request={panel.request}
          origin={origin}
          onClose={closePanel}
        />
      ) : null}
      <Webhooks />
      <Feeds />
      <ConfirmDialog
        open={pendingRevoke !== null}
        onOpenChange={(open) => {
          if (!open && !revoke.isPending) setPendingRevoke(null);
        }}
        title={copy.revokeTitle}
        description={pendingRevoke ? fill(copy.revokeQuestion, { name: pendingRevoke.name }) : undefined}
        confirmLabel={revoke.isPending ? copy.revoking : copy.revoke}
        cancelLabel={copy.cancel}
        destructive
        busy={revoke.isPending}
        onConfirm={() => {
          if (pendingRevoke) revoke.mutate(pendingRevoke);
        }}
      />
    </div>
  );
}

/** The key in monospace with its 'Copiar' button. */
function KeyValue({ partnerKey }: { partnerKey: PartnerKey }) {
  const { copy } = useIntegrationsCopy();
  return (
    <div className={styles.keyRow}>
      <code className={styles.keyValue}>{partnerKey.key}</code>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        aria-label={fill(copy.copyKeyLabel, { name: partnerKey.name })}
        onClick={() => void copyWithToast(partnerKey.key, copy.keyCopied, copy)}
      >
        <Copy aria-hidden="true" />
        {copy.copy}
      </button>
    </div>
  );
}

function LastUse({ iso }: { iso: string | null }) {
  const { copy, locale } = useIntegrationsCopy();
  if (!iso) return <>{copy.neverUsed}</>;
  const ms = Date.parse(iso);
  const now = Date.now();
  const text =
    Number.isFinite(ms) && now - ms < RELATIVE_FOR_MS
      ? relativeTime(iso, now, locale)
      : formatDateLong(iso, intlLocale(locale));
  return (
    <time dateTime={iso} title={formatDateTime(iso, intlLocale(locale))}>
      {text || formatDateLong(iso, intlLocale(locale))}
    </time>
  );
}

function KeyCard({
  partnerKey,
  origin,
  busy,
  onRevoke,
  openerId,
  panelId,
  onOpen,
}: {
  partnerKey: PartnerKey;
  origin: string;
  busy: boolean;
  onRevoke(): void;
  openerId(part: PanelPart): string;
  /** The open panel's id when it shows this key. */
  panelId: string | undefined;
  onOpen(part: PanelPart): void;
}) {
  const { copy, locale } = useIntegrationsCopy();
  const snippet = embedSnippet(origin, partnerKey.key);
  return (
    <li className={`card ${styles.keyCard}`} aria-busy={busy || undefined}>
      <div className={styles.cardHead}>
        <h3 className={styles.keyName}>
          <KeyRound aria-hidden="true" />
          <span>{partnerKey.name}</span>
        </h3>
        <div className={styles.cardActions}>
          <button
            id={openerId('report')}
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.viewReportLabel, { name: partnerKey.name })}
            aria-controls={panelId}
            aria-expanded={panelId !== undefined}
            onClick={() => onOpen('report')}
          >
            <ChartColumn aria-hidden="true" />
            {copy.viewReport}
          </button>
          <button
            id={openerId('code')}
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.customizeLabel, { name: partnerKey.name })}
            aria-controls={panelId}
            aria-expanded={panelId !== undefined}
            onClick={() => onOpen('code')}
          >
            <Code aria-hidden="true" />
            {copy.customize}
          </button>
          <button
            type="button"
            className="btn btn--danger-outline btn--sm"
            aria-label={fill(copy.revokeLabel, { name: partnerKey.name })}
            disabled={busy}
            onClick={onRevoke}
          >
            <Trash2 aria-hidden="true" />
            {copy.revoke}
          </button>
        </div>
      </div>
      <KeyValue partnerKey={partnerKey} />
      <dl className={styles.facts}>
        <div>
          <dt>{copy.scope}</dt>
          <dd>{scopeLabel(partnerKey.scope, copy)}</dd>
        </div>
        <div>
          <dt>{copy.origins}</dt>
          <dd>
            {partnerKey.allowed_origins.length === 0 ? (
              copy.anyOrigin
            ) : (
              <ul className={styles.origins}>
                {partnerKey.allowed_origins.map((allowed) => (
                  <li key={allowed}>{allowed}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{copy.created}</dt>
          <dd>
            <time dateTime={partnerKey.created_at}>
              {formatDateLong(partnerKey.created_at, intlLocale(locale))}
            </time>
          </dd>
        </div>
        <div>
          <dt>{copy.lastUse}</dt>
          <dd>
            <LastUse iso={partnerKey.last_used_at} />
          </dd>
        </div>
      </dl>
      <div className={styles.snippet}>
        <div className={styles.snippetHead}>
          <div>
            <h4 className={styles.snippetTitle}>{copy.snippetHeading}</h4>
            <p className={styles.hint}>{copy.snippetHint}</p>
          </div>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.copySnippetLabel, { name: partnerKey.name })}
            onClick={() => void copyWithToast(snippet, copy.snippetCopied, copy)}
          >
            <Copy aria-hidden="true" />
            {copy.copy}
          </button>
        </div>
        <pre className={styles.code}>
          <code>{snippet}</code>
        </pre>
      </div>
    </li>
  );
}

/**
 * One key's report and custom code, below the list: opening it moves the focus to the part asked for
 * (its heading), closing it returns the focus to the button that opened it.
 */
function KeyPanel({
  id,
  partnerKey,
  part,
  request,
  origin,
  onClose,
}: {
  id: string;
  partnerKey: PartnerKey;
  part: PanelPart;
  request: number;
  origin: string;
  onClose(): void;
}) {
  const { copy } = useIntegrationsCopy();
  const titleId = useId();
  const reportId = useId();
  const codeId = useId();
  const reportRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request for the same part focuses it again
  useEffect(() => {
    const heading = (part === 'report' ? reportRef : codeRef).current;
    // Focus alone would leave the heading at the window's bottom edge: the part is brought to the top.
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }, [part, request]);
  return (
    <section id={id} className={`card ${styles.panel}`} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {fill(copy.panelTitle, { name: partnerKey.name })}
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--sm btn--icon"
          aria-label={fill(copy.closePanel, { name: partnerKey.name })}
          title={copy.dismiss}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <section aria-labelledby={reportId} className={styles.panelPart}>
        <h3 id={reportId} ref={reportRef} tabIndex={-1} className={styles.partTitle}>
          {copy.reportHeading}
        </h3>
        <KeyReport partnerKey={partnerKey} />
      </section>
      <section aria-labelledby={codeId} className={styles.panelPart}>
        <div>
          <h3 id={codeId} ref={codeRef} tabIndex={-1} className={styles.partTitle}>
            {copy.generatorHeading}
          </h3>
          <p className={styles.hint}>{copy.generatorHint}</p>
        </div>
        <SnippetGenerator partnerKey={partnerKey} origin={origin} />
      </section>
    </section>
  );
}

/** The key just created, announced and focused so it is not missed; dismissible. */
function NewKeyNotice({ partnerKey, onDismiss }: { partnerKey: PartnerKey; onDismiss(): void }) {
  const { copy } = useIntegrationsCopy();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} className={styles.notice} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.noticeHead}>
        <h3 id={titleId} className={styles.noticeTitle}>
          {fill(copy.newKeyTitle, { name: partnerKey.name })}
        </h3>
        <button
          type="button"
          className="btn btn--ghost btn--sm btn--icon"
          aria-label={copy.dismiss}
          title={copy.dismiss}
          onClick={() => {
            // The button goes away with the notice: focus moves on to the form's first field.
            const next = ref.current?.parentElement?.querySelector<HTMLElement>('form input');
            onDismiss();
            next?.focus();
          }}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <p className={styles.hint}>{copy.newKeyText}</p>
      <KeyValue partnerKey={partnerKey} />
    </section>
  );
}

interface CreateBody {
  name: string;
  scope: PartnerKeyScope;
  allowed_origins: string[];
}

function originErrorText(errors: PartnerKeyErrors, copy: IntegrationsCopy): string | undefined {
  if (!errors.allowed_origins?.length) return undefined;
  return errors.allowed_origins
    .map(({ origin, message }) => (origin ? fill(copy.originError, { origin, message }) : message))
    .join('\n');
}

function CreateKeyForm({ onCreated }: { onCreated(key: PartnerKey): void }) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<PartnerKeyScope>('own');
  const [originsText, setOriginsText] = useState('');
  const [errors, setErrors] = useState<PartnerKeyErrors>({});
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const originsId = `${baseId}-origins`;
  const scopeId = `${baseId}-scope-own`;
  const scopeErrorId = `${baseId}-scope-error`;
  const focus = (id: string) => document.getElementById(id)?.focus();
  const formErrorId = `${baseId}-form-error`;

  const create = useMutation({
    mutationFn: (body: CreateBody) => client.partnerKeys.create(body),
    onSuccess: (key) => {
      queryClient.setQueryData<PartnerKey[]>(keys.partnerKeys.all, (old) =>
        old ? [key, ...old.filter((item) => item.id !== key.id)] : [key],
      );
      void queryClient.invalidateQueries({ queryKey: keys.partnerKeys.all });
      notify.success(copy.createdToast);
      setName('');
      setScope('own');
      setOriginsText('');
      setErrors({});
      onCreated(key);
    },
    onError: (error, body) => {
      const found = partnerKeyErrors(error, body.allowed_origins);
      if (!found) {
        setErrors({ form: copy.createFailure });
        notify.error(copy.createFailure);
        return;
      }
      setErrors(found);
      if (found.name) focus(nameId);
      else if (found.scope) focus(scopeId);
      else if (found.allowed_origins) focus(originsId);
      notify.error(found.form ?? copy.createFailure);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim() === '') {
      setErrors({ name: copy.nameRequired });
      focus(nameId);
      return;
    }
    setErrors({});
    create.mutate({ name: name.trim(), scope, allowed_origins: parseOrigins(originsText) });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={errors.form ? formErrorId : undefined}
    >
      <TextField
        id={nameId}
        label={copy.name}
        name="name"
        required
        maxLength={80}
        autoComplete="off"
        hint={copy.nameHint}
        error={errors.name}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <fieldset
        className={styles.scopeGroup}
        aria-invalid={errors.scope ? true : undefined}
        aria-describedby={errors.scope ? scopeErrorId : undefined}
      >
        <legend className={`field__label ${styles.scopeLegend}`}>{copy.scopeLegend}</legend>
        {(['own', 'marketplace'] as const).map((value) => (
          <label key={value} className={styles.scopeOption}>
            <input
              id={value === 'own' ? scopeId : undefined}
              type="radio"
              name="scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            <span>
              <span className={styles.scopeLabel}>{scopeLabel(value, copy)}</span>
              <span className={styles.hint}>
                {value === 'own' ? copy.scopeOwnHint : copy.scopeMarketplaceHint}
              </span>
            </span>
          </label>
        ))}
        {errors.scope ? (
          <span id={scopeErrorId} className="field__error" role="alert">
            {errors.scope}
          </span>
        ) : null}
      </fieldset>
      <TextAreaField
        id={originsId}
        className={styles.originsField}
        label={copy.originsLabel}
        name="allowed_origins"
        rows={3}
        spellCheck={false}
        autoCapitalize="off"
        placeholder="https://inmobiliaria.es"
        hint={copy.originsHint}
        error={originErrorText(errors, copy)}
        value={originsText}
        onChange={(event) => {
          setOriginsText(event.target.value);
          if (errors.allowed_origins) setErrors((current) => ({ ...current, allowed_origins: undefined }));
        }}
      />
      {errors.form ? (
        <p id={formErrorId} className="alert alert--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
