import { allPropertiesFilters, toQueryParams } from '../rules/queryParams';
import { type PropertyCreate, type PropertyFilters, type PropertyUpdate, propertySchema } from '../schemas';
import { arrayOf, type Http, pageOf, seg } from './http';
import { imageCalls } from './images';

/** Properties (spec 01 §7, spec 02 §7 "Properties"). */
export function propertiesApi(http: Http) {
  return {
    /** GET /properties/?filters — a page of properties (`owner` narrows to one landlord's). */
    list: (filters: PropertyFilters = {}) =>
      http.request('GET', 'properties/', {
        searchParams: toQueryParams(filters),
        schema: pageOf(propertySchema),
      }),
    /** GET /properties/all/ — the public search: always status=disponible, never an owner filter. */
    all: (filters: PropertyFilters = {}) =>
      http.request('GET', 'properties/all/', {
        searchParams: toQueryParams(allPropertiesFilters(filters)),
        schema: pageOf(propertySchema),
      }),
    /** GET /properties/my-properties/ — every property of the signed-in landlord. */
    mine: () => http.request('GET', 'properties/my-properties/', { schema: arrayOf(propertySchema) }),
    /** GET /properties/{id}/ — null when it does not exist. */
    get: (id: number) =>
      http.request('GET', `properties/${seg(id)}/`, { schema: propertySchema, nullOn404: true }),
    /** POST /properties/ */
    create: (data: PropertyCreate) =>
      http.request('POST', 'properties/', { json: data, schema: propertySchema }),
    /** PATCH /properties/{id}/ */
    update: (id: number, data: PropertyUpdate) =>
      http.request('PATCH', `properties/${seg(id)}/`, { json: data, schema: propertySchema }),
    /** DELETE /properties/{id}/ — 204. */
    delete: (id: number) => http.request<void>('DELETE', `properties/${seg(id)}/`),
    ...imageCalls(http, 'properties', {
      upload: 'upload_images',
      reorder: 'reorder-images',
      reorderMethod: 'POST',
      remove: 'delete_image',
    }),
  };
}
export type PropertiesApi = ReturnType<typeof propertiesApi>;
