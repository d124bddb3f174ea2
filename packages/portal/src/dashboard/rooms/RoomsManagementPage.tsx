import {
  cardImage,
  filterRooms,
  pagePath,
  type Room,
  type RoomStatus,
  roomPriceText,
  sizeText,
} from '@convive/sdk';
import { Badge, badgeCss, RoomStatusBadge, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, DoorOpen, Plus, Ruler, Search } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useWidgetCopy } from '../../app/copy';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterRoomSave } from '../../app/queryKeys';
import { notify } from '../../app/toast';
import { myRoomsMessages } from '../../logic/messages/myRooms';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { CardActions } from '../common/CardActions';
import { CardImage } from '../images/CardImage';
import styles from '../properties/ManageList.module.css';
import { roomsCopy } from './copy';
import { isRoomStatus, roomStatusOptions } from './roomLabels';

const ALL = '';

/** The features a card shows as badges (labels: `features` of the rooms copy). */
const FEATURES = ['has_private_bathroom', 'has_balcony', 'has_desk', 'is_furnished'] as const;

/** 'Gestión de habitaciones' (spec 02 §2): search, property and status filters, status changes. */
export function Component() {
  const { client } = useConvive();
  const copy = roomsCopy.useCopy();
  const t = copy.list;
  const statusOptions = roomStatusOptions(useWidgetCopy().statusBadge.room);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [propertyId, setPropertyId] = useState(() => params.get('property') ?? ALL);
  const [status, setStatus] = useState<RoomStatus | typeof ALL>(ALL);
  const [pendingDelete, setPendingDelete] = useState<Room | null>(null);

  const rooms = useQuery({ queryKey: keys.rooms.mine, queryFn: () => client.rooms.mine() });
  const properties = useQuery({ queryKey: keys.properties.mine, queryFn: () => client.properties.mine() });
  const roomsLoad = useLoadState(rooms, keys.rooms.mine);
  const propertiesLoad = useLoadState(properties, keys.properties.mine);

  const remove = useMutation({
    mutationFn: (id: number) => client.rooms.delete(id),
    onSuccess: (_answer, id) => {
      const gone = queryClient.getQueryData<Room[]>(keys.rooms.mine)?.find((room) => room.id === id);
      queryClient.setQueryData<Room[]>(keys.rooms.mine, (list) => list?.filter((room) => room.id !== id));
      void queryClient.invalidateQueries({ queryKey: keys.rooms.mine });
      refreshAfterRoomSave(queryClient, id, [gone?.coliving_property]);
      notify.success(myRoomsMessages.deleted);
    },
    onError: (error) => {
      console.error('Room deletion failed', error);
      notify.error(myRoomsMessages.deleteFailure);
    },
    onSettled: () => setPendingDelete(null),
  });

  const changeStatus = useMutation({
    mutationFn: ({ id, next }: { id: number; next: RoomStatus }) => client.rooms.changeStatus(id, next),
    onSuccess: (room) => {
      queryClient.setQueryData<Room[]>(keys.rooms.mine, (list) =>
        list?.map((item) => (item.id === room.id ? room : item)),
      );
      refreshAfterRoomSave(queryClient, room.id, [room.coliving_property]);
      notify.success(myRoomsMessages.statusUpdated);
    },
    onError: (error) => {
      console.error('Room status change failed', error);
      notify.error(myRoomsMessages.statusFailure);
    },
  });

  const shown = useMemo(
    () =>
      filterRooms(rooms.data ?? [], {
        search,
        ...(propertyId ? { coliving_property: Number(propertyId) } : {}),
        ...(status ? { status } : {}),
      }),
    [rooms.data, search, propertyId, status],
  );

  const newRoomButton = (
    <Link to={pagePath('dashboardRoomNew')} className="btn btn--primary">
      <Plus aria-hidden="true" />
      {t.newRoom}
    </Link>
  );
  const filtered = search.trim() !== '' || propertyId !== ALL || status !== ALL;
  const clearFilters = () => {
    setSearch('');
    setPropertyId(ALL);
    setStatus(ALL);
  };

  let content: ReactNode;
  if (roomsLoad.failed || propertiesLoad.failed) {
    content = (
      <ErrorState
        message={myRoomsMessages.loadFailure}
        onRetry={() => {
          if (roomsLoad.failed) roomsLoad.retry();
          if (propertiesLoad.failed) propertiesLoad.retry();
        }}
      />
    );
  } else if (!rooms.data || !properties.data) {
    content = <SkeletonCards label={t.loading} />;
  } else if (properties.data.length === 0) {
    content = (
      <EmptyState
        icon={<Building2 />}
        title={t.noPropertiesTitle}
        text={myRoomsMessages.onlyColiving}
        action={
          <Link to={pagePath('dashboardPropertyNew')} className="btn btn--primary">
            <Plus aria-hidden="true" />
            {t.createProperty}
          </Link>
        }
      />
    );
  } else if (rooms.data.length === 0) {
    content = (
      <EmptyState icon={<DoorOpen />} title={t.emptyTitle} text={t.emptyText} action={newRoomButton} />
    );
  } else {
    const propertyOptions = [
      { value: ALL, label: t.allProperties },
      ...properties.data.map((p) => ({ value: String(p.id), label: p.title })),
    ];
    content = (
      <>
        <div className={styles.toolbar}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder={t.searchPlaceholder}
            label={t.searchLabel}
          />
          <SelectField
            className={styles.filter}
            label={t.property}
            value={propertyId}
            onChange={(event) => setPropertyId(event.target.value)}
            options={propertyOptions}
          />
          <SelectField
            className={styles.filter}
            label={t.status}
            value={status}
            onChange={(event) => setStatus(isRoomStatus(event.target.value) ? event.target.value : ALL)}
            options={[{ value: ALL, label: t.allStatuses }, ...statusOptions]}
          />
        </div>
        <p className={`muted ${styles.count}`} aria-live="polite">
          {filtered ? t.filteredCount(shown.length, rooms.data.length) : t.count(rooms.data.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title={t.noMatchesTitle}
            text={t.noMatchesText}
            action={
              <button type="button" className="btn btn--outline" onClick={clearFilters}>
                {t.clearFilters}
              </button>
            }
          />
        ) : (
          <ul className={styles.grid}>
            {shown.map((room) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  statusOptions={statusOptions}
                  statusBusy={changeStatus.isPending && changeStatus.variables?.id === room.id}
                  onStatusChange={(next) => changeStatus.mutate({ id: room.id, next })}
                  onDelete={() => setPendingDelete(room)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  const hasProperties = (properties.data?.length ?? 0) > 0;
  return (
    <>
      <DocumentTitle>{`${t.title} · Convive`}</DocumentTitle>
      <style href="convive-badge" precedence="convive">
        {badgeCss}
      </style>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={hasProperties && (rooms.data?.length ?? 0) > 0 ? newRoomButton : null}
      />
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={pendingDelete ? t.deleteTitle(pendingDelete.title) : t.deleteFallbackTitle}
        description={t.deleteConfirm}
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

interface RoomCardProps {
  room: Room;
  /** The four statuses with their names in the chosen language. */
  statusOptions: readonly { value: RoomStatus; label: string }[];
  statusBusy: boolean;
  onStatusChange(status: RoomStatus): void;
  onDelete(): void;
}

function RoomCard({ room, statusOptions, statusBusy, onStatusChange, onDelete }: RoomCardProps) {
  const selectId = useId();
  const { intlLocale } = useConvive();
  const copy = roomsCopy.useCopy();
  const features = FEATURES.filter((field) => room[field]);
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`room-${room.id}-title`}>
      <div className={styles.media}>
        <CardImage src={cardImage(room)} alt="" />
        <div className={styles.mediaBadges}>
          <RoomStatusBadge status={room.status} />
        </div>
      </div>
      <div className={styles.body}>
        <h2 id={`room-${room.id}-title`} className={styles.title}>
          {room.title}
        </h2>
        <p className={styles.meta}>
          <Building2 aria-hidden="true" />
          <span>{copy.card.place(room.coliving_property_title, room.room_number)}</span>
        </p>
        <p className={styles.price}>{roomPriceText(room, intlLocale)}</p>
        <p className={styles.description}>{room.description.trim() || copy.card.noDescription}</p>
        <ul className={styles.facts}>
          <li>
            <Ruler aria-hidden="true" />
            {sizeText(room.size_sqm, intlLocale)}
          </li>
        </ul>
        {features.length > 0 ? (
          <ul className={styles.features} aria-label={copy.card.features}>
            {features.map((field) => (
              <li key={field}>
                <Badge>{copy.features[field]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.statusSelect}>
        <label htmlFor={selectId}>{copy.card.changeStatus}</label>
        <select
          id={selectId}
          className="select"
          value={room.status}
          disabled={statusBusy}
          aria-describedby={`room-${room.id}-title`}
          onChange={(event) => {
            const next = event.target.value;
            if (isRoomStatus(next) && next !== room.status) onStatusChange(next);
          }}
        >
          {isRoomStatus(room.status) ? null : <option value={room.status}>{room.status}</option>}
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <CardActions
        className={styles.actions}
        title={room.title}
        viewTo={pagePath('room', { id: room.id })}
        editTo={pagePath('dashboardRoomEdit', { id: room.id })}
        onDelete={onDelete}
      />
    </article>
  );
}
