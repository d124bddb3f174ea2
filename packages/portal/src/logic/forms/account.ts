import { isBlank, looksLikeEmail } from '@convive/sdk';
import { loginMessages } from '../messages/login';
import { passwordMessages } from '../messages/password';
import { phoneMessages } from '../messages/phone';
import { registrationMessages } from '../messages/registration';
import { fitsPhoneLimit } from './phone';

/** Delay between a successful login or registration and the redirect (spec 01 §9). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/** Field errors of a form, by field name; empty when the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The login form's errors (spec 01 §5): e-mail (present and plausible) and password required. */
export function validateLogin(form: { email: string; password: string }): FormErrors<'email' | 'password'> {
  const errors: FormErrors<'email' | 'password'> = {};
  if (isBlank(form.email)) errors.email = loginMessages.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = loginMessages.emailInvalid;
  if (form.password === '') errors.password = loginMessages.passwordRequired;
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
  if (isBlank(form.first_name)) errors.first_name = registrationMessages.firstNameRequired;
  if (isBlank(form.last_name)) errors.last_name = registrationMessages.lastNameRequired;
  if (isBlank(form.email)) errors.email = loginMessages.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = loginMessages.emailInvalid;
  if (!fitsPhoneLimit(form.phone)) errors.phone = phoneMessages.tooLong;
  if (form.password === '') errors.password = loginMessages.passwordRequired;
  if (form.password_confirm === '') errors.password_confirm = registrationMessages.passwordConfirmRequired;
  if (form.accept_terms !== true) errors.accept_terms = registrationMessages.termsRequired;
  return errors;
}

/** The password-reset form's errors: both passwords required and equal ('Las contraseñas no coinciden.'). */
export function validatePasswordReset(form: {
  new_password: string;
  new_password_confirm: string;
}): FormErrors<'new_password' | 'new_password_confirm'> {
  const errors: FormErrors<'new_password' | 'new_password_confirm'> = {};
  if (form.new_password === '') errors.new_password = loginMessages.passwordRequired;
  if (form.new_password_confirm === '')
    errors.new_password_confirm = registrationMessages.passwordConfirmRequired;
  else if (form.new_password !== form.new_password_confirm)
    errors.new_password_confirm = passwordMessages.mismatch;
  return errors;
}
