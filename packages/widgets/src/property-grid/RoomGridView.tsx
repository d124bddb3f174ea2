import type { Page, Room } from '@convive/sdk';
import type { Catalog } from '../i18n/catalogs';
import { GridFrame } from './GridFrame';
import { cardImagePriority } from './PropertyCard';
import { RoomCard } from './RoomCard';
import type { GridViewMode } from './ViewToggle';

export interface RoomGridViewProps {
  status: 'loading' | 'success' | 'error';
  /** The last loaded page of results; it stays on screen (dimmed) while the next one loads. */
  data: Page<Room> | undefined;
  /** The page number `data` belongs to. @default page */
  dataPage?: number;
  page: number;
  pageSize: number;
  view: GridViewMode;
  onViewChange(view: GridViewMode): void;
  onPageChange(page: number): void;
  /** Pages as links (`GridFrame`). */
  pageHref?: (page: number) => string;
  onRetry(): void;
  onClearFilters?: () => void;
  detailHref(room: Room): string;
  copy: Catalog['roomGrid'];
  loadingLabel: string;
  retryLabel: string;
  /** @default 'es-ES' */
  intlLocale?: string;
}

/** The room list's markup for each state (spec 01 §2 "Room list"): pure. */
export function RoomGridView({ detailHref, intlLocale, ...props }: RoomGridViewProps) {
  return (
    <GridFrame<Room>
      {...props}
      summary={(range, count) => (
        <p className="convive-grid__counter" aria-live="polite">
          {props.copy.counter(range.from, range.to, count)}
        </p>
      )}
      itemKey={(room) => room.id}
      renderItem={(room, index) => (
        <RoomCard
          room={room}
          href={detailHref(room)}
          copy={props.copy}
          intlLocale={intlLocale}
          imagePriority={cardImagePriority(index)}
        />
      )}
    />
  );
}
