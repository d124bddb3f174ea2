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
