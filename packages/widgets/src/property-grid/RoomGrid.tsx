import { ROOM_PAGE_SIZE, type Room, type RoomFilters } from '@convive/sdk';
import { useConvive } from '../core/context';
import { useControllableState } from '../core/useControllableState';
import { WidgetRoot } from '../core/WidgetRoot';
import { badgeCss } from '../parts/Badge';
import { paginationCss } from '../parts/Pagination';
import { spinnerCss } from '../parts/Spinner';
import { fillUrl } from './PropertyGrid';
import gridCss from './propertyGrid.css?inline';
import { RoomGridView } from './RoomGridView';
import { usePageClamp } from './usePageClamp';
import { usePagedFilters } from './usePagedFilters';
import { useRoomGrid } from './useRoomGrid';
import type { GridViewMode } from './ViewToggle';

const css = [badgeCss, spinnerCss, paginationCss, gridCss].join('\n');

export interface RoomGridProps {
  /** Room filters (spec 01 §3 "Room filter fields"), sent to `GET /rooms/`. @default {} */
  filters?: RoomFilters;
  /** The current page, 1-based, when the parent owns it (with `onPageChange`). */
  page?: number;
  /** Called with the new page; changing the filters asks for page 1. */
  onPageChange?(page: number): void;
  /**
   * The address of a page of results: the pager's pages become links to it (a search engine, a
   * reader without JavaScript or a middle click follows them; a plain click still calls
   * `onPageChange`). Omit it and they are buttons.
   */
  pageHref?: (page: number) => string;
  /** @default 12 (spec 01 §9) */
  pageSize?: number;
  /** Where a card links to; `{id}` is replaced by the room id. @default '/rooms/{id}' */
  detailUrl?: string;
  /** Grid or list, when the parent owns it (with `onViewChange`); else it starts as a grid. */
  view?: GridViewMode;
  onViewChange?(view: GridViewMode): void;
  /** Offered as 'Limpiar filtros' when nothing is found. */
  onClearFilters?(): void;
}

const NO_FILTERS: RoomFilters = {};

/** The public room list (spec 01 §2 "Room list"): 12 per page, 'X-Y de N', states and pagination. */
export function RoomGrid({
  filters = NO_FILTERS,
  page,
  onPageChange,
  pageHref,
  pageSize = ROOM_PAGE_SIZE,
  detailUrl = '/rooms/{id}',
  view,
  onViewChange,
  onClearFilters,
}: RoomGridProps) {
  const { copy, intlLocale } = useConvive();
  const [current, setPage] = usePagedFilters(JSON.stringify(filters), page, onPageChange);
  const [mode, setMode] = useControllableState<GridViewMode>(view, 'grid', onViewChange);
  const resource = useRoomGrid({ filters, page: current, pageSize });
  usePageClamp(resource.data, pageSize, setPage);
  return (
    <WidgetRoot className="convive-room-grid" css={css}>
      <RoomGridView
        status={resource.status}
        data={resource.data?.result}
        dataPage={resource.data?.page}
        page={current}
        pageSize={pageSize}
        view={mode}
        onViewChange={setMode}
        onPageChange={setPage}
        {...(pageHref ? { pageHref } : {})}
        onRetry={resource.refetch}
        onClearFilters={onClearFilters}
        detailHref={(room: Room) => fillUrl(detailUrl, room.id)}
        copy={copy.roomGrid}
        loadingLabel={copy.common.loading}
        retryLabel={copy.common.retry}
        intlLocale={intlLocale}
      />
    </WidgetRoot>
  );
}
