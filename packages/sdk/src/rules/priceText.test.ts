import { describe, expect, it } from 'vitest';
import {
  depositText,
  FROM_PREFIX,
  formatEuros,
  formatNumber,
  NO_DEPOSIT_TEXT,
  PER_MONTH_SUFFIX,
  priceText,
  propertyPrice,
  roomPriceText,
  sizeText,
  stayText,
  UNKNOWN_TEXT,
  unknownText,
} from './priceText';

// Intl puts a no-break space (U+00A0) before the euro sign in es-ES, and a narrow no-break space
// (U+202F) as the French thousands separator.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it("writes the locale's separators, Spanish grouping from 10.000 (CLDR minimum grouping)", () => {
    expect(formatNumber(10_000, 'es-ES')).toBe('10.000');
    expect(formatNumber(3000, 'es-ES')).toBe('3000');
    expect(formatNumber(4.8, 'es-ES')).toBe('4,8');
    expect(formatNumber(10_000, 'en-GB')).toBe('10,000');
    expect(formatNumber(4.8, 'de-DE')).toBe('4,8');
  });

  it('takes the options of Intl.NumberFormat', () => {
    expect(formatNumber(12_345, 'es-ES', { useGrouping: false })).toBe('12345');
  });

  it('is what toLocaleString writes', () => {
    for (const locale of ['es-ES', 'en-GB', 'fr-FR', 'de-DE']) {
      expect(formatNumber(1_234_567.5, locale)).toBe((1_234_567.5).toLocaleString(locale));
    }
  });
});

describe('formatEuros', () => {
  it('prints whole amounts without decimals', () => {
    expect(formatEuros(850)).toBe(`850${NBSP}€`);
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
  });
  it('groups thousands in es-ES only from five digits, as Intl does', () => {
    expect(formatEuros(1200)).toBe(`1200${NBSP}€`);
    expect(formatEuros(12000)).toBe(`12.000${NBSP}€`);
    expect(formatEuros(1234567)).toBe(`1.234.567${NBSP}€`);
  });
  it('prints two decimals otherwise', () => {
    expect(formatEuros(450.5)).toBe(`450,50${NBSP}€`);
    expect(formatEuros(99.99)).toBe(`99,99${NBSP}€`);
    expect(formatEuros(1234567.89)).toBe(`1.234.567,89${NBSP}€`);
  });
  it('rounds to cents before choosing decimals', () => {
    expect(formatEuros(450.001)).toBe(`450${NBSP}€`);
    expect(formatEuros(450.126)).toBe(`450,13${NBSP}€`);
  });
  it('prints negative amounts', () => {
    expect(formatEuros(-20)).toBe(`-20${NBSP}€`);
  });
  it('follows the locale', () => {
    expect(formatEuros(1200, 'en')).toBe('€1,200');
    expect(formatEuros(1200.5, 'en-GB')).toBe('€1,200.50');
    expect(formatEuros(1200, 'de')).toBe(`1.200${NBSP}€`);
    expect(formatEuros(1200, 'fr')).toBe(`1${NNBSP}200${NBSP}€`);
  });
  it('answers blank for non-finite amounts', () => {
    expect(formatEuros(Number.NaN)).toBe('');
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('priceText', () => {
  it("adds '/mes'", () => {
    expect(PER_MONTH_SUFFIX).toBe('/mes');
    expect(priceText(850)).toBe(`850${NBSP}€/mes`);
    expect(priceText(12500)).toBe(`12.500${NBSP}€/mes`);
    expect(priceText(399.9)).toBe(`399,90${NBSP}€/mes`);
  });
  it('writes the suffix in the locale\'s language, never "€850/mes"', () => {
    expect(priceText(850, 'en')).toBe('€850/month');
  });
  it('answers blank for non-finite amounts', () => {
    expect(priceText(Number.NaN)).toBe('');
  });
});

describe('propertyPrice', () => {
  it("shows 'desde' and the per-room price for a coliving property", () => {
    expect(propertyPrice({ price: 2400, price_per_room: 450, is_coliving: true })).toEqual({
      from: true,
      amount: 450,
      text: `desde 450${NBSP}€/mes`,
    });
    expect(FROM_PREFIX).toBe('desde ');
  });
  it('shows the monthly price for a coliving property without a per-room price', () => {
    expect(propertyPrice({ price: 2400, price_per_room: null, is_coliving: true })).toEqual({
      from: false,
      amount: 2400,
      text: `2400${NBSP}€/mes`,
    });
    expect(propertyPrice({ price: 2400, price_per_room: 0, is_coliving: true }).from).toBe(false);
  });
  it('ignores a per-room price on a traditional rental', () => {
    expect(propertyPrice({ price: 950, price_per_room: 300, is_coliving: false })).toEqual({
      from: false,
      amount: 950,
      text: `950${NBSP}€/mes`,
    });
  });
  it('follows the locale', () => {
    expect(propertyPrice({ price: 2400, price_per_room: 450.5, is_coliving: true }, 'en').text).toBe(
      'from €450.50/month',
    );
  });
});

describe('roomPriceText', () => {
  it("prints the room's monthly price", () => {
    expect(roomPriceText({ price_monthly: 475 })).toBe(`475${NBSP}€/mes`);
  });
});

describe('in the locale of the reader', () => {
  it('writes the monthly suffix and the coliving prefix in en, fr, de; Spanish otherwise', () => {
    expect(priceText(1760, 'en-GB')).toBe('€1,760/month');
    expect(priceText(1760, 'fr-FR')).toBe(`1${NNBSP}760${NBSP}€/mois`);
    expect(priceText(1760, 'de-DE')).toBe(`1.760${NBSP}€/Monat`);
    expect(priceText(1760, 'it-IT')).toMatch(/\/mes$/);
    const coliving = { price: 0, price_per_room: 380, is_coliving: true };
    expect(propertyPrice(coliving, 'en-GB').text).toBe('from €380/month');
    expect(propertyPrice(coliving, 'de-DE').text).toBe(`ab 380${NBSP}€/Monat`);
    expect(propertyPrice(coliving, 'fr-FR').text).toBe(`à partir de 380${NBSP}€/mois`);
  });
});

describe('stayText', () => {
  it('writes a range', () => {
    expect(stayText(3, 12)).toBe('3-12 meses');
    expect(stayText(1, 6)).toBe('1-6 meses');
  });
  it("writes 'N+ meses' without a maximum", () => {
    expect(stayText(3, null)).toBe('3+ meses');
    expect(stayText(3)).toBe('3+ meses');
    expect(stayText(1, null)).toBe('1+ meses');
  });
  it('writes one figure when both are equal, singular only for 1', () => {
    expect(stayText(1, 1)).toBe('1 mes');
    expect(stayText(6, 6)).toBe('6 meses');
  });
  it('speaks the locale', () => {
    expect(stayText(3, 12, 'en-GB')).toBe('3-12 months');
    expect(stayText(1, 1, 'de-DE')).toBe('1 Monat');
    expect(stayText(6, null, 'fr-FR')).toBe('6+ mois');
  });
  it('counts a missing minimum as 1', () => {
    expect(stayText(null, 12)).toBe('1-12 meses');
    expect(stayText(undefined, undefined)).toBe('1+ meses');
  });
});

describe('depositText', () => {
  it("says 'Sin fianza' when there is none", () => {
    expect(NO_DEPOSIT_TEXT).toBe('Sin fianza');
    expect(depositText(0)).toBe('Sin fianza');
    expect(depositText(-5)).toBe('Sin fianza');
  });
  it("says 'Consultar' when it is not known, never 'Sin fianza'", () => {
    expect(UNKNOWN_TEXT).toBe('Consultar');
    expect(depositText(null)).toBe('Consultar');
    expect(depositText(undefined)).toBe('Consultar');
    expect(depositText(Number.NaN)).toBe('Consultar');
    expect(depositText(null, 'en-GB')).toBe('Ask');
    expect(unknownText('de-DE')).toBe('Auf Anfrage');
  });
  it('speaks the locale', () => {
    expect(depositText(0, 'fr-FR')).toBe('Sans caution');
    expect(depositText(900, 'en-GB')).toBe('€900');
  });
  it('prints an amount in euros', () => {
    expect(depositText(900)).toBe(`900${NBSP}€`);
    expect(depositText(450.5)).toBe(`450,50${NBSP}€`);
  });
});

describe('sizeText', () => {
  it('prints square metres', () => {
    expect(sizeText(85)).toBe('85 m²');
    expect(sizeText(12.5)).toBe('12,5 m²');
    expect(sizeText(12.25)).toBe('12,3 m²');
    expect(sizeText(12000)).toBe('12.000 m²');
    expect(sizeText(12.5, 'en')).toBe('12.5 m²');
  });
  it('answers blank for non-finite sizes', () => {
    expect(sizeText(Number.NaN)).toBe('');
  });
});
