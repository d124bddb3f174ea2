import { cardImage, matchesSearch, type Property, pagePath, priceText, sizeText } from '@convive/sdk';
import { badgeCss, PropertyStatusBadge, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bath, BedDouble, DoorOpen, EyeOff, MapPin, Plus, Ruler, Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterPropertySave } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { myPropertiesMessages } from '../../logic/messages/myProperties';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { CardActions } from '../common/CardActions';
import { CardImage } from '../images/CardImage';
import { propertiesCopy } from './copy';
import styles from './ManageList.module.css';

/** 'Mis propiedades' (spec 02 §2): search, cards, delete after a confirmation. */
export function Component() {
  const { client } = useConvive();
  const copy = propertiesCopy.useCopy();
  const t = copy.list;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [pendingDelete, setPendingDelete] = useState<Property | null>(null);

  const query = useQuery({ queryKey: keys.properties.mine, queryFn: () => client.properties.mine() });
  const load = useLoadState(query, keys.properties.mine);

  const remove = useMutation({
    mutationFn: (id: number) => client.properties.delete(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Property[]>(keys.properties.mine, (list) => list?.filter((p) => p.id !== id));
      // Its rooms went with it.
      void queryClient.invalidateQueries({ queryKey: keys.rooms.mine });
      refreshAfterPropertySave(queryClient, id);
      notify.success(myPropertiesMessages.deleted);
    },
    onError: (error) => {
      console.error('Property deletion failed', error);
      notify.error(myPropertiesMessages.deleteFailure);
    },
    onSettled: () => setPendingDelete(null),
  });

  const properties = query.data;
  const shown = useMemo(
    () =>
      (properties ?? []).filter((p) => matchesSearch(search, [p.title, p.description, p.city, p.address])),
    [properties, search],
  );

  const addButton = (
    <Link to={pagePath('dashboardPropertyNew')} className="btn btn--primary">
      <Plus aria-hidden="true" />
      {t.add}
    </Link>
  );

  let content: ReactNode;
  if (load.loading) {
    content = <SkeletonCards label={t.loading} />;
  } else if (load.failed) {
    content = <ErrorState message={myPropertiesMessages.loadFailure} onRetry={load.retry} />;
  } else if (!properties || properties.length === 0) {
    content = <EmptyState title={t.emptyTitle} text={t.emptyText} action={addButton} />;
  } else {
    content = (
      <>
        <div className={styles.toolbar}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder={t.searchPlaceholder}
            label={t.searchLabel}
          />
        </div>
        <p className={`muted ${styles.count}`} aria-live="polite">
          {search.trim() ? t.found(shown.length) : t.count(properties.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title={t.noMatchesTitle}
            text={t.noMatchesText}
            action={
              <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                {t.showAll}
              </button>
            }
          />
        ) : (
          <ul className={styles.grid}>
            {shown.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} onDelete={() => setPendingDelete(property)} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <>
      <DocumentTitle>{`${t.title} · Convive`}</DocumentTitle>
      <style href="convive-badge" precedence="convive">
        {badgeCss}
      </style>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={properties && properties.length > 0 ? addButton : null}
      />
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={pendingDelete ? t.deleteTitle(pendingDelete.title) : t.deleteFallbackTitle}
        description={myPropertiesMessages.deleteConfirm}
        confirmLabel={t.delete}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete.id);
        }}
      />
    </>
  );
}

function PropertyCard({ property, onDelete }: { property: Property; onDelete(): void }) {
  const { intlLocale } = useConvive();
  const { card: copy, hiddenByListing } = propertiesCopy.useCopy();
  const summary = property.rooms_status_summary;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`property-${property.id}-title`}>
      <div className={styles.media}>
        <CardImage src={cardImage(property)} alt="" />
        <div className={styles.mediaBadges}>
          <PropertyStatusBadge status={property.status} />
          {property.is_coliving ? <span className={styles.chip}>{copy.coliving}</span> : null}
        </div>
      </div>
      <div className={styles.body}>
        <h2 id={`property-${property.id}-title`} className={styles.title}>
          {property.title}
        </h2>
        <p className={styles.meta}>
          <MapPin aria-hidden="true" />
          {property.city}
        </p>
        {property.hidden_by_listing ? (
          <p className={styles.meta}>
            <EyeOff aria-hidden="true" />
            <span>
              {hiddenByListing.text}. <Link to={pagePath('dashboardListings')}>{hiddenByListing.link}</Link>
            </span>
          </p>
        ) : null}
        <p className={styles.price}>{priceText(property.price, intlLocale)}</p>
        {property.description ? <p className={styles.description}>{property.description}</p> : null}
        <ul className={styles.facts}>
          {property.is_coliving ? (
            <>
              <li>
                <DoorOpen aria-hidden="true" />
                {copy.rooms(summary.total)}
              </li>
              <li>{copy.available(summary.available)}</li>
            </>
          ) : (
            <>
              <li>
                <BedDouble aria-hidden="true" />
                {copy.bedrooms(property.bedrooms)}
              </li>
              <li>
                <Bath aria-hidden="true" />
                {copy.bathrooms(property.bathrooms)}
              </li>
              <li>
                <Ruler aria-hidden="true" />
                {sizeText(property.size, intlLocale)}
              </li>
            </>
          )}
        </ul>
      </div>
      <CardActions
        className={styles.actions}
        title={property.title}
        viewTo={pagePath('property', { id: property.id })}
        editTo={pagePath('dashboardPropertyEdit', { id: property.id })}
        onDelete={onDelete}
      />
    </article>
  );
}
