// The contact failure text, fed the client's real errors (moved from the sdk's errorMessages tests).
import { ApiError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_LABELS, contactErrorMessage } from './contactErrors';
import { contactMessages } from './messages/contact';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

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
    expect(contactErrorMessage(apiError(400, { phone: ['x'] }))).toBe(contactMessages.failure);
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
