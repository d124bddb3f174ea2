// The profile save failure text, fed the client's real errors (moved from the sdk's errorMessages tests).
import { ApiError, NetworkError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { profileMessages } from './messages/profile';
import { profileSaveErrorMessage } from './profileErrors';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

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
      profileMessages.saveFailure,
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
    expect(profileSaveErrorMessage(apiError(500, { detail: 'x' }))).toBe(profileMessages.saveFailure);
    expect(profileSaveErrorMessage(apiError(403, { detail: 'x' }))).toBe(profileMessages.saveFailure);
    expect(profileSaveErrorMessage(new NetworkError(null))).toBe(profileMessages.saveFailure);
    expect(profileSaveErrorMessage({ profile_picture: ['x'] })).toBe(profileMessages.saveFailure);
  });
});
