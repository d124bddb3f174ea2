import { badgeCss } from '../parts/Badge';
import { favoriteButtonCss } from '../parts/FavoriteButton';
import { paginationCss } from '../parts/Pagination';
import { spinnerCss } from '../parts/Spinner';
import gridCss from './propertyGrid.css?inline';

/**
 * The styles of the property grid and its cards. A host that lays out a few `PropertyCard`s itself
 * (a home page's featured strip) renders them in a `WidgetRoot` with this CSS, inside an
 * `<ul className="convive-grid__list" data-view="grid">`. Its own module, so such a host does not
 * load the whole grid.
 */
export const propertyGridCss: string = [badgeCss, spinnerCss, paginationCss, favoriteButtonCss, gridCss].join(
  '\n',
);
