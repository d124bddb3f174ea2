import { describe, expect, it } from 'vitest';
import { makeProperty } from '../testing';
import {
  propertyCreateSchema,
  propertyFiltersSchema,
  propertySchema,
  propertyUpdateSchema,
} from './property';
import { parseWithFieldErrors } from './validation';

const minimal = {
  title: 'Piso en Triana',
  description: 'Luminoso, junto al río.',
  price: 950,
  size: 80,
  address: 'Calle Betis 20',
  city: 'Sevilla',
  postal_code: '41010',
  bedrooms: 3,
  bathrooms: 1,
};

describe('propertyCreateSchema', () => {
  it('applies the defaults of spec 02 §9', () => {
    const result = propertyCreateSchema.parse(minimal);
    expect(result).toMatchObject({
      property_type: 'apartamento',
      country: 'España',
      status: 'disponible',
      is_coliving: false,
      price_per_room: null,
      floor: null,
      location: '',
      neighborhood: '',
      is_furnished: false,
      pets_allowed: false,
    });
  });

  it('requires every field spec 02 §5 marks as required', () => {
    const result = parseWithFieldErrors(propertyCreateSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'address',
        'bathrooms',
        'bedrooms',
        'city',
        'description',
        'postal_code',
        'price',
        'size',
        'title',
      ].sort(),
    );
    expect(result.errors.title).toEqual(['Este campo es obligatorio.']);
  });

  it('accepts form text: numbers, booleans, blank optional numbers, aliases', () => {
    const result = propertyCreateSchema.parse({
      ...minimal,
      price: '950,50',
      bedrooms: '3',
      floor: '',
      price_per_room: '',
      is_coliving: 'true',
      has_parking: 'on',
      property_type: 'house',
      status: 'rented',
    });
    expect(result).toMatchObject({
      price: 950.5,
      bedrooms: 3,
      floor: null,
      price_per_room: null,
      is_coliving: true,
      has_parking: true,
      property_type: 'casa',
      status: 'alquilado',
    });
  });

  it('rejects bad values with Spanish messages', () => {
    const result = parseWithFieldErrors(propertyCreateSchema, {
      ...minimal,
      title: '   ',
      price: 0,
      size: -5,
      postal_code: '!!',
      bedrooms: 2.5,
      floor: 500,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toEqual(['Este campo no puede estar en blanco.']);
    expect(result.errors.price).toEqual(['El precio debe ser mayor que 0.']);
    expect(result.errors.size).toEqual(['El tamaño debe ser mayor que 0.']);
    expect(result.errors.postal_code).toEqual(['Introduce un código postal válido.']);
    expect(result.errors.bedrooms).toBeDefined();
    expect(result.errors.floor).toEqual(['Asegúrate de que este valor sea menor o igual que 200.']);
  });

  it('caps huge strings', () => {
    const result = parseWithFieldErrors(propertyCreateSchema, { ...minimal, description: 'x'.repeat(5001) });
    expect(result.ok).toBe(false);
  });
});

describe('propertyUpdateSchema', () => {
  it('accepts any subset and applies no defaults', () => {
    expect(propertyUpdateSchema.parse({ price: '1000' })).toEqual({ price: 1000 });
    expect(propertyUpdateSchema.parse({})).toEqual({});
    expect(propertyUpdateSchema.parse({ status: 'inactive' })).toEqual({ status: 'inactivo' });
  });
  it('still validates what is given', () => {
    expect(propertyUpdateSchema.safeParse({ title: '' }).success).toBe(false);
    expect(propertyUpdateSchema.safeParse({ price: -1 }).success).toBe(false);
  });
});

describe('propertyFiltersSchema (query strings)', () => {
  it('coerces query text and ignores blanks', () => {
    expect(
      propertyFiltersSchema.parse({
        city: ' Madrid ',
        max_price: '800',
        min_price: '',
        bedrooms: '2',
        property_type: 'studio',
        is_furnished: 'true',
        has_pool: '',
        coliving: 'coliving',
        owner: '3',
        page: '2',
      }),
    ).toEqual({
      city: 'Madrid',
      max_price: 800,
      bedrooms: 2,
      property_type: 'estudio',
      is_furnished: true,
      coliving: 'coliving',
      owner: 3,
      page: 2,
    });
  });
  it('rejects nonsense with per-field messages', () => {
    const result = parseWithFieldErrors(propertyFiltersSchema, {
      max_price: 'barato',
      coliving: 'quizá',
      ordering: 'random',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.coliving).toEqual(['Elige coliving, traditional o both.']);
    expect(result.errors.ordering).toEqual(['Orden no válido.']);
    expect(result.errors.max_price).toEqual(['Tipo de dato no válido: se esperaba un número.']);
  });
});

describe('propertySchema (answers)', () => {
  it('parses a full property and fills list defaults', () => {
    const { images, rooms, ...rest } = makeProperty();
    const parsed = propertySchema.parse({ ...rest, is_featured: undefined });
    expect(parsed.images).toEqual([]);
    expect(parsed.rooms).toEqual([]);
    expect(parsed.is_featured).toBe(false);
    expect(images).toHaveLength(2);
    expect(rooms).toEqual([]);
  });
  it('rejects an unknown stored type: answers use the canonical vocabulary only', () => {
    expect(propertySchema.safeParse({ ...makeProperty(), property_type: 'apartment' }).success).toBe(false);
  });
});

describe('listing facts: energy certificate, cadastral reference, NRUA', () => {
  const errorsOf = (body: Record<string, unknown>, language: 'es' | 'en' | 'fr' | 'de' = 'es') => {
    const result = parseWithFieldErrors(propertyCreateSchema, { ...minimal, ...body }, language);
    return result.ok ? {} : result.errors;
  };

  it('leaves every fact null when not given, and in an answer without them', () => {
    expect(propertyCreateSchema.parse(minimal)).toMatchObject({
      energy_rating: null,
      energy_consumption: null,
      energy_emissions: null,
      cadastral_reference: null,
      nrua_number: null,
    });
    const { energy_rating: _r, cadastral_reference: _c, nrua_number: _n, ...older } = makeProperty();
    expect(propertySchema.parse(older)).toMatchObject({ energy_rating: null, nrua_number: null });
  });

  it('normalises what people type: letters in either case, words of the label, spaces', () => {
    const result = propertyCreateSchema.parse({
      ...minimal,
      energy_rating: 'b',
      energy_consumption: '85,4',
      energy_emissions: 18,
      cadastral_reference: ' 9872023 vh5797s 0001 wx ',
      nrua_number: 'esfctu 00002800100012345678900000000000000000 vut-12345',
    });
    expect(result).toMatchObject({
      energy_rating: 'B',
      energy_consumption: 85.4,
      energy_emissions: 18,
      cadastral_reference: '9872023VH5797S0001WX',
      nrua_number: 'ESFCTU00002800100012345678900000000000000000VUT-12345',
    });
    expect(propertyCreateSchema.parse({ ...minimal, energy_rating: 'En trámite' }).energy_rating).toBe(
      'en_tramite',
    );
    expect(propertyCreateSchema.parse({ ...minimal, energy_rating: 'Exento' }).energy_rating).toBe('exento');
  });

  it('clears a fact sent null or blank', () => {
    const result = propertyUpdateSchema.parse({
      energy_rating: '',
      energy_consumption: '',
      cadastral_reference: '  ',
      nrua_number: null,
    });
    expect(result).toEqual({
      energy_rating: null,
      energy_consumption: null,
      cadastral_reference: null,
      nrua_number: null,
    });
  });

  it('refuses a rating off the scale and figures out of range', () => {
    expect(errorsOf({ energy_rating: 'H' })).toEqual({
      energy_rating: ['Elige una letra de la A a la G, «En trámite» o «Exento».'],
    });
    const errors = errorsOf({ energy_consumption: -1, energy_emissions: 5000 });
    expect(Object.keys(errors).sort()).toEqual(['energy_consumption', 'energy_emissions']);
  });

  it('names the part of a cadastral reference that is wrong', () => {
    expect(errorsOf({ cadastral_reference: '9872023VH5797S0001W' })).toEqual({
      cadastral_reference: ['La referencia catastral debe tener 20 caracteres (sin contar los espacios).'],
    });
    expect(errorsOf({ cadastral_reference: '9872023/VH5797S0001WX' })).toEqual({
      cadastral_reference: ['La referencia catastral solo puede llevar letras y números.'],
    });
    expect(errorsOf({ cadastral_reference: '9872023VH5797S0001XX' })).toEqual({
      cadastral_reference: [
        'Los dos caracteres de control (posiciones 19–20) de la referencia catastral no corresponden al resto: deberían ser WX. Revisa la referencia entera.',
      ],
    });
  });

  it('words the control letters’ message in the caller’s language, with the letters', () => {
    const bad = { cadastral_reference: '9872023VH5797S0001XX' };
    expect(errorsOf(bad, 'en').cadastral_reference?.[0]).toMatch(/should be WX/);
    expect(errorsOf(bad, 'fr').cadastral_reference?.[0]).toMatch(/devraient être WX/);
    expect(errorsOf(bad, 'de').cadastral_reference?.[0]).toMatch(/müssten WX lauten/);
  });

  it('checks an NRUA loosely: ES, capitals, digits, hyphens or slashes, a plausible length', () => {
    const valid = 'ESFCNT0000410150001234567890000000000000000000';
    expect(propertyCreateSchema.parse({ ...minimal, nrua_number: valid }).nrua_number).toBe(valid);
    expect(
      propertyCreateSchema.parse({ ...minimal, nrua_number: 'ESFCTU000029024000107409000000000VFT/MA/12345' })
        .nrua_number,
    ).toBe('ESFCTU000029024000107409000000000VFT/MA/12345');
    for (const bad of [
      'FRFCTU00004101500012345678900',
      'ES1234',
      'ESFCTU_0000410150001234567',
      'E'.repeat(70),
    ]) {
      expect(errorsOf({ nrua_number: bad }).nrua_number, bad).toEqual([
        'El número de registro de alquiler (NRUA) empieza por ES y lleva de 20 a 64 letras mayúsculas, números, guiones o barras: cópialo entero del justificante del registro.',
      ]);
    }
  });

  it('saves a coliving property without an NRUA: guidance, not a block', () => {
    expect(propertyCreateSchema.parse({ ...minimal, is_coliving: true }).nrua_number).toBeNull();
  });
});
