import { describe, expect, it } from 'vitest';
import { booleanInput } from './common';
import { numberOfText, switchOfText } from './textInput';

describe('switchOfText', () => {
  it('reads the words forms and addresses use, in any case and with spaces', () => {
    for (const word of ['true', 'TRUE', '1', 'on', ' yes ', 'si', 'Sí'])
      expect(switchOfText(word)).toBe(true);
    for (const word of ['false', '0', 'Off', 'no', ' NO ']) expect(switchOfText(word)).toBe(false);
    for (const word of ['', 'maybe', '2', 'oui', 'nein']) expect(switchOfText(word)).toBeUndefined();
  });

  it('is how the schemas read a switch', () => {
    expect(booleanInput.parse('sí')).toBe(true);
    expect(booleanInput.parse('no')).toBe(false);
    expect(booleanInput.safeParse('maybe').success).toBe(false);
  });
});

describe('numberOfText', () => {
  it('reads a decimal point or comma, and NaN for anything else', () => {
    expect(numberOfText(' 2,5 ')).toBe(2.5);
    expect(numberOfText('1e3')).toBe(1000);
    expect(numberOfText('12abc')).toBeNaN();
  });
});
