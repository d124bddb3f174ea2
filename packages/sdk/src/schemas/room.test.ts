import { describe, expect, it } from 'vitest';
import { makeRoom } from '../testing';
import {
  roomCreateSchema,
  roomFiltersSchema,
  roomSchema,
  roomStatusChangeSchema,
  roomUpdateSchema,
} from './room';
import { parseWithFieldErrors } from './validation';

const minimal = {
  coliving_property: 10,
  room_number: 'A1',
  title: 'Exterior',
  price_monthly: 450,
  size_sqm: 12,
  available_from: '2026-12-01',
};

describe('roomCreateSchema', () => {
  it('applies the defaults of spec 02 §9 (available, 1 month, window)', () => {
    expect(roomCreateSchema.parse(minimal)).toMatchObject({
      status: 'available',
      min_stay_months: 1,
      max_stay_months: null,
      has_window: true,
      has_private_bathroom: false,
      deposit_amount: null,
      floor_level: null,
      description: '',
    });
  });
  it('uses the spec’s texts for price and size', () => {
    const result = parseWithFieldErrors(roomCreateSchema, { ...minimal, price_monthly: 0, size_sqm: '0' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.price_monthly).toEqual(['Por favor ingresa un precio válido']);
    expect(result.errors.size_sqm).toEqual(['Por favor ingresa un tamaño válido']);
  });
  it('rejects a maximum stay shorter than the minimum', () => {
    const result = parseWithFieldErrors(roomCreateSchema, {
      ...minimal,
      min_stay_months: 6,
      max_stay_months: 3,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.max_stay_months).toEqual(['La estancia máxima no puede ser menor que la mínima.']);
    expect(roomCreateSchema.safeParse({ ...minimal, min_stay_months: 3, max_stay_months: 3 }).success).toBe(
      true,
    );
  });
  it('accepts Spanish status aliases, blank optionals and text numbers', () => {
    expect(
      roomCreateSchema.parse({
        ...minimal,
        status: 'ocupada',
        deposit_amount: '',
        max_stay_months: '',
        floor_level: '2',
      }),
    ).toMatchObject({ status: 'occupied', deposit_amount: null, max_stay_months: null, floor_level: 2 });
  });
  it('rejects a minimum stay under one month and an unreal date', () => {
    expect(roomCreateSchema.safeParse({ ...minimal, min_stay_months: 0 }).success).toBe(false);
    expect(roomCreateSchema.safeParse({ ...minimal, available_from: '2026-02-30' }).success).toBe(false);
  });
});

describe('roomUpdateSchema and status change', () => {
  it('accepts subsets without defaults', () => {
    expect(roomUpdateSchema.parse({ title: 'Nueva' })).toEqual({ title: 'Nueva' });
  });
  it('checks the stay order only when both are given', () => {
    expect(roomUpdateSchema.safeParse({ max_stay_months: 2 }).success).toBe(true);
    expect(roomUpdateSchema.safeParse({ min_stay_months: 4, max_stay_months: 2 }).success).toBe(false);
  });
  it('validates the status change body', () => {
    expect(roomStatusChangeSchema.parse({ status: 'reservada' })).toEqual({ status: 'reserved' });
    expect(roomStatusChangeSchema.safeParse({ status: 'x' }).success).toBe(false);
  });
});

describe('roomFiltersSchema', () => {
  it('coerces query text', () => {
    expect(
      roomFiltersSchema.parse({
        min_price: '100',
        has_desk: 'true',
        status: 'available',
        coliving_property: '10',
      }),
    ).toEqual({
      min_price: 100,
      has_desk: true,
      status: 'available',
      coliving_property: 10,
    });
  });
});

describe('roomSchema', () => {
  it('keeps an unknown status raw (spec 01 §3: shown as is)', () => {
    expect(roomSchema.parse(makeRoom({ status: 'renovating' })).status).toBe('renovating');
  });
});
