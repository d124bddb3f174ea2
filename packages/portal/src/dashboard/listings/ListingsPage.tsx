import { formatDateShort, type Listing, type ListingStatus, pagePath } from '@convive/sdk';
import { Badge, type BadgeTone, badgeCss, PLACEHOLDER_IMAGE, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, MapPin, MessageSquare, Plus, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterListingChange } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { filterListings, LISTING_FILTERS, type ListingFilter } from '../../logic/listing';
import { listingsMessages } from '../../logic/messages/listings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { CardActions } from '../common/CardActions';
import { NoMatchState, SearchStatusToolbar } from '../common/ListToolbar';
import { StatusBadge } from '../common/StatusBadge';
import { listingsCopy } from './copy';
import styles from './Listings.module.css';

const LISTING_STATUS_TONES: Readonly<Record<ListingStatus, BadgeTone>> = {
  published: 'success',
  draft: 'neutral',
  paused: 'warning',
};

/**
 * 'dd/mm/yyyy' as spec 02 §2 writes the created date (Spanish, and en-GB and fr-FR alike); other
 * languages their own short numeric date ('05.11.2026' in German).
 */
function createdDate(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (intlLocale === 'es-ES' || Number.isNaN(date.getTime())) return formatDateShort(iso);
  return new Intl.DateTimeFormat(intlLocale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}

/** 'Anuncios (count)' (spec 02 §2 "Listings"): the landlord's listings with search and a status filter. */
export function Component() {
  const copy = listingsCopy.useCopy().list;
  const user = useUser();
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ListingFilter>('all');
  const query = useQuery({
    queryKey: keys.listings.byLandlord(user.id),
    queryFn: () => client.listings.byLandlord(user.id),
  });
  const load = useLoadState(query, keys.listings.byLandlord(user.id));
  const [deleting, setDeleting] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Listing | null>(null);
  const remove = useMutation({
    mutationFn: (listing: Listing) => client.listings.delete(listing.id),
    onMutate: (listing) => setDeleting(listing.id),
    onSuccess: (_, listing) => {
      queryClient.setQueryData<Listing[]>(keys.listings.byLandlord(user.id), (old) =>
        old?.filter((item) => item.id !== listing.id),
      );
      const texts = listingsCopy.current().list;
      notify.success(texts.deleted, texts.deletedText(listing.title));
      queryClient.removeQueries({ queryKey: keys.listings.detail(listing.id) });
      refreshAfterListingChange(queryClient, user.id, [listing]);
    },
    onError: () => notify.error(listingsMessages.deleteFailure),
    onSettled: () => {
      setDeleting(null);
      setPendingDelete(null);
    },
  });

  const listings = query.data ?? [];
  const visible = filterListings(listings, filter, search);
  const filtering = search.trim() !== '' || filter !== 'all';

  return (
    <div className="stack">
      <DocumentTitle>{`${copy.title} · Convive`}</DocumentTitle>
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <PageHeader
        title={query.isSuccess ? copy.titleWithCount(listings.length) : copy.title}
        description={copy.description}
        actions={
          <Link to={pagePath('dashboardListingNew')} className="btn btn--primary">
            <Plus aria-hidden="true" />
            {copy.create}
          </Link>
        }
      />
      {load.loading ? (
        <SkeletonCards label={copy.loading} />
      ) : load.failed ? (
        <ErrorState message={listingsMessages.loadFailure} onRetry={load.retry} />
      ) : listings.length === 0 ? (
        <EmptyState
          title={copy.emptyTitle}
          text={copy.emptyText}
          action={
            <Link to={pagePath('dashboardListingNew')} className="btn btn--primary">
              <Plus aria-hidden="true" />
              {copy.create}
            </Link>
          }
        />
      ) : (
        <>
          <SearchStatusToolbar
            search={search}
            onSearchChange={setSearch}
            searchPlaceholder={copy.searchPlaceholder}
            searchLabel={copy.searchLabel}
            filter={filter}
            onFilterChange={setFilter}
            filterOptions={LISTING_FILTERS.map((key) => ({ value: key, label: copy.filters[key] }))}
          />
          <p className="visually-hidden" aria-live="polite">
            {copy.shown(visible.length)}
          </p>
          {visible.length === 0 ? (
            <NoMatchState
              title={copy.noMatch}
              filtering={filtering}
              onClear={() => {
                setSearch('');
                setFilter('all');
              }}
            />
          ) : (
            <ul className={styles.grid} aria-label={copy.listLabel}>
              {visible.map((listing) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  // A home has one listing, and is hidden while it is not published (ADR 0177).
                  hidesProperty={listing.status !== 'published'}
                  deleting={deleting === listing.id}
                  onDelete={() => setPendingDelete(listing)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={pendingDelete ? copy.deleteTitle(pendingDelete.title) : copy.deleteTitleFallback}
        description={copy.deleteQuestion}
        confirmLabel={copy.deleteConfirm}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete);
        }}
      />
    </div>
  );
}

function ListingCard({
  listing,
  hidesProperty,
  deleting,
  onDelete,
}: {
  listing: Listing;
  /** Its home has no published listing, so it is out of search and partner sites. */
  hidesProperty: boolean;
  deleting: boolean;
  onDelete(): void;
}) {
  const { list: copy, status } = listingsCopy.useCopy();
  const { intlLocale } = useConvive();
  const [imageFailed, setImageFailed] = useState(false);
  const image = !imageFailed && listing.property.thumbnail ? listing.property.thumbnail : PLACEHOLDER_IMAGE;
  const hiddenHintId = useId();
  return (
    <li className={`card ${styles.card}`} aria-busy={deleting || undefined}>
      <div className={styles.media}>
        <img src={image} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        <div className={styles.mediaBadges}>
          <StatusBadge status={listing.status} labels={status} tones={LISTING_STATUS_TONES} />
          {hidesProperty ? (
            <Badge tone="neutral" aria-describedby={hiddenHintId}>
              <EyeOff aria-hidden="true" className={styles.badgeIcon} />
              {copy.hidden}
            </Badge>
          ) : null}
          {listing.is_featured ? (
            <Badge tone="primary">
              <Star aria-hidden="true" className={styles.badgeIcon} />
              {copy.featured}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{listing.title}</h2>
        <p className={styles.meta}>
          <MapPin aria-hidden="true" />
          <span>
            {listing.property.title}
            {listing.property.city ? ` · ${listing.property.city}` : ''}
          </span>
        </p>
        <p className={styles.meta}>
          {copy.createdOn}{' '}
          <time dateTime={listing.created_at}>{createdDate(listing.created_at, intlLocale)}</time>
        </p>
        {hidesProperty ? (
          <p id={hiddenHintId} className={styles.meta}>
            {copy.hiddenHint}
          </p>
        ) : null}
        <dl className={styles.counters}>
          <div>
            <dt>
              <Eye aria-hidden="true" />
              {copy.views}
            </dt>
            <dd>{listing.views}</dd>
          </div>
          <div>
            <dt>
              <MessageSquare aria-hidden="true" />
              {copy.inquiries}
            </dt>
            <dd>{listing.inquiries}</dd>
          </div>
        </dl>
        <CardActions
          className={styles.actions}
          title={listing.title}
          viewTo={pagePath('property', { id: listing.property.id })}
          editTo={pagePath('dashboardListingEdit', { id: listing.id })}
          viewLabel={copy.viewLabel(listing.title)}
          editLabel={copy.editLabel(listing.title)}
          deleting={deleting}
          onDelete={onDelete}
        />
      </div>
    </li>
  );
}
