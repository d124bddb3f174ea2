import { afterEach, describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  type FormatAnswer,
  numberFormat,
  pluralRules,
  recordFormats,
  relativeTimeFormat,
  seedFormats,
} from './intlFormats';

afterEach(() => recordFormats(null));

describe('intlFormats', () => {
  it('makes one formatter per locale and options', () => {
    const euros = numberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('es-ES', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('es-ES', { maximumFractionDigits: 1 })).not.toBe(euros);
    expect(euros.format(12000)).toBe(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(12000),
    );

    const long = dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'Europe/Madrid' })).not.toBe(long);
    expect(relativeTimeFormat('es', { numeric: 'auto' })).toBe(relativeTimeFormat('es', { numeric: 'auto' }));
  });

  it('throws when a refused locale or time zone is used, every time', () => {
    const mars = dateTimeFormat('es', { timeZone: 'Mars/Olympus' });
    expect(() => mars.format(new Date(0))).toThrow(RangeError);
    expect(() => mars.formatToParts(new Date(0))).toThrow(RangeError);
    expect(() => numberFormat('not a locale!', {}).format(1)).toThrow(RangeError);
    expect(() => numberFormat('not a locale!', {}).format(1)).toThrow(RangeError);
  });
});

describe('answers recorded by a server render, seeded in the browser', () => {
  it('records every number, plural and zoned date formatted while recording', () => {
    const answers: FormatAnswer[] = [];
    recordFormats((key, text) => answers.push([key, text]));
    const options = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
    const text = numberFormat('es-ES', options).format(1234);
    const rule = pluralRules('fr', {}).select(1);
    const day = dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 11, 1)),
    );
    dateTimeFormat('de', { dateStyle: 'long' }).format(new Date(0));
    recordFormats(null);
    numberFormat('es-ES', options).format(99);
    expect(answers.map(([, t]) => t)).toEqual([text, rule, day]);
    expect(day).toBe('1. Dezember 2026');
  });

  it('answers a seeded text without making the formatter', () => {
    const options = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
    const answers: FormatAnswer[] = [];
    recordFormats((key, text) => answers.push([key, text]));
    numberFormat('es-ES', options).format(777);
    recordFormats(null);
    // A seeded text stands for its key; a key the page did not hold is formatted as before.
    seedFormats(answers.map(([key]) => [key, 'SEEDED'] as FormatAnswer));
    expect(numberFormat('es-ES', options).format(777)).toBe('SEEDED');
    expect(numberFormat('es-ES', options).format(778)).toBe(
      new Intl.NumberFormat('es-ES', options).format(778),
    );
  });

  it('keeps -0 apart from 0', () => {
    const format = numberFormat('en-GB', { signDisplay: 'always' });
    expect(format.format(0)).not.toBe(format.format(-0));
  });

  it('takes no answer for a date in the runtime’s own time zone', () => {
    const local = { dateStyle: 'full', timeStyle: 'long' } as const;
    const answers: FormatAnswer[] = [];
    recordFormats((key, text) => answers.push([key, text]));
    const text = dateTimeFormat('es', local).format(new Date(86_400_000));
    expect(answers).toEqual([]);
    seedFormats([[`d|es|${JSON.stringify(local)}|86400000`, 'WRONG ZONE']]);
    expect(dateTimeFormat('es', local).format(new Date(86_400_000))).toBe(text);
  });

  it('ignores entries that are not pairs of texts', () => {
    seedFormats([[1, 2] as unknown as FormatAnswer]);
    expect(numberFormat('es-ES', {}).format(1)).toBe('1');
  });
});
