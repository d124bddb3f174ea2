import { formatDateLong, isApiError, type Property, pagePath, type Room, todayIn } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Building2, Plus } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useWidgetCopy } from '../../app/copy';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterRoomSave } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { myRoomsMessages } from '../../logic/messages/myRooms';
import { roomImageLimit } from '../../logic/uploads';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, LoadingState } from '../../ui/States';
import { NotFoundNotice } from '../common/NotFoundNotice';
import { ImageManager } from '../images/ImageManager';
import { roomFileCheck } from '../images/imageChecks';
import { useExistingImages } from '../images/useExistingImages';
import { useSaveThenUpload } from '../images/useSaveThenUpload';
import { FormActions, FormSection } from '../properties/FormLayout';
import styles from '../properties/FormLayout.module.css';
import { roomsCopy } from './copy';
import {
  emptyRoomForm,
  ROOM_CHECKBOXES,
  ROOM_FIELD_ORDER,
  type RoomField,
  type RoomFormErrors,
  type RoomFormValues,
  roomCapacityProblem,
  roomFormErrors,
  roomPayload,
  roomPropertyOptions,
  serverRoomErrors,
  valuesFromRoom,
} from './roomForm';
import { roomStatusOptions } from './roomLabels';

const LIST_PATH = pagePath('dashboardRooms');

/** The room form, new (/dashboard/rooms/new) or edit (/dashboard/rooms/:id/edit). */
export function Component() {
  const { id } = useParams();
  const { client } = useConvive();
  const copy = roomsCopy.useCopy();
  const user = useUser();
  const roomId = id === undefined ? null : Number(id);
  const validId = roomId === null || (Number.isInteger(roomId) && roomId > 0);

  const properties = useQuery({ queryKey: keys.properties.mine, queryFn: () => client.properties.mine() });
  const room = useQuery({
    queryKey: keys.rooms.detail(roomId),
    queryFn: () => client.rooms.get(roomId ?? 0),
    enabled: roomId !== null && validId,
  });
  const propertiesLoad = useLoadState(properties, keys.properties.mine);
  const roomLoad = useLoadState(room, keys.rooms.detail(roomId));

  const title = roomId === null ? copy.form.newTitle : copy.form.editTitle;
  const head = (
    <>
      <DocumentTitle>{`${title} · Convive`}</DocumentTitle>
      <PageHeader
        title={title}
        description={roomId === null ? copy.form.newDescription : copy.form.editDescription}
      />
    </>
  );

  const notFound =
    !validId ||
    (roomId !== null && (room.data === null || (room.data != null && room.data.owner !== user.id)));
  if (notFound) {
    return (
      <>
        {head}
        <LoadProblem message={myRoomsMessages.notFound} />
      </>
    );
  }
  if (propertiesLoad.failed || roomLoad.failed) {
    return (
      <>
        {head}
        <LoadProblem
          message={myRoomsMessages.formLoadFailure}
          onRetry={() => {
            if (propertiesLoad.failed) propertiesLoad.retry();
            if (roomLoad.failed) roomLoad.retry();
          }}
        />
      </>
    );
  }
  if (!properties.data || (roomId !== null && !room.data)) {
    return (
      <>
        {head}
        <LoadingState message={copy.form.loading} />
      </>
    );
  }
  if (properties.data.length === 0) {
    return (
      <>
        {head}
        <EmptyState
          icon={<Building2 />}
          title={copy.list.noPropertiesTitle}
          text={`${myRoomsMessages.onlyColiving}. ${copy.form.createPropertyFirst}`}
          action={
            <>
              <Link to={LIST_PATH} className="btn btn--outline">
                <ArrowLeft aria-hidden="true" />
                {copy.form.back}
              </Link>
              <Link to={pagePath('dashboardPropertyNew')} className="btn btn--primary">
                <Plus aria-hidden="true" />
                {copy.list.createProperty}
              </Link>
            </>
          }
        />
      </>
    );
  }
  return (
    <>
      {head}
      <RoomForm key={room.data?.id ?? 'new'} room={room.data ?? null} properties={properties.data} />
    </>
  );
}

/** The inline red box of a load failure, with a way back (and a retry when it may help). */
function LoadProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const copy = roomsCopy.useCopy().form;
  return (
    <NotFoundNotice
      message={message}
      listPath={LIST_PATH}
      backLabel={copy.backToList}
      retryLabel={copy.retry}
      {...(onRetry ? { onRetry } : {})}
    />
  );
}

function RoomForm({ room, properties }: { room: Room | null; properties: Property[] }) {
  const { client } = useConvive();
  const copy = roomsCopy.useCopy();
  const f = copy.form.fields;
  const statusOptions = roomStatusOptions(useWidgetCopy().statusBadge.room);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const options = roomPropertyOptions(properties, room?.coliving_property);
  const [values, setValues] = useState<RoomFormValues>(() => {
    if (room) return valuesFromRoom(room);
    const asked = params.get('property');
    const preset =
      options.find((p) => String(p.id) === asked) ?? (options.length === 1 ? options[0] : undefined);
    return emptyRoomForm(todayIn(), preset ? String(preset.id) : '');
  });
  const [errors, setErrors] = useState<RoomFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const saver = useSaveThenUpload(room?.id ?? null, {
    entity: 'Room',
    uploadFailed: copy.form.uploadFailed,
  });
  const { phase, busy, editing, uploadError } = saver;
  const { intlLocale } = useConvive();
  // A room being edited: its next free day, from its calendar (held, blocked and imported days).
  const calendar = useQuery({
    queryKey: ['rooms', 'availability', room?.id ?? 0],
    queryFn: () => client.availability.room(room?.id ?? 0),
    enabled: room !== null,
  });
  const nextFree = calendar.data?.units[0]?.next_free;
  const availabilityHint =
    room === null || calendar.data === undefined ? undefined : (
      <>
        {nextFree ? f.nextFree(formatDateLong(nextFree, intlLocale)) : f.noFreeDay}{' '}
        <Link to={pagePath('dashboardPropertyCalendar', { id: room.coliving_property })}>
          {f.openCalendar}
        </Link>
      </>
    );
  const alertRef = useRef<HTMLDivElement>(null);

  // The red box is at the top of a long form: bring it into view (and to screen readers' focus),
  // unless a field was refused: that field has the focus, its reason under it.
  useEffect(() => {
    if (!saveError && !uploadError) return;
    if (formRef.current?.querySelector('[aria-invalid="true"]')) return;
    alertRef.current?.focus();
    alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [saveError, uploadError]);

  const roomId = room?.id;
  const reorder = useCallback(
    (order: Parameters<typeof client.rooms.reorderImages>[1]) =>
      client.rooms.reorderImages(roomId ?? 0, order),
    [client, roomId],
  );
  const removeImage = useCallback(
    (imageId: number) => client.rooms.deleteImage(roomId ?? 0, imageId),
    [client, roomId],
  );
  const propertyId = room?.coliving_property;
  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: keys.rooms.mine });
    if (roomId !== undefined) refreshAfterRoomSave(queryClient, roomId, [propertyId]);
  }, [queryClient, roomId, propertyId]);
  const existing = useExistingImages({
    images: room?.images,
    reorder,
    remove: removeImage,
    onChanged: refreshLists,
  });
  const savedCount = room ? existing.images.length : 0;
  const limit = roomImageLimit(savedCount);

  function set<K extends RoomField>(field: K, value: RoomFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function bind(field: RoomField) {
    return {
      id: `room-${field}`,
      name: field,
      value: values[field] as string,
      error: errors[field],
      disabled: busy,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    };
  }

  /**
   * Focuses the first field with an error, in form order, once rendered and enabled again (the
   * inputs are disabled while saving); answers whether there was one.
   */
  const focusNext = useRef<RoomField | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    if (!field || busy) return;
    focusNext.current = null;
    formRef.current?.querySelector<HTMLElement>(`#room-${field}`)?.focus();
  });
  function focusFirstError(found: RoomFormErrors): boolean {
    const first = ROOM_FIELD_ORDER.find((field) => found[field]);
    focusNext.current = first ?? null;
    return first !== undefined;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSaveError(null);
    // Every problem at once, as the property form shows them; the first one takes the focus. The
    // chosen property's bedrooms are known here: a room past them is said before sending.
    const found = roomFormErrors(values, roomCapacityProblem(values, properties, room?.coliving_property));
    setErrors(found);
    if (focusFirstError(found)) return;
    const payload = roomPayload(values);
    const refresh = (saved: Room) => {
      void queryClient.invalidateQueries({ queryKey: keys.rooms.mine });
      refreshAfterRoomSave(queryClient, saved.id, [saved.coliving_property, room?.coliving_property]);
    };
    const result = await saver.run(
      files,
      {
        create: () => client.rooms.create(payload),
        update: (id) => client.rooms.update(id, payload),
        upload: (id, picked) => client.rooms.uploadImages(id, picked),
        onSaved: refresh,
      },
      {
        // A refused batch keeps only the refused files picked: the others are uploaded.
        keepFiles: setFiles,
        onUploaded: refresh,
      },
    );
    if (!result.ok) {
      // A failed upload keeps the saved room (the next submit updates it) and the picked files.
      if (result.step === 'save') {
        const server = serverRoomErrors(result.error);
        setErrors(server.fields);
        setSaveError(serverReason(result.error, server.general));
        focusFirstError(server.fields);
      }
      return;
    }
    if (result.uploaded) refresh(result.saved);
    navigate(LIST_PATH);
  }

  const progress = phase === 'saving' ? copy.form.saving : phase === 'uploading' ? copy.form.uploading : '';

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
      {saveError ? (
        <div ref={alertRef} className="alert alert--error" role="alert" tabIndex={-1}>
          {myRoomsMessages.saveFailure}
          {saveError !== myRoomsMessages.saveFailure ? <div>{saveError}</div> : null}
        </div>
      ) : uploadError ? (
        <div ref={alertRef} className="alert alert--error" role="alert" tabIndex={-1}>
          {uploadError}
        </div>
      ) : null}

      <FormSection id="room-section-basic" title={copy.form.sections.basic}>
        <div className="form-grid form-grid--2">
          <SelectField
            {...bind('coliving_property')}
            label={f.property}
            required
            className={styles.span2}
            options={[
              { value: '', label: f.chooseProperty },
              ...options.map((p) => ({ value: String(p.id), label: `${p.title} (${p.city})` })),
            ]}
          />
          <TextField
            {...bind('room_number')}
            label={f.roomNumber}
            required
            maxLength={20}
            placeholder={f.roomNumberPlaceholder}
          />
          <TextField
            {...bind('title')}
            label={f.title}
            required
            maxLength={200}
            placeholder={f.titlePlaceholder}
          />
          <TextAreaField
            {...bind('description')}
            label={f.description}
            maxLength={5000}
            rows={4}
            className={styles.span2}
          />
        </div>
      </FormSection>

      <FormSection id="room-section-details" title={copy.form.sections.details}>
        <div className="form-grid form-grid--3">
          <TextField
            {...bind('price_monthly')}
            label={f.price}
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
          />
          <TextField
            {...bind('size_sqm')}
            label={f.size}
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="0.1"
          />
          <TextField {...bind('floor_level')} label={f.floor} type="number" inputMode="numeric" step={1} />
          <TextField
            {...bind('available_from')}
            label={f.availableFrom}
            required
            type="date"
            {...(availabilityHint ? { hint: availabilityHint } : {})}
          />
          <SelectField {...bind('status')} label={f.status} options={statusOptions} />
          <TextField
            {...bind('deposit_amount')}
            label={f.deposit}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
          />
          <TextField
            {...bind('min_stay_months')}
            label={f.minStay}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField
            {...bind('max_stay_months')}
            label={f.maxStay}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={f.maxStayHint}
          />
        </div>
      </FormSection>

      <FormSection id="room-section-features" title={copy.form.sections.features}>
        <fieldset className={styles.checks}>
          <legend className="visually-hidden">{copy.form.featuresLegend}</legend>
          {ROOM_CHECKBOXES.map((field) => (
            <label key={field} className={styles.check}>
              <input
                type="checkbox"
                name={field}
                checked={values[field]}
                disabled={busy}
                onChange={(event) => set(field, event.target.checked)}
              />
              {copy.features[field]}
            </label>
          ))}
        </fieldset>
      </FormSection>

      <FormSection id="room-section-images" title={copy.form.sections.images}>
        <p className={`muted ${styles.sectionText}`}>
          {room ? copy.form.imagesOnSave : copy.form.imagesAfterCreate}
        </p>
        <ImageManager
          existing={room ? existing : null}
          files={files}
          onFilesChange={setFiles}
          check={roomFileCheck(savedCount)}
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          hint={copy.form.imagesHint(limit, savedCount > 0)}
        />
      </FormSection>

      <FormActions
        listPath={LIST_PATH}
        busy={busy}
        progress={progress}
        submitText={editing ? copy.form.save : copy.form.create}
      />
    </form>
  );
}

/**
 * The reason shown under the spec's text in the red box: the server's general one; a field's reason
 * is shown under its field instead.
 */
function serverReason(error: unknown, general: string | null): string {
  if (!isApiError(error) || error.status >= 500) return myRoomsMessages.saveFailure;
  return general ?? myRoomsMessages.saveFailure;
}
