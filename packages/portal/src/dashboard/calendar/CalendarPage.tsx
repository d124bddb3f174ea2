import { type Property, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { NotFoundNotice } from '../common/NotFoundNotice';
import styles from './Calendar.module.css';
import { useCalendarCopy } from './copy';
import { PropertyCalendar } from './PropertyCalendar';

/**
 * 'Calendario': /dashboard/calendar (the property chosen in a select, remembered as ?property=ID,
 * the first by default) and /dashboard/properties/:id/calendar (the same view, the property in the
 * path). Both list the landlord's homes so the select can move from one to another.
 */
export function Component() {
  const { copy } = useCalendarCopy();
  const { client } = useConvive();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const selectId = useId();
  const properties = useQuery({ queryKey: keys.properties.mine, queryFn: () => client.properties.mine() });
  const load = useLoadState(properties, keys.properties.mine);
  const list: Property[] = properties.data ?? [];

  const inPath = id !== undefined;
  const wanted = Number(inPath ? id : search.get('property'));
  const property = list.find((item) => item.id === wanted) ?? (inPath ? undefined : list[0]);

  const choose = (value: number) => {
    if (inPath) navigate(pagePath('dashboardPropertyCalendar', { id: value }));
    else setSearch({ property: String(value) }, { replace: true });
  };

  const header = (
    <>
      <DocumentTitle>{`${property ? `${copy.pageTitle} · ${property.title}` : copy.pageTitle} · Convive`}</DocumentTitle>
      <PageHeader
        title={copy.pageTitle}
        description={copy.description}
        actions={
          property ? (
            <Link to={pagePath('dashboardPropertyEdit', { id: property.id })} className="btn btn--outline">
              <Pencil aria-hidden="true" />
              {copy.editProperty}
            </Link>
          ) : null
        }
      />
    </>
  );

  if (load.loading)
    return (
      <div className="stack">
        {header}
        <SkeletonCards count={2} label={copy.loading} />
      </div>
    );
  if (load.failed)
    return (
      <div className="stack">
        {header}
        <ErrorState message={copy.propertiesFailure} retryLabel={copy.retry} onRetry={load.retry} />
      </div>
    );
  if (list.length === 0)
    return (
      <div className="stack">
        {header}
        <div className="card">
          <EmptyState
            title={copy.emptyTitle}
            text={copy.emptyText}
            icon={<CalendarRange />}
            action={
              <Link to={pagePath('dashboardPropertyNew')} className="btn btn--primary">
                <Plus aria-hidden="true" />
                {copy.createProperty}
              </Link>
            }
          />
        </div>
      </div>
    );

  return (
    <div className="stack">
      {header}
      <div className={`field ${styles.chooser}`}>
        <label className="field__label" htmlFor={selectId}>
          {copy.propertyLabel}
        </label>
        <select
          id={selectId}
          className="select"
          value={property ? String(property.id) : ''}
          onChange={(event) => choose(Number(event.target.value))}
        >
          {property ? null : <option value="" disabled />}
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      {property ? (
        <PropertyCalendar key={property.id} propertyId={property.id} />
      ) : (
        <NotFoundNotice
          message={copy.notFound}
          listPath={pagePath('dashboardProperties')}
          backLabel={copy.backToList}
        />
      )}
    </div>
  );
}
