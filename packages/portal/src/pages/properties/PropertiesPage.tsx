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
import { type GridViewMode, PropertyGrid, useConvive } from '@convive/widgets';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField, type SelectOption } from '../../ui';
import { DraftNumberField, SIZE_FILTER_MAX } from './DraftNumberField';
import styles from './filters.module.css';
import { PriceRange } from './PriceRange';
import {
  activeFilterCount,
  PROPERTY_AMENITY_LABELS,
  pageFromUrl,
  propertyFiltersFromUrl,
  propertyUrlParams,
} from './propertySearch';
import { useSpaLinks } from './useSpaLinks';

const ANY = 'cualquiera';

const COLIVING_LABELS: Record<ColivingFilter, string> = {
  both: 'Todas',
  coliving: 'Coliving',
  traditional: 'Tradicional',
};

/** Wide screens open the filter panel at first; phones start with it closed (it sits above the list). */
function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true;
}

/** Copies filters leaving `keys` out, so a control can set or clear its own keys. */
function without(filters: PropertyFilters, ...keys: (keyof PropertyFilters)[]): PropertyFilters {
  const copy: Record<string, unknown> = { ...filters };
  for (const key of keys) delete copy[key];
  return copy as PropertyFilters;
}

/** The property list (spec 01 §2 "Property list"): header search, side filters, grid and pages. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => propertyFiltersFromUrl(params), [params]);
  const page = pageFromUrl(params);
  const [view, setView] = useState<GridViewMode>('grid');
  const [panelOpen, setPanelOpen] = useState(startsOpen);
  const results = useRef<HTMLDivElement>(null);
  const onLinkClick = useSpaLinks();
  const panelId = useId();
  const count = activeFilterCount(filters);

  /** Any filter change goes back to page 1 (spec 01 §4); panel tweaks replace the history entry. */
  const apply = (next: PropertyFilters, push = false) =>
    setParams(propertyUrlParams(next), { replace: !push, preventScrollReset: true });

  const setPage = (next: number) => {
    setParams(propertyUrlParams(filters, next), { preventScrollReset: true });
    results.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const clearFilters = () => setParams(new URLSearchParams());

  const showResults = () => {
    setPanelOpen(false);
    // The button pressed disappears with the panel: focus moves to the results it revealed.
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView?.({ block: 'start' });
  };

  const title = filters.city ? `Propiedades en ${filters.city}` : 'Propiedades en alquiler';

  return (
    <div className="container page">
      <title>{`${title} · Convive`}</title>
      <header className={styles.header}>
        <h1 className="page-title">{title}</h1>
        <p className="muted">Pisos, casas y espacios coliving disponibles para alquilar.</p>
        <HeaderSearch filters={filters} onSearch={(next) => apply(next, true)} />
      </header>

      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn--outline"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {panelOpen ? 'Ocultar filtros' : 'Mostrar filtros'}
          {count > 0 ? (
            <span className={styles.count}>
              <span className="visually-hidden">(</span>
              {count}
              <span className="visually-hidden"> activos)</span>
            </span>
          ) : null}
        </button>
        {count > 0 ? (
          <button type="button" className="btn btn--ghost" onClick={clearFilters}>
            Limpiar filtros
          </button>
        ) : null}
      </div>

      <div className={styles.layout} data-panel={panelOpen ? 'open' : 'closed'}>
        <section id={panelId} className={styles.panel} aria-label="Filtros" hidden={!panelOpen}>
          <PropertyFilterPanel filters={filters} onChange={(next) => apply(next)} onDone={showResults} />
        </section>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the cards' links, which are keyboard-reachable themselves. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click. */}
        <div className={styles.results} ref={results} tabIndex={-1} onClick={onLinkClick}>
          <PropertyGrid
            filters={filters}
            page={page}
            onPageChange={setPage}
            view={view}
            onViewChange={setView}
            onClearFilters={clearFilters}
          />
        </div>
      </div>
    </div>
  );
}

interface HeaderSearchProps {
  filters: PropertyFilters;
  onSearch(filters: PropertyFilters): void;
}

/** Location and max price with 'Buscar' (spec 01 §2): what is typed waits for the button or Enter. */
function HeaderSearch({ filters, onSearch }: HeaderSearchProps) {
  const id = useId();
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
    { value: ANY, label: 'Cualquier precio' },
    ...LIST_PRICE_CHOICES.map((price) => ({ value: String(price), label: `Hasta ${priceText(price)}` })),
  ];
  if (maxPrice !== ANY && !priceOptions.some((option) => option.value === maxPrice)) {
    // A price from the home search or the slider that the list's choices do not have.
    priceOptions.push({ value: maxPrice, label: `Hasta ${priceText(Number(maxPrice))}` });
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = location.trim();
    onSearch({
      ...without(filters, 'city', 'max_price'),
      ...(city ? { city } : {}),
      ...(maxPrice !== ANY ? { max_price: Number(maxPrice) } : {}),
    });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form submits on Enter; role="search" makes it a landmark.
    <form className={styles.search} role="search" aria-label="Buscar propiedades" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>
          Ubicación
        </label>
        <input
          id={`${id}-location`}
          className="input"
          type="text"
          name="city"
          maxLength={100}
          autoComplete="address-level2"
          placeholder="Ciudad o barrio"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </div>
      <SelectField
        label="Precio máximo"
        name="max_price"
        value={maxPrice}
        options={priceOptions}
        onChange={(e) => setMaxPrice(e.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        Buscar
      </button>
    </form>
  );
}

interface PropertyFilterPanelProps {
  /** Closes the panel and shows the results (phones, where the panel sits above them). */
  onDone(): void;
  filters: PropertyFilters;
  onChange(filters: PropertyFilters): void;
}

/** The side filters (spec 01 §2, §5): price, type, bedrooms, bathrooms, size, coliving, amenities. */
function PropertyFilterPanel({ filters, onChange, onDone }: PropertyFilterPanelProps) {
  const { copy } = useConvive();
  const id = useId();
  const set = (key: keyof PropertyFilters, value: unknown) =>
    onChange({ ...without(filters, key), ...(value === undefined ? {} : { [key]: value }) });
  const choice = (value: string) => (value === ANY ? undefined : Number(value));
  const { min, max, step } = PROPERTY_PRICE_SLIDER;
  const coliving = filters.coliving ?? 'both';

  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>Filtros</h2>
      <PriceRange
        legend="Precio al mes"
        min={min}
        max={max}
        step={step}
        value={[Math.min(filters.min_price ?? min, max), Math.min(filters.max_price ?? max, max)]}
        maxText="Sin máximo"
        onCommit={(range) =>
          onChange({ ...without(filters, 'min_price', 'max_price'), ...propertyPriceRangeToFilters(range) })
        }
      />
      <SelectField
        label="Tipo de propiedad"
        value={filters.property_type ?? ANY}
        options={[
          { value: ANY, label: 'Cualquiera' },
          ...PROPERTY_TYPES.map((type) => ({ value: type, label: copy.propertyGrid.types[type] })),
        ]}
        onChange={(e) => set('property_type', e.target.value === ANY ? undefined : e.target.value)}
      />
      <SelectField
        label="Habitaciones"
        value={filters.bedrooms !== undefined ? String(filters.bedrooms) : ANY}
        options={[
          { value: ANY, label: 'Cualquiera' },
          ...BEDROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` })),
        ]}
        onChange={(e) => set('bedrooms', choice(e.target.value))}
      />
      <SelectField
        label="Baños"
        value={filters.bathrooms !== undefined ? String(filters.bathrooms) : ANY}
        options={[
          { value: ANY, label: 'Cualquiera' },
          ...BATHROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` })),
        ]}
        onChange={(e) => set('bathrooms', choice(e.target.value))}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Tamaño (m²)</legend>
        <div className={styles.pair}>
          <DraftNumberField
            label="Mínimo"
            value={filters.min_size}
            max={SIZE_FILTER_MAX}
            check={(value) =>
              filters.max_size !== undefined && value > filters.max_size
                ? 'El mínimo no puede ser mayor que el máximo.'
                : null
            }
            onCommit={(value) => set('min_size', value)}
          />
          <DraftNumberField
            label="Máximo"
            value={filters.max_size}
            max={SIZE_FILTER_MAX}
            check={(value) =>
              filters.min_size !== undefined && value < filters.min_size
                ? 'El máximo no puede ser menor que el mínimo.'
                : null
            }
            onCommit={(value) => set('max_size', value)}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Tipo de alquiler</legend>
        <div className={styles.options}>
          {(['both', ...COLIVING_FILTERS.filter((v) => v !== 'both')] as ColivingFilter[]).map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={`${id}-coliving`}
                value={value}
                checked={coliving === value}
                onChange={() => set('coliving', value === 'both' ? undefined : value)}
              />
              {COLIVING_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Comodidades</legend>
        <div className={styles.options}>
          {PROPERTY_AMENITIES.map((amenity) => (
            <label key={amenity} className={styles.option}>
              <input
                type="checkbox"
                name={amenity}
                checked={filters[amenity] === true}
                onChange={(e) => set(amenity, e.target.checked ? true : undefined)}
              />
              {PROPERTY_AMENITY_LABELS[amenity]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className={`btn btn--primary ${styles.done}`} onClick={onDone}>
        Ver resultados
      </button>
    </div>
  );
}
