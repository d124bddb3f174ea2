import { formatDateLong, formatDateTime, instantMs, isIsoDate, type ReceivedApplication } from '@convive/sdk';
import { Badge, badgeCss, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calendar, Check, Clock, Home, Mail, Phone, User, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import { serverMessage } from '../../logic/serverMessage';
import {
  APPLICATION_TABS,
  type ApplicationTab,
  applicationTabCounts,
  filterApplications,
} from '../../logic/tabs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextAreaField } from '../../ui/Field';
import { LazyDialog } from '../../ui/LazyDialog';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { LeadSourceLine } from '../common/LeadSource';
import listStyles from '../common/list.module.css';
import { ApplicationStatusBadge } from '../common/StatusBadge';
import styles from './ReceivedApplications.module.css';

const TAB_LABELS: Readonly<Record<ApplicationTab, string>> = {
  all: 'Todas',
  pendiente: 'Pendientes',
  aceptada: 'Aceptadas',
  rechazada: 'Rechazadas',
};

const EMPTY_TEXT: Readonly<Record<ApplicationTab, string>> = {
  all: 'Cuando un inquilino solicite una de tus propiedades o habitaciones, aparecerá aquí.',
  pendiente: 'No tienes solicitudes pendientes de respuesta.',
  aceptada: 'Aún no has aceptado ninguna solicitud.',
  rechazada: 'No has rechazado ninguna solicitud.',
};

/** The response message is optional; the server keeps at most 1000 characters. */
const RESPONSE_MAX = 1000;

type Decision = 'aceptada' | 'rechazada';

/** A date-only text in long form, an instant with its time; 'Fecha inválida' when unreadable (spec 02 §8). */
export function dateText(value: string | null | undefined, withTime = false): string {
  const text = (value ?? '').trim();
  if (text === '') return MESSAGES.common.invalidDate;
  if (isIsoDate(text)) return formatDateLong(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || instantMs(text) === Number.NEGATIVE_INFINITY) {
    return MESSAGES.common.invalidDate;
  }
  const formatted = withTime ? formatDateTime(text) : formatDateLong(text);
  return formatted === text ? MESSAGES.common.invalidDate : formatted;
}

function typeLabel(application: ReceivedApplication): string {
  return application.request_type === 'room' ? 'Habitación' : 'Propiedad Completa';
}

/** 'Solicitudes Recibidas' (spec 02 §2): the landlord's received applications, with accept and reject. */
export function Component() {
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
    mutationFn: ({ id, status, message }: { id: number; status: Decision; message: string }) =>
      client.propertyRequests.decide(id, {
        status,
        ...(message.trim() === '' ? {} : { response_message: message.trim() }),
      }),
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
      notify.success(
        MESSAGES.landlordApplications.statusUpdated,
        saved.status === 'aceptada' ? 'La solicitud ha sido aceptada.' : 'La solicitud ha sido rechazada.',
      );
      setDeciding(null);
      setResponse('');
      // Accepting one may have declined others for the same home (issue 14 #11): reload them.
      void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
    },
    onError: (error) => {
      // The server says why ("Ya has aceptado otra solicitud para esta habitación…"): shown as it is,
      // and the list reloaded, since it was out of date.
      const why = serverMessage(error);
      if (why) void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
      notify.error(why ?? MESSAGES.landlordApplications.statusFailure);
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
      <title>{'Solicitudes Recibidas · Convive'}</title>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader
        title="Solicitudes Recibidas"
        description="Revisa y responde las solicitudes de los inquilinos interesados en tus propiedades."
      />
      {load.loading ? (
        <SkeletonCards label="Cargando solicitudes..." />
      ) : load.failed ? (
        <ErrorState message={MESSAGES.landlordApplications.loadFailure} onRetry={load.retry} />
      ) : (
        <>
          <div className="row">
            <SearchInput
              value={search}
              onChange={setSearch}
              placeholder="Buscar por propiedad o solicitante..."
            />
          </div>
          <Tabs<ApplicationTab>
            label="Filtrar solicitudes por estado"
            value={tab}
            onChange={setTab}
            items={APPLICATION_TABS.map((key) => ({ key, label: TAB_LABELS[key], count: counts[key] }))}
          >
            {visible.length === 0 ? (
              <EmptyState
                title={search.trim() ? 'Ninguna solicitud coincide con tu búsqueda' : 'No hay solicitudes'}
                text={search.trim() ? 'Prueba con otro nombre, e-mail o propiedad.' : EMPTY_TEXT[tab]}
                action={
                  search.trim() ? (
                    <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                      Limpiar búsqueda
                    </button>
                  ) : null
                }
              />
            ) : (
              <ul className={listStyles.cardList} aria-label="Solicitudes">
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
        title="Detalles de la solicitud"
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
        title={deciding?.status === 'aceptada' ? 'Aceptar solicitud' : 'Rechazar solicitud'}
        description={
          deciding
            ? `${deciding.status === 'aceptada' ? '¿Aceptar' : '¿Rechazar'} la solicitud de ${deciding.application.tenant_name} para «${deciding.application.property_title}»? El solicitante recibirá una notificación.`
            : undefined
        }
        confirmLabel={
          decide.isPending
            ? 'Guardando...'
            : deciding?.status === 'aceptada'
              ? 'Aceptar solicitud'
              : 'Rechazar solicitud'
        }
        cancelLabel="Volver"
        destructive={deciding?.status === 'rechazada'}
        busy={decide.isPending}
        onConfirm={() => {
          if (deciding)
            decide.mutate({ id: deciding.application.id, status: deciding.status, message: response });
        }}
      >
        <TextAreaField
          label="Mensaje para el solicitante (opcional)"
          rows={3}
          maxLength={RESPONSE_MAX}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          hint={`${response.length}/${RESPONSE_MAX} caracteres`}
        />
      </ConfirmDialog>
    </div>
  );
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
  if (application.status !== 'pendiente') return null;
  return (
    <>
      <button
        type="button"
        className={`btn btn--sm ${withText ? 'btn--primary' : `btn--outline btn--icon ${styles.accept}`}`}
        aria-label={withText ? undefined : 'Aceptar solicitud'}
        title="Aceptar solicitud"
        disabled={busy}
        onClick={() => onDecide('aceptada')}
      >
        <Check aria-hidden="true" />
        {withText ? 'Aceptar solicitud' : null}
      </button>
      <button
        type="button"
        className={`btn btn--sm ${withText ? 'btn--danger-outline' : `btn--outline btn--icon ${styles.reject}`}`}
        aria-label={withText ? undefined : 'Rechazar solicitud'}
        title="Rechazar solicitud"
        disabled={busy}
        onClick={() => onDecide('rechazada')}
      >
        <X aria-hidden="true" />
        {withText ? 'Rechazar solicitud' : null}
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
  return (
    <li className={`card ${listStyles.card}`}>
      <div className={styles.cardHead}>
        <div className={styles.badges}>
          <Badge tone="info">{typeLabel(application)}</Badge>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <span className={styles.date}>
          <Clock aria-hidden="true" />
          {dateText(application.created_at)}
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
      {application.desired_entry_date ? (
        <p className={styles.entry}>
          <Calendar aria-hidden="true" />
          <span>
            <strong>Entrada:</strong> {dateText(application.desired_entry_date)}
          </span>
        </p>
      ) : null}
      {application.response_message ? (
        <div className={styles.reply}>
          <strong>Tu respuesta:</strong> {application.response_message}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline btn--sm" onClick={onDetails}>
          Ver detalles
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
  return (
    <div className={styles.details}>
      <div className={styles.badges}>
        <Badge tone="info">{typeLabel(application)}</Badge>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <LeadSourceLine source={application.source} />
      <dl className={styles.detailList}>
        <div>
          <dt>Propiedad</dt>
          <dd>
            <Link to={`/properties/${application.property_id}`}>
              <Home aria-hidden="true" className={styles.inlineIcon} />
              {application.property_title || `Propiedad ${application.property_id}`}
            </Link>
          </dd>
        </div>
        {application.room_id !== null ? (
          <div>
            <dt>Habitación</dt>
            <dd>
              <Link to={`/rooms/${application.room_id}`}>
                {application.room_title || `Habitación ${application.room_id}`}
              </Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Solicitante</dt>
          <dd>{application.tenant_name}</dd>
        </div>
        <div>
          <dt>Correo electrónico</dt>
          <dd>
            <a href={`mailto:${application.tenant_email}`}>{application.tenant_email}</a>
          </dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>
            {application.tenant_phone ? (
              <a href={`tel:${application.tenant_phone.replace(/\s+/g, '')}`}>{application.tenant_phone}</a>
            ) : (
              'No indicado'
            )}
          </dd>
        </div>
        <div>
          <dt>Recibida</dt>
          <dd>{dateText(application.created_at, true)}</dd>
        </div>
        {application.updated_at !== application.created_at ? (
          <div>
            <dt>Última actualización</dt>
            <dd>{dateText(application.updated_at, true)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Fecha de entrada deseada</dt>
          <dd>{application.desired_entry_date ? dateText(application.desired_entry_date) : 'No indicada'}</dd>
        </div>
      </dl>
      <section>
        <h3 className={styles.detailHeading}>Mensaje del solicitante</h3>
        <p className={styles.message}>{application.message || 'Sin mensaje.'}</p>
      </section>
      {application.status !== 'pendiente' || application.response_message ? (
        <section>
          <h3 className={styles.detailHeading}>Tu respuesta</h3>
          <p className={styles.message}>{application.response_message || 'No añadiste ningún mensaje.'}</p>
        </section>
      ) : null}
      {application.status === 'pendiente' ? (
        <div className={styles.actions}>
          <DecisionButtons application={application} onDecide={onDecide} withText />
        </div>
      ) : null}
    </div>
  );
}
