import { describe, expect, it } from 'vitest';
import {
  cadastralControlLetters,
  checkCadastralReference,
  isValidCadastralReference,
  normalizeCadastralReference,
} from './cadastralReference';

/**
 * Real references published online (the Catastro's own example, a town hall, an airport, urban
 * and rustic parcels): together they use letters before and after Ñ in every part of the reference.
 */
const REAL = [
  '9872023VH5797S0001WX',
  '7837301VG8173B0001TT',
  '4A08169P03PRAT0001LR',
  '5225043DE7052N0001PQ',
  '000100100QE45D0001GA',
  '0014001QD4901S0001LP',
  '0474001QE5307C0149YK',
  '06011A012002450000QE',
  '2070105TK4027A0001XW',
  '5347806UK9354N0001RU',
  '9811901TN8391S0001QM',
  '9205301VL8090N0001PW',
  '6684201VK8968S0002RR',
  '3178101UJ2337N0001IB',
  '6380501UH0868S0001LT',
];

describe('checkCadastralReference', () => {
  it.each(REAL)('accepts the real reference %s', (reference) => {
    expect(checkCadastralReference(reference)).toEqual({ ok: true, reference });
    expect(cadastralControlLetters(reference)).toBe(reference.slice(18));
  });

  it('accepts the reference as people type it: spaces and lower case', () => {
    expect(checkCadastralReference(' 9872023 vh5797s 0001 wx ')).toEqual({
      ok: true,
      reference: '9872023VH5797S0001WX',
    });
    expect(normalizeCadastralReference('4a08169 p03prat 0001 lr')).toBe('4A08169P03PRAT0001LR');
  });

  it('names the control letters, and the right ones, when they do not match', () => {
    expect(checkCadastralReference('9872023VH5797S0001XW')).toEqual({
      ok: false,
      problem: 'control',
      reference: '9872023VH5797S0001XW',
      expected: 'WX',
    });
  });

  it.each([
    ['a changed parcel digit', '9872024VH5797S0001WX'],
    ['a changed map-sheet letter', '9872023VH5797T0001WX'],
    ['a changed property number', '9872023VH5797S0002WX'],
    ['two swapped digits', '8972023VH5797S0001WX'],
    ['a letter read as a digit', '4A08169P03PRAT0001LR'.replace('P03', 'P08')],
  ])('finds %s through the control letters', (_label, reference) => {
    const check = checkCadastralReference(reference);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toBe('control');
  });

  it('says the length is wrong before looking at the control letters', () => {
    expect(checkCadastralReference('9872023VH5797S0001W')).toMatchObject({ ok: false, problem: 'length' });
    expect(checkCadastralReference('9872023VH5797S')).toMatchObject({ ok: false, problem: 'length' });
    expect(checkCadastralReference('9872023VH5797S0001WXX')).toMatchObject({ ok: false, problem: 'length' });
  });

  it('says which characters are not allowed, whatever the length', () => {
    expect(checkCadastralReference('7837301/VG8173B0001TT')).toMatchObject({
      ok: false,
      problem: 'characters',
    });
    expect(checkCadastralReference('9872023-VH5797S-0001-WX')).toMatchObject({ problem: 'characters' });
    expect(checkCadastralReference('98720é3VH5797S0001WX')).toMatchObject({ problem: 'characters' });
  });

  it('answers a yes or no too', () => {
    expect(isValidCadastralReference('9872023VH5797S0001WX')).toBe(true);
    expect(isValidCadastralReference('9872023VH5797S0001WW')).toBe(false);
    expect(isValidCadastralReference('')).toBe(false);
  });
});
