import { describe, expect, it } from 'vitest';
import { ordinal, plural } from './plural';

const houses = (locale: string, n: number) => plural(locale, n, { one: `${n} one`, other: `${n} other` });

describe('plural', () => {
  it('picks the form by the language’s plural rules', () => {
    expect(houses('es', 1)).toBe('1 one');
    expect(houses('es', 2)).toBe('2 other');
    expect(houses('es', 0)).toBe('0 other');
    expect(houses('en', 1)).toBe('1 one');
    expect(houses('en', 0)).toBe('0 other');
    expect(houses('de', 1)).toBe('1 one');
    // French counts 0 (and 1.5) as singular.
    expect(houses('fr', 0)).toBe('0 one');
    expect(houses('fr', 1)).toBe('1 one');
    expect(houses('fr', 2)).toBe('2 other');
  });

  it('falls back to `other` for a category the text does not give', () => {
    // Spanish has a 'many' category for millions: without its own form it reads as 'other'.
    expect(houses('es', 1_000_000)).toBe('1000000 other');
    expect(plural('es-ES', 1, { other: 'x' })).toBe('x');
  });
});

describe('ordinal', () => {
  const floor = (n: number) =>
    ordinal('en-GB', n, { one: `${n}st`, two: `${n}nd`, few: `${n}rd`, other: `${n}th` });
  it('takes the ordinal form of the count', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(floor)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
  it('falls back on other for a category without a form', () => {
    expect(ordinal('en', 2, { other: 'n-th' })).toBe('n-th');
  });
});
