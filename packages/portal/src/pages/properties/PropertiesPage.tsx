import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  COLIVING_FILTERS,
  type ColivingFilter,
  LIST_PRICE_CHOICES,
  PROPERTY_AMENITIES,
  PROPERTY_PRICE_SLIDER,
  PROPERTY_TYPES,
  type PropertyFilters,
  pagePath,
  priceText,
  propertyPriceRangeToFilters,
} from '@convive/sdk';
import {
  type GridViewMode,
  LocationCombobox,
  locationComboboxCss,
  PropertyGrid,
  placeOrText,
  useConvive,
  WidgetRoot,
} from '@convive/widgets';
import { type FormEvent, Suspense, useId, useMemo, useRef, useState } from 'react';
import { PortalFavoriteButton } from '../../app/favorites';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField, type SelectOption } from '../../ui/Field';
import { SaveSearchButton } from '../saved-search/SaveSearchButton';
import { savedSearchFiltersFromProperties } from '../saved-search/savedSearchFilters';
import { listsCopy } from './copy';
import styles from './filters.module.css';
import { PriceRange } from './PriceRange';
import {
  activeFilterCount,
  kept,
  pageFromUrl,
  propertyFiltersFromUrl,
  propertyUrlParams,
  withQuery,
} from './propertySearch';
import { AmenityChecks, SearchLayout, SizeRange, useGoToResults, without } from './SearchLayout';
import { isSortOrder, type SortOrder, SortSelect } from './SortSelect';
import { StayFields, StayRefusalScope, useStayRefusal } from './StayFields';
import { type StayFilters, stayForSearch, stayKeyOf, withStay } from './stay';
import { type FilterChange, useFilterParams } from './useFilterParams';

const ANY = 'cualquiera';

/** The orders the select offers; the API's others (oldest first) show as the default. */
function sortOf(ordering: PropertyFilters['ordering']): SortOrder | undefined {
  return isSortOrder(ordering) ? ordering : undefined;
}

/** The property list (spec 01 §2 "Property list"): header search, side filters, grid and pages. */
export function Component() {
  const copy = listsCopy.useCopy().properties;
  const { params, filters, controls, current, go } = useFilterParams(propertyFiltersFromUrl);
  const page = pageFromUrl(params);
  const [view, setView] = useState<GridViewMode>('grid');
  const results = useRef<HTMLDivElement>(null);
  // What is searched: the address's filters with a whole stay only.
  const search = useMemo(() => stayForSearch(filters), [filters]);
  const [refusal, report] = useStayRefusal(stayKeyOf(search));
  const count = activeFilterCount(search);
  const goToResultsOf = useGoToResults(page, results);

  /**
   * Any filter change goes back to page 1 (spec 01 §4) in a history entry of its own, so Back
   * returns to the filters before it. Only committed changes get here: sliders and number boxes
   * wait for a pause (`useDraft`), the header's text for 'Buscar'.
   */
  const apply = (change: FilterChange<PropertyFilters>) => {
    const next = propertyUrlParams(change(current()));
    if (next.toString() !== propertyUrlParams(current()).toString()) go(next, { preventScrollReset: true });
  };

  const setPage = (next: number) => {
    goToResultsOf(next);
    go(propertyUrlParams(filters, next), { preventScrollReset: true });
  };

  const clearFilters = () => go(new URLSearchParams());

  const title = filters.city
    ? copy.titleIn(filters.city)
    : filters.search
      ? copy.titleFor(filters.search)
      : copy.title;

  return (
    <div className="container page">
      <DocumentTitle>{`${title} · Convive`}</DocumentTitle>
      <header className={styles.header}>
        <h1 className="page-title">{title}</h1>
        <p className="muted">{copy.lead}</p>
        <Suspense>
          <HeaderSearch filters={filters} onSearch={apply} />
        </Suspense>
      </header>

      <SearchLayout
        count={count}
        onClearFilters={clearFilters}
        resultsRef={results}
        panel={
          <PropertyFilterPanel filters={controls} refusal={refusal} onChange={(change) => apply(change)} />
        }
        action={pagePath('properties')}
        keep={kept(params, ['city', 'search', 'move_out', 'lang'])}
        actions={<SaveSearchButton filters={savedSearchFiltersFromProperties(search)} />}
        sort={
          <SortSelect
            value={sortOf(controls.ordering)}
            onChange={(ordering) => apply((current) => ({ ...current, ordering }))}
          />
        }
      >
        <StayRefusalScope onReport={report}>
          <PropertyGrid
            filters={search}
            page={page}
            onPageChange={setPage}
            pageHref={(next) => withQuery(pagePath('properties'), propertyUrlParams(filters, next))}
            view={view}
            onViewChange={setView}
            onClearFilters={clearFilters}
            renderFavorite={(property) => <PortalFavoriteButton property={property} />}
          />
        </StayRefusalScope>
      </SearchLayout>
    </div>
  );
}

interface HeaderSearchProps {
  filters: PropertyFilters;
  onSearch(change: FilterChange<PropertyFilters>): void;
}

/**
 * Location and max price with 'Buscar' (spec 01 §2): what is typed waits for the button or Enter.
 * The text is a place when a city or neighbourhood starts with it, else words of the listings
 * (`placeOrText`: 'Retiro' is a place, 'terraza' is searched in titles and descriptions).
 */
function HeaderSearch({ filters, onSearch }: HeaderSearchProps) {
  const id = useId();
  const copy = listsCopy.useCopy().properties;
  const { intlLocale, client } = useConvive();
  const urlCity = filters.city ?? filters.search ?? '';
  const urlMax = filters.max_price !== undefined ? String(filters.max_price) : ANY;
  const [location, setLocation] = useState(urlCity);
  const [maxPrice, setMaxPrice] = useState(urlMax);
  const [seen, setSeen] = useState(`${urlCity}|${urlMax}`);
  if (seen !== `${urlCity}|${urlMax}`) {
    // The URL changed (a link, back button, 'Limpiar filtros'): show what is searched now.
    setSeen(`${urlCity}|${urlMax}`);
    setLocation(urlCity);
    setMaxPrice(urlMax);
  }

  const priceOptions: SelectOption[] = [
    { value: ANY, label: copy.anyPrice },
    ...LIST_PRICE_CHOICES.map((price) => ({
      value: String(price),
      label: copy.upTo(priceText(price, intlLocale)),
    })),
  ];
  if (maxPrice !== ANY && !priceOptions.some((option) => option.value === maxPrice)) {
    // A price from the home search or the slider that the list's choices do not have.
    priceOptions.push({ value: maxPrice, label: copy.upTo(priceText(Number(maxPrice), intlLocale)) });
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const place = await placeOrText(client, location);
    onSearch((current) => ({
      ...without(current, 'city', 'search', 'max_price'),
      ...place,
      ...(maxPrice !== ANY ? { max_price: Number(maxPrice) } : {}),
    }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form submits on Enter; role="search" makes it a landmark.
    <form className={styles.search} role="search" aria-label={copy.search} onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>
          {copy.location}
        </label>
        {/* Suggests cities and neighbourhoods as it is typed; a pick fills the field, 'Buscar' searches. */}
        <WidgetRoot className={styles.location ?? ''} css={locationComboboxCss}>
          <LocationCombobox
            id={`${id}-location`}
            className="input"
            name="city"
            placeholder={copy.locationPlaceholder}
            value={location}
            onChange={setLocation}
            wordsToo
          />
        </WidgetRoot>
      </div>
      <SelectField
        label={copy.maxPrice}
        name="max_price"
        value={maxPrice}
        options={priceOptions}
        onChange={(e) => setMaxPrice(e.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {copy.submit}
      </button>
    </form>
  );
}

interface PropertyFilterPanelProps {
  filters: PropertyFilters;
  /** The server's refusal of the stay searched. */
  refusal: string | null;
  onChange(change: FilterChange<PropertyFilters>): void;
}

/**
 * The side filters (spec 01 §2, §5): the stay, price, type, bedrooms, bathrooms, size, coliving,
 * amenities.
 */
function PropertyFilterPanel({ filters, refusal, onChange }: PropertyFilterPanelProps) {
  const { copy: widgets } = useConvive();
  const copy = listsCopy.useCopy().properties;
  const set = (key: keyof PropertyFilters, value: unknown) =>
    onChange((current) => ({ ...without(current, key), ...(value === undefined ? {} : { [key]: value }) }));
  const choice = (value: string) => (value === ANY ? undefined : Number(value));
  const { min, max, step } = PROPERTY_PRICE_SLIDER;
  const coliving = filters.coliving ?? 'both';

  return (
    <>
      <StayFields
        stay={filters}
        refusal={refusal}
        onChange={(stay: StayFilters) => onChange((current) => withStay(current, stay))}
      />
      <PriceRange
        legend={copy.pricePerMonth}
        min={min}
        max={max}
        step={step}
        value={[Math.min(filters.min_price ?? min, max), Math.min(filters.max_price ?? max, max)]}
        maxText={copy.noMaximum}
        onCommit={(range) =>
          onChange((current) => ({
            ...without(current, 'min_price', 'max_price'),
            ...propertyPriceRangeToFilters(range),
          }))
        }
      />
      <SelectField
        label={copy.type}
        name="property_type"
        value={filters.property_type ?? ANY}
        options={[
          { value: ANY, label: copy.any },
          ...PROPERTY_TYPES.map((type) => ({ value: type, label: widgets.propertyGrid.types[type] })),
        ]}
        onChange={(e) => set('property_type', e.target.value === ANY ? undefined : e.target.value)}
      />
      <SelectField
        label={copy.bedrooms}
        name="bedrooms"
        value={filters.bedrooms !== undefined ? String(filters.bedrooms) : ANY}
        options={[
          { value: ANY, label: copy.any },
          ...BEDROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` })),
        ]}
        onChange={(e) => set('bedrooms', choice(e.target.value))}
      />
      <SelectField
        label={copy.bathrooms}
        name="bathrooms"
        value={filters.bathrooms !== undefined ? String(filters.bathrooms) : ANY}
        options={[
          { value: ANY, label: copy.any },
          ...BATHROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` })),
        ]}
        onChange={(e) => set('bathrooms', choice(e.target.value))}
      />
      <SizeRange minSize={filters.min_size} maxSize={filters.max_size} onCommit={set} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.rentalType}</legend>
        <div className={styles.options}>
          {(['both', ...COLIVING_FILTERS.filter((v) => v !== 'both')] as ColivingFilter[]).map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name="coliving"
                value={value}
                checked={coliving === value}
                onChange={() => set('coliving', value === 'both' ? undefined : value)}
              />
              {copy.coliving[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <AmenityChecks
        amenities={PROPERTY_AMENITIES}
        labels={copy.amenities}
        checked={(amenity) => filters[amenity] === true}
        onChange={(amenity, checked) => set(amenity, checked ? true : undefined)}
      />
    </>
  );
}
