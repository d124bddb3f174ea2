import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';

export interface DetailQueryStatesProps<T> {
  /** The id from the route; null when it is not a valid id (shown as not found). */
  id: number | null;
  /** The detail's query: `null` data means the API answered 404. */
  query: UseQueryResult<T | null>;
  /** Its key, for 'Reintentar'. */
  queryKey: QueryKey;
  /** The page's name while loading or failing ('Propiedad'). */
  name: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The list to go back to from 'not found'. */
  listHref: string;
  listText: string;
  errorMessage: string;
  loadingMessage: string;
  children(data: T): ReactNode;
}

/** The public detail pages' not-found, error and loading states; the loaded detail otherwise. */
export function DetailQueryStates<T>({
  id,
  query,
  queryKey,
  name,
  notFoundTitle,
  notFoundText,
  listHref,
  listText,
  errorMessage,
  loadingMessage,
  children,
}: DetailQueryStatesProps<T>) {
  const load = useLoadState(query, queryKey);
  if (id === null || query.data === null) {
    return (
      <div className="container page">
        <DocumentTitle>{`${notFoundTitle} · Convive`}</DocumentTitle>
        <EmptyState
          headingLevel="h1"
          title={notFoundTitle}
          text={notFoundText}
          action={
            <Link to={listHref} className="btn btn--primary">
              {listText}
            </Link>
          }
        />
      </div>
    );
  }
  if (load.failed) {
    return (
      <div className="container page">
        <DocumentTitle>{`${name} · Convive`}</DocumentTitle>
        <h1 className="visually-hidden">{name}</h1>
        <ErrorState message={errorMessage} onRetry={load.retry} />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="container page">
        <DocumentTitle>{`${name} · Convive`}</DocumentTitle>
        <LoadingState message={loadingMessage} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
