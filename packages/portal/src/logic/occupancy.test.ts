import { ROOM_STATUSES } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { occupancyPercent, ROOM_STATUS_ORDER, roomStatusRank } from './occupancy';

describe('occupancyPercent', () => {
  it('gives 0 when there are no rooms', () => {
    expect(occupancyPercent({ total: 0, occupied: 0 })).toBe(0);
    expect(occupancyPercent({ total: 0, occupied: 3 })).toBe(0);
  });

  it('rounds to a whole percentage', () => {
    expect(occupancyPercent({ total: 4, occupied: 1 })).toBe(25);
    expect(occupancyPercent({ total: 3, occupied: 1 })).toBe(33);
    expect(occupancyPercent({ total: 3, occupied: 2 })).toBe(67);
    expect(occupancyPercent({ total: 8, occupied: 1 })).toBe(13);
    expect(occupancyPercent({ total: 200, occupied: 1 })).toBe(1);
    expect(occupancyPercent({ total: 201, occupied: 1 })).toBe(0);
  });

  it('gives 0 and 100 at the ends', () => {
    expect(occupancyPercent({ total: 5, occupied: 0 })).toBe(0);
    expect(occupancyPercent({ total: 5, occupied: 5 })).toBe(100);
  });

  it('stays within 0–100 for odd inputs', () => {
    expect(occupancyPercent({ total: 5, occupied: 9 })).toBe(100);
    expect(occupancyPercent({ total: 5, occupied: -1 })).toBe(0);
    expect(occupancyPercent({ total: -5, occupied: 2 })).toBe(0);
    expect(occupancyPercent({ total: Number.NaN, occupied: 2 })).toBe(0);
    expect(occupancyPercent({ total: 5, occupied: Number.NaN })).toBe(0);
    expect(occupancyPercent({ total: Number.POSITIVE_INFINITY, occupied: 2 })).toBe(0);
  });
});

describe('ROOM_STATUS_ORDER and roomStatusRank', () => {
  it('lists the four room statuses in screen order', () => {
    expect(ROOM_STATUS_ORDER).toEqual(['available', 'occupied', 'maintenance', 'reserved']);
    expect([...ROOM_STATUS_ORDER].sort()).toEqual([...ROOM_STATUSES].sort());
  });

  it('ranks known statuses by that order and others last', () => {
    expect(roomStatusRank('available')).toBe(0);
    expect(roomStatusRank('reserved')).toBe(3);
    expect(roomStatusRank('renovating')).toBe(4);
    expect(roomStatusRank('')).toBe(4);
    const sorted = ['reserved', 'odd', 'available', 'maintenance', 'occupied'].sort(
      (a, b) => roomStatusRank(a) - roomStatusRank(b),
    );
    expect(sorted).toEqual(['available', 'occupied', 'maintenance', 'reserved', 'odd']);
  });
});
