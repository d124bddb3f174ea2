import { availabilityQuerySchema, availabilitySchema } from '../schemas/availability';
import { endpoint, named, one } from './define';

/**
 * The days a listing is free, taken or blocked: `ENDPOINTS.availability`. A module of its own so a
 * bundle can hold these two without the rest of the table: the partner elements' embed drops the
 * group from its shared client table, and the calendar's lazily loaded chunk calls them through
 * `bindEndpoint` on the element's client (a page without a calendar carries neither them nor their
 * answer schema).
 */
export const AVAILABILITY_ENDPOINTS = {
  property: endpoint({
    method: 'GET',
    path: '/properties/{id}/availability/',
    access: 'optional',
    partner: true,
    query: named('AvailabilityQuery', availabilityQuerySchema),
    answer: one(named('Availability', availabilitySchema)),
    spec: '—',
    summary: 'Los días ocupados, bloqueados y libres de una propiedad y sus habitaciones (12 meses)',
    description:
      'Cada unidad (una habitación, o `room: null` para la vivienda entera) con sus periodos `[start, end)` y su próximo día libre. El propietario ve además la nota, el inquilino y la fuente de cada periodo.',
    tag: 'Disponibilidad',
    signature: 'id, {from?, months?}',
  }),
  room: endpoint({
    method: 'GET',
    path: '/rooms/{id}/availability/',
    access: 'optional',
    partner: true,
    query: named('AvailabilityQuery', availabilityQuerySchema),
    answer: one(named('Availability', availabilitySchema)),
    spec: '—',
    summary: 'Los días ocupados, bloqueados y libres de una habitación (12 meses)',
    tag: 'Disponibilidad',
    signature: 'id, {from?, months?}',
  }),
};
