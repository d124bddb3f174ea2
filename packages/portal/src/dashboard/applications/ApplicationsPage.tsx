import { cardImage, formatDateLong, formatDateTime, type TenantApplication } from '@convive/sdk';
import { badgeCss, PLACEHOLDER_IMAGE, useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import {
  filterTenantApplications,
  TENANT_APPLICATION_FILTERS,
  type TenantApplicationFilter,
} from '../../logic/tabs';
import { LazyDialog } from '../../ui/LazyDialog';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { NoMatchState, SearchStatusToolbar } from '../common/ListToolbar';
import { ApplicationStatusBadge } from '../common/StatusBadge';
import styles from './Applications.module.css';

const FILTER_LABELS: Readonly<Record<TenantApplicationFilter, string>> = {
  all: 'Todas',
  pendiente: 'Pendientes',
  aceptada: 'Aceptadas',
  rechazada: 'Rechazadas',
};

/** The tenant's applications (spec 02 §2 "Tenant applications"): a table with a details dialog. */
export function Component() {
  const { client } = useConvive();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TenantApplicationFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: keys.propertyRequests.mine,
    queryFn: () => client.propertyRequests.mine(),
  });
  const load = useLoadState(query, keys.propertyRequests.mine);

  // One toast per failed load, retries included.
  useEffect(() => {
    if (load.failed) notify.error(MESSAGES.applications.loadFailureToast);
  }, [load.failed]);

  const list = query.data ?? [];
  const visible = filterTenantApplications(list, filter, search);
  const open = list.find((a) => a.id === openId) ?? null;
  const filtering = search.trim() !== '' || filter !== 'all';

  return (
    <div className="stack">
      <title>{'Mis solicitudes de alquiler · Convive'}</title>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader
        title="Mis solicitudes de alquiler"
        description="Consulta las solicitudes que has enviado y la respuesta de cada propietario."
      />
      {load.loading ? (
        <SkeletonCards label="Cargando solicitudes..." />
      ) : load.failed ? (
        <ErrorState message={MESSAGES.applications.loadFailure} onRetry={load.retry} />
      ) : list.length === 0 ? (
        <EmptyState
          title="No has enviado ninguna solicitud"
          text="Cuando solicites una propiedad, podrás seguir aquí su estado."
          action={
            <Link to="/properties" className="btn btn--primary">
              Explorar propiedades
            </Link>
          }
        />
      ) : (
        <>
          <SearchStatusToolbar
            search={search}
            onSearchChange={setSearch}
            searchPlaceholder="Propiedad o propietario..."
            searchLabel="Buscar por propiedad o propietario"
            filter={filter}
            onFilterChange={setFilter}
            filterOptions={TENANT_APPLICATION_FILTERS.map((key) => ({
              value: key,
              label: FILTER_LABELS[key],
            }))}
          />
          {visible.length === 0 ? (
            <NoMatchState
              title="No hay solicitudes que coincidan"
              filtering={filtering}
              onClear={() => {
                setSearch('');
                setFilter('all');
              }}
            />
          ) : (
            <div className={`card ${styles.tableWrap}`}>
              <table className={styles.table}>
                <caption className="visually-hidden">{`Tus solicitudes (${visible.length})`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Propiedad</th>
                    <th scope="col">Fecha de solicitud</th>
                    <th scope="col">Estado</th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {visible.map((application) => (
                    <tr key={application.id}>
                      <th scope="row" data-label="Propiedad" className={styles.propertyCell}>
                        <span>{application.property_title || `Propiedad ${application.property}`}</span>
                        {application.room_title ? (
                          <span className={styles.sub}>{application.room_title}</span>
                        ) : null}
                        {application.property_summary?.owner_name ? (
                          <span className={styles.sub}>{application.property_summary.owner_name}</span>
                        ) : null}
                      </th>
                      <td data-label="Fecha de solicitud">
                        <time dateTime={application.created_at}>
                          {formatDateLong(application.created_at)}
                        </time>
                      </td>
                      <td data-label="Estado">
                        <ApplicationStatusBadge status={application.status} />
                      </td>
                      <td className={styles.actionCell}>
                        <button
                          type="button"
                          className="btn btn--outline btn--sm"
                          onClick={() => setOpenId(application.id)}
                        >
                          Detalles
                          <span className="visually-hidden">
                            {` de la solicitud de ${application.property_title}`}
                          </span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <LazyDialog
        open={open !== null}
        onOpenChange={(value) => {
          if (!value) setOpenId(null);
        }}
        title="Detalles de la solicitud"
      >
        {open ? <ApplicationDetails application={open} /> : null}
      </LazyDialog>
    </div>
  );
}

function ApplicationDetails({ application }: { application: TenantApplication }) {
  const { client } = useConvive();
  const user = useUser();
  const [imageFailed, setImageFailed] = useState(false);
  const property = useQuery({
    queryKey: keys.properties.detail(application.property),
    queryFn: () => client.properties.get(application.property),
  });
  const propertyLoad = useLoadState(property, keys.properties.detail(application.property));
  const summary = application.property_summary;
  const title = property.data?.title ?? (application.property_title || summary?.title || '');
  const address = property.data?.address ?? summary?.address ?? '';
  const city = property.data?.city ?? summary?.city ?? '';
  const image = (property.data ? cardImage(property.data) : null) ?? summary?.thumbnail ?? null;
  const roles = [user.is_tenant ? 'Inquilino' : null, user.is_landlord ? 'Propietario' : null].filter(
    (role): role is string => role !== null,
  );

  return (
    <div className={styles.details}>
      <div className={styles.detailHead}>
        <ApplicationStatusBadge status={application.status} />
        <span className="muted">
          Enviada el <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
        </span>
      </div>

      <section className={styles.property} aria-label="Propiedad">
        <img
          src={!imageFailed && image ? image : PLACEHOLDER_IMAGE}
          alt=""
          onError={() => setImageFailed(true)}
        />
        <div className={styles.propertyText}>
          <p className={styles.propertyTitle}>{title || `Propiedad ${application.property}`}</p>
          {application.room_title ? <p className="muted">Habitación: {application.room_title}</p> : null}
          {address || city ? (
            <p className="muted">
              <MapPin aria-hidden="true" className={styles.inlineIcon} />
              {[address, city].filter(Boolean).join(', ')}
            </p>
          ) : propertyLoad.loading ? (
            <p className="muted">Cargando dirección...</p>
          ) : null}
          {summary?.owner_name ? <p className="muted">Propietario: {summary.owner_name}</p> : null}
          {property.isSuccess && property.data === null ? (
            <p className="muted">Esta propiedad ya no está publicada.</p>
          ) : null}
        </div>
      </section>

      <section>
        <h3 className={styles.heading}>Tus datos</h3>
        <dl className={styles.dataList}>
          <div>
            <dt>Nombre</dt>
            <dd>{application.tenant_name}</dd>
          </div>
          <div>
            <dt>Correo electrónico</dt>
            <dd>{application.tenant_email}</dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>{application.tenant_phone || 'No indicado'}</dd>
          </div>
          <div>
            <dt>Fecha de entrada deseada</dt>
            <dd>
              {application.desired_entry_date
                ? formatDateLong(application.desired_entry_date)
                : 'No indicada'}
            </dd>
          </div>
        </dl>
        {roles.length > 0 ? (
          <ul className={styles.chips} aria-label="Tipo de cuenta">
            {roles.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section>
        <h3 className={styles.heading}>Tu mensaje</h3>
        <p className={styles.message}>{application.message || 'Sin mensaje.'}</p>
      </section>

      {application.status !== 'pendiente' ? (
        <section className={styles.response} data-status={application.status}>
          <h3 className={styles.heading}>Respuesta del propietario</h3>
          <p className={styles.message}>
            {application.response_message || 'El propietario no ha dejado ningún mensaje.'}
          </p>
        </section>
      ) : null}

      <Link to={`/properties/${application.property}`} className="btn btn--primary">
        Ver propiedad
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
