/** The failure texts of the account screens: login, registration, Google sign-in, password recovery. */
import { detailOf, fieldErrorOf, isContractError, nonFieldErrorOf } from '@convive/sdk';
import { forgotPasswordMessages } from './messages/forgotPassword';
import { googleMessages } from './messages/google';
import { login, loginMessages } from './messages/login';
import { registrationMessages } from './messages/registration';

function isNoTokenFailure(error: unknown): boolean {
  // The token answer's only contract is `{token}`, so a contract failure on login means no token.
  if (isContractError(error)) return true;
  // Thrown with the text of the language chosen then, or in Spanish.
  return (
    error instanceof Error && (error.message === loginMessages.noToken || error.message === login.noToken)
  );
}

/**
 * The login failure text (spec 01 §8): the server's detail, else the first non_field_errors
 * entry, else the generic text. A login answer without a token gives loginMessages.noToken.
 */
export function loginErrorMessage(error: unknown): string {
  if (isNoTokenFailure(error)) return loginMessages.noToken;
  return detailOf(error) ?? nonFieldErrorOf(error) ?? loginMessages.failure;
}

/**
 * The registration failure text (spec 01 §8): 'Email: ' + first e-mail error, else 'Contraseña: ' +
 * first password error, else the first non_field_errors entry, detail, the body's message, else the generic text.
 */
export function registrationErrorMessage(error: unknown): string {
  const email = fieldErrorOf(error, 'email');
  if (email !== null) return registrationMessages.emailPrefix + email;
  // The confirmation's mismatch error counts as a password error: the client does not check the
  // match itself (spec 01 §5), so the server's message is the only one the user gets.
  const password = fieldErrorOf(error, 'password') ?? fieldErrorOf(error, 'password_confirm');
  if (password !== null) return registrationMessages.passwordPrefix + password;
  return (
    nonFieldErrorOf(error) ??
    detailOf(error) ??
    fieldErrorOf(error, 'message') ??
    registrationMessages.failure
  );
}

/** The Google sign-in failure text shown to the user (spec 01 §8); the error itself is only logged. */
export function googleErrorMessage(_error: unknown): string {
  return googleMessages.failure;
}

/** The Google sign-in transport error text: 'Error al iniciar sesión con Google: {status} - {body}'. */
export function googleTransportMessage(status: number | string, body: string): string {
  return googleMessages.transport(status, body);
}

/** The password-recovery failure text shown to the user (spec 01 §8); the error itself is only logged. */
export function forgotPasswordErrorMessage(_error: unknown): string {
  return forgotPasswordMessages.failure;
}

/** The password-recovery transport error text: 'Error al procesar la solicitud de recuperación: {status} - {body}'. */
export function forgotPasswordTransportMessage(status: number | string, body: string): string {
  return forgotPasswordMessages.transport(status, body);
}
