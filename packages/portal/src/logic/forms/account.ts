import { isBlank, looksLikeEmail } from '@convive/sdk';
import { MESSAGES } from '../screenMessages';
import { fitsPhoneLimit } from './phone';

/** Delay between a successful login or registration and the redirect (spec 01 §9). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/** Field errors of a form, by field name; empty when the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The login form's errors (spec 01 §5): e-mail (present and plausible) and password required. */
export function validateLogin(form: { email: string; password: string }): FormErrors<'email' | 'password'> {
  const errors: FormErrors<'email' | 'password'> = {};
  if (isBlank(form.email)) errors.email = MESSAGES.login.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = MESSAGES.login.emailInvalid;
  if (form.password === '') errors.password = MESSAGES.login.passwordRequired;
  return errors;
}

export type RegistrationField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'password'
  | 'password_confirm'
  | 'accept_terms';

/**
 * The registration form's errors (spec 01 §5): names, e-mail, password and its confirmation required,
 * phone optional but at most 15 digits. Strength and match are left to the server, as the spec says.
 */
export function validateRegistration(form: {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  password: string;
  password_confirm: string;
  accept_terms?: boolean;
}): FormErrors<RegistrationField> {
  const errors: FormErrors<RegistrationField> = {};
  if (isBlank(form.first_name)) errors.first_name = MESSAGES.registration.firstNameRequired;
  if (isBlank(form.last_name)) errors.last_name = MESSAGES.registration.lastNameRequired;
  if (isBlank(form.email)) errors.email = MESSAGES.login.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = MESSAGES.login.emailInvalid;
  if (!fitsPhoneLimit(form.phone)) errors.phone = MESSAGES.phone.tooLong;
  if (form.password === '') errors.password = MESSAGES.login.passwordRequired;
  if (form.password_confirm === '') errors.password_confirm = MESSAGES.registration.passwordConfirmRequired;
  if (form.accept_terms !== true) errors.accept_terms = MESSAGES.registration.termsRequired;
  return errors;
}

/** The password-reset form's errors: both passwords required and equal ('Las contraseñas no coinciden.'). */
export function validatePasswordReset(form: {
  new_password: string;
  new_password_confirm: string;
}): FormErrors<'new_password' | 'new_password_confirm'> {
  const errors: FormErrors<'new_password' | 'new_password_confirm'> = {};
  if (form.new_password === '') errors.new_password = MESSAGES.login.passwordRequired;
  if (form.new_password_confirm === '')
    errors.new_password_confirm = MESSAGES.registration.passwordConfirmRequired;
  else if (form.new_password !== form.new_password_confirm)
    errors.new_password_confirm = MESSAGES.password.mismatch;
  return errors;
}
