import {
  isContractError,
  pagePath,
  relativeTime,
  type TenantRequest,
  type TenantRequestStatus,
} from '@convive/sdk';
import { type BadgeTone, badgeCss, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Clock, Eye, Search, Tag, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { requestsMessages } from '../../logic/messages/requests';
import { serverMessage } from '../../logic/serverMessage';
import { filterRequests, REQUEST_TABS, type RequestTab, requestTabCounts } from '../../logic/tabs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { ApplicationsView } from '../applications/ApplicationsView';
import listStyles from '../common/list.module.css';
import { StatusBadge } from '../common/StatusBadge';
import { type RequestsCopy, requestsCopy } from './copy';
import styles from './Requests.module.css';

const STATUS_TONES: Readonly<Record<TenantRequestStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

/** The request types the catalog names; any other reads 'Otro'. */
const KNOWN_TYPES = ['inquiry', 'visit', 'application', 'maintenance'] as const;

function typeLabel(copy: RequestsCopy['types'], type: string): string {
  return (KNOWN_TYPES as readonly string[]).includes(type)
    ? copy[type as (typeof KNOWN_TYPES)[number]]
    : copy.other;
}

/** The owner's answer shown on a decided request; defaults when they wrote none (spec 02 §2). */
function ownerResponse(request: TenantRequest, copy: RequestsCopy['card']): string | null {
  const written = request.response_message?.trim();
  if (written) return written;
  if (request.status === 'approved') return copy.approved;
  if (request.status === 'rejected') return copy.rejected;
  if (request.status === 'expired') return copy.expired;
  return null;
}

function requestTitle(request: TenantRequest, copy: RequestsCopy['card']): string {
  return request.property_details?.title?.trim() || request.title.trim() || copy.untitled;
}

/** Pages are read until the last one, at most this many (100 requests each). */
const MAX_PAGES = 10;

/** The two views of 'Mis solicitudes', chosen by `?view=` (no parameter: by status). */
const VIEWS = ['status', 'applications'] as const;
type RequestsView = (typeof VIEWS)[number];

/**
 * 'Mis solicitudes' (spec 02 §2 "Tenant requests" and "Tenant applications"): one
 * screen with two views as tabs, the requests by status (with cancel) and the rental applications
 * (a table with details). The view is in the address (`?view=applications`) so it can be shared;
 * the old /dashboard/applications leads there. The applications view is a tenant's only, as its
 * route was: a landlord sees the requests.
 */
export function Component() {
  const user = useUser();
  const copy = requestsCopy.useCopy().page;
  const [params, setParams] = useSearchParams();
  const withApplications = !user.is_landlord;
  const view: RequestsView =
    withApplications && params.get('view') === 'applications' ? 'applications' : 'status';
  const choose = (next: RequestsView) =>
    setParams(
      (previous) => {
        const out = new URLSearchParams(previous);
        if (next === 'status') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  const body = view === 'applications' ? <ApplicationsView /> : <RequestsByStatus />;
  const labels: Record<RequestsView, string> = { status: copy.byStatus, applications: copy.applications };

  return (
    <div className="stack">
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader
        title={copy.title}
        description={view === 'applications' ? copy.applicationsDescription : copy.description}
      />
      {withApplications ? (
        <Tabs<RequestsView>
          label={copy.viewsLabel}
          value={view}
          onChange={choose}
          items={VIEWS.map((key) => ({ key, label: labels[key] }))}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </div>
  );
}

/** The requests by status (spec 02 §2 "Tenant requests"): the signed-in user's requests, with cancel. */
function RequestsByStatus() {
  const { client } = useConvive();
  const copy = requestsCopy.useCopy();
  const text = copy.list;
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
    if (load.failed) notify.error(requestsMessages.loadFailure);
  }, [load.failed]);

  const cancel = useMutation({
    mutationFn: (request: TenantRequest) => client.notifications.cancelRequest(request.id),
    onSuccess: (_, request) => {
      queryClient.setQueryData<TenantRequest[]>(keys.notifications.requests, (old) =>
        old?.map((item) => (item.id === request.id ? { ...item, status: 'canceled' } : item)),
      );
      notify.success(requestsMessages.cancelled, requestsMessages.cancelledDescription);
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: keys.notifications.requests });
      void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
    },
    onError: (error) => {
      const why = serverMessage(error);
      if (why) void queryClient.invalidateQueries({ queryKey: keys.notifications.requests });
      notify.error(why ?? requestsMessages.cancelFailure);
    },
  });

  const list = query.data ?? [];
  const counts = requestTabCounts(list, search);
  const visible = filterRequests(list, tab, search);
  const searching = search.trim() !== '';

  return (
    <div className="stack">
      {load.loading ? (
        <SkeletonCards label={text.loading} />
      ) : load.failed ? (
        <ErrorState message={requestsMessages.loadFailure} onRetry={load.retry} />
      ) : (
        <>
          <div className="row">
            <SearchInput value={search} onChange={setSearch} placeholder={text.searchPlaceholder} />
          </div>
          <Tabs<RequestTab>
            label={text.tabsLabel}
            value={tab}
            onChange={setTab}
            items={REQUEST_TABS.map((key) => ({ key, label: copy.tabs[key], count: counts[key] }))}
          >
            {visible.length === 0 ? (
              <EmptyState
                title={text.emptyTitle}
                icon={searching ? <Search /> : undefined}
                text={searching ? text.noMatch : copy.empty[tab]}
                action={
                  <>
                    {searching ? (
                      <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                        {text.clearSearch}
                      </button>
                    ) : null}
                    <Link to={pagePath('properties')} className="btn btn--primary">
                      {text.explore}
                    </Link>
                  </>
                }
              />
            ) : (
              <ul className={listStyles.cardList} aria-label={text.label}>
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
        title={requestsMessages.cancelConfirmTitle}
        description={requestsMessages.cancelConfirm}
        confirmLabel={cancel.isPending ? copy.cancelDialog.busy : copy.cancelDialog.confirm}
        cancelLabel={copy.cancelDialog.back}
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
  const { intlLocale } = useConvive();
  const copy = requestsCopy.useCopy();
  const text = copy.card;
  const response = ownerResponse(request, text);
  const title = requestTitle(request, text);
  const when = relativeTime(request.created_at, now, intlLocale);
  return (
    <li className={`card ${listStyles.card}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <StatusBadge status={request.status} labels={copy.statuses} tones={STATUS_TONES} />
      </div>
      <p className={request.description.trim() ? styles.description : `${styles.description} muted`}>
        {request.description.trim() || text.noDescription}
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
          {typeLabel(copy.types, request.request_type)}
        </span>
      </div>
      {response ? (
        <div className={styles.response} data-status={request.status}>
          {/* The service's automatic answer is not the landlord's words: it says whose it is. */}
          <strong>{request.response_automatic ? text.automaticResponse : text.ownerResponse}</strong>
          <p>{response}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {request.status === 'pending' ? (
          <button type="button" className="btn btn--danger-outline btn--sm" onClick={onCancel}>
            <XCircle aria-hidden="true" />
            {text.cancel}
            <span className="visually-hidden">{text.cancelWhich(title)}</span>
          </button>
        ) : null}
        {request.property !== null ? (
          <Link to={pagePath('property', { id: request.property })} className="btn btn--outline btn--sm">
            <Eye aria-hidden="true" />
            {text.viewProperty}
          </Link>
        ) : null}
        {request.status === 'approved' && request.property !== null ? (
          <Link to={pagePath('property', { id: request.property })} className="btn btn--primary btn--sm">
            {text.continue}
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </li>
  );
}
