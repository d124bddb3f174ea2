import { favoriteSchema } from '../schemas';
import { arrayOf, type Http, seg } from './http';

/** A tenant's favourites (spec 01 §7). */
export function favoritesApi(http: Http) {
  return {
    /** GET /favorites/ — every favourite with its property. */
    list: () => http.request('GET', 'favorites/', { schema: arrayOf(favoriteSchema) }),
    /** POST /favorites/ — adds a property. */
    add: (propertyId: number) =>
      http.request('POST', 'favorites/', { json: { property: propertyId }, schema: favoriteSchema }),
    /** DELETE /favorites/{id}/ — removes by favourite id (204). */
    remove: (favoriteId: number) => http.request<void>('DELETE', `favorites/${seg(favoriteId)}/`),
    /** DELETE /favorites/by-property/{propertyId}/ — removes by property id (204; docs/decisions.md). */
    removeByProperty: (propertyId: number) =>
      http.request<void>('DELETE', `favorites/by-property/${seg(propertyId)}/`),
  };
}
export type FavoritesApi = ReturnType<typeof favoritesApi>;
