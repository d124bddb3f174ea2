/**
 * Form checks and numeric-input conversions of both specs' §5. Each validator answers the first
 * failing message in the spec's order, or null, so a form shows one error at a time as the product does.
 * Numeric inputs arrive as text (or a number from a controlled input); a comma is read as the decimal point.
 */
import { MESSAGES } from './errorMessages';

/** Plain decimal notation: optional sign, digits, one '.' or ',' (no exponents, hex or grouping). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** What a numeric form input may hold. */
export type NumericInput = string | number | null | undefined;

/**
 * A numeric input as a number, or null when it is blank or not a number. Text is trimmed and a
 * decimal comma accepted ('12,5' → 12.5); partial numbers ('12abc'), exponents and hex are not numbers.
 */
export function parseNumber(value: NumericInput): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A numeric input as a number, 0 when blank or invalid (spec 02 §5, property form). */
export function numberOrZero(value: NumericInput): number {
  return parseNumber(value) ?? 0;
}

/** An integer input (e.g. the floor, which may be negative), undefined when blank, invalid or fractional. */
export function optionalInteger(value: NumericInput): number | undefined {
  const parsed = parseNumber(value);
  return parsed !== null && Number.isInteger(parsed) ? parsed : undefined;
}

/**
 * A stay in months: whole months (fractions truncated), at least 1; blank, invalid or below 1 gives 1
 * (spec 02 §5: min stay falls back to 1).
 */
export function stayMonthsOrOne(value: NumericInput): number {
  const parsed = parseNumber(value);
  if (parsed === null) return 1;
  const whole = Math.trunc(parsed);
  return Math.max(whole, 1);
}

const isBlank = (value: unknown) => value == null || String(value).trim() === '';

/** True when an identifier input names a chosen item (a positive integer or its text). */
export function isChosenId(value: NumericInput): boolean {
  const parsed = parseNumber(value);
  return parsed !== null && Number.isInteger(parsed) && parsed > 0;
}

/** A plausible e-mail address: something@domain.tld with no spaces (the server checks it properly). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The fields of the room form that are checked on submit. */
export interface RoomFormCheck {
  coliving_property: NumericInput;
  room_number: string | null | undefined;
  title: string | null | undefined;
  price_monthly: NumericInput;
  size_sqm: NumericInput;
}

/**
 * The room form's first failing message, in spec 02 §5 order: property chosen, room number, title,
 * monthly price above 0, size above 0; null when all pass.
 */
export function validateRoomForm(form: RoomFormCheck): string | null {
  if (!isChosenId(form.coliving_property)) return MESSAGES.roomForm.propertyRequired;
  if (isBlank(form.room_number)) return MESSAGES.roomForm.roomNumberRequired;
  if (isBlank(form.title)) return MESSAGES.roomForm.titleRequired;
  if (!((parseNumber(form.price_monthly) ?? 0) > 0)) return MESSAGES.roomForm.priceInvalid;
  if (!((parseNumber(form.size_sqm) ?? 0) > 0)) return MESSAGES.roomForm.sizeInvalid;
  return null;
}

/** The fields of a property or room enquiry that are checked on submit (phone is optional). */
export interface EnquiryCheck {
  name: string | null | undefined;
  email: string | null | undefined;
  message: string | null | undefined;
}

/**
 * An enquiry's first failing message (spec 01 §5), in form order: name, e-mail (present and plausible),
 * then the message, which must not be blank ('Por favor, escribe un mensaje para el propietario').
 */
export function validateEnquiry(form: EnquiryCheck): string | null {
  if (isBlank(form.name)) return MESSAGES.enquiry.nameRequired;
  if (isBlank(form.email)) return MESSAGES.enquiry.emailRequired;
  if (!looksLikeEmail(String(form.email))) return MESSAGES.enquiry.emailInvalid;
  if (isBlank(form.message)) return MESSAGES.enquiry.messageRequired;
  return null;
}

/** The fields of the contact form that are checked on submit (phone is optional). */
export interface ContactFormCheck {
  name: string | null | undefined;
  email: string | null | undefined;
  subject: string | null | undefined;
  message: string | null | undefined;
}

/** The contact form's first failing message (spec 01 §5), in form order: name, e-mail, subject, message. */
export function validateContactForm(form: ContactFormCheck): string | null {
  if (isBlank(form.name)) return MESSAGES.contact.nameRequired;
  if (isBlank(form.email)) return MESSAGES.contact.emailRequired;
  if (!looksLikeEmail(String(form.email))) return MESSAGES.contact.emailInvalid;
  if (isBlank(form.subject)) return MESSAGES.contact.subjectRequired;
  if (isBlank(form.message)) return MESSAGES.contact.messageRequired;
  return null;
}

/** The profile form's first failing message (spec 01 §5): first name, then last name, must not be blank. */
export function validateProfileForm(form: {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
}): string | null {
  if (isBlank(form.first_name)) return MESSAGES.profile.firstNameRequired;
  if (isBlank(form.last_name)) return MESSAGES.profile.lastNameRequired;
  return null;
}

/** Delay between a successful login or registration and the redirect (spec 01 §9). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/** Phone input (spec 01 §5, spec 02 §9): Spain by default, at most 15 digits, country search debounced. */
export const PHONE_DEFAULT_COUNTRY = 'ES';
export const PHONE_MAX_DIGITS = 15;
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

/** The number of digits in a phone text ('+34 612 34 56 78' → 11). */
export function phoneDigitCount(value: string | null | undefined): number {
  return (value ?? '').replace(/\D/g, '').length;
}

/** True when a phone text has at most 15 digits (blank fits). */
export function fitsPhoneLimit(value: string | null | undefined): boolean {
  return phoneDigitCount(value) <= PHONE_MAX_DIGITS;
}

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
  | 'password_confirm';

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
}): FormErrors<RegistrationField> {
  const errors: FormErrors<RegistrationField> = {};
  if (isBlank(form.first_name)) errors.first_name = MESSAGES.registration.firstNameRequired;
  if (isBlank(form.last_name)) errors.last_name = MESSAGES.registration.lastNameRequired;
  if (isBlank(form.email)) errors.email = MESSAGES.login.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = MESSAGES.login.emailInvalid;
  if (!fitsPhoneLimit(form.phone)) errors.phone = MESSAGES.phone.tooLong;
  if (form.password === '') errors.password = MESSAGES.login.passwordRequired;
  if (form.password_confirm === '') errors.password_confirm = MESSAGES.registration.passwordConfirmRequired;
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
