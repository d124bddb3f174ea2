import { SAVED_SEARCH_NAME_MAX } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { searchNameProblem } from './searchNameProblem';

const texts = { nameRequired: 'Ponle un nombre.', nameTooLong: (max: number) => `Como mucho ${max}.` };

describe('searchNameProblem', () => {
  it('refuses a blank name, spaces included', () => {
    expect(searchNameProblem('', texts)).toBe('Ponle un nombre.');
    expect(searchNameProblem('   ', texts)).toBe('Ponle un nombre.');
  });

  it('refuses a name longer than the API takes, counted without the outer spaces', () => {
    expect(searchNameProblem('a'.repeat(SAVED_SEARCH_NAME_MAX + 1), texts)).toBe(
      `Como mucho ${SAVED_SEARCH_NAME_MAX}.`,
    );
    expect(searchNameProblem(` ${'a'.repeat(SAVED_SEARCH_NAME_MAX)} `, texts)).toBeNull();
  });

  it('accepts any other name', () => {
    expect(searchNameProblem('Pisos en Madrid', texts)).toBeNull();
  });
});
