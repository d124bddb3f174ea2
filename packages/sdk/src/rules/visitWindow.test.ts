import { describe, expect, it } from 'vitest';
import {
  isVisitDateSelectable,
  VISIT_INVALID_DATE_MESSAGE,
  VISIT_REQUIRED_MESSAGE,
  VISIT_SLOT_MESSAGE,
  VISIT_WEEKDAY_MESSAGE,
  VISIT_WINDOW_MESSAGE,
  VISIT_WINDOW_MONTHS,
  validateVisitRequest,
  visitDateProblem,
  visitWindow,
} from './visitWindow';

// 2026-06-10 is a Wednesday; the window runs 2026-06-11 (Thu) to 2026-09-10 (Thu).
const TODAY = '2026-06-10';

describe('messages', () => {
  it('are the exact Spanish texts', () => {
    expect(VISIT_REQUIRED_MESSAGE).toBe('Por favor, selecciona una fecha y hora para la visita');
    expect(VISIT_WEEKDAY_MESSAGE).toBe('Las visitas solo están disponibles de lunes a viernes.');
    expect(VISIT_WINDOW_MESSAGE).toBe('Elige una fecha entre mañana y dentro de tres meses.');
    expect(VISIT_SLOT_MESSAGE).toBe(
      'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.',
    );
    expect(VISIT_INVALID_DATE_MESSAGE).toBe('Fecha inválida');
  });
});

describe('visitWindow', () => {
  it('runs from tomorrow to three months ahead', () => {
    expect(VISIT_WINDOW_MONTHS).toBe(3);
    expect(visitWindow(TODAY)).toEqual({ first: '2026-06-11', last: '2026-09-10' });
  });

  it('clamps the last day to a shorter month and crosses the year', () => {
    expect(visitWindow('2026-11-30')).toEqual({ first: '2026-12-01', last: '2027-02-28' });
    expect(visitWindow('2026-12-31')).toEqual({ first: '2027-01-01', last: '2027-03-31' });
  });

  it('throws for an invalid today', () => {
    expect(() => visitWindow('2026-02-30')).toThrow(RangeError);
  });
});

describe('visitDateProblem and isVisitDateSelectable', () => {
  it('accepts tomorrow and the last day when they are weekdays', () => {
    expect(visitDateProblem('2026-06-11', TODAY)).toBeNull();
    expect(visitDateProblem('2026-09-10', TODAY)).toBeNull();
    expect(isVisitDateSelectable('2026-06-11', TODAY)).toBe(true);
    expect(isVisitDateSelectable('2026-09-10', TODAY)).toBe(true);
  });

  it('rejects today, the past and the day after the window', () => {
    expect(visitDateProblem(TODAY, TODAY)).toBe(VISIT_WINDOW_MESSAGE);
    expect(visitDateProblem('2026-06-01', TODAY)).toBe(VISIT_WINDOW_MESSAGE);
    expect(visitDateProblem('2026-09-11', TODAY)).toBe(VISIT_WINDOW_MESSAGE);
    expect(isVisitDateSelectable(TODAY, TODAY)).toBe(false);
    expect(isVisitDateSelectable('2026-09-11', TODAY)).toBe(false);
  });

  it('rejects Saturdays and Sundays inside the window', () => {
    expect(visitDateProblem('2026-06-13', TODAY)).toBe(VISIT_WEEKDAY_MESSAGE);
    expect(visitDateProblem('2026-06-14', TODAY)).toBe(VISIT_WEEKDAY_MESSAGE);
    expect(isVisitDateSelectable('2026-06-13', TODAY)).toBe(false);
    expect(isVisitDateSelectable('2026-06-15', TODAY)).toBe(true);
  });

  it('reports the window before the weekday for a weekend outside it', () => {
    expect(visitDateProblem('2026-12-05', TODAY)).toBe(VISIT_WINDOW_MESSAGE);
  });

  it('treats a Friday today: tomorrow is Saturday, Monday is the first pickable day', () => {
    const friday = '2026-06-12';
    expect(visitDateProblem('2026-06-13', friday)).toBe(VISIT_WEEKDAY_MESSAGE);
    expect(visitDateProblem('2026-06-15', friday)).toBeNull();
  });

  it('gives Fecha inválida for unreal or badly written dates', () => {
    expect(visitDateProblem('2026-06-31', TODAY)).toBe(VISIT_INVALID_DATE_MESSAGE);
    expect(visitDateProblem('15/06/2026', TODAY)).toBe(VISIT_INVALID_DATE_MESSAGE);
    expect(visitDateProblem('', TODAY)).toBe(VISIT_INVALID_DATE_MESSAGE);
    expect(isVisitDateSelectable('nope', TODAY)).toBe(false);
  });

  it('covers every day of a window ending on a clamped date', () => {
    // today 2026-11-30 (Monday): the window ends 2027-02-26 (Fri) … 2027-02-28 (Sun).
    expect(visitDateProblem('2027-02-26', '2026-11-30')).toBeNull();
    expect(visitDateProblem('2027-02-28', '2026-11-30')).toBe(VISIT_WEEKDAY_MESSAGE);
    expect(visitDateProblem('2027-03-01', '2026-11-30')).toBe(VISIT_WINDOW_MESSAGE);
  });
});

describe('validateVisitRequest', () => {
  it('returns the clean value for a good request', () => {
    expect(
      validateVisitRequest({ date: '2026-06-15', time: '10:30', notes: '  Llego puntual  ' }, TODAY),
    ).toEqual({
      ok: true,
      value: { date: '2026-06-15', time: '10:30', notes: 'Llego puntual' },
    });
  });

  it("gives '' for missing or blank notes", () => {
    const ok = { date: '2026-06-15', time: '09:00' };
    expect(validateVisitRequest(ok, TODAY)).toEqual({ ok: true, value: { ...ok, notes: '' } });
    expect(validateVisitRequest({ ...ok, notes: '   ' }, TODAY)).toEqual({
      ok: true,
      value: { ...ok, notes: '' },
    });
    expect(validateVisitRequest({ ...ok, notes: null }, TODAY)).toEqual({
      ok: true,
      value: { ...ok, notes: '' },
    });
  });

  it('asks for date and time when either is missing or blank', () => {
    const required = { ok: false, message: VISIT_REQUIRED_MESSAGE, problem: 'dateTimeRequired' };
    expect(validateVisitRequest({}, TODAY)).toEqual(required);
    expect(validateVisitRequest({ date: '2026-06-15' }, TODAY)).toEqual(required);
    expect(validateVisitRequest({ time: '10:00' }, TODAY)).toEqual(required);
    expect(validateVisitRequest({ date: '  ', time: '10:00' }, TODAY)).toEqual(required);
    expect(validateVisitRequest({ date: '2026-06-15', time: '' }, TODAY)).toEqual(required);
    expect(validateVisitRequest({ date: null, time: null }, TODAY)).toEqual(required);
  });

  it('rejects a time that is not a slot', () => {
    const slot = { ok: false, message: VISIT_SLOT_MESSAGE, problem: 'notASlot' };
    expect(validateVisitRequest({ date: '2026-06-15', time: '08:30' }, TODAY)).toEqual(slot);
    expect(validateVisitRequest({ date: '2026-06-15', time: '20:00' }, TODAY)).toEqual(slot);
    expect(validateVisitRequest({ date: '2026-06-15', time: '10:15' }, TODAY)).toEqual(slot);
    expect(validateVisitRequest({ date: '2026-06-15', time: 'las diez' }, TODAY)).toEqual(slot);
  });

  it('accepts a trimmed time and drops zero seconds', () => {
    expect(validateVisitRequest({ date: ' 2026-06-15 ', time: ' 19:30 ' }, TODAY)).toEqual({
      ok: true,
      value: { date: '2026-06-15', time: '19:30', notes: '' },
    });
    expect(validateVisitRequest({ date: '2026-06-15', time: '11:00:00' }, TODAY)).toEqual({
      ok: true,
      value: { date: '2026-06-15', time: '11:00', notes: '' },
    });
    expect(validateVisitRequest({ date: '2026-06-15', time: '11:00:30' }, TODAY)).toEqual({
      ok: false,
      message: VISIT_SLOT_MESSAGE,
      problem: 'notASlot',
    });
  });

  it('reports date problems, before the slot', () => {
    expect(validateVisitRequest({ date: '2026-06-13', time: '10:00' }, TODAY)).toEqual({
      ok: false,
      message: VISIT_WEEKDAY_MESSAGE,
      problem: 'weekdaysOnly',
    });
    expect(validateVisitRequest({ date: TODAY, time: '10:00' }, TODAY)).toEqual({
      ok: false,
      message: VISIT_WINDOW_MESSAGE,
      problem: 'outsideWindow',
    });
    expect(validateVisitRequest({ date: '2026-06-13', time: '23:00' }, TODAY)).toEqual({
      ok: false,
      message: VISIT_WEEKDAY_MESSAGE,
      problem: 'weekdaysOnly',
    });
    expect(validateVisitRequest({ date: '2026-02-30', time: '10:00' }, TODAY)).toEqual({
      ok: false,
      message: VISIT_INVALID_DATE_MESSAGE,
      problem: 'invalidDate',
    });
  });
});
