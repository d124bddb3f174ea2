import { ApiError, NetworkError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { serverMessage } from './serverMessage';

const refused = (status: number, data: Record<string, unknown>) =>
  new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });

describe('serverMessage', () => {
  it("reads the server's explanation of a refused change", () => {
    expect(serverMessage(refused(400, { status: ['Solo se pueden modificar citas pendientes.'] }))).toBe(
      'Solo se pueden modificar citas pendientes.',
    );
    expect(serverMessage(refused(403, { detail: 'No tienes permiso.' }))).toBe('No tienes permiso.');
    expect(serverMessage(refused(400, { non_field_errors: ['Ya existe.'] }))).toBe('Ya existe.');
  });

  it('has nothing to say for a server failure, no answer or an empty body', () => {
    expect(serverMessage(refused(500, { detail: 'Error interno' }))).toBeNull();
    expect(serverMessage(new NetworkError(new Error('down')))).toBeNull();
    expect(serverMessage(refused(400, {}))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});
