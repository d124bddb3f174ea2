import { describe, expect, it } from 'vitest';
import { STAY_MONTHS_MAX } from './constants';
import { propertyFiltersSchema, publicPropertyFiltersSchema } from './property';
import { roomFiltersSchema } from './room';
import { savedSearchFiltersSchema } from './savedSearch';
import { SCHEMA_MESSAGES } from './schemaMessages';

const schemas = [
  ['roomFiltersSchema', roomFiltersSchema],
  ['propertyFiltersSchema', propertyFiltersSchema],
  ['publicPropertyFiltersSchema', publicPropertyFiltersSchema],
  ['savedSearchFiltersSchema', savedSearchFiltersSchema],
] as const;

/** The issues of a parse as { field: message }. */
function issues(schema: (typeof schemas)[number][1], query: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(query);
  if (result.success) return {};
  const out: Record<string, string> = {};
  // The first issue of each field, as a form shows it.
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe.each(schemas)('the stay of a search in %s', (_name, schema) => {
  it('reads move_in with move_out or months from a query', () => {
    expect(schema.parse({ move_in: ' 2027-09-01 ', months: '5' })).toMatchObject({
      move_in: '2027-09-01',
      months: 5,
    });
    expect(schema.parse({ move_in: '2027-09-01', move_out: '2028-02-01' })).toMatchObject({
      move_in: '2027-09-01',
      move_out: '2028-02-01',
    });
    expect(schema.parse({ move_in: '2027-09-01' })).toMatchObject({ move_in: '2027-09-01' });
    // Blank is "not given", as every other filter.
    const blank = schema.parse({ move_in: '', months: '' });
    expect([blank.move_in, blank.months]).toEqual([undefined, undefined]);
  });

  it('refuses a stay that does not add up', () => {
    expect(issues(schema, { move_in: '2027-09-01', move_out: '2028-02-01', months: '5' })).toEqual({
      move_out: SCHEMA_MESSAGES.moveOutOrMonths,
    });
    expect(issues(schema, { months: '5' })).toEqual({ move_in: SCHEMA_MESSAGES.periodNeedsMoveIn });
    expect(issues(schema, { move_out: '2028-02-01' })).toEqual({
      move_in: SCHEMA_MESSAGES.periodNeedsMoveIn,
    });
    expect(issues(schema, { move_in: '2027-09-01', move_out: '2027-09-01' })).toEqual({
      move_out: SCHEMA_MESSAGES.moveOutAfterMoveIn,
    });
    expect(issues(schema, { move_in: '2027-09-01', move_out: '2027-08-01' })).toEqual({
      move_out: SCHEMA_MESSAGES.moveOutAfterMoveIn,
    });
  });

  it('refuses days that are not dates and months out of range', () => {
    expect(issues(schema, { move_in: '2027-02-30' })).toEqual({ move_in: SCHEMA_MESSAGES.invalidDate });
    expect(issues(schema, { move_in: '1/9/2027' })).toEqual({ move_in: SCHEMA_MESSAGES.dateFormat });
    expect(issues(schema, { move_in: '2027-09-01', months: '0' })).toEqual({
      months: SCHEMA_MESSAGES.minStayOneMonth,
    });
    expect(
      Object.keys(issues(schema, { move_in: '2027-09-01', months: String(STAY_MONTHS_MAX + 1) })),
    ).toEqual(['months']);
    expect(Object.keys(issues(schema, { move_in: '2027-09-01', months: '2.5' }))).toEqual(['months']);
    expect(schema.safeParse({ move_in: '2027-09-01', months: String(STAY_MONTHS_MAX) }).success).toBe(true);
  });
});
