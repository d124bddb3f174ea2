import { isContractError, relativeTime, type TenantRequest, type TenantRequestStatus } from '@convive/sdk';
import { type BadgeTone, badgeCss, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Clock, Eye, Search, Tag, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import { serverMessage } from '../../logic/serverMessage';
import { filterRequests, REQUEST_TABS, type RequestTab, requestTabCounts } from '../../logic/tabs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import listStyles from '../common/list.module.css';
import { StatusBadge } from '../common/StatusBadge';
import styles from './Requests.module.css';

const TAB_LABELS: Readonly<Record<RequestTab, string>> = {
  all: 'Todas',
  pending: 'Pendientes',
  approved: 'Aprobadas',
  rejected: 'Rechazadas',
  canceled: 'Canceladas',
};

const STATUS_LABELS: Readonly<Record<TenantRequestStatus, string>> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  canceled: 'Cancelada',
  expired: 'Expirada',
};

const STATUS_TONES: Readonly<Record<TenantRequestStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  inquiry: 'Consulta',
  visit: 'Visita',
  application: 'Solicitud de alquiler',
  maintenance: 'Mantenimiento',
};

const EMPTY_TEXT: Readonly<Record<RequestTab, string>> = {
  all: 'Aún no has enviado ninguna solicitud. Explora propiedades y contacta con sus propietarios.',
  pending: 'No tienes solicitudes pendientes de respuesta.',
  approved: 'Todavía no tienes solicitudes aprobadas.',
  rejected: 'No tienes solicitudes rechazadas.',
  canceled: 'No tienes solicitudes canceladas ni expiradas.',
};

/** The owner's answer shown on a decided request; defaults when they wrote none (spec 02 §2). */
function ownerResponse(request: TenantRequest): string | null {
  const written = request.response_message?.trim();
  if (written) return written;
  if (request.status === 'approved') return 'Tu solicitud ha sido aprobada.';
  if (request.status === 'rejected') return 'Tu solicitud ha sido rechazada.';
  if (request.status === 'expired') return 'Estado de la solicitud actualizado.';
  return null;
}

function requestTitle(request: TenantRequest): string {
  return request.property_details?.title?.trim() || request.title.trim() || 'Solicitud sin título';
}

/** Pages are read until the last one, at most this many (100 requests each). */
const MAX_PAGES = 10;

/** 'Mis solicitudes' (spec 02 §2 "Tenant requests"): the signed-in user's requests, with cancel. */
export function Component() {
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<RequestTab>('all');
  const [cancelling, setCancelling] = useState<TenantRequest | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const query = useQuery({
    queryKey: keys.notifications.requests,
    queryFn: async (): Promise<TenantRequest[]> => {
      try {
        const all: TenantRequest[] = [];
        for (let page = 1; page <= MAX_PAGES; page += 1) {
          const answer = await client.notifications.requests({ page, page_size: 100 });
          all.push(...answer.results);
          if (!answer.next) break;
        }
        return all;
      } catch (error) {
        // An answer of an unexpected shape is shown as an empty list (spec 02 §8).
        if (isContractError(error)) return [];
        throw error;
      }
    },
  });
  const load = useLoadState(query, keys.notifications.requests);

  // One toast per failed load, retries included.
  useEffect(() => {
    if (load.failed) notify.error(MESSAGES.requests.loadFailure);
  }, [load.failed]);

  const cancel = useMutation({
    mutationFn: (request: TenantRequest) => client.notifications.cancelRequest(request.id),
    onSuccess: (_, request) => {
      queryClient.setQueryData<TenantRequest[]>(keys.notifications.requests, (old) =>
        old?.map((item) => (item.id === request.id ? { ...item, status: 'canceled' } : item)),
      );
      notify.success(MESSAGES.requests.cancelled, MESSAGES.requests.cancelledDescription);
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: keys.notifications.requests });
      void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
    },
    onError: (error) => {
      const why = serverMessage(error);
      if (why) void queryClient.invalidateQueries({ queryKey: keys.notifications.requests });
      notify.error(why ?? MESSAGES.requests.cancelFailure);
    },
  });

  const list = query.data ?? [];
  const counts = requestTabCounts(list, search);
  const visible = filterRequests(list, tab, search);
  const searching = search.trim() !== '';

  return (
    <div className="stack">
      <title>{'Mis solicitudes · Convive'}</title>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader
        title="Mis solicitudes"
        description="Sigue el estado de las solicitudes que has enviado a los propietarios."
      />
      {load.loading ? (
        <SkeletonCards label="Cargando solicitudes..." />
      ) : load.failed ? (
        <ErrorState message={MESSAGES.requests.loadFailure} onRetry={load.retry} />
      ) : (
        <>
          <div className="row">
            <SearchInput value={search} onChange={setSearch} placeholder="Buscar solicitudes..." />
          </div>
          <Tabs<RequestTab>
            label="Filtrar solicitudes por estado"
            value={tab}
            onChange={setTab}
            items={REQUEST_TABS.map((key) => ({ key, label: TAB_LABELS[key], count: counts[key] }))}
          >
            {visible.length === 0 ? (
              <EmptyState
                title="No hay solicitudes"
                icon={searching ? <Search /> : undefined}
                text={searching ? 'Ninguna solicitud coincide con tu búsqueda.' : EMPTY_TEXT[tab]}
                action={
                  <>
                    {searching ? (
                      <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                        Limpiar búsqueda
                      </button>
                    ) : null}
                    <Link to="/properties" className="btn btn--primary">
                      Explorar propiedades
                    </Link>
                  </>
                }
              />
            ) : (
              <ul className={listStyles.cardList} aria-label="Solicitudes">
                {visible.map((request) => (
                  <RequestCard
                    key={request.id}
                    request={request}
                    now={now}
                    onCancel={() => setCancelling(request)}
                  />
                ))}
              </ul>
            )}
          </Tabs>
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setCancelling(null);
        }}
        title={MESSAGES.requests.cancelConfirmTitle}
        description={MESSAGES.requests.cancelConfirm}
        confirmLabel={cancel.isPending ? 'Cancelando...' : 'Sí, cancelar solicitud'}
        cancelLabel="Volver"
        destructive
        busy={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
        }}
      />
    </div>
  );
}

function RequestCard({ request, now, onCancel }: { request: TenantRequest; now: number; onCancel(): void }) {
  const response = ownerResponse(request);
  const title = requestTitle(request);
  const when = relativeTime(request.created_at, now);
  return (
    <li className={`card ${listStyles.card}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <StatusBadge status={request.status} labels={STATUS_LABELS} tones={STATUS_TONES} />
      </div>
      <p className={request.description.trim() ? styles.description : `${styles.description} muted`}>
        {request.description.trim() || 'Sin descripción'}
      </p>
      <div className={styles.meta}>
        {when ? (
          <span>
            <Clock aria-hidden="true" />
            <time dateTime={request.created_at}>{when}</time>
          </span>
        ) : null}
        <span>
          <Tag aria-hidden="true" />
          {TYPE_LABELS[request.request_type] ?? 'Otro'}
        </span>
      </div>
      {response ? (
        <div className={styles.response} data-status={request.status}>
          <strong>Respuesta del propietario:</strong>
          <p>{response}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {request.status === 'pending' ? (
          <button type="button" className="btn btn--danger-outline btn--sm" onClick={onCancel}>
            <XCircle aria-hidden="true" />
            Cancelar
            <span className="visually-hidden"> la solicitud {title}</span>
          </button>
        ) : null}
        {request.property !== null ? (
          <Link to={`/properties/${request.property}`} className="btn btn--outline btn--sm">
            <Eye aria-hidden="true" />
            Ver propiedad
          </Link>
        ) : null}
        {request.status === 'approved' && request.property !== null ? (
          <Link to={`/properties/${request.property}`} className="btn btn--primary btn--sm">
            Continuar
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </li>
  );
}
