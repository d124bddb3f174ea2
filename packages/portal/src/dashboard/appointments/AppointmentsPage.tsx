import { type Appointment, formatAppointmentWhen, pagePath, todayIn } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, CalendarX, Check, ExternalLink, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { appointmentsMessages } from '../../logic/messages/appointments';
import { serverMessage } from '../../logic/serverMessage';
import {
  APPOINTMENT_TABS,
  type AppointmentTab,
  agendaOrder,
  appointmentTabCounts,
  filterAppointments,
} from '../../logic/tabs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, TextAreaField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { type TabItem, Tabs } from '../../ui/Tabs';
import { LeadSourceLine } from '../common/LeadSource';
import listStyles from '../common/list.module.css';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import styles from './AppointmentsPage.module.css';
import { useAppointments } from './appointmentsQuery';
import { offersCalendar } from './calendarOffer';
import { type AppointmentsCopy, appointmentsCopy } from './copy';

/** The longest message to the applicant the server accepts. */
const RESPONSE_MAX_LENGTH = 1000;

type Decision = 'confirm' | 'reject' | 'cancel';

interface PendingDecision {
  appointment: Appointment;
  decision: Decision;
}

/**
 * Appointments (spec 02 §2 "Appointments", §4, §8): the user's visits by status, searchable, and
 * for landlords filterable by property. The property's owner confirms or rejects a pending visit
 * (with an optional message); the requester cancels it.
 */
export function Component() {
  const user = useUser();
  const isLandlord = user.is_landlord;
  const { client } = useConvive();
  const copy = appointmentsCopy.useCopy();
  const text = copy.page;
  const queryClient = useQueryClient();
  const appointments = useAppointments();
  const load = useLoadState(appointments, keys.appointments.all);
  const properties = useQuery({
    queryKey: keys.properties.mine,
    queryFn: () => client.properties.mine(),
    enabled: isLandlord,
  });

  const [tab, setTab] = useState<AppointmentTab>('all');
  const [search, setSearch] = useState('');
  const [propertyFilter, setPropertyFilter] = useState('');
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [message, setMessage] = useState('');

  // The load failure is a toast as well as the inline error (spec 02 §8).
  const toasted = useRef(false);
  useEffect(() => {
    if (load.failed && !toasted.current) notify.error(appointmentsMessages.loadFailure);
    toasted.current = load.failed;
  }, [load.failed]);

  const change = useMutation({
    mutationFn: ({ appointment, decision }: PendingDecision) => {
      const response = message.trim();
      return client.appointments.changeStatus(appointment.id, {
        status: decision === 'confirm' ? 'confirmada' : 'cancelada',
        ...(response ? { response_message: response } : {}),
      });
    },
    onSuccess: (updated, { decision }) => {
      queryClient.setQueryData<Appointment[]>(keys.appointments.all, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      void queryClient.invalidateQueries({ queryKey: keys.appointments.all });
      notify.success(
        decision === 'confirm' ? appointmentsMessages.confirmed : appointmentsMessages.cancelled,
      );
      setPending(null);
      setMessage('');
    },
    onError: (error, { decision }) => {
      // The dialog stays open with the message typed, so the user can try again. A refusal says why
      // (the other side may have changed the visit meanwhile): its list is reloaded too.
      const why = serverMessage(error);
      if (why) void queryClient.invalidateQueries({ queryKey: keys.appointments.all });
      notify.error(
        why ??
          (decision === 'confirm' ? appointmentsMessages.confirmFailure : appointmentsMessages.cancelFailure),
      );
    },
  });

  const open = (appointment: Appointment, decision: Decision) => {
    setMessage('');
    setPending({ appointment, decision });
  };
  const closeDialog = (next: boolean) => {
    if (!next && !change.isPending) setPending(null);
  };

  const list = appointments.data ?? [];
  const propertyId = propertyFilter ? Number(propertyFilter) : null;
  const counts = appointmentTabCounts(list, search, propertyId);
  const shown = agendaOrder(filterAppointments(list, tab, search, propertyId), todayIn());
  const filtering = search.trim() !== '' || propertyId !== null;
  const tabs: TabItem<AppointmentTab>[] = APPOINTMENT_TABS.map((key) => ({
    key,
    label: copy.tabs[key],
    count: counts[key],
  }));

  // The landlord's properties; the filter compares an appointment's property id.
  const propertyOptions = [
    { value: '', label: text.allProperties },
    ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
  ];

  return (
    <>
      <DocumentTitle>{text.documentTitle}</DocumentTitle>
      <PageHeader
        title={text.title}
        description={isLandlord ? text.descriptionLandlord : text.descriptionTenant}
      />
      <div className={styles.filters}>
        <SearchInput value={search} onChange={setSearch} placeholder={text.searchPlaceholder} />
        {isLandlord ? (
          <SelectField
            label={text.propertyFilter}
            className={styles.propertyFilter}
            value={propertyFilter}
            onChange={(event) => setPropertyFilter(event.target.value)}
            options={propertyOptions}
          />
        ) : null}
      </div>
      {load.failed ? (
        <ErrorState message={appointmentsMessages.loadFailure} onRetry={load.retry} />
      ) : (
        <Tabs items={tabs} value={tab} onChange={(key: AppointmentTab) => setTab(key)} label={text.tabsLabel}>
          {load.loading ? (
            <SkeletonCards count={3} label={text.loading} />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<CalendarX />}
              title={text.emptyTitle}
              text={filtering ? text.noMatch : isLandlord ? text.emptyLandlord : text.emptyTenant}
              action={
                filtering ? (
                  <button
                    type="button"
                    className="btn btn--outline"
                    onClick={() => {
                      setSearch('');
                      setPropertyFilter('');
                    }}
                  >
                    {text.clearFilters}
                  </button>
                ) : isLandlord ? undefined : (
                  <Link to={pagePath('properties')} className="btn btn--primary">
                    {text.explore}
                  </Link>
                )
              }
            />
          ) : (
            <ul className={listStyles.column}>
              {shown.map((appointment) => (
                <AppointmentCard
                  key={appointment.id}
                  appointment={appointment}
                  userId={user.id}
                  onDecide={(decision) => open(appointment, decision)}
                />
              ))}
            </ul>
          )}
        </Tabs>
      )}
      <DecisionDialog
        pending={pending}
        busy={change.isPending}
        message={message}
        onMessage={setMessage}
        onOpenChange={closeDialog}
        onConfirm={() => pending && change.mutate(pending)}
      />
    </>
  );
}

/**
 * Saves the visit's `.ics`. The call needs the session's token, so a plain link to the
 * API cannot do: the sdk fetches the text and the browser saves it from an object URL.
 */
async function downloadCalendar(
  client: ReturnType<typeof useConvive>['client'],
  appointmentId: number,
): Promise<void> {
  const text = await client.appointments.ics(appointmentId);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `visita-${appointmentId}.ics`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function CalendarButton({ appointmentId }: { appointmentId: number }) {
  const copy = appointmentsCopy.useCopy().card;
  const { client } = useConvive();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCalendar(client, appointmentId);
    } catch {
      notify.error(copy.calendarFailure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      <CalendarPlus aria-hidden="true" />
      {copy.addToCalendar}
    </button>
  );
}

function AppointmentCard({
  appointment,
  userId,
  onDecide,
}: {
  appointment: Appointment;
  userId: number;
  onDecide(decision: Decision): void;
}) {
  const copy = appointmentsCopy.useCopy().card;
  const { intlLocale } = useConvive();
  const isPending = appointment.status === 'pendiente';
  const isOwner = appointment.property_owner === userId;
  const isRequester = appointment.user === userId;
  // Older servers send no `requester_contact`: a guest's own contact still shows.
  const contact =
    appointment.requester_contact ??
    (appointment.guest ? { email: appointment.guest.email, phone: appointment.guest.phone } : null);
  return (
    <li className={`card ${styles.card}`} data-testid="appointment-card">
      <div className={styles.cardHead}>
        <div className={styles.heading}>
          <h2 className={styles.title}>{appointment.property_title}</h2>
          <p className={styles.when}>
            <CalendarDays aria-hidden="true" />
            {formatAppointmentWhen(appointment.date, appointment.time, intlLocale)}
          </p>
          <LeadSourceLine source={appointment.source} />
        </div>
        <AppointmentStatusBadge status={appointment.status} cancelledBy={appointment.cancelled_by} />
      </div>
      <dl className={styles.details}>
        {isRequester ? null : (
          // The requester is the reader on their own visits: the line is for the landlord.
          <div>
            <dt>{copy.applicant}</dt>
            <dd>{appointment.guest ? copy.guest(appointment.user_name) : appointment.user_name}</dd>
          </div>
        )}
        {contact && isOwner ? (
          // How the landlord answers the requester, a guest (no account or bell) or a tenant alike;
          // the server sends it to the property's owner only.
          <div>
            <dt>{copy.contact}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {contact.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {appointment.notes ? (
          <div>
            <dt>{copy.notes}</dt>
            <dd>{appointment.notes}</dd>
          </div>
        ) : null}
        {appointment.response_message ? (
          <div>
            {/* A requester's cancellation may carry their own words: not the landlord's. */}
            <dt>{appointment.cancelled_by === 'requester' ? copy.requesterMessage : copy.ownerMessage}</dt>
            <dd>{appointment.response_message}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Link to={pagePath('property', { id: appointment.property })} className="btn btn--ghost btn--sm">
          <ExternalLink aria-hidden="true" />
          {copy.viewProperty}
        </Link>
        {offersCalendar(appointment) ? <CalendarButton appointmentId={appointment.id} /> : null}
        {isPending && isOwner ? (
          <>
            <button
              type="button"
              className="btn btn--danger-outline btn--sm"
              onClick={() => onDecide('reject')}
            >
              <X aria-hidden="true" />
              {copy.reject}
            </button>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => onDecide('confirm')}>
              <Check aria-hidden="true" />
              {copy.confirm}
            </button>
          </>
        ) : null}
        {isPending && !isOwner && isRequester ? (
          <button
            type="button"
            className="btn btn--danger-outline btn--sm"
            onClick={() => onDecide('cancel')}
          >
            <X aria-hidden="true" />
            {copy.cancel}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function dialogText(
  copy: AppointmentsCopy['dialog'],
  decision: Decision,
): { title: string; confirmLabel: string; destructive: boolean } {
  if (decision === 'confirm')
    return { title: copy.confirmTitle, confirmLabel: copy.confirmLabel, destructive: false };
  if (decision === 'reject')
    return { title: copy.rejectTitle, confirmLabel: copy.rejectLabel, destructive: true };
  return { title: copy.cancelTitle, confirmLabel: copy.cancelLabel, destructive: true };
}

function DecisionDialog({
  pending,
  busy,
  message,
  onMessage,
  onOpenChange,
  onConfirm,
}: {
  pending: PendingDecision | null;
  busy: boolean;
  message: string;
  onMessage(value: string): void;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  const copy = appointmentsCopy.useCopy().dialog;
  const { intlLocale } = useConvive();
  const decision = pending?.decision ?? 'confirm';
  const text = dialogText(copy, decision);
  const appointment = pending?.appointment;
  const when = appointment ? formatAppointmentWhen(appointment.date, appointment.time, intlLocale) : '';
  const description = !appointment
    ? ''
    : decision === 'confirm'
      ? copy.confirmText(appointment.user_name, appointment.property_title, when)
      : decision === 'reject'
        ? copy.rejectText(appointment.user_name, appointment.property_title, when)
        : copy.cancelText(appointment.property_title, when);
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={onOpenChange}
      title={text.title}
      description={description}
      confirmLabel={busy ? copy.saving : text.confirmLabel}
      cancelLabel={copy.back}
      destructive={text.destructive}
      busy={busy}
      onConfirm={onConfirm}
    >
      {decision === 'cancel' ? null : (
        <TextAreaField
          label={copy.messageLabel}
          hint={copy.messageHint(RESPONSE_MAX_LENGTH)}
          value={message}
          maxLength={RESPONSE_MAX_LENGTH}
          rows={3}
          onChange={(event) => onMessage(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
