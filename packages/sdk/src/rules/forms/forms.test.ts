import { describe, expect, it } from 'vitest';
import {
  isChosenId,
  looksLikeEmail,
  numberOrZero,
  optionalInteger,
  parseNumber,
  stayMonthsOrOne,
  validateEnquiry,
} from './index';

describe('parseNumber', () => {
  it('reads plain decimals, with a comma or a point', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('7.')).toBe(7);
  });
  it('passes numbers through', () => {
    expect(parseNumber(42)).toBe(42);
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('answers null for blank and non-numeric text', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
    expect(parseNumber('1.234,5')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
  });
});

describe('numberOrZero', () => {
  it('converts numeric text', () => {
    expect(numberOrZero('850')).toBe(850);
    expect(numberOrZero('85,5')).toBe(85.5);
  });
  it('turns blank or invalid input into 0', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero(null)).toBe(0);
    expect(numberOrZero(undefined)).toBe(0);
  });
});

describe('optionalInteger', () => {
  it('converts whole numbers, negative ones included', () => {
    expect(optionalInteger('3')).toBe(3);
    expect(optionalInteger('-1')).toBe(-1);
    expect(optionalInteger('0')).toBe(0);
    expect(optionalInteger(4)).toBe(4);
    expect(optionalInteger('2.0')).toBe(2);
  });
  it('gives undefined for blank, invalid or fractional input', () => {
    expect(optionalInteger('')).toBeUndefined();
    expect(optionalInteger('bajo')).toBeUndefined();
    expect(optionalInteger('2.5')).toBeUndefined();
    expect(optionalInteger(null)).toBeUndefined();
  });
});

describe('stayMonthsOrOne', () => {
  it('converts whole months', () => {
    expect(stayMonthsOrOne('6')).toBe(6);
    expect(stayMonthsOrOne(12)).toBe(12);
  });
  it('truncates fractions', () => {
    expect(stayMonthsOrOne('2.7')).toBe(2);
  });
  it('falls back to 1', () => {
    expect(stayMonthsOrOne('')).toBe(1);
    expect(stayMonthsOrOne('x')).toBe(1);
    expect(stayMonthsOrOne('0')).toBe(1);
    expect(stayMonthsOrOne('-4')).toBe(1);
    expect(stayMonthsOrOne('0.5')).toBe(1);
    expect(stayMonthsOrOne(undefined)).toBe(1);
  });
});

describe('isChosenId and looksLikeEmail', () => {
  it('accepts positive whole ids', () => {
    expect(isChosenId(3)).toBe(true);
    expect(isChosenId('3')).toBe(true);
    expect(isChosenId('')).toBe(false);
    expect(isChosenId(0)).toBe(false);
    expect(isChosenId('1.5')).toBe(false);
    expect(isChosenId(null)).toBe(false);
  });
  it('accepts plausible e-mails', () => {
    expect(looksLikeEmail('ana@example.com')).toBe(true);
    expect(looksLikeEmail(' ana@example.es ')).toBe(true);
    expect(looksLikeEmail('ana@example')).toBe(false);
    expect(looksLikeEmail('ana example@x.com')).toBe(false);
    expect(looksLikeEmail('@x.com')).toBe(false);
  });
});

describe('validateEnquiry', () => {
  const valid = { name: 'Lucía', email: 'lucia@example.com', message: 'Hola, ¿sigue disponible?' };

  it('passes a complete enquiry', () => {
    expect(validateEnquiry(valid)).toBeNull();
  });
  it('requires a non-blank message', () => {
    expect(validateEnquiry({ ...valid, message: '' })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
    expect(validateEnquiry({ ...valid, message: '   \n ' })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
    expect(validateEnquiry({ ...valid, message: null })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
  });
  it('requires a name and a plausible e-mail, checked before the message', () => {
    expect(validateEnquiry({ ...valid, name: ' ', message: '' })).toBe('Por favor, escribe tu nombre');
    expect(validateEnquiry({ ...valid, email: '' })).toBe('Por favor, escribe tu email');
    expect(validateEnquiry({ ...valid, email: 'lucia' })).toBe(
      'Introduce una dirección de correo electrónico válida.',
    );
  });
});
