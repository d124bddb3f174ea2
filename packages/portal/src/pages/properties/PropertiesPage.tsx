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
  priceText,
  propertyPriceRangeToFilters,
} from '@convive/sdk';
import {
  type GridViewMode,
  LocationCombobox,
  locationComboboxCss,
  PropertyGrid,
  useConvive,
  WidgetRoot,
} from '@convive/widgets';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PortalFavoriteButton } from '../../app/favorites';
import { HydrationSlice } from '../../app/hydrationSlices';
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
import { AmenityChecks, goToResults, SearchLayout, SizeRange, without } from './SearchLayout';
import { isSortOrder, type SortOrder, SortSelect } from './SortSelect';
import { type FilterChange, useFilterParams } from './useFilterParams';

const ANY = 'cualquiera';

/** The orders the select offers; the API's others (oldest first) show as the default. */
function sortOf(ordering: PropertyFilters['ordering']): SortOrder | undefined {
  return isSortOrder(ordering) ? ordering : undefined;
}

/** The property list (spec 01 §2 "Property list"): header search, side filters, grid and pages. */
export function Component() {
  const copy = listsCopy.useCopy().properties;
  const { params, filters, current, go } = useFilterParams(propertyFiltersFromUrl);
  const page = pageFromUrl(params);
  const [view, setView] = useState<GridViewMode>('grid');
  const results = useRef<HTMLDivElement>(null);
  const count = activeFilterCount(filters);

  /** Any filter change goes back to page 1 (spec 01 §4); panel tweaks replace the history entry. */
  const apply = (change: FilterChange<PropertyFilters>, push = false) =>
    go(propertyUrlParams(change(current())), { replace: !push, preventScrollReset: true });

  const setPage = (next: number) => {
    go(propertyUrlParams(filters, next), { preventScrollReset: true });
    goToResults(results.current);
  };

  const clearFilters = () => go(new URLSearchParams());

  const title = filters.city ? copy.titleIn(filters.city) : copy.title;

  return (
    <div className="container page">
      <DocumentTitle>{`${title} · Convive`}</DocumentTitle>
      <header className={styles.header}>
        <h1 className="page-title">{title}</h1>
        <p className="muted">{copy.lead}</p>
        <HydrationSlice name="search">
          <HeaderSearch filters={filters} onSearch={(next) => apply(next, true)} />
        </HydrationSlice>
      </header>

      <SearchLayout
        count={count}
        onClearFilters={clearFilters}
        resultsRef={results}
        panel={<PropertyFilterPanel filters={filters} onChange={(change) => apply(change)} />}
        action="/properties"
        keep={kept(params, ['city', 'lang'])}
        actions={<SaveSearchButton filters={savedSearchFiltersFromProperties(filters)} />}
        sort={
          <SortSelect
            value={sortOf(filters.ordering)}
            onChange={(ordering) => apply((current) => ({ ...current, ordering }), true)}
          />
        }
      >
        <PropertyGrid
          filters={filters}
          page={page}
          onPageChange={setPage}
          pageHref={(next) => withQuery('/properties', propertyUrlParams(filters, next))}
          view={view}
          onViewChange={setView}
          onClearFilters={clearFilters}
          renderFavorite={(property) => <PortalFavoriteButton property={property} />}
        />
      </SearchLayout>
    </div>
  );
}

interface HeaderSearchProps {
  filters: PropertyFilters;
  onSearch(change: FilterChange<PropertyFilters>): void;
}

/** Location and max price with 'Buscar' (spec 01 §2): what is typed waits for the button or Enter. */
function HeaderSearch({ filters, onSearch }: HeaderSearchProps) {
  const id = useId();
  const copy = listsCopy.useCopy().properties;
  const { intlLocale } = useConvive();
  const urlCity = filters.city ?? '';
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = location.trim();
    onSearch((current) => ({
      ...without(current, 'city', 'max_price'),
      ...(city ? { city } : {}),
      ...(maxPrice !== ANY ? { max_price: Number(maxPrice) } : {}),
    }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form submits on Enter; role="search" makes it a landmark.
    <form className={styles.search} role="search" aria-label={copy.search} onSubmit={submit}>
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
  onChange(change: FilterChange<PropertyFilters>): void;
}

/** The side filters (spec 01 §2, §5): price, type, bedrooms, bathrooms, size, coliving, amenities. */
function PropertyFilterPanel({ filters, onChange }: PropertyFilterPanelProps) {
  const { copy: widgets } = useConvive();
  const copy = listsCopy.useCopy().properties;
  const set = (key: keyof PropertyFilters, value: unknown) =>
    onChange((current) => ({ ...without(current, key), ...(value === undefined ? {} : { [key]: value }) }));
  const choice = (value: string) => (value === ANY ? undefined : Number(value));
  const { min, max, step } = PROPERTY_PRICE_SLIDER;
  const coliving = filters.coliving ?? 'both';

  return (
    <>
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
