import { describe, expect, it } from 'vitest';
import {
  FEATURED_PROPERTIES,
  PAGINATION_FULL_MAX,
  PROPERTY_PAGE_SIZE,
  pageCount,
  pageRange,
  paginationWindow,
  ROOM_PAGE_SIZE,
} from './paginationWindow';

describe('constants', () => {
  it('match spec 01 §9', () => {
    expect(PROPERTY_PAGE_SIZE).toBe(9);
    expect(ROOM_PAGE_SIZE).toBe(12);
    expect(FEATURED_PROPERTIES).toBe(4);
    expect(PAGINATION_FULL_MAX).toBe(7);
  });
});

describe('paginationWindow', () => {
  it('is empty without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, -3)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('lists every page up to 7', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 1 2 3 4 5 … N near the start', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('shows 1 … c-1 c c+1 … N in the middle', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationWindow(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });

  it('shows 1 … N-4 … N near the end', () => {
    expect(paginationWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('handles 8 pages, the smallest windowed case', () => {
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationWindow(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('always has 7 entries above 7 pages, with the current page in it', () => {
    for (let total = 8; total <= 15; total++) {
      for (let current = 1; current <= total; current++) {
        const window = paginationWindow(current, total);
        expect(window).toHaveLength(7);
        expect(window).toContain(current);
        expect(window[0]).toBe(1);
        expect(window[6]).toBe(total);
      }
    }
  });

  it('clamps an out-of-range or odd current page', () => {
    expect(paginationWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(-5, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(50, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationWindow(Number.NaN, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(10.7, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationWindow(Number.POSITIVE_INFINITY, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('rounds a fractional page total down', () => {
    expect(paginationWindow(1, 3.9)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(100, 12)).toBe(9);
  });

  it('gives 0 for negative or unusable counts', () => {
    expect(pageCount(-1, 9)).toBe(0);
    expect(pageCount(Number.NaN, 9)).toBe(0);
    expect(pageCount(Number.POSITIVE_INFINITY, 9)).toBe(0);
  });

  it('throws for a page size that is not a positive integer', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -9)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});

describe('pageRange', () => {
  it('gives 0-0 when there is nothing', () => {
    expect(pageRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(3, 9, 0)).toEqual({ from: 0, to: 0 });
  });

  it('gives the 1-based range of a page', () => {
    expect(pageRange(1, 9, 20)).toEqual({ from: 1, to: 9 });
    expect(pageRange(2, 9, 20)).toEqual({ from: 10, to: 18 });
    expect(pageRange(3, 9, 20)).toEqual({ from: 19, to: 20 });
    expect(pageRange(1, 12, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRange(1, 9, 9)).toEqual({ from: 1, to: 9 });
  });

  it('clamps the page', () => {
    expect(pageRange(9, 9, 20)).toEqual({ from: 19, to: 20 });
    expect(pageRange(0, 9, 20)).toEqual({ from: 1, to: 9 });
  });
});
