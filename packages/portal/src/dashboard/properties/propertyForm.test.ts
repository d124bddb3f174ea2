import { ApiError } from '@convive/sdk';
import { makeProperty } from '@convive/sdk/testing';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROPERTY_FORM,
  PROPERTY_FORM_MESSAGES as M,
  propertyPayload,
  serverPropertyErrors,
  validatePropertyForm,
  valuesFromProperty,
} from './propertyForm';

const apiError = (data: Record<string, unknown>) =>
  new ApiError({ status: 400, statusText: 'Bad Request', rawMessage: JSON.stringify(data), data });

const filled = {
  ...EMPTY_PROPERTY_FORM,
  title: ' Piso ',
  description: 'Luminoso',
  price: '900',
  size: '70,5',
  address: 'Calle Luna 3',
  city: 'Madrid',
  postal_code: '28004',
  bedrooms: '2',
  bathrooms: '1',
};

describe('validatePropertyForm', () => {
  it('names every missing required field', () => {
    expect(validatePropertyForm({ ...EMPTY_PROPERTY_FORM, country: ' ' })).toEqual({
      title: M.titleRequired,
      description: M.descriptionRequired,
      price: M.priceRequired,
      size: M.sizeRequired,
      address: M.addressRequired,
      city: M.cityRequired,
      postal_code: M.postalCodeRequired,
      country: M.countryRequired,
      bedrooms: M.bedroomsRequired,
      bathrooms: M.bathroomsRequired,
    });
  });

  it('refuses negative or non-numeric amounts and counts, and fractional counts or floors', () => {
    expect(
      validatePropertyForm({
        ...filled,
        price: '-1',
        size: 'abc',
        bedrooms: '1.5',
        bathrooms: '-2',
        floor: '2.5',
        is_coliving: true,
        price_per_room: '0',
      }),
    ).toEqual({
      price: M.priceInvalid,
      size: M.sizeInvalid,
      bedrooms: M.countInvalid,
      bathrooms: M.countInvalid,
      floor: M.floorInvalid,
      price_per_room: M.pricePerRoomInvalid,
    });
  });

  it('passes a complete form; zero rooms and a negative floor are fine', () => {
    expect(validatePropertyForm({ ...filled, bedrooms: '0', floor: '-1' })).toEqual({});
  });
});

describe('propertyPayload', () => {
  it('converts numbers and trims text', () => {
    const payload = propertyPayload({ ...filled, floor: '3' }, 'create');
    expect(payload).toMatchObject({
      title: 'Piso',
      price: 900,
      size: 70.5,
      bedrooms: 2,
      bathrooms: 1,
      floor: 3,
    });
    expect(payload.price_per_room).toBeNull();
  });

  it('leaves out a blank floor on create and clears it on update', () => {
    expect('floor' in propertyPayload(filled, 'create')).toBe(false);
    expect(propertyPayload(filled, 'update').floor).toBeNull();
  });

  it('sends the per-room price only for a coliving property', () => {
    expect(propertyPayload({ ...filled, price_per_room: '400' }, 'create').price_per_room).toBeNull();
    expect(
      propertyPayload({ ...filled, is_coliving: true, price_per_room: '400.5' }, 'create').price_per_room,
    ).toBe(400.5);
  });

  it('round-trips a saved property', () => {
    const property = makeProperty({ floor: null });
    const values = valuesFromProperty(property);
    expect(values.floor).toBe('');
    expect(propertyPayload(values, 'update')).toMatchObject({
      price: property.price,
      size: property.size,
      status: property.status,
      floor: null,
    });
  });
});

describe('the neighbourhood and the zone', () => {
  it('writes the neighbourhood, the zone following it, on a new property', () => {
    const payload = propertyPayload({ ...filled, neighborhood: ' Retiro ' }, 'create');
    expect(payload).toMatchObject({ neighborhood: 'Retiro', location: 'Retiro' });
  });

  it('shows a property saved with only a zone as its neighbourhood, and writes both', () => {
    const old = makeProperty({ neighborhood: '', location: 'Retiro' });
    const values = valuesFromProperty(old);
    expect(values.neighborhood).toBe('Retiro');
    expect(propertyPayload({ ...values, neighborhood: 'Jerónimos' }, 'update')).toMatchObject({
      neighborhood: 'Jerónimos',
      location: 'Jerónimos',
    });
  });

  it('keeps a zone of its own (a district) when the neighbourhood changes', () => {
    const values = valuesFromProperty(makeProperty({ neighborhood: 'Malasaña', location: 'Centro' }));
    expect(values.neighborhood).toBe('Malasaña');
    expect(propertyPayload({ ...values, neighborhood: 'Chueca' }, 'update')).toMatchObject({
      neighborhood: 'Chueca',
      location: 'Centro',
    });
  });
});

describe('serverPropertyErrors', () => {
  it('spreads field errors and keeps the detail apart', () => {
    const error = apiError({ postal_code: ['Introduce un código postal válido.'], detail: 'Revisa.' });
    expect(serverPropertyErrors(error)).toEqual({
      fields: { postal_code: 'Introduce un código postal válido.' },
      general: 'Revisa.',
    });
  });

  it('puts the refusal to show a home its listing hides on the status field', () => {
    const message = 'Su anuncio está en borrador o en pausa: publícalo para mostrar esta propiedad.';
    expect(serverPropertyErrors(apiError({ status: [message] }))).toEqual({
      fields: { status: message },
      general: null,
    });
  });

  it('shows an error on a field the form lacks as the general message', () => {
    expect(serverPropertyErrors(apiError({ thumbnail: ['Demasiado largo.'] })).general).toBe(
      'Demasiado largo.',
    );
    expect(serverPropertyErrors(new Error('offline'))).toEqual({ fields: {}, general: null });
  });
});
