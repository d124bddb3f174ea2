import { describe, expect, it } from 'vitest';
import { routeId } from './routeId';

describe('routeId', () => {
  it('reads a positive whole number', () => {
    expect(routeId('12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '012', '99999999999']) {
      expect(routeId(raw)).toBeNull();
    }
  });
});
