// The extractors of ./errorMessages, as the sdk exports them, fed the client's real errors.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../client/errors';
import { detailOf, fieldErrorOf, firstFieldError, nonFieldErrorOf } from './index';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

describe('detailOf / nonFieldErrorOf / fieldErrorOf', () => {
  it('reads the detail of an ApiError', () => {
    expect(detailOf(apiError(404, { detail: 'No encontrado.' }))).toBe('No encontrado.');
  });
  it('reads the detail of a parsed body', () => {
    expect(detailOf({ detail: 'Sin permiso.' })).toBe('Sin permiso.');
  });
  it('answers null without a detail, for blank details and for non-API errors', () => {
    expect(detailOf(apiError(400, { email: ['x'] }))).toBeNull();
    expect(detailOf(apiError(400, { detail: '   ' }))).toBeNull();
    expect(detailOf(new NetworkError(new Error('down')))).toBeNull();
    expect(detailOf(new Error('detail'))).toBeNull();
    expect(detailOf('texto')).toBeNull();
    expect(detailOf(null)).toBeNull();
    expect(detailOf(undefined)).toBeNull();
    expect(detailOf(['detail'])).toBeNull();
  });
  it('reads a detail given as a list', () => {
    expect(detailOf(apiError(400, { detail: ['Primero', 'Segundo'] }))).toBe('Primero');
  });
  it('reads non_field_errors as list or text', () => {
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: ['Uno', 'Dos'] }))).toBe('Uno');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: 'Solo' }))).toBe('Solo');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: [] }))).toBeNull();
  });
  it('reads one field', () => {
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'email')).toBe('Ya existe.');
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'password')).toBeNull();
    expect(fieldErrorOf(apiError(400, { email: [{ nested: 'x' }] }), 'email')).toBeNull();
  });
});

describe('firstFieldError', () => {
  it('takes the first field in key order, skipping detail and non_field_errors', () => {
    expect(
      firstFieldError({ detail: 'd', non_field_errors: ['n'], phone: ['Teléfono no válido.'], bio: ['x'] }),
    ).toEqual({ field: 'phone', message: 'Teléfono no válido.' });
  });
  it('accepts a text value', () => {
    expect(firstFieldError({ first_name: 'Obligatorio' })).toEqual({
      field: 'first_name',
      message: 'Obligatorio',
    });
  });
  it('skips empty lists, nested objects, numbers and blank texts', () => {
    expect(firstFieldError({ a: [], b: { c: ['x'] }, d: 3, e: '  ', f: [{ x: 1 }], g: ['Mensaje'] })).toEqual(
      { field: 'g', message: 'Mensaje' },
    );
  });
  it('answers null for bodies without a field error', () => {
    expect(firstFieldError({ detail: 'd', non_field_errors: ['n'] })).toBeNull();
    expect(firstFieldError({})).toBeNull();
    expect(firstFieldError(null)).toBeNull();
    expect(firstFieldError('texto')).toBeNull();
    expect(firstFieldError([['x']])).toBeNull();
  });
});
