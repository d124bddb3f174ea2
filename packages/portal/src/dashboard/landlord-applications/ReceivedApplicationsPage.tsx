import {
  formatDateLong,
  formatDateTime,
  instantMs,
  isIsoDate,
  pagePath,
  type ReceivedApplication,
} from '@convive/sdk';
import { Badge, badgeCss, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calendar, CalendarX, Check, Clock, Home, Mail, MessageSquare, Phone, User, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { commonMessages } from '../../logic/messages/common';
import { landlordApplicationsMessages } from '../../logic/messages/landlordApplications';
import { serverMessage } from '../../logic/serverMessage';
import {
  APPLICATION_TABS,
  type ApplicationTab,
  applicationTabCounts,
  filterApplications,
} from '../../logic/tabs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { TextAreaField } from '../../ui/Field';
import { LazyDialog } from '../../ui/LazyDialog';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { LeadSourceLine } from '../common/LeadSource';
import listStyles from '../common/list.module.css';
import { ApplicationStatusBadge } from '../common/StatusBadge';
import { type ReceivedApplicationsCopy, receivedApplicationsCopy } from './copy';
import styles from './ReceivedApplications.module.css';

/** The response message is optional; the server keeps at most 1000 characters. */
const RESPONSE_MAX = 1000;

type Decision = 'aceptada' | 'rechazada' | 'liberar';

/**
 * A date-only text in long form, an instant with its time, in the `locale` given ('es-ES', 'en-GB'…);
 * 'Fecha inválida' when unreadable (spec 02 §8).
 */
export function dateText(value: string | null | undefined, withTime = false, locale = 'es-ES'): string {
  const text = (value ?? '').trim();
  if (text === '') return commonMessages.invalidDate;
  if (isIsoDate(text)) return formatDateLong(text, locale);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || instantMs(text) === Number.NEGATIVE_INFINITY) {
    return commonMessages.invalidDate;
  }
  const formatted = withTime ? formatDateTime(text, locale) : formatDateLong(text, locale);
  return formatted === text ? commonMessages.invalidDate : formatted;
}

function typeLabel(application: ReceivedApplication, copy: ReceivedApplicationsCopy): string {
  return application.request_type === 'room' ? copy.types.room : copy.types.property;
}

/** A question is answered, never accepted; an application asks for a period (docs/adr/0175-rental-periods.md). */
function KindBadge({ application }: { application: ReceivedApplication }) {
  const copy = receivedApplicationsCopy.useCopy();
  return (
    <Badge tone={application.kind === 'application' ? 'success' : 'neutral'}>
      {copy.kinds[application.kind]}
    </Badge>
  );
}

/** The asked-for period: move-in, and move-out when given. */
function StayLine({ application }: { application: ReceivedApplication }) {
  const copy = receivedApplicationsCopy.useCopy();
  const { intlLocale } = useConvive();
  const moveIn = application.move_in ?? application.desired_entry_date;
  if (!moveIn) return null;
  return (
    <p className={styles.entry}>
      <Calendar aria-hidden="true" />
      <span>
        <strong>{application.move_out ? copy.stay : copy.entry}</strong>{' '}
        {application.move_out
          ? copy.stayText(
              dateText(moveIn, false, intlLocale),
              dateText(application.move_out, false, intlLocale),
            )
          : `${dateText(moveIn, false, intlLocale)} · ${copy.noStay}`}
      </span>
    </p>
  );
}

/** 'Solicitudes recibidas' (spec 02 §2): the landlord's received applications, with accept and reject. */
export function Component() {
  const copy = receivedApplicationsCopy.useCopy();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<ApplicationTab>('all');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<{ application: ReceivedApplication; status: Decision } | null>(
    null,
  );
  const [response, setResponse] = useState('');

  const query = useQuery({
    queryKey: keys.propertyRequests.received,
    queryFn: () => client.propertyRequests.received(),
  });
  const load = useLoadState(query, keys.propertyRequests.received);
  const decide = useMutation({
    mutationFn: ({ id, status, message }: { id: number; status: Decision; message: string }) => {
      const reply = message.trim() === '' ? {} : { response_message: message.trim() };
      return status === 'liberar'
        ? client.propertyRequests.release(id, reply)
        : client.propertyRequests.decide(id, { status, ...reply });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<ReceivedApplication[]>(keys.propertyRequests.received, (old) =>
        old?.map((item) =>
          item.id === saved.id
            ? {
                ...item,
                status: saved.status,
                response_message: saved.response_message,
                updated_at: saved.updated_at,
              }
            : item,
        ),
      );
      const texts = receivedApplicationsCopy.current();
      notify.success(
        landlordApplicationsMessages.statusUpdated,
        saved.status === 'aceptada'
          ? texts.accepted
          : saved.status === 'cancelada'
            ? texts.released
            : texts.rejected,
      );
      setDeciding(null);
      setResponse('');
      // Accepting one may have declined others for the same home: reload them.
      void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
    },
    onError: (error) => {
      // The server says why ("Ya has aceptado otra solicitud para esta habitación…"): shown as it is,
      // and the list reloaded, since it was out of date.
      const why = serverMessage(error);
      if (why) void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
      notify.error(why ?? landlordApplicationsMessages.statusFailure);
    },
  });

  const list = query.data ?? [];
  const counts = applicationTabCounts(list, search);
  const visible = filterApplications(list, tab, search);
  const details = list.find((a) => a.id === detailsId) ?? null;

  const askDecision = (application: ReceivedApplication, status: Decision) => {
    setDetailsId(null);
    setResponse('');
    setDeciding({ application, status });
  };

  return (
    <div className="stack">
      <DocumentTitle>{`${copy.title} · Convive`}</DocumentTitle>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader title={copy.title} description={copy.description} />
      {load.loading ? (
        <SkeletonCards label={copy.loading} />
      ) : load.failed ? (
        <ErrorState message={landlordApplicationsMessages.loadFailure} onRetry={load.retry} />
      ) : (
        <>
          <div className="row">
            <SearchInput value={search} onChange={setSearch} placeholder={copy.searchPlaceholder} />
          </div>
          <Tabs<ApplicationTab>
            label={copy.tabsLabel}
            value={tab}
            onChange={setTab}
            items={APPLICATION_TABS.map((key) => ({ key, label: copy.tabs[key], count: counts[key] }))}
          >
            {visible.length === 0 ? (
              <EmptyState
                title={search.trim() ? copy.noMatchTitle : copy.emptyTitle}
                text={search.trim() ? copy.noMatchText : copy.emptyText[tab]}
                action={
                  search.trim() ? (
                    <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                      {copy.clearSearch}
                    </button>
                  ) : null
                }
              />
            ) : (
              <ul className={listStyles.cardList} aria-label={copy.listLabel}>
                {visible.map((application) => (
                  <ApplicationCard
                    key={application.id}
                    application={application}
                    busy={decide.isPending && deciding?.application.id === application.id}
                    onDetails={() => setDetailsId(application.id)}
                    onDecide={(status) => askDecision(application, status)}
                  />
                ))}
              </ul>
            )}
          </Tabs>
        </>
      )}

      <LazyDialog
        open={details !== null}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
        title={copy.details.title}
      >
        {details ? (
          <ApplicationDetails application={details} onDecide={(s) => askDecision(details, s)} />
        ) : null}
      </LazyDialog>

      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open && !decide.isPending) setDeciding(null);
        }}
        title={deciding ? decisionLabel(deciding.status, copy) : copy.reject}
        description={
          deciding
            ? (deciding.status === 'aceptada'
                ? copy.acceptQuestion
                : deciding.status === 'liberar'
                  ? copy.releaseQuestion
                  : copy.rejectQuestion)(
                deciding.application.tenant_name,
                deciding.application.property_title,
              )
            : undefined
        }
        confirmLabel={
          decide.isPending ? copy.saving : deciding ? decisionLabel(deciding.status, copy) : copy.reject
        }
        cancelLabel={copy.back}
        destructive={deciding?.status !== 'aceptada'}
        busy={decide.isPending}
        onConfirm={() => {
          if (deciding)
            decide.mutate({ id: deciding.application.id, status: deciding.status, message: response });
        }}
      >
        <TextAreaField
          label={copy.responseLabel}
          rows={3}
          maxLength={RESPONSE_MAX}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          hint={copy.characters(response.length, RESPONSE_MAX)}
        />
      </ConfirmDialog>
    </div>
  );
}

function decisionLabel(status: Decision, copy: ReceivedApplicationsCopy): string {
  return status === 'aceptada' ? copy.accept : status === 'liberar' ? copy.release : copy.reject;
}

function DecisionButtons({
  application,
  busy,
  onDecide,
  withText = false,
}: {
  application: ReceivedApplication;
  busy?: boolean;
  onDecide(status: Decision): void;
  withText?: boolean;
}) {
  const copy = receivedApplicationsCopy.useCopy();
  if (application.status === 'aceptada' && application.kind === 'application')
    return (
      <button
        type="button"
        className={`btn btn--sm ${withText ? 'btn--danger-outline' : 'btn--outline'}`}
        disabled={busy}
        onClick={() => onDecide('liberar')}
      >
        <CalendarX aria-hidden="true" />
        {copy.release}
      </button>
    );
  if (application.status !== 'pendiente') return null;
  return (
    <>
      {application.kind === 'application' ? (
        <button
          type="button"
          className={`btn btn--sm ${withText ? 'btn--primary' : `btn--outline btn--icon ${styles.accept}`}`}
          aria-label={withText ? undefined : copy.accept}
          title={copy.accept}
          disabled={busy}
          onClick={() => onDecide('aceptada')}
        >
          <Check aria-hidden="true" />
          {withText ? copy.accept : null}
        </button>
      ) : (
        <Link
          className={`btn btn--sm ${withText ? 'btn--primary' : 'btn--outline'}`}
          to={pagePath('dashboardMessages', {})}
          title={copy.enquiryHint}
        >
          <MessageSquare aria-hidden="true" />
          {copy.answer}
        </Link>
      )}
      <button
        type="button"
        className={`btn btn--sm ${withText ? 'btn--danger-outline' : `btn--outline btn--icon ${styles.reject}`}`}
        aria-label={withText ? undefined : copy.reject}
        title={copy.reject}
        disabled={busy}
        onClick={() => onDecide('rechazada')}
      >
        <X aria-hidden="true" />
        {withText ? copy.reject : null}
      </button>
    </>
  );
}

function ApplicationCard({
  application,
  busy,
  onDetails,
  onDecide,
}: {
  application: ReceivedApplication;
  busy: boolean;
  onDetails(): void;
  onDecide(status: Decision): void;
}) {
  const copy = receivedApplicationsCopy.useCopy();
  const { intlLocale } = useConvive();
  return (
    <li className={`card ${listStyles.card}`}>
      <div className={styles.cardHead}>
        <div className={styles.badges}>
          <KindBadge application={application} />
          <Badge tone="info">{typeLabel(application, copy)}</Badge>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <span className={styles.date}>
          <Clock aria-hidden="true" />
          {dateText(application.created_at, false, intlLocale)}
        </span>
      </div>
      <h2 className={styles.property}>
        {application.property_title}
        {application.room_title ? <span className="muted"> · {application.room_title}</span> : null}
      </h2>
      <LeadSourceLine source={application.source} />
      <ul className={styles.contact}>
        <li>
          <User aria-hidden="true" />
          <span className={styles.name}>{application.tenant_name}</span>
        </li>
        <li>
          <Mail aria-hidden="true" />
          <a href={`mailto:${application.tenant_email}`}>{application.tenant_email}</a>
        </li>
        {application.tenant_phone ? (
          <li>
            <Phone aria-hidden="true" />
            <a href={`tel:${application.tenant_phone.replace(/\s+/g, '')}`}>{application.tenant_phone}</a>
          </li>
        ) : null}
      </ul>
      {application.message ? <p className={styles.message}>{application.message}</p> : null}
      <StayLine application={application} />
      {application.response_message ? (
        <div className={styles.reply}>
          <strong>{application.response_automatic ? copy.automaticReply : copy.yourReply}</strong>{' '}
          {application.response_message}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline btn--sm" onClick={onDetails}>
          {copy.viewDetails}
        </button>
        <DecisionButtons application={application} busy={busy} onDecide={onDecide} />
      </div>
    </li>
  );
}

function ApplicationDetails({
  application,
  onDecide,
}: {
  application: ReceivedApplication;
  onDecide(status: Decision): void;
}) {
  const copy = receivedApplicationsCopy.useCopy();
  const texts = copy.details;
  const { intlLocale } = useConvive();
  return (
    <div className={styles.details}>
      <div className={styles.badges}>
        <KindBadge application={application} />
        <Badge tone="info">{typeLabel(application, copy)}</Badge>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <LeadSourceLine source={application.source} />
      <dl className={styles.detailList}>
        <div>
          <dt>{texts.kind}</dt>
          <dd>{copy.kinds[application.kind]}</dd>
        </div>
        <div>
          <dt>{texts.property}</dt>
          <dd>
            <Link to={pagePath('property', { id: application.property_id })}>
              <Home aria-hidden="true" className={styles.inlineIcon} />
              {application.property_title || texts.propertyFallback(application.property_id)}
            </Link>
          </dd>
        </div>
        {application.room_id !== null ? (
          <div>
            <dt>{texts.room}</dt>
            <dd>
              <Link to={pagePath('room', { id: application.room_id })}>
                {application.room_title || texts.roomFallback(application.room_id)}
              </Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.applicant}</dt>
          <dd>{application.tenant_name}</dd>
        </div>
        <div>
          <dt>{texts.email}</dt>
          <dd>
            <a href={`mailto:${application.tenant_email}`}>{application.tenant_email}</a>
          </dd>
        </div>
        <div>
          <dt>{texts.phone}</dt>
          <dd>
            {application.tenant_phone ? (
              <a href={`tel:${application.tenant_phone.replace(/\s+/g, '')}`}>{application.tenant_phone}</a>
            ) : (
              texts.phoneMissing
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.received}</dt>
          <dd>{dateText(application.created_at, true, intlLocale)}</dd>
        </div>
        {application.updated_at !== application.created_at ? (
          <div>
            <dt>{texts.updated}</dt>
            <dd>{dateText(application.updated_at, true, intlLocale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.desiredEntry}</dt>
          <dd>
            {(application.move_in ?? application.desired_entry_date)
              ? dateText(application.move_in ?? application.desired_entry_date, false, intlLocale)
              : texts.entryMissing}
          </dd>
        </div>
        <div>
          <dt>{texts.moveOut}</dt>
          <dd>
            {application.move_out ? dateText(application.move_out, false, intlLocale) : texts.entryMissing}
          </dd>
        </div>
      </dl>
      <section>
        <h3 className={styles.detailHeading}>{texts.message}</h3>
        <p className={styles.message}>{application.message || texts.noMessage}</p>
      </section>
      {application.status !== 'pendiente' || application.response_message ? (
        <section>
          <h3 className={styles.detailHeading}>
            {application.response_automatic ? texts.automaticResponse : texts.response}
          </h3>
          <p className={styles.message}>{application.response_message || texts.noResponse}</p>
        </section>
      ) : null}
      {application.status === 'pendiente' || application.status === 'aceptada' ? (
        <div className={styles.actions}>
          <DecisionButtons application={application} onDecide={onDecide} withText />
        </div>
      ) : null}
    </div>
  );
}
