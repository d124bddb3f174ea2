import { cardImage, matchesSearch, type Property, priceText, sizeText } from '@convive/sdk';
import { badgeCss, PropertyStatusBadge, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bath, BedDouble, DoorOpen, MapPin, Plus, Ruler, Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterPropertySave } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { CardActions } from '../common/CardActions';
import { CardImage } from '../images/CardImage';
import styles from './ManageList.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Mis propiedades' (spec 02 §2): search, cards, delete after a confirmation. */
export function Component() {
  const { client } = useConvive();
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
      notify.success(MESSAGES.myProperties.deleted);
    },
    onError: (error) => {
      console.error('Property deletion failed', error);
      notify.error(MESSAGES.myProperties.deleteFailure);
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
    <Link to="/dashboard/properties/new" className="btn btn--primary">
      <Plus aria-hidden="true" />
      Añadir propiedad
    </Link>
  );

  let content: ReactNode;
  if (load.loading) {
    content = <SkeletonCards label="Cargando tus propiedades..." />;
  } else if (load.failed) {
    content = <ErrorState message={MESSAGES.myProperties.loadFailure} onRetry={load.retry} />;
  } else if (!properties || properties.length === 0) {
    content = (
      <EmptyState
        title="No tienes propiedades"
        text="Añade tu primera propiedad para empezar a recibir solicitudes."
        action={addButton}
      />
    );
  } else {
    content = (
      <>
        <div className={styles.toolbar}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Buscar por título, descripción, ciudad o dirección"
            label="Buscar propiedades"
          />
        </div>
        <p className={`muted ${styles.count}`} aria-live="polite">
          {search.trim()
            ? `${plural(shown.length, 'propiedad encontrada', 'propiedades encontradas')}`
            : plural(properties.length, 'propiedad', 'propiedades')}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title="No se encontraron propiedades"
            text="Ninguna propiedad coincide con tu búsqueda."
            action={
              <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                Ver todas las propiedades
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
      <title>{'Mis propiedades · Convive'}</title>
      <style href="convive-badge" precedence="convive">
        {badgeCss}
      </style>
      <PageHeader
        title="Mis propiedades"
        description="Gestiona tus propiedades publicadas en Convive."
        actions={properties && properties.length > 0 ? addButton : null}
      />
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={pendingDelete ? `Eliminar «${pendingDelete.title}»` : 'Eliminar propiedad'}
        description={MESSAGES.myProperties.deleteConfirm}
        confirmLabel="Eliminar"
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
  const summary = property.rooms_status_summary;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`property-${property.id}-title`}>
      <div className={styles.media}>
        <CardImage src={cardImage(property)} alt="" />
        <div className={styles.mediaBadges}>
          <PropertyStatusBadge status={property.status} />
          {property.is_coliving ? <span className={styles.chip}>Coliving</span> : null}
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
        <p className={styles.price}>{priceText(property.price)}</p>
        {property.description ? <p className={styles.description}>{property.description}</p> : null}
        <ul className={styles.facts}>
          {property.is_coliving ? (
            <>
              <li>
                <DoorOpen aria-hidden="true" />
                {plural(summary.total, 'habitación', 'habitaciones')}
              </li>
              <li>{plural(summary.available, 'disponible', 'disponibles')}</li>
            </>
          ) : (
            <>
              <li>
                <BedDouble aria-hidden="true" />
                {plural(property.bedrooms, 'dormitorio', 'dormitorios')}
              </li>
              <li>
                <Bath aria-hidden="true" />
                {plural(property.bathrooms, 'baño', 'baños')}
              </li>
              <li>
                <Ruler aria-hidden="true" />
                {sizeText(property.size)}
              </li>
            </>
          )}
        </ul>
      </div>
      <CardActions
        className={styles.actions}
        title={property.title}
        viewTo={`/properties/${property.id}`}
        editTo={`/dashboard/properties/${property.id}/edit`}
        onDelete={onDelete}
      />
    </article>
  );
}
