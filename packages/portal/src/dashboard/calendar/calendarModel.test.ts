import type { Availability, UnitAvailability } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  changeBody,
  dayState,
  localChangeErrors,
  mergeAvailability,
  monthDays,
  monthStart,
  orderedUnits,
} from './calendarModel';

const period = (over: Partial<UnitAvailability['periods'][number]>) => ({
  id: 1,
  room: 10,
  kind: 'blocked' as const,
  start: '2027-03-01',
  end: '2027-03-04',
  note: '',
  source: null,
  tenant_name: null,
  request: null,
  ...over,
});

const unit = (over: Partial<UnitAvailability> = {}): UnitAvailability => ({
  room: 10,
  title: 'Habitación A',
  available_from: '2027-01-01',
  min_stay_months: 1,
  max_stay_months: null,
  next_free: null,
  periods: [],
  ...over,
});

const CHECKS = {
  unitsRequired: 'units',
  startRequired: 'start',
  endRequired: 'end',
  endBeforeStart: 'order',
};

describe('calendar model', () => {
  it('reads a day: a period covers [start, end), a tenant wins over a block, before available_from', () => {
    const room = unit({
      available_from: '2027-02-10',
      periods: [
        period({}),
        period({ id: 2, kind: 'held', start: '2027-03-03', end: '2027-03-10', tenant_name: 'Lucía' }),
      ],
    });
    expect(dayState(room, '2027-03-01').kind).toBe('blocked');
    expect(dayState(room, '2027-03-03').kind).toBe('held');
    expect(dayState(room, '2027-03-10').kind).toBe('free');
    expect(dayState(room, '2027-02-09').kind).toBe('before');
    expect(dayState(room, '2027-02-10').kind).toBe('free');
  });

  it('counts months and their days', () => {
    expect(monthStart('2027-11-15', 2)).toBe('2028-01-01');
    expect(monthStart('2027-03-31', -1)).toBe('2027-02-01');
    expect(monthDays('2028-02-01')).toHaveLength(29);
  });

  it('puts the whole home first', () => {
    const availability: Availability = {
      property: 1,
      from: '2027-03-01',
      to: '2028-03-01',
      next_free: null,
      units: [unit(), unit({ room: null, title: 'Piso' }), unit({ room: 11, title: 'B' })],
    };
    expect(orderedUnits(availability).map((item) => item.room)).toEqual([null, 10, 11]);
  });

  it('sends the day after the last as the exclusive end, a note only when blocking', () => {
    const values = { units: ['10', 'home'], start: '2027-03-30', end: '2027-03-31', note: ' Obras ' };
    expect(changeBody('block', values)).toEqual({
      action: 'block',
      units: [10, null],
      start: '2027-03-30',
      end: '2027-04-01',
      note: 'Obras',
    });
    expect(changeBody('unblock', values)).toEqual({
      action: 'unblock',
      units: [10, null],
      start: '2027-03-30',
      end: '2027-04-01',
    });
  });

  it('checks the form before sending', () => {
    expect(localChangeErrors({ units: [], start: '', end: '', note: '' }, CHECKS)).toEqual({
      units: 'units',
      start: 'start',
      end: 'end',
    });
    expect(
      localChangeErrors({ units: ['10'], start: '2027-03-05', end: '2027-03-04', note: '' }, CHECKS),
    ).toEqual({ end: 'order' });
  });

  it('keeps the grid’s earlier periods when a change answers a later window', () => {
    const current: Availability = {
      property: 1,
      from: '2027-03-01',
      to: '2028-03-01',
      next_free: null,
      units: [
        unit({
          periods: [
            period({ start: '2027-03-01', end: '2027-03-02' }),
            period({ id: 3, start: '2027-03-20', end: '2027-03-22' }),
          ],
        }),
      ],
    };
    const answer: Availability = {
      ...current,
      from: '2027-03-05',
      units: [unit({ periods: [period({ id: 4, start: '2027-03-10', end: '2027-03-12' })] })],
    };
    const merged = mergeAvailability(current, answer);
    expect(merged.from).toBe('2027-03-01');
    expect(merged.units[0]?.periods.map((item) => item.id)).toEqual([1, 4]);
    expect(mergeAvailability(current, { ...answer, from: '2027-03-01' })).toEqual({
      ...answer,
      from: '2027-03-01',
    });
  });
});
