import {
  pagePath,
  ROOM_AMENITIES,
  ROOM_PRICE_SLIDER,
  ROOM_STATUSES,
  type RoomFilters,
  roomPriceRangeToFilters,
} from '@convive/sdk';
import {
  type GridViewMode,
  LocationCombobox,
  locationComboboxCss,
  RoomGrid,
  useConvive,
  WidgetRoot,
} from '@convive/widgets';
import { useId, useMemo, useRef, useState } from 'react';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SelectField } from '../../ui/Field';
import { listsCopy } from '../properties/copy';
import styles from '../properties/filters.module.css';
import { PriceRange } from '../properties/PriceRange';
import { kept, pageFromUrl, withQuery } from '../properties/propertySearch';
import { AmenityChecks, SearchLayout, SizeRange, useGoToResults, without } from '../properties/SearchLayout';
import { SortSelect } from '../properties/SortSelect';
import { StayFields, StayRefusalScope, useStayRefusal } from '../properties/StayFields';
import { type StayFilters, stayForSearch, stayKeyOf, withStay } from '../properties/stay';
import { useDraft } from '../properties/useDraft';
import { type FilterChange, useFilterParams } from '../properties/useFilterParams';
import { SaveSearchButton } from '../saved-search/SaveSearchButton';
import { savedSearchFiltersFromRooms } from '../saved-search/savedSearchFilters';
import { roomFiltersFromUrl, roomUrlParams } from './roomSearch';

const ANY = 'cualquiera';

/** How many filters are set (shown on the filter toggle). */
function activeCount(filters: RoomFilters): number {
  const priced = filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0;
  const others = Object.entries(filters).filter(
    ([key, value]) =>
      value !== undefined &&
      value !== false &&
      key !== 'min_price' &&
      key !== 'max_price' &&
      // The order is not a filter.
      key !== 'ordering' &&
      // A stay is one filter, counted by its move-in.
      key !== 'months' &&
      key !== 'move_out',
  ).length;
  return priced + others;
}

/** The coliving room list (spec 01 §2 "Room list"): filter panel, grid or list, 12 per page. */
export function Component() {
  const copy = listsCopy.useCopy().rooms;
  const { params, filters, controls, current, go } = useFilterParams(roomFiltersFromUrl);
  const page = pageFromUrl(params);
  const [view, setView] = useState<GridViewMode>('grid');
  const results = useRef<HTMLDivElement>(null);
  // What is searched: the address's filters with a whole stay only.
  const search = useMemo(() => stayForSearch(filters), [filters]);
  const [refusal, report] = useStayRefusal(stayKeyOf(search));
  const count = activeCount(search);
  const goToResultsOf = useGoToResults(page, results);
  /** The text field whose pause made the current history entry (see `apply`). */
  const typedLast = useRef(false);

  /**
   * A filter change goes back to page 1 (spec 01 §4) in a history entry of its own, so Back returns
   * to the filters before it. The city is searched at each pause in the typing: those searches
   * share one entry, so Back never spells the word out again.
   */
  const apply = (change: FilterChange<RoomFilters>, typed = false) => {
    const next = roomUrlParams(change(current()));
    if (next.toString() === roomUrlParams(current()).toString()) return;
    go(next, { replace: typed && typedLast.current, preventScrollReset: true });
    typedLast.current = typed;
  };

  const setPage = (next: number) => {
    goToResultsOf(next);
    typedLast.current = false;
    go(roomUrlParams(filters, next), { preventScrollReset: true });
  };

  const clearFilters = () => {
    typedLast.current = false;
    go(new URLSearchParams());
  };

  return (
    <div className="container page">
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      <header className={styles.header}>
        <h1 className="page-title">{copy.title}</h1>
        <p className="muted">{copy.lead}</p>
      </header>

      <SearchLayout
        count={count}
        onClearFilters={clearFilters}
        resultsRef={results}
        panel={<RoomFilterPanel filters={controls} refusal={refusal} onChange={apply} />}
        action={pagePath('rooms')}
        keep={kept(params, ['move_out', 'lang'])}
        actions={<SaveSearchButton filters={savedSearchFiltersFromRooms(search).filters} fromRooms />}
        sort={
          <SortSelect
            value={controls.ordering}
            onChange={(ordering) => apply((current) => ({ ...current, ordering }))}
            // The server lists the rooms one can rent first, whatever the order (then the rest).
            note={copy.availableFirst}
          />
        }
      >
        {/* The cards' titles are h3: the list needs its h2 even when the filter panel is closed. */}
        <h2 className="visually-hidden">{copy.results}</h2>
        <StayRefusalScope onReport={report}>
          <RoomGrid
            filters={search}
            page={page}
            onPageChange={setPage}
            pageHref={(next) => withQuery(pagePath('rooms'), roomUrlParams(filters, next))}
            view={view}
            onViewChange={setView}
            onClearFilters={clearFilters}
          />
        </StayRefusalScope>
      </SearchLayout>
    </div>
  );
}

interface RoomFilterPanelProps {
  filters: RoomFilters;
  /** The server's refusal of the stay searched. */
  refusal: string | null;
  /** `typed`: a pause in typing the city, not a finished choice. */
  onChange(change: FilterChange<RoomFilters>, typed?: boolean): void;
}

/** The stay, status, city, size, price (sent only when narrowed, spec 01 §5) and the room amenities. */
function RoomFilterPanel({ filters, refusal, onChange }: RoomFilterPanelProps) {
  const { copy: widgets } = useConvive();
  const copy = listsCopy.useCopy().rooms;
  const id = useId();
  const set = (key: keyof RoomFilters, value: unknown, typed = false) =>
    onChange(
      (current) => ({ ...without(current, key), ...(value === undefined ? {} : { [key]: value }) }),
      typed,
    );
  const [city, setCity] = useDraft(filters.city ?? '', (text) => set('city', text.trim() || undefined, true));
  const { min, max, step } = ROOM_PRICE_SLIDER;

  return (
    <>
      <StayFields
        stay={filters}
        refusal={refusal}
        onChange={(stay: StayFilters) => onChange((current) => withStay(current, stay))}
      />
      <SelectField
        label={copy.status}
        name="status"
        value={filters.status ?? ANY}
        options={[
          { value: ANY, label: copy.all },
          ...ROOM_STATUSES.map((status) => ({ value: status, label: widgets.statusBadge.room[status] })),
        ]}
        onChange={(e) => set('status', e.target.value === ANY ? undefined : e.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-city`}>
          {copy.city}
        </label>
        {/* The suggestions' counts are of properties, not rooms: only the names are shown here. */}
        <WidgetRoot className={styles.location ?? ''} css={locationComboboxCss}>
          <LocationCombobox
            id={`${id}-city`}
            name="city"
            className="input"
            placeholder={copy.cityPlaceholder}
            value={city}
            onChange={setCity}
            showCounts={false}
          />
        </WidgetRoot>
      </div>
      <SizeRange minSize={filters.min_size} maxSize={filters.max_size} onCommit={set} />
      <PriceRange
        legend={copy.pricePerMonth}
        min={min}
        max={max}
        step={step}
        value={[
          Math.min(Math.max(filters.min_price ?? min, min), max),
          Math.min(Math.max(filters.max_price ?? max, min), max),
        ]}
        onCommit={(range) =>
          onChange((current) => ({
            ...without(current, 'min_price', 'max_price'),
            ...roomPriceRangeToFilters(range),
          }))
        }
      />
      <AmenityChecks
        amenities={ROOM_AMENITIES}
        labels={copy.amenities}
        checked={(amenity) => filters[amenity] === true}
        onChange={(amenity, checked) => set(amenity, checked ? true : undefined)}
      />
    </>
  );
}
