import { type ListingCreate, type ListingUpdate, listingSchema } from '../schemas';
import { arrayOf, type Http, seg } from './http';

/** A landlord's listings ("anuncios", spec 02 §7 "Listings"). */
export function listingsApi(http: Http) {
  return {
    /** GET /listings/landlord/{userId}/ — every listing of a landlord. */
    byLandlord: (userId: number) =>
      http.request('GET', `listings/landlord/${seg(userId)}/`, { schema: arrayOf(listingSchema) }),
    /** GET /listings/{id}/ — null when it does not exist. */
    get: (id: number) =>
      http.request('GET', `listings/${seg(id)}/`, { schema: listingSchema, nullOn404: true }),
    /** POST /listings/ — see rules/listing `listingPayload` for the form → payload step. */
    create: (data: ListingCreate) => http.request('POST', 'listings/', { json: data, schema: listingSchema }),
    /** PATCH /listings/{id}/ */
    update: (id: number, data: ListingUpdate) =>
      http.request('PATCH', `listings/${seg(id)}/`, { json: data, schema: listingSchema }),
    /** DELETE /listings/{id}/ — 204. */
    delete: (id: number) => http.request<void>('DELETE', `listings/${seg(id)}/`),
  };
}
export type ListingsApi = ReturnType<typeof listingsApi>;
