import { toQueryParams } from '../rules/queryParams';
import {
  type AppointmentCreate,
  type AppointmentStatusChange,
  appointmentSchema,
  type PaginationParams,
} from '../schemas';
import { type Http, pageOf, seg } from './http';

/** Visit appointments (spec 01 §7, spec 02 §7). */
export function appointmentsApi(http: Http) {
  return {
    /** GET /appointments/ — the user's own requests and those on properties they own. */
    list: (params: PaginationParams = {}) =>
      http.request('GET', 'appointments/', {
        searchParams: toQueryParams(params),
        schema: pageOf(appointmentSchema),
      }),
    /** POST /appointments/ — a visit request; created `pendiente`. */
    create: (data: AppointmentCreate) =>
      http.request('POST', 'appointments/', { json: data, schema: appointmentSchema }),
    /** POST /appointments/{id}/change_status/ — confirmada or cancelada, with an optional message. */
    changeStatus: (id: number, data: AppointmentStatusChange) =>
      http.request('POST', `appointments/${seg(id)}/change_status/`, {
        json: data,
        schema: appointmentSchema,
      }),
  };
}
export type AppointmentsApi = ReturnType<typeof appointmentsApi>;
