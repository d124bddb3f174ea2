// The extractors of ./errorMessages and ./contactErrors, as the sdk exports them, fed the client's real errors.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../client/errors';
import {
  CONTACT_FIELD_LABELS,
  contactErrorMessage,
  detailOf,
  fieldErrorOf,
  firstFieldError,
  nonFieldErrorOf,
  profileFetchMessage,
  profileSaveErrorMessage,
  RULE_MESSAGES,
} from './index';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

describe('detailOf / nonFieldErrorOf / fieldErrorOf', () => {
  it('reads the detail of an ApiError', () => {
    expect(detailOf(apiError(404, { detail: 'No encontrado.' }))).toBe('No encontrado.');
  });
  it('reads the detail of a parsed body', () => {
    expect(detailOf({ detail: 'Sin permiso.' })).toBe('Sin permiso.');
  });
  it('answers null without a detail, for blank details and for non-API errors', () => {
    expect(detailOf(apiError(400, { email: ['x'] }))).toBeNull();
    expect(detailOf(apiError(400, { detail: '   ' }))).toBeNull();
    expect(detailOf(new NetworkError(new Error('down')))).toBeNull();
    expect(detailOf(new Error('detail'))).toBeNull();
    expect(detailOf('texto')).toBeNull();
    expect(detailOf(null)).toBeNull();
    expect(detailOf(undefined)).toBeNull();
    expect(detailOf(['detail'])).toBeNull();
  });
  it('reads a detail given as a list', () => {
    expect(detailOf(apiError(400, { detail: ['Primero', 'Segundo'] }))).toBe('Primero');
  });
  it('reads non_field_errors as list or text', () => {
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: ['Uno', 'Dos'] }))).toBe('Uno');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: 'Solo' }))).toBe('Solo');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: [] }))).toBeNull();
  });
  it('reads one field', () => {
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'email')).toBe('Ya existe.');
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'password')).toBeNull();
    expect(fieldErrorOf(apiError(400, { email: [{ nested: 'x' }] }), 'email')).toBeNull();
  });
});

describe('firstFieldError', () => {
  it('takes the first field in key order, skipping detail and non_field_errors', () => {
    expect(
      firstFieldError({ detail: 'd', non_field_errors: ['n'], phone: ['Teléfono no válido.'], bio: ['x'] }),
    ).toEqual({ field: 'phone', message: 'Teléfono no válido.' });
  });
  it('accepts a text value', () => {
    expect(firstFieldError({ first_name: 'Obligatorio' })).toEqual({
      field: 'first_name',
      message: 'Obligatorio',
    });
  });
  it('skips empty lists, nested objects, numbers and blank texts', () => {
    expect(firstFieldError({ a: [], b: { c: ['x'] }, d: 3, e: '  ', f: [{ x: 1 }], g: ['Mensaje'] })).toEqual(
      { field: 'g', message: 'Mensaje' },
    );
  });
  it('answers null for bodies without a field error', () => {
    expect(firstFieldError({ detail: 'd', non_field_errors: ['n'] })).toBeNull();
    expect(firstFieldError({})).toBeNull();
    expect(firstFieldError(null)).toBeNull();
    expect(firstFieldError('texto')).toBeNull();
    expect(firstFieldError([['x']])).toBeNull();
  });
});

describe('profileSaveErrorMessage', () => {
  it('400 with a picture error', () => {
    expect(
      profileSaveErrorMessage(apiError(400, { detail: 'd', profile_picture: ['Archivo dañado.'] })),
    ).toBe('Error con la imagen: Archivo dañado.');
  });
  it('400 with a detail', () => {
    expect(profileSaveErrorMessage(apiError(400, { phone: ['x'], detail: 'Datos no válidos.' }))).toBe(
      'Datos no válidos.',
    );
  });
  it('400 with a field error', () => {
    expect(profileSaveErrorMessage(apiError(400, { phone: ['Número no válido.'] }))).toBe(
      'phone: Número no válido.',
    );
  });
  it('400 with nothing usable', () => {
    expect(profileSaveErrorMessage(apiError(400, {}))).toBe('Ha ocurrido un error al actualizar el perfil.');
    expect(profileSaveErrorMessage(apiError(400, { non_field_errors: ['x'] }))).toBe(
      RULE_MESSAGES.profile.saveFailure,
    );
  });
  it('413 and 415 have fixed texts whatever the body says', () => {
    expect(profileSaveErrorMessage(apiError(413, { detail: 'Too large' }))).toBe(
      'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
    );
    expect(profileSaveErrorMessage(apiError(415, { detail: 'Unsupported' }))).toBe(
      'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
    );
  });
  it('anything else is the generic text', () => {
    expect(profileSaveErrorMessage(apiError(500, { detail: 'x' }))).toBe(RULE_MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage(apiError(403, { detail: 'x' }))).toBe(RULE_MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage(new NetworkError(null))).toBe(RULE_MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage({ profile_picture: ['x'] })).toBe(RULE_MESSAGES.profile.saveFailure);
  });
});

describe('contactErrorMessage', () => {
  it('maps each field to its Spanish label', () => {
    expect(contactErrorMessage(apiError(400, { name: ['Obligatorio.'] }))).toBe(
      'Error en el campo nombre: Obligatorio.',
    );
    expect(contactErrorMessage(apiError(400, { email: ['No válido.'] }))).toBe(
      'Error en el campo email: No válido.',
    );
    expect(contactErrorMessage(apiError(400, { subject: ['Vacío.'] }))).toBe(
      'Error en el campo asunto: Vacío.',
    );
    expect(contactErrorMessage(apiError(400, { message: ['Largo.'] }))).toBe(
      'Error en el campo mensaje: Largo.',
    );
  });
  it('checks fields in the order name, email, subject, message', () => {
    expect(contactErrorMessage(apiError(400, { message: ['M'], subject: ['S'], email: ['E'] }))).toBe(
      'Error en el campo email: E',
    );
  });
  it('then the detail, else the generic text', () => {
    expect(contactErrorMessage(apiError(429, { detail: 'Demasiadas peticiones.' }))).toBe(
      'Demasiadas peticiones.',
    );
    expect(contactErrorMessage(apiError(400, { phone: ['x'] }))).toBe(RULE_MESSAGES.contact.failure);
    expect(contactErrorMessage(new Error('x'))).toBe(
      'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    );
  });
  it('exposes the labels', () => {
    expect(CONTACT_FIELD_LABELS).toEqual({
      name: 'nombre',
      email: 'email',
      subject: 'asunto',
      message: 'mensaje',
    });
  });
});

describe('profile fetch text', () => {
  it('builds the profile fetch text', () => {
    expect(profileFetchMessage(401, 'Unauthorized')).toBe('Error al obtener el perfil: 401 - Unauthorized');
    expect(profileFetchMessage('503', '')).toBe('Error al obtener el perfil: 503 - ');
  });
});
