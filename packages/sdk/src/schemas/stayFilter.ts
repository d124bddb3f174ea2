import * as z from 'zod/mini';
import { dateSchema, optionalNumeric } from './common';
import { STAY_MONTHS_MAX } from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { preprocess } from './zod';

/**
 * The stay a search asks for (docs/adr/0175-rental-periods.md): `move_in`, and `move_out`
 * (exclusive) or `months`. Shared by the room and property filters and the saved searches, with the
 * same checks as an application's period (`propertyRequestCreateSchema`).
 */

/** A day from a query: trimmed; blank text is "not given", as the other filters read it. */
const filterDate = preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  z.optional(dateSchema),
);

export const stayFilterShape = {
  move_in: filterDate,
  move_out: filterDate,
  months: optionalNumeric(
    z.number().check(z.int(), z.gte(1, SCHEMA_MESSAGES.minStayOneMonth), z.lte(STAY_MONTHS_MAX)),
  ),
};

interface StayFilter {
  move_in?: string | undefined;
  move_out?: string | undefined;
  months?: number | undefined;
}

/** Not both `move_out` and `months`; either needs `move_in`; `move_out` after `move_in`. */
export const stayFilterChecks = [
  z.refine<StayFilter>((v) => v.move_out === undefined || v.months === undefined, {
    message: SCHEMA_MESSAGES.moveOutOrMonths,
    path: ['move_out'],
  }),
  z.refine<StayFilter>(
    (v) => (v.move_out === undefined && v.months === undefined) || v.move_in !== undefined,
    {
      message: SCHEMA_MESSAGES.periodNeedsMoveIn,
      path: ['move_in'],
    },
  ),
  z.refine<StayFilter>((v) => v.move_out === undefined || v.move_in === undefined || v.move_in < v.move_out, {
    message: SCHEMA_MESSAGES.moveOutAfterMoveIn,
    path: ['move_out'],
  }),
] as const;
