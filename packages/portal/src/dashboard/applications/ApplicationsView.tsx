import { cardImage, formatDateLong, formatDateTime, pagePath, type TenantApplication } from '@convive/sdk';
import { PLACEHOLDER_IMAGE, useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { applicationsMessages } from '../../logic/messages/applications';
import {
  filterTenantApplications,
  TENANT_APPLICATION_FILTERS,
  type TenantApplicationFilter,
} from '../../logic/tabs';
import { LazyDialog } from '../../ui/LazyDialog';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { NoMatchState, SearchStatusToolbar } from '../common/ListToolbar';
import { ApplicationStatusBadge } from '../common/StatusBadge';
import styles from './Applications.module.css';
import { applicationsCopy } from './copy';

/**
 * The tenant's rental applications (spec 02 §2 "Tenant applications"): a table with a details
 * dialog. One of the two views of 'Mis solicitudes' (/dashboard/requests?view=applications).
 */
export function ApplicationsView() {
  const { client, intlLocale } = useConvive();
  const copy = applicationsCopy.useCopy();
  const text = copy.list;
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
    if (load.failed) notify.error(applicationsMessages.loadFailureToast);
  }, [load.failed]);

  const list = query.data ?? [];
  const visible = filterTenantApplications(list, filter, search);
  const open = list.find((a) => a.id === openId) ?? null;
  const filtering = search.trim() !== '' || filter !== 'all';

  return (
    <div className="stack">
      {load.loading ? (
        <SkeletonCards label={text.loading} />
      ) : load.failed ? (
        <ErrorState message={applicationsMessages.loadFailure} onRetry={load.retry} />
      ) : list.length === 0 ? (
        <EmptyState
          title={text.emptyTitle}
          text={text.emptyText}
          action={
            <Link to={pagePath('properties')} className="btn btn--primary">
              {text.explore}
            </Link>
          }
        />
      ) : (
        <>
          <SearchStatusToolbar
            search={search}
            onSearchChange={setSearch}
            searchPlaceholder={text.searchPlaceholder}
            searchLabel={text.searchLabel}
            filter={filter}
            onFilterChange={setFilter}
            filterOptions={TENANT_APPLICATION_FILTERS.map((key) => ({
              value: key,
              label: copy.filters[key],
            }))}
          />
          {visible.length === 0 ? (
            <NoMatchState
              title={text.noMatch}
              filtering={filtering}
              onClear={() => {
                setSearch('');
                setFilter('all');
              }}
            />
          ) : (
            <div className={`card ${styles.tableWrap}`}>
              <table className={styles.table}>
                <caption className="visually-hidden">{text.caption(visible.length)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.property}</th>
                    <th scope="col">{text.date}</th>
                    <th scope="col">{text.status}</th>
                    <th scope="col">
                      <span className="visually-hidden">{text.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {visible.map((application) => (
                    <tr key={application.id}>
                      <th scope="row" data-label={text.property} className={styles.propertyCell}>
                        <span>{application.property_title || text.propertyNumber(application.property)}</span>
                        {application.room_title ? (
                          <span className={styles.sub}>{application.room_title}</span>
                        ) : null}
                        {application.property_summary?.owner_name ? (
                          <span className={styles.sub}>{application.property_summary.owner_name}</span>
                        ) : null}
                      </th>
                      <td data-label={text.date}>
                        <time dateTime={application.created_at}>
                          {formatDateLong(application.created_at, intlLocale)}
                        </time>
                      </td>
                      <td data-label={text.status}>
                        <ApplicationStatusBadge status={application.status} />
                      </td>
                      <td className={styles.actionCell}>
                        <button
                          type="button"
                          className="btn btn--outline btn--sm"
                          onClick={() => setOpenId(application.id)}
                        >
                          {text.details}
                          <span className="visually-hidden">
                            {text.detailsOf(application.property_title)}
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
        title={copy.details.title}
      >
        {open ? <ApplicationDetails application={open} /> : null}
      </LazyDialog>
    </div>
  );
}

function ApplicationDetails({ application }: { application: TenantApplication }) {
  const { client, intlLocale } = useConvive();
  const copy = applicationsCopy.useCopy();
  const text = copy.details;
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
  const roles = [user.is_tenant ? text.tenant : null, user.is_landlord ? text.landlord : null].filter(
    (role): role is string => role !== null,
  );

  return (
    <div className={styles.details}>
      <div className={styles.detailHead}>
        <ApplicationStatusBadge status={application.status} />
        <span className="muted">
          {text.sentOn}{' '}
          <time dateTime={application.created_at}>{formatDateTime(application.created_at, intlLocale)}</time>
        </span>
      </div>

      <section className={styles.property} aria-label={text.property}>
        <img
          src={!imageFailed && image ? image : PLACEHOLDER_IMAGE}
          alt=""
          onError={() => setImageFailed(true)}
        />
        <div className={styles.propertyText}>
          <p className={styles.propertyTitle}>{title || copy.list.propertyNumber(application.property)}</p>
          {application.room_title ? <p className="muted">{text.room(application.room_title)}</p> : null}
          {address || city ? (
            <p className="muted">
              <MapPin aria-hidden="true" className={styles.inlineIcon} />
              {[address, city].filter(Boolean).join(', ')}
            </p>
          ) : propertyLoad.loading ? (
            <p className="muted">{text.loadingAddress}</p>
          ) : null}
          {summary?.owner_name ? <p className="muted">{text.owner(summary.owner_name)}</p> : null}
          {property.isSuccess && property.data === null ? <p className="muted">{text.unpublished}</p> : null}
        </div>
      </section>

      <section>
        <h3 className={styles.heading}>{text.yourData}</h3>
        <dl className={styles.dataList}>
          <div>
            <dt>{text.name}</dt>
            <dd>{application.tenant_name}</dd>
          </div>
          <div>
            <dt>{text.email}</dt>
            <dd>{application.tenant_email}</dd>
          </div>
          <div>
            <dt>{text.phone}</dt>
            <dd>{application.tenant_phone || text.phoneMissing}</dd>
          </div>
          <div>
            <dt>{text.entryDate}</dt>
            <dd>
              {application.desired_entry_date
                ? formatDateLong(application.desired_entry_date, intlLocale)
                : text.entryDateMissing}
            </dd>
          </div>
          <div>
            <dt>{text.moveOutDate}</dt>
            <dd>
              {application.move_out
                ? formatDateLong(application.move_out, intlLocale)
                : text.entryDateMissing}
            </dd>
          </div>
        </dl>
        {roles.length > 0 ? (
          <ul className={styles.chips} aria-label={text.accountType}>
            {roles.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section>
        <h3 className={styles.heading}>{text.yourMessage}</h3>
        <p className={styles.message}>{application.message || text.noMessage}</p>
      </section>

      {application.status !== 'pendiente' ? (
        <section className={styles.response} data-status={application.status}>
          <h3 className={styles.heading}>
            {application.response_automatic ? text.automaticResponse : text.ownerResponse}
          </h3>
          <p className={styles.message}>{application.response_message || text.noResponse}</p>
        </section>
      ) : null}

      <Link to={pagePath('property', { id: application.property })} className="btn btn--primary">
        {text.viewProperty}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
