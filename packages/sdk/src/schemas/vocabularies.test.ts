import { describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  LISTING_STATUSES,
  NOTIFICATION_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROOM_STATUSES,
  TENANT_STATUS_BY_REQUEST_STATUS,
} from './constants';
import {
  listingStatusInputSchema,
  propertyStatusInputSchema,
  propertyTypeInputSchema,
  roomStatusInputSchema,
  tenantRequestStatusSchema,
} from './vocabularies';

describe('property types (DESIGN.md: one stored vocabulary, English aliases accepted)', () => {
  it.each(PROPERTY_TYPES)('accepts the stored value %s', (value) => {
    expect(propertyTypeInputSchema.parse(value)).toBe(value);
  });
  it.each([
    ['apartment', 'apartamento'],
    ['house', 'casa'],
    ['studio', 'estudio'],
    ['Apartment', 'apartamento'],
    [' STUDIO ', 'estudio'],
    ['ático', 'atico'],
    ['Dúplex', 'duplex'],
  ])('maps the alias %s to %s', (alias, stored) => {
    expect(propertyTypeInputSchema.parse(alias)).toBe(stored);
  });
  it('rejects anything else with a Spanish message', () => {
    const result = propertyTypeInputSchema.safeParse('castillo');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Tipo de propiedad no válido.');
    expect(propertyTypeInputSchema.safeParse(3).success).toBe(false);
  });
});

describe('property statuses', () => {
  it.each(PROPERTY_STATUSES)('accepts %s', (value) => {
    expect(propertyStatusInputSchema.parse(value)).toBe(value);
  });
  it.each([
    ['active', 'disponible'],
    ['rented', 'alquilado'],
    ['inactive', 'inactivo'],
    ['available', 'disponible'],
    ['reserved', 'reservado'],
  ])('maps %s to %s', (alias, stored) => {
    expect(propertyStatusInputSchema.parse(alias)).toBe(stored);
  });
  it('rejects unknown statuses', () => {
    expect(propertyStatusInputSchema.safeParse('vendido').error?.issues[0]?.message).toBe(
      'Estado de propiedad no válido.',
    );
  });
});

describe('room statuses', () => {
  it.each(ROOM_STATUSES)('accepts %s', (value) => {
    expect(roomStatusInputSchema.parse(value)).toBe(value);
  });
  it.each([
    ['disponible', 'available'],
    ['Ocupada', 'occupied'],
    ['mantenimiento', 'maintenance'],
    ['reservada', 'reserved'],
  ])('maps the Spanish %s to %s', (alias, stored) => {
    expect(roomStatusInputSchema.parse(alias)).toBe(stored);
  });
  it('rejects unknown statuses', () => {
    expect(roomStatusInputSchema.safeParse('demolida').success).toBe(false);
  });
});

describe('tenant request statuses (spec 02 §4: Spanish aliases accepted in display)', () => {
  it.each([
    ['pendiente', 'pending'],
    ['aceptada', 'approved'],
    ['rechazada', 'rejected'],
    ['cancelada', 'canceled'],
    ['expirada', 'expired'],
    ['cancelled', 'canceled'],
    ['approved', 'approved'],
  ])('reads %s as %s', (input, output) => {
    expect(tenantRequestStatusSchema.parse(input)).toBe(output);
  });
  it('maps every stored request status to a tenant status', () => {
    expect(Object.values(TENANT_STATUS_BY_REQUEST_STATUS)).toEqual([
      'pending',
      'approved',
      'rejected',
      'canceled',
      'expired',
    ]);
  });
});

describe('listing statuses', () => {
  it.each(LISTING_STATUSES)('accepts %s', (value) => {
    expect(listingStatusInputSchema.parse(value)).toBe(value);
  });
  it.each([
    ['Publicado', 'published'],
    ['borrador', 'draft'],
    ['pausado', 'paused'],
  ])('maps %s to %s', (alias, stored) => {
    expect(listingStatusInputSchema.parse(alias)).toBe(stored);
  });
});

describe('closed lists', () => {
  it("has spec 02's six notification types and fourteen event types, and the search alert, visit reminder and disabled webhook", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(7);
    expect(NOTIFICATION_TYPES.at(-1)).toBe('busqueda');
    expect(EVENT_TYPES).toHaveLength(17);
    expect(new Set(EVENT_TYPES).size).toBe(17);
    expect(EVENT_TYPES.slice(-3)).toEqual(['saved_search_match', 'appointment_reminder', 'webhook_disabled']);
  });
});
