import { propertyFiltersSchema } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { validate } from './validation';

describe('validate', () => {
  it('asks for the caller’s language only when it has something to say', () => {
    let asked = 0;
    const languageOf = () => {
      asked += 1;
      return 'de' as const;
    };
    expect(validate(propertyFiltersSchema, { city: 'Madrid' }, languageOf)).toMatchObject({ city: 'Madrid' });
    expect(asked).toBe(0);
    let thrown: unknown;
    try {
      validate(propertyFiltersSchema, { page_size: '5000' }, languageOf);
    } catch (error) {
      thrown = error;
    }
    expect(asked).toBe(1);
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).body).toEqual({
      page_size: ['Dieser Wert muss kleiner oder gleich 100 sein.'],
    });
  });

  it('answers in Spanish when no language is given', () => {
    expect(() => validate(propertyFiltersSchema, { page_size: '5000' })).toThrow(
      expect.objectContaining({
        body: { page_size: ['Asegúrate de que este valor sea menor o igual que 100.'] },
      }),
    );
  });
});
