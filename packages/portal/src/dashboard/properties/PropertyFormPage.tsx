import {
  ENERGY_CONSUMPTION_MAX,
  ENERGY_EMISSIONS_MAX,
  ENERGY_LETTERS,
  IMAGES_PER_UPLOAD_MAX,
  NRUA_MAX_LENGTH,
  PROPERTY_TYPES,
  type Property,
  pagePath,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useWidgetCopy } from '../../app/copy';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterPropertySave } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { myPropertiesMessages } from '../../logic/messages/myProperties';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorState, LoadingState } from '../../ui/States';
import { Switch } from '../../ui/Switch';
import { NotFoundNotice } from '../common/NotFoundNotice';
import { ImageManager } from '../images/ImageManager';
import { checkPropertyFiles } from '../images/imageChecks';
import { useExistingImages } from '../images/useExistingImages';
import { useSaveThenUpload } from '../images/useSaveThenUpload';
import { propertiesCopy } from './copy';
import { FormActions, FormSection } from './FormLayout';
import styles from './FormLayout.module.css';
import {
  AMENITY_SWITCHES,
  EMPTY_PROPERTY_FORM,
  FORM_STATUSES,
  type PropertyField,
  type PropertyFormErrors,
  type PropertyFormValues,
  propertyPayload,
  serverPropertyErrors,
  validatePropertyForm,
  valuesFromProperty,
} from './propertyForm';

const LIST_PATH = pagePath('dashboardProperties');

/** The property form, new (/dashboard/properties/new) or edit (/dashboard/properties/:id/edit). */
export function Component() {
  const { id } = useParams();
  if (id === undefined) return <PropertyForm property={null} />;
  return <EditProperty id={id} />;
}

/**
 * Loads the property to edit. A missing one (or someone else's) says 'No se pudo encontrar la
 * propiedad' where the form would be, with the way back, as the room form does: never a silent jump.
 */
function EditProperty({ id }: { id: string }) {
  const { client } = useConvive();
  const copy = propertiesCopy.useCopy();
  const user = useUser();
  const propertyId = Number(id);
  const valid = Number.isInteger(propertyId) && propertyId > 0;
  const query = useQuery({
    queryKey: keys.properties.detail(propertyId),
    queryFn: () => client.properties.get(propertyId),
    enabled: valid,
  });
  const load = useLoadState(query, keys.properties.detail(propertyId));
  const missing = !valid || query.data === null || (query.data != null && query.data.owner !== user.id);

  useEffect(() => {
    if (load.failed) notify.error(myPropertiesMessages.loadOneFailure);
  }, [load.failed]);

  if (missing) {
    return (
      <>
        <DocumentTitle>{`${copy.form.editTitle} · Convive`}</DocumentTitle>
        <PageHeader title={copy.form.editTitle} />
        <NotFoundNotice
          message={myPropertiesMessages.notFound}
          listPath={LIST_PATH}
          backLabel={copy.form.backToList}
        />
      </>
    );
  }
  if (load.failed) {
    return (
      <>
        <DocumentTitle>{`${copy.form.editTitle} · Convive`}</DocumentTitle>
        <PageHeader title={copy.form.editTitle} />
        <ErrorState message={myPropertiesMessages.loadOneFailure} onRetry={load.retry} />
      </>
    );
  }
  if (!query.data) return <LoadingState message={copy.form.loading} />;
  return <PropertyForm key={query.data.id} property={query.data} />;
}

function PropertyForm({ property }: { property: Property | null }) {
  const { client } = useConvive();
  const copy = propertiesCopy.useCopy();
  const widgetCopy = useWidgetCopy();
  const f = copy.form.fields;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PropertyFormValues>(() =>
    property ? valuesFromProperty(property) : EMPTY_PROPERTY_FORM,
  );
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const saver = useSaveThenUpload(property?.id ?? null, {
    entity: 'Property',
    uploadFailed: copy.form.uploadFailed,
  });
  const { phase, busy, editing } = saver;
  const alert = general ?? saver.uploadError;
  const alertRef = useRef<HTMLDivElement>(null);

  // A general message sits at the top of a long form: bring it into view unless a field took focus.
  useEffect(() => {
    if (!alert || formRef.current?.contains(document.activeElement)) return;
    alertRef.current?.focus();
    alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alert]);

  const imageOwner = property?.id;
  const refreshLists = useCallback(() => {
    if (imageOwner !== undefined) refreshAfterPropertySave(queryClient, imageOwner);
  }, [queryClient, imageOwner]);
  const reorder = useCallback(
    (order: Parameters<typeof client.properties.reorderImages>[1]) =>
      client.properties.reorderImages(imageOwner ?? 0, order),
    [client, imageOwner],
  );
  const removeImage = useCallback(
    (imageId: number) => client.properties.deleteImage(imageOwner ?? 0, imageId),
    [client, imageOwner],
  );
  const existing = useExistingImages({
    images: property?.images,
    reorder,
    remove: removeImage,
    onChanged: refreshLists,
  });

  function set<K extends PropertyField>(field: K, value: PropertyFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Text inputs bound to a field, with its error. */
  function bind(field: PropertyField) {
    return {
      id: `property-${field}`,
      name: field,
      value: values[field] as string,
      error: errors[field],
      disabled: busy,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    };
  }

  function focusFirstError(fieldErrors: PropertyFormErrors) {
    const first = (Object.keys(EMPTY_PROPERTY_FORM) as PropertyField[]).find((f) => fieldErrors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#property-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const found = validatePropertyForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }

    const result = await saver.run(
      files,
      {
        create: () => client.properties.create(propertyPayload(values, 'create')),
        update: (id) => client.properties.update(id, propertyPayload(values, 'update')),
        upload: (id, picked) => client.properties.uploadImages(id, picked),
        onSaved: (saved, created) => {
          refreshAfterPropertySave(queryClient, saved.id);
          notify.success(created ? myPropertiesMessages.created : myPropertiesMessages.updated);
        },
      },
      {
        // A refused batch keeps only the refused files picked: the others are uploaded.
        keepFiles: setFiles,
        onUploaded: (saved) => refreshAfterPropertySave(queryClient, saved.id),
      },
    );
    if (!result.ok) {
      if (result.step === 'save') {
        const server = serverPropertyErrors(result.error);
        setErrors(server.fields);
        setGeneral(server.general);
        notify.error(myPropertiesMessages.saveFailure);
        focusFirstError(server.fields);
      }
      return;
    }
    if (result.uploaded) {
      notify.success(
        myPropertiesMessages.imagesUploaded,
        myPropertiesMessages.imagesUploadedDescription(result.uploaded.length),
      );
      refreshAfterPropertySave(queryClient, result.saved.id);
    }
    navigate(LIST_PATH);
  }

  const title = property ? copy.form.editTitle : copy.form.newTitle;
  const statusOptions = [
    ...FORM_STATUSES,
    ...(values.status === 'inactivo' ? ['inactivo' as const] : []),
  ].map((value) => ({ value, label: widgetCopy.statusBadge.property[value] }));
  const energyOptions = [
    { value: '', label: f.energyRatingNone },
    ...ENERGY_LETTERS.map((letter) => ({ value: letter, label: letter })),
    { value: 'en_tramite', label: f.energyPending },
    { value: 'exento', label: f.energyExempt },
  ];
  const typeOptions = PROPERTY_TYPES.map((value) => ({ value, label: widgetCopy.propertyGrid.types[value] }));
  const progress = phase === 'saving' ? copy.form.saving : phase === 'uploading' ? copy.form.uploading : '';

  return (
    <>
      <DocumentTitle>{`${title} · Convive`}</DocumentTitle>
      <PageHeader
        title={title}
        description={property ? copy.form.editDescription : copy.form.newDescription}
        actions={
          property ? (
            <Link
              to={pagePath('dashboardPropertyCalendar', { id: property.id })}
              className="btn btn--outline"
            >
              <CalendarRange aria-hidden="true" />
              {copy.form.calendar}
            </Link>
          ) : null
        }
      />
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        {alert ? (
          <div ref={alertRef} className="alert alert--error" role="alert" tabIndex={-1}>
            {alert}
          </div>
        ) : null}

        <FormSection id="property-section-basic" title={copy.form.sections.basic}>
          <div className="form-grid form-grid--3">
            <TextField
              {...bind('title')}
              label={f.title}
              required
              maxLength={200}
              placeholder={f.titlePlaceholder}
              className={styles.span2}
            />
            <SelectField {...bind('property_type')} label={f.type} required options={typeOptions} />
            <TextField
              {...bind('price')}
              label={f.price}
              required
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
            />
            <TextField
              {...bind('size')}
              label={f.size}
              required
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
            />
            <TextAreaField
              {...bind('description')}
              label={f.description}
              required
              maxLength={5000}
              rows={5}
              className={styles.span2}
            />
          </div>
        </FormSection>

        <FormSection id="property-section-location" title={copy.form.sections.location}>
          <div className="form-grid form-grid--2">
            <TextField
              {...bind('address')}
              label={f.address}
              required
              maxLength={255}
              autoComplete="street-address"
              className={styles.span2}
            />
            <TextField
              {...bind('city')}
              label={f.city}
              required
              maxLength={100}
              autoComplete="address-level2"
            />
            <TextField
              {...bind('postal_code')}
              label={f.postalCode}
              required
              maxLength={10}
              autoComplete="postal-code"
            />
            <TextField {...bind('neighborhood')} label={f.zone} maxLength={120} hint={f.zoneHint} />
            <TextField
              {...bind('country')}
              label={f.country}
              required
              maxLength={100}
              autoComplete="country-name"
            />
            <TextField
              {...bind('plus_code_or_maps_link')}
              label={f.mapsLink}
              maxLength={500}
              hint={f.mapsLinkHint}
              className={styles.span2}
            />
          </div>
        </FormSection>

        <FormSection id="property-section-details" title={copy.form.sections.details}>
          <div className="form-grid form-grid--3">
            <TextField
              {...bind('bedrooms')}
              label={f.bedrooms}
              required
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
            <TextField
              {...bind('bathrooms')}
              label={f.bathrooms}
              required
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
            <TextField {...bind('floor')} label={f.floor} type="number" inputMode="numeric" step={1} />
          </div>
          <div className={styles.switches}>
            {AMENITY_SWITCHES.map((field) => (
              <Switch
                key={field}
                id={`property-${field}`}
                label={copy.form.amenities[field]}
                checked={values[field]}
                disabled={busy}
                onCheckedChange={(checked) => set(field, checked)}
              />
            ))}
          </div>
          <div className="form-grid form-grid--3">
            <SelectField
              {...bind('status')}
              label={f.status}
              options={statusOptions}
              hint={
                // Its listing decides: the server refuses a visible status until the listing is published.
                property?.hidden_by_listing ? (
                  <>
                    {copy.hiddenByListing.text}.{' '}
                    <Link to={pagePath('dashboardListings')}>{copy.hiddenByListing.link}</Link>
                  </>
                ) : undefined
              }
            />
          </div>
        </FormSection>

        <FormSection id="property-section-coliving" title={copy.form.sections.coliving}>
          <Switch
            id="property-is_coliving"
            label={f.isColiving}
            description={f.isColivingDescription}
            checked={values.is_coliving}
            disabled={busy}
            onCheckedChange={(checked) => set('is_coliving', checked)}
          />
          {values.is_coliving ? (
            <div className="form-grid form-grid--2">
              <TextField
                {...bind('price_per_room')}
                label={f.pricePerRoom}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                hint={f.pricePerRoomHint}
              />
            </div>
          ) : null}
        </FormSection>

        <FormSection id="property-section-energy" title={copy.form.sections.energy}>
          <p className={styles.sectionText}>{f.energyHint}</p>
          <div className="form-grid form-grid--3">
            <SelectField {...bind('energy_rating')} label={f.energyRating} options={energyOptions} />
            <TextField
              {...bind('energy_consumption')}
              label={f.energyConsumption}
              type="number"
              inputMode="decimal"
              min={0}
              max={ENERGY_CONSUMPTION_MAX}
              step="0.1"
            />
            <TextField
              {...bind('energy_emissions')}
              label={f.energyEmissions}
              type="number"
              inputMode="decimal"
              min={0}
              max={ENERGY_EMISSIONS_MAX}
              step="0.1"
            />
          </div>
        </FormSection>

        <FormSection id="property-section-legal" title={copy.form.sections.legal}>
          <div className="form-grid form-grid--2">
            <TextField
              {...bind('cadastral_reference')}
              label={f.cadastralReference}
              hint={f.cadastralReferenceHint}
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField
              {...bind('nrua_number')}
              label={f.nrua}
              // Room lets need it: a coliving without one is told so, but may still be saved.
              hint={values.is_coliving && !values.nrua_number.trim() ? f.nruaColivingHint : f.nruaHint}
              maxLength={NRUA_MAX_LENGTH + 20}
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
        </FormSection>

        <FormSection id="property-section-images" title={copy.form.sections.images}>
          <ImageManager
            existing={property ? existing : null}
            files={files}
            onFilesChange={setFiles}
            check={checkPropertyFiles}
            accept="image/*"
            disabled={busy}
            hint={copy.form.imagesHint(IMAGES_PER_UPLOAD_MAX)}
          />
        </FormSection>

        <FormActions
          listPath={LIST_PATH}
          busy={busy}
          progress={progress}
          submitText={editing ? copy.form.update : copy.form.create}
        />
      </form>
    </>
  );
}
