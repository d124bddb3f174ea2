import type { Page, Property } from '@convive/sdk';
import type { ReactNode } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { GridFrame } from './GridFrame';
import { cardImagePriority, PropertyCard } from './PropertyCard';
import type { GridViewMode } from './ViewToggle';

export interface PropertyGridViewProps {
  status: 'loading' | 'success' | 'error';
  /** The last loaded page of results; it stays on screen (dimmed) while the next one loads. */
  data: Page<Property> | undefined;
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
  detailHref(property: Property): string;
  /** The favourite control of a card (omit to show none). */
  renderFavorite?: (property: Property) => ReactNode;
  copy: Catalog['propertyGrid'];
  /** Shown above the results to a landlord (spec 01 §2): they see every available property. */
  note?: string;
  loadingLabel: string;
  retryLabel: string;
  /** @default 'es-ES' */
  intlLocale?: string;
  /** Keep the placeholder's height when the results come shorter (`GridFrame`). */
  holdHeight?: boolean;
}

/** The property list's markup for each state (spec 01 §2 "Property list"): pure. */
export function PropertyGridView({
  detailHref,
  renderFavorite,
  intlLocale,
  ...props
}: PropertyGridViewProps) {
  return (
    <GridFrame<Property>
      {...props}
      summary={(range, count, exact) => (
        <h2 className="convive-grid__heading" aria-live="polite">
          {props.copy.heading(range.from, range.to, count, exact)}
        </h2>
      )}
      itemKey={(property) => property.id}
      renderItem={(property, index) => (
        <PropertyCard
          imagePriority={cardImagePriority(index)}
          property={property}
          href={detailHref(property)}
          copy={props.copy}
          intlLocale={intlLocale}
          favorite={renderFavorite?.(property)}
        />
      )}
    />
  );
}
