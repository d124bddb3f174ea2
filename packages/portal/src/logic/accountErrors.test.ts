// The failure texts of the account screens (./accountErrors), from the client's errors or parsed bodies.
import { ApiError, ContractError, NetworkError, NoTokenError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordErrorMessage,
  forgotPasswordTransportMessage,
  googleErrorMessage,
  googleTransportMessage,
  loginErrorMessage,
  registrationErrorMessage,
} from './accountErrors';
import { googleMessages } from './messages/google';
import { loginMessages } from './messages/login';
import { registrationMessages } from './messages/registration';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

describe('loginErrorMessage', () => {
  it('prefers the server detail', () => {
    expect(loginErrorMessage(apiError(400, { detail: 'Cuenta desactivada.', non_field_errors: ['x'] }))).toBe(
      'Cuenta desactivada.',
    );
  });
  it('then the first non_field_errors entry', () => {
    expect(
      loginErrorMessage(apiError(400, { non_field_errors: ['Credenciales incorrectas.', 'Otra'] })),
    ).toBe('Credenciales incorrectas.');
  });
  it('else the generic text', () => {
    expect(loginErrorMessage(apiError(400, { email: ['x'] }))).toBe(loginMessages.failure);
    expect(loginErrorMessage(apiError(500))).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(loginErrorMessage(new NetworkError(new Error('x')))).toBe(loginMessages.failure);
    expect(loginErrorMessage(undefined)).toBe(loginMessages.failure);
  });
  it('reports a missing token', () => {
    expect(
      loginErrorMessage(new ContractError('/api-token-auth/', [{ path: ['token'], message: 'x' }])),
    ).toBe('No se recibió token en la respuesta de login');
    expect(loginErrorMessage(new Error(loginMessages.noToken))).toBe(loginMessages.noToken);
  });
  it('does not confuse the stored-token error with a missing login token', () => {
    expect(loginErrorMessage(new NoTokenError())).toBe(loginMessages.failure);
  });
});

describe('registrationErrorMessage', () => {
  it('puts the e-mail error first', () => {
    expect(
      registrationErrorMessage(
        apiError(400, { password: ['Muy corta.'], email: ['Ya existe un usuario con este email.'] }),
      ),
    ).toBe('Email: Ya existe un usuario con este email.');
  });
  it('then the password error', () => {
    expect(
      registrationErrorMessage(
        apiError(400, { password: ['La contraseña es demasiado común.'], detail: 'd' }),
      ),
    ).toBe('Contraseña: La contraseña es demasiado común.');
  });
  it('reports the confirmation mismatch as a password error, after the password itself', () => {
    expect(
      registrationErrorMessage(apiError(400, { password_confirm: ['Las contraseñas no coinciden.'] })),
    ).toBe('Contraseña: Las contraseñas no coinciden.');
    expect(
      registrationErrorMessage(apiError(400, { password: ['Corta.'], password_confirm: ['No coinciden.'] })),
    ).toBe('Contraseña: Corta.');
  });
  it('then non_field_errors, detail and message in that order', () => {
    expect(
      registrationErrorMessage(apiError(400, { non_field_errors: ['NFE'], detail: 'D', message: 'M' })),
    ).toBe('NFE');
    expect(registrationErrorMessage(apiError(400, { detail: 'D', message: 'M' }))).toBe('D');
    expect(registrationErrorMessage(apiError(400, { message: 'M' }))).toBe('M');
  });
  it('else the generic text', () => {
    expect(registrationErrorMessage(apiError(400, { first_name: ['x'] }))).toBe(
      'Error al registrar. Por favor revisa los datos.',
    );
    expect(registrationErrorMessage(new Error('boom'))).toBe(registrationMessages.failure);
    expect(registrationErrorMessage(null)).toBe(registrationMessages.failure);
  });
  it('reads a plain parsed body too', () => {
    expect(registrationErrorMessage({ email: 'Introduce un email válido.' })).toBe(
      'Email: Introduce un email válido.',
    );
  });
});

describe('Google and recovery texts', () => {
  it('shows the fixed Google text for any failure', () => {
    expect(googleErrorMessage(apiError(401, { detail: 'x' }))).toBe(
      'Error al iniciar sesión con Google. Inténtalo de nuevo.',
    );
    expect(googleErrorMessage(undefined)).toBe(googleMessages.failure);
  });
  it('builds the Google transport text', () => {
    expect(googleTransportMessage(401, 'Token inválido')).toBe(
      'Error al iniciar sesión con Google: 401 - Token inválido',
    );
  });
  it('shows the fixed recovery text for any failure', () => {
    expect(forgotPasswordErrorMessage(apiError(500))).toBe(
      'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
    );
  });
  it('builds the recovery transport text', () => {
    expect(forgotPasswordTransportMessage(500, '{"detail":"x"}')).toBe(
      'Error al procesar la solicitud de recuperación: 500 - {"detail":"x"}',
    );
  });
});
