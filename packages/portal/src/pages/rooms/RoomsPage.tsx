import {
  ROOM_AMENITIES,
  ROOM_PRICE_SLIDER,
  ROOM_STATUSES,
  type RoomFilters,
  roomPriceRangeToFilters,
} from '@convive/sdk';
import { type GridViewMode, RoomGrid, useConvive } from '@convive/widgets';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../ui';
import { DraftNumberField, SIZE_FILTER_MAX } from '../properties/DraftNumberField';
import styles from '../properties/filters.module.css';
import { PriceRange } from '../properties/PriceRange';
import { pageFromUrl } from '../properties/propertySearch';
import { useDraft } from '../properties/useDraft';
import { useSpaLinks } from '../properties/useSpaLinks';
import { ROOM_AMENITY_LABELS, roomFiltersFromUrl, roomUrlParams } from './roomSearch';

const ANY = 'cualquiera';

/** Wide screens open the filter panel at first; phones start with it closed (it sits above the list). */
function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true;
}

/** Copies filters leaving `keys` out, so a control can set or clear its own keys. */
function without(filters: RoomFilters, ...keys: (keyof RoomFilters)[]): RoomFilters {
  const copy: Record<string, unknown> = { ...filters };
  for (const key of keys) delete copy[key];
  return copy as RoomFilters;
}

/** How many filters are set (shown on the filter toggle). */
function activeCount(filters: RoomFilters): number {
  const priced = filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0;
  const others = Object.entries(filters).filter(
    ([key, value]) => value !== undefined && value !== false && key !== 'min_price' && key !== 'max_price',
  ).length;
  return priced + others;
}

/** The coliving room list (spec 01 §2 "Room list"): filter panel, grid or list, 12 per page. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => roomFiltersFromUrl(params), [params]);
  const page = pageFromUrl(params);
  const [view, setView] = useState<GridViewMode>('grid');
  const [panelOpen, setPanelOpen] = useState(startsOpen);
  const results = useRef<HTMLDivElement>(null);
  const onLinkClick = useSpaLinks();
  const panelId = useId();
  const count = activeCount(filters);

  /** A filter change goes back to page 1 (spec 01 §4) and replaces the history entry. */
  const apply = (next: RoomFilters) =>
    setParams(roomUrlParams(next), { replace: true, preventScrollReset: true });

  const setPage = (next: number) => {
    setParams(roomUrlParams(filters, next), { preventScrollReset: true });
    results.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const clearFilters = () => setParams(new URLSearchParams());

  const showResults = () => {
    setPanelOpen(false);
    // The button pressed disappears with the panel: focus moves to the results it revealed.
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="container page">
      <title>{'Habitaciones · Convive'}</title>
      <header className={styles.header}>
        <h1 className="page-title">Habitaciones en coliving</h1>
        <p className="muted">
          Habitaciones individuales en viviendas compartidas, con su precio, tamaño y comodidades.
        </p>
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
          <RoomFilterPanel filters={filters} onChange={apply} onDone={showResults} />
        </section>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the cards' links, which are keyboard-reachable themselves. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click. */}
        <div className={styles.results} ref={results} tabIndex={-1} onClick={onLinkClick}>
          {/* The cards' titles are h3: the list needs its h2 even when the filter panel is closed. */}
          <h2 className="visually-hidden">Resultados</h2>
          <RoomGrid
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

interface RoomFilterPanelProps {
  /** Closes the panel and shows the results (phones, where the panel sits above them). */
  onDone(): void;
  filters: RoomFilters;
  onChange(filters: RoomFilters): void;
}

/** Status, city, size, price (sent only when narrowed, spec 01 §5) and the room amenities. */
function RoomFilterPanel({ filters, onChange, onDone }: RoomFilterPanelProps) {
  const { copy } = useConvive();
  const id = useId();
  const set = (key: keyof RoomFilters, value: unknown) =>
    onChange({ ...without(filters, key), ...(value === undefined ? {} : { [key]: value }) });
  const [city, setCity] = useDraft(filters.city ?? '', (text) => set('city', text.trim() || undefined));
  const { min, max, step } = ROOM_PRICE_SLIDER;

  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>Filtros</h2>
      <SelectField
        label="Estado"
        value={filters.status ?? ANY}
        options={[
          { value: ANY, label: 'Todos' },
          ...ROOM_STATUSES.map((status) => ({ value: status, label: copy.statusBadge.room[status] })),
        ]}
        onChange={(e) => set('status', e.target.value === ANY ? undefined : e.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-city`}>
          Ciudad
        </label>
        <input
          id={`${id}-city`}
          className="input"
          type="text"
          maxLength={100}
          autoComplete="address-level2"
          placeholder="Ej.: Madrid"
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
      </div>
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
      <PriceRange
        legend="Precio al mes"
        min={min}
        max={max}
        step={step}
        value={[
          Math.min(Math.max(filters.min_price ?? min, min), max),
          Math.min(Math.max(filters.max_price ?? max, min), max),
        ]}
        onCommit={(range) =>
          onChange({ ...without(filters, 'min_price', 'max_price'), ...roomPriceRangeToFilters(range) })
        }
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Comodidades</legend>
        <div className={styles.options}>
          {ROOM_AMENITIES.map((amenity) => (
            <label key={amenity} className={styles.option}>
              <input
                type="checkbox"
                name={amenity}
                checked={filters[amenity] === true}
                onChange={(e) => set(amenity, e.target.checked ? true : undefined)}
              />
              {ROOM_AMENITY_LABELS[amenity]}
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
