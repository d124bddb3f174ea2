import {
  cardImage,
  fieldErrorOf,
  isApiError,
  type Listing,
  type ListingCreate,
  type ListingStatus,
  type Property,
  pagePath,
  priceText,
  sizeText,
  todayIn,
} from '@convive/sdk';
import { PLACEHOLDER_IMAGE, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useWidgetCopy } from '../../app/copy';
import { useLoadState } from '../../app/loadState';
import { keys, refreshAfterListingChange } from '../../app/queryKeys';
import { useUser } from '../../app/session';
import { notify } from '../../app/toast';
import {
  applyPropertyToListingDraft,
  type ListingFormField,
  type ListingFormValues,
  listingFormErrors,
  listingFormFromListing,
  listingPatchPayload,
  listingPayload,
  newListingForm,
  rentTermsAfterChange,
} from '../../logic/listing';
import { listingsMessages } from '../../logic/messages/listings';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorState, LoadingState } from '../../ui/States';
import { Switch } from '../../ui/Switch';
import { Tabs } from '../../ui/Tabs';
import { NotFoundNotice } from '../common/NotFoundNotice';
import { listingsCopy } from './copy';
import styles from './Listings.module.css';

type FormTab = 'basic' | 'details';

const TAB_OF_FIELD: Readonly<Record<ListingFormField, FormTab>> = {
  property_id: 'basic',
  title: 'basic',
  description: 'basic',
  available_from: 'basic',
  rent_terms: 'details',
  min_stay: 'details',
  deposit: 'details',
};

/** Fields in form order: the first failing one is the one focused. */
const FIELD_ORDER: readonly ListingFormField[] = [
  'property_id',
  'title',
  'description',
  'available_from',
  'rent_terms',
  'min_stay',
  'deposit',
];

type FieldErrors = Partial<Record<ListingFormField, string>>;

/** Today's date in the browser's time zone, for 'Disponible desde'. */
function today(): string {
  try {
    return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return todayIn();
  }
}

/** The form fields that differ from the listing as loaded (PATCH sends only those). */
function changedFields(initial: ListingFormValues, current: ListingFormValues): Partial<ListingFormValues> {
  const changes: Partial<ListingFormValues> = {};
  for (const key of Object.keys(current) as (keyof ListingFormValues)[]) {
    if (String(current[key]) !== String(initial[key])) {
      (changes as Record<string, unknown>)[key] = current[key];
    }
  }
  return changes;
}

/** Create or edit a listing (spec 02 §2 "Listing form", §5): two tabs, validation, draft or published. */
export function Component() {
  const copy = listingsCopy.useCopy().form;
  const { id } = useParams();
  const listingId = id === undefined ? null : Number(id);
  const { client } = useConvive();
  const user = useUser();
  const isEdit = listingId !== null;
  const validId = listingId === null || (Number.isInteger(listingId) && listingId > 0);

  const listingQuery = useQuery({
    queryKey: keys.listings.detail(listingId),
    queryFn: () => client.listings.get(listingId as number),
    enabled: isEdit && validId,
  });
  const listingLoad = useLoadState(listingQuery, keys.listings.detail(listingId));
  // A missing listing (or someone else's) is said where the form would be, with the way back, as
  // the room form does: never a silent jump to the list.
  const notFound =
    (isEdit && !validId) ||
    (listingQuery.isSuccess &&
      (listingQuery.data === null || (listingQuery.data != null && listingQuery.data.owner !== user.id)));

  const title = isEdit ? copy.editTitle : copy.createTitle;
  const head = (
    <>
      <DocumentTitle>{`${title} · Convive`}</DocumentTitle>
      <PageHeader title={title} description={isEdit ? copy.editDescription : copy.createDescription} />
    </>
  );

  if (!isEdit) {
    return (
      <div className="stack">
        {head}
        <ListingForm listing={null} />
      </div>
    );
  }
  return (
    <div className="stack">
      {head}
      {notFound ? (
        <NotFoundNotice
          message={listingsMessages.notFound}
          listPath={pagePath('dashboardListings')}
          backLabel={copy.backToList}
        />
      ) : listingLoad.loading ? (
        <LoadingState message={copy.loading} />
      ) : listingLoad.failed ? (
        <ErrorState message={listingsMessages.loadOneFailure} onRetry={listingLoad.retry} />
      ) : listingQuery.data ? (
        <ListingForm key={listingQuery.data.id} listing={listingQuery.data} />
      ) : null}
    </div>
  );
}

function ListingForm({ listing }: { listing: Listing | null }) {
  const { form: copy, status: statusLabels } = listingsCopy.useCopy();
  const { client } = useConvive();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isEdit = listing !== null;
  const [initial] = useState<ListingFormValues>(() =>
    listing ? listingFormFromListing(listing) : newListingForm(today()),
  );
  const [form, setForm] = useState<ListingFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<FormTab>('basic');
  const [formError, setFormError] = useState<string | null>(null);
  const pendingFocus = useRef<ListingFormField | null>(null);
  const idBase = useId();
  const fieldId = (field: ListingFormField) => `${idBase}-${field}`;
  const statusHintId = `${idBase}-status-hint`;
  const focusField = (field: ListingFormField) => document.getElementById(fieldId(field))?.focus();
  const [savingAs, setSavingAs] = useState<'draft' | 'publish' | 'update' | null>(null);

  const propertiesQuery = useQuery({
    queryKey: keys.properties.mine,
    queryFn: () => client.properties.mine(),
  });
  const propertiesLoad = useLoadState(propertiesQuery, keys.properties.mine);
  // One toast per failed load, retries included.
  useEffect(() => {
    if (propertiesLoad.failed) notify.error(listingsMessages.propertiesLoadFailure);
  }, [propertiesLoad.failed]);
  const properties = propertiesQuery.data ?? [];
  const chosenId = Number(form.property_id);
  const chosen = properties.find((p) => p.id === chosenId) ?? null;

  // A field error on the other tab switches to it; the field is focused once it is rendered.
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field || TAB_OF_FIELD[field] !== tab) return;
    pendingFocus.current = null;
    focusField(field);
  });

  const priceOf = (propertyId: ListingFormValues['property_id']) =>
    properties.find((p) => p.id === Number(propertyId))?.price ?? null;

  const update = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setForm((old) => {
      const next = { ...old, [key]: value };
      // Terms not yet the landlord's own follow the figures, so they never contradict them.
      if (key === 'min_stay' || key === 'deposit') {
        const price = priceOf(old.property_id);
        next.rent_terms = rentTermsAfterChange({ ...old, price }, { ...next, price });
      }
      return next;
    });
    if (key in errors) {
      setErrors((old) => {
        const next = { ...old };
        delete next[key as ListingFormField];
        return next;
      });
    }
  };

  const chooseProperty = (value: string) => {
    const property = properties.find((p) => String(p.id) === value);
    setErrors((old) => {
      const next = { ...old };
      delete next.property_id;
      if (!isEdit && property) {
        delete next.title;
        delete next.deposit;
      }
      return next;
    });
    if (!property) {
      setForm((old) => ({ ...old, property_id: value }));
      return;
    }
    // Only a new listing takes the property's suggested title and its price as deposit (spec 02 §5),
    // the title in the chosen language; an existing one keeps its deposit, its terms following the
    // new price while they are not the landlord's own.
    setForm((old) => {
      const previousPrice = priceOf(old.property_id);
      if (isEdit) {
        return {
          ...old,
          property_id: property.id,
          rent_terms: rentTermsAfterChange(
            { ...old, price: previousPrice },
            { ...old, price: property.price },
          ),
        };
      }
      return applyPropertyToListingDraft(old, property, {
        texts: listingsCopy.current().form.defaults,
        previousPrice,
      });
    });
  };

  const save = useMutation({
    mutationFn: async (status: ListingStatus) => {
      const values = { ...form, status };
      if (listing) {
        return client.listings.update(listing.id, listingPatchPayload(changedFields(initial, values)));
      }
      return client.listings.create(listingPayload(values) as ListingCreate);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.listings.detail(saved.id), saved);
      refreshAfterListingChange(queryClient, user.id, [saved, listing]);
      const texts = listingsCopy.current().form;
      if (isEdit) notify.success(texts.updated, texts.updatedText(saved.title));
      else if (saved.status === 'draft') notify.success(texts.draftSaved, texts.draftSavedText(saved.title));
      else notify.success(texts.published, texts.publishedText(saved.title));
      void navigate(pagePath('dashboardListings'));
    },
    onError: (error) => {
      const propertyError = fieldErrorOf(error, 'property');
      if (propertyError) {
        setErrors((old) => ({ ...old, property_id: propertyError }));
        notify.error(propertyError);
        showField('property_id');
        return;
      }
      const fieldMessages: FieldErrors = {};
      if (isApiError(error)) {
        for (const field of FIELD_ORDER) {
          const key = field === 'property_id' ? 'property' : field;
          const message = fieldErrorOf(error, key);
          if (message) fieldMessages[field] = message;
        }
      }
      const first = FIELD_ORDER.find((field) => fieldMessages[field]);
      setErrors((old) => ({ ...old, ...fieldMessages }));
      setFormError(listingsMessages.saveFailure);
      notify.error(listingsMessages.saveFailure);
      if (first) showField(first);
    },
    onSettled: () => setSavingAs(null),
  });

  function showField(field: ListingFormField) {
    pendingFocus.current = field;
    if (TAB_OF_FIELD[field] !== tab) setTab(TAB_OF_FIELD[field]);
    else {
      pendingFocus.current = null;
      focusField(field);
    }
  }

  const submit = (intent: 'draft' | 'publish' | 'update') => {
    if (save.isPending) return;
    setFormError(null);
    const found = listingFormErrors(form);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      showField(first);
      return;
    }
    setSavingAs(intent);
    save.mutate(intent === 'draft' ? 'draft' : intent === 'publish' ? 'published' : form.status);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(isEdit ? 'update' : 'publish');
  };

  const tabHasError = (which: FormTab) => FIELD_ORDER.some((f) => TAB_OF_FIELD[f] === which && errors[f]);
  const tabLabel = (text: string, which: FormTab) => (
    <>
      {text}
      {tabHasError(which) ? (
        <>
          <span className={styles.tabError} aria-hidden="true" />
          <span className="visually-hidden">{` ${copy.withErrors}`}</span>
        </>
      ) : null}
    </>
  );

  const busy = save.isPending;
  const propertyOptions = [
    { value: '', label: propertiesLoad.loading ? copy.propertiesLoading : copy.propertyChoose },
    ...properties.map((p) => ({ value: String(p.id), label: `${p.title}${p.city ? ` (${p.city})` : ''}` })),
  ];
  // The listing's own property may not be in the list (deleted meanwhile): keep it selectable.
  if (listing && !properties.some((p) => p.id === listing.property.id) && !propertiesLoad.loading) {
    propertyOptions.push({ value: String(listing.property.id), label: listing.property.title });
  }

  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <div className="card">
        <div className="card__body">
          <Tabs<FormTab>
            label={copy.sections}
            value={tab}
            onChange={setTab}
            items={[
              { key: 'basic', label: tabLabel(copy.tabBasic, 'basic') },
              { key: 'details', label: tabLabel(copy.tabDetails, 'details') },
            ]}
          >
            {tab === 'basic' ? (
              <div className="stack">
                <SelectField
                  id={fieldId('property_id')}
                  label={copy.property}
                  required
                  value={String(form.property_id ?? '')}
                  onChange={(event) => chooseProperty(event.target.value)}
                  options={propertyOptions}
                  disabled={propertiesLoad.loading}
                  error={errors.property_id}
                  hint={isEdit ? undefined : copy.propertyHint}
                />
                {propertiesLoad.failed ? (
                  <div className="alert alert--error" role="alert">
                    <span>{listingsMessages.propertiesLoadFailure}</span>{' '}
                    <button type="button" className="btn btn--outline btn--sm" onClick={propertiesLoad.retry}>
                      {copy.retry}
                    </button>
                  </div>
                ) : propertiesQuery.isSuccess && properties.length === 0 ? (
                  <div className="alert alert--info">
                    {copy.noPropertiesBefore}{' '}
                    <Link to={pagePath('dashboardPropertyNew')}>{copy.noPropertiesLink}</Link>
                    {copy.noPropertiesAfter}
                  </div>
                ) : null}
                {chosen ? <PropertySummary property={chosen} /> : null}
                <TextField
                  id={fieldId('title')}
                  label={copy.title}
                  required
                  maxLength={200}
                  value={form.title}
                  onChange={(event) => update('title', event.target.value)}
                  error={errors.title}
                />
                <TextAreaField
                  id={fieldId('description')}
                  label={copy.description}
                  required
                  rows={5}
                  maxLength={5000}
                  value={form.description}
                  onChange={(event) => update('description', event.target.value)}
                  error={errors.description}
                />
                <TextField
                  id={fieldId('available_from')}
                  label={copy.availableFrom}
                  required
                  type="date"
                  value={form.available_from}
                  onChange={(event) => update('available_from', event.target.value)}
                  error={errors.available_from}
                />
                <Switch
                  checked={form.is_featured}
                  onCheckedChange={(checked) => update('is_featured', checked)}
                  label={copy.featured}
                  description={copy.featuredHint}
                />
              </div>
            ) : (
              <div className="stack">
                <TextAreaField
                  id={fieldId('rent_terms')}
                  label={copy.rentTerms}
                  required
                  rows={4}
                  maxLength={2000}
                  value={form.rent_terms}
                  onChange={(event) => update('rent_terms', event.target.value)}
                  error={errors.rent_terms}
                />
                <div className="form-grid form-grid--2">
                  <TextField
                    id={fieldId('min_stay')}
                    label={copy.minStay}
                    required
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={120}
                    step={1}
                    value={String(form.min_stay ?? '')}
                    onChange={(event) => update('min_stay', event.target.value)}
                    error={errors.min_stay}
                  />
                  <TextField
                    id={fieldId('deposit')}
                    label={copy.deposit}
                    required
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    value={String(form.deposit ?? '')}
                    onChange={(event) => update('deposit', event.target.value)}
                    error={errors.deposit}
                  />
                </div>
                {isEdit ? (
                  <SelectField
                    label={copy.status}
                    value={form.status}
                    onChange={(event) => update('status', event.target.value as ListingStatus)}
                    options={(['published', 'draft', 'paused'] as const).map((value) => ({
                      value,
                      label: statusLabels[value],
                    }))}
                    hint={copy.statusHint}
                  />
                ) : (
                  <>
                    <p className="muted">{copy.statusNote}</p>
                    {/* The status is chosen by the save buttons here: they are described by it. */}
                    <p id={statusHintId} className="muted">
                      {copy.statusHint}
                    </p>
                  </>
                )}
              </div>
            )}
          </Tabs>
        </div>
      </div>
      <div className={styles.formActions}>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={() => void navigate(pagePath('dashboardListings'))}
        >
          {copy.cancel}
        </button>
        {isEdit ? (
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {savingAs === 'update' ? copy.saving : copy.update}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => submit('draft')}
              aria-describedby={tab === 'details' ? statusHintId : undefined}
            >
              {savingAs === 'draft' ? copy.saving : copy.saveDraft}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={busy}
              aria-describedby={tab === 'details' ? statusHintId : undefined}
            >
              {savingAs === 'publish' ? copy.publishing : copy.publish}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

function PropertySummary({ property }: { property: Property }) {
  const copy = listingsCopy.useCopy().form;
  const grid = useWidgetCopy().propertyGrid;
  const { intlLocale } = useConvive();
  const [failed, setFailed] = useState(false);
  const image = cardImage(property);
  const types: Readonly<Record<string, string>> = grid.types;
  const facts = [
    types[property.property_type] ?? property.property_type,
    property.is_coliving ? grid.coliving : null,
    grid.bedrooms(property.bedrooms),
    grid.bathrooms(property.bathrooms),
    property.size > 0 ? sizeText(property.size, intlLocale) : null,
  ].filter(Boolean);
  return (
    <section className={styles.summary} aria-label={copy.selectedProperty}>
      <img src={!failed && image ? image : PLACEHOLDER_IMAGE} alt="" onError={() => setFailed(true)} />
      <div className={styles.summaryText}>
        <p className={styles.summaryTitle}>{property.title}</p>
        <p className="muted">{[property.address, property.city].filter(Boolean).join(', ')}</p>
        <p className="muted">{facts.join(' · ')}</p>
        <p className={styles.summaryPrice}>{priceText(property.price, intlLocale)}</p>
        <LegalFacts property={property} />
      </div>
    </section>
  );
}

/**
 * The facts a Spanish listing must show, which are the property's: shown where the listing is
 * written, with what is missing said plainly and a way to add it (the listing still saves).
 */
function LegalFacts({ property }: { property: Property }) {
  const copy = listingsCopy.useCopy().form;
  const rating = property.energy_rating;
  const facts = [
    rating === 'en_tramite'
      ? copy.energyPendingFact
      : rating === 'exento'
        ? copy.energyExemptFact
        : rating
          ? copy.energyFact(rating)
          : null,
    property.cadastral_reference ? copy.cadastralFact(property.cadastral_reference) : null,
    property.nrua_number ? copy.nruaFact(property.nrua_number) : null,
  ].filter((fact): fact is string => fact !== null);
  const missing = [
    rating ? null : copy.energyMissing,
    property.is_coliving && !property.nrua_number ? copy.nruaMissing : null,
  ].filter((text): text is string => text !== null);
  return (
    <section className={styles.legalFacts} aria-label={copy.legalFacts}>
      {facts.length > 0 ? <p className="muted">{facts.join(' · ')}</p> : null}
      {missing.map((text) => (
        <p key={text} className={styles.legalMissing}>
          {text} <Link to={pagePath('dashboardPropertyEdit', { id: property.id })}>{copy.addFactsLink}</Link>
        </p>
      ))}
    </section>
  );
}
