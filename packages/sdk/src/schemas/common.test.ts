import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  booleanInput,
  dateSchema,
  emailSchema,
  idInput,
  nullableNumeric,
  numeric,
  optionalBoolean,
  optionalNumeric,
  pageSchema,
  paginationParamsSchema,
  timeSchema,
} from './common';

describe('numeric coercion', () => {
  const required = numeric(z.number());
  const optional = optionalNumeric(z.number());
  const nullable = nullableNumeric(z.number());
  it.each([
    [5, 5],
    ['5', 5],
    [' 12.5 ', 12.5],
    ['12,5', 12.5],
    ['-3', -3],
  ])('reads %j as %j', (input, output) => {
    expect(required.parse(input)).toBe(output);
  });
  it('keeps non-numeric text so the number check reports it', () => {
    expect(required.safeParse('doce').success).toBe(false);
    expect(required.safeParse('').success).toBe(false);
    expect(required.safeParse(undefined).success).toBe(false);
  });
  it('treats blank and missing as "not given" when optional', () => {
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse('  ')).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('7')).toBe(7);
    expect(optional.safeParse('siete').success).toBe(false);
  });
  it('treats blank and null as "none" when nullable', () => {
    expect(nullable.parse('')).toBeNull();
    expect(nullable.parse(null)).toBeNull();
    expect(nullable.parse(undefined)).toBeNull();
    expect(nullable.parse('2')).toBe(2);
  });
  it('reads ids from text and rejects non-positive ones', () => {
    expect(idInput.parse('42')).toBe(42);
    expect(idInput.safeParse('0').success).toBe(false);
    expect(idInput.safeParse('1.5').success).toBe(false);
    expect(idInput.safeParse(-1).success).toBe(false);
  });
});

describe('boolean coercion', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['on', true],
    ['off', false],
    ['TRUE', true],
    ['sí', true],
  ])('reads %j as %j', (input, output) => {
    expect(booleanInput.parse(input)).toBe(output);
  });
  it('rejects other text, and blank unless optional', () => {
    expect(booleanInput.safeParse('quizá').success).toBe(false);
    expect(booleanInput.safeParse('').success).toBe(false);
    expect(optionalBoolean.parse('')).toBeUndefined();
    expect(optionalBoolean.parse('true')).toBe(true);
  });
});

describe('dates and times', () => {
  it.each(['2026-11-22', '2024-02-29', '1900-01-01'])('accepts the real date %s', (value) => {
    expect(dateSchema.parse(value)).toBe(value);
  });
  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])(
    "rejects %s as 'Fecha inválida'",
    (value) => {
      expect(dateSchema.safeParse(value).error?.issues[0]?.message).toBe('Fecha inválida');
    },
  );
  it.each(['22/11/2026', '2026-1-5', '', '2026-11-22T10:00'])('rejects the malformed %j', (value) => {
    expect(dateSchema.safeParse(value).success).toBe(false);
  });
  it('accepts HH:mm and drops seconds', () => {
    expect(timeSchema.parse('09:30')).toBe('09:30');
    expect(timeSchema.parse('19:30:00')).toBe('19:30');
    for (const bad of ['9:30', '24:00', '12:60', 'mediodía', ''])
      expect(timeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('e-mail', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Ana.Sanz@Example.COM ')).toBe('ana.sanz@example.com');
  });
  it('rejects malformed and over-long addresses', () => {
    expect(emailSchema.safeParse('ana@').success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@e.es`).success).toBe(false);
  });
});

describe('pagination', () => {
  it('reads page and page_size from text, caps the size at 100', () => {
    expect(paginationParamsSchema.parse({ page: '2', page_size: '9' })).toEqual({ page: 2, page_size: 9 });
    expect(paginationParamsSchema.parse({})).toEqual({});
    expect(paginationParamsSchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(paginationParamsSchema.safeParse({ page: '0' }).success).toBe(false);
  });
  it('describes the page envelope', () => {
    const page = pageSchema(z.number());
    expect(page.parse({ count: 1, next: null, previous: null, results: [1] }).results).toEqual([1]);
    expect(page.safeParse({ count: 1, results: [1] }).success).toBe(false);
  });
});
