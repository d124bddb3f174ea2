import {
  type PropertyRequestCreate,
  type PropertyRequestDecision,
  propertyRequestSchema,
  receivedApplicationSchema,
} from '../schemas';
import { arrayOf, type Http, seg } from './http';

/** Enquiries and applications about a property or a room (spec 01 §7, spec 02 §7). */
export function propertyRequestsApi(http: Http) {
  return {
    /** POST /property-requests/ — an enquiry (room enquiries are open to visitors). */
    create: (data: PropertyRequestCreate) =>
      http.request('POST', 'property-requests/', { json: data, schema: propertyRequestSchema }),
    /** GET /property-requests/my_property_requests/ — applications received by the landlord. */
    received: () =>
      http.request('GET', 'property-requests/my_property_requests/', {
        schema: arrayOf(receivedApplicationSchema),
      }),
    /** GET /property-requests/my_requests/ — the tenant's own applications. */
    mine: () =>
      http.request('GET', 'property-requests/my_requests/', { schema: arrayOf(propertyRequestSchema) }),
    /** PATCH /property-requests/{id}/ — the owner accepts or rejects a pending request. */
    decide: (id: number, data: PropertyRequestDecision) =>
      http.request('PATCH', `property-requests/${seg(id)}/`, { json: data, schema: propertyRequestSchema }),
  };
}
export type PropertyRequestsApi = ReturnType<typeof propertyRequestsApi>;
