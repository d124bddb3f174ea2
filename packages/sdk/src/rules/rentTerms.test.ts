import { describe, expect, it } from 'vitest';
import { DEFAULT_RENT_TERMS } from '../schemas/constants';
import { rentTermsFor } from './rentTerms';

describe('rentTermsFor', () => {
  it("says spec 02's default text for six months and one month's deposit", () => {
    expect(rentTermsFor({ min_stay: 6, deposit: 900, price: 900 })).toBe(DEFAULT_RENT_TERMS);
  });

  it('never contradicts the form defaults: one month, no deposit', () => {
    expect(rentTermsFor({ min_stay: 1, deposit: 0, price: 900 })).toBe(
      'Contrato mínimo de 1 mes. Sin fianza.',
    );
  });

  it('says whole months of rent in months, and any other deposit in euros', () => {
    expect(rentTermsFor({ min_stay: 12, deposit: 1800, price: 900 })).toBe(
      'Contrato mínimo de 12 meses. Se requieren 2 meses de fianza.',
    );
    expect(rentTermsFor({ min_stay: 3, deposit: 1250, price: 900 })).toBe(
      'Contrato mínimo de 3 meses. Fianza de 1250\u00a0€.',
    );
    expect(rentTermsFor({ min_stay: 3, deposit: 500 })).toBe(
      'Contrato mínimo de 3 meses. Fianza de 500\u00a0€.',
    );
  });
});
