import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/language';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  mediaUrlSchema,
  optionalText,
  requiredText,
} from './common';
import { ACCOUNT_ROLES, PROPERTY_TYPES, TERMS_REQUIRED_MESSAGE } from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { preprocess } from './zod';

/** Phone numbers: at most 15 digits (E.164), with an optional leading '+' and separators. */
export const phoneSchema = z.string().check(
  z.trim(),
  z.maxLength(32),
  z.refine((value) => value === '' || /^\+?[\d\s().-]+$/.test(value), SCHEMA_MESSAGES.phoneInvalid),
  z.refine((value) => value.replace(/\D/g, '').length <= 15, SCHEMA_MESSAGES.phoneTooLong),
);

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? ''),
  ),
  bio: z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? ''),
  ),
  date_of_birth: z.nullable(dateSchema),
  profile_picture: z.nullable(mediaUrlSchema),
  is_landlord: z.boolean(),
  is_tenant: z.boolean(),
  date_joined: z.optional(dateTimeSchema),
  /** The language the user's e-mails and live notifications are written in: the one they chose. */
  language: z.optional(z.enum(LANGUAGES)),
});
export type User = z.infer<typeof userSchema>;

/** GET /profile/ answers the signed-in user's own record. */
export const profileSchema = userSchema;
export type Profile = User;

/** A date of birth: a real past date, not before 1900. */
const dateOfBirthSchema = dateSchema.check(
  z.refine((v) => v >= '1900-01-01', SCHEMA_MESSAGES.invalidDate),
  z.refine((v) => v <= new Date().toISOString().slice(0, 10), SCHEMA_MESSAGES.birthDateFuture),
);

/** PATCH /users/{id}/ (JSON, or multipart when a picture is included). Every field optional. */
export const profileUpdateSchema = z.object({
  first_name: z.optional(requiredText(150)),
  last_name: z.optional(requiredText(150)),
  phone: z.optional(phoneSchema),
  bio: z.optional(optionalText(2000)),
  date_of_birth: z.optional(preprocess((v) => (v === '' ? null : v), z.nullable(dateOfBirthSchema))),
  /** The language the user chose (the portal's language menu): their e-mails are written in it. */
  language: z.optional(z.enum(LANGUAGES, { error: SCHEMA_MESSAGES.language })),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema> & {
  /** A picture file; when present the call is sent as multipart form data. */
  profile_picture?: Blob | null;
};

export const registrationSchema = z
  .object({
    email: emailSchema,
    password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
    password_confirm: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
    first_name: requiredText(150),
    last_name: requiredText(150),
    role: z._default(z.enum(ACCOUNT_ROLES, { error: SCHEMA_MESSAGES.role }), 'inquilino'),
    phone: z.optional(phoneSchema),
    /** The terms and privacy policy accepted (the form's required checkbox); stored with its date. */
    accept_terms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  })
  .check(
    z.refine((v) => v.password === v.password_confirm, {
      message: SCHEMA_MESSAGES.passwordMismatch,
      path: ['password_confirm'],
    }),
  );
export type Registration = z.input<typeof registrationSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
});
export type Login = z.input<typeof loginSchema>;

/** Login, registration and Google sign-in answer a token. */
export const tokenResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const passwordChangeSchema = z
  .object({
    old_password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
    new_password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
    new_password_confirm: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
  })
  .check(
    z.refine((v) => v.new_password === v.new_password_confirm, {
      message: SCHEMA_MESSAGES.passwordMismatch,
      path: ['new_password_confirm'],
    }),
  );
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/**
 * DELETE /users/{id}/: deleting an account asks for its current password (a stolen session alone
 * cannot destroy the account). An account created with Google and never given a password sets one
 * first through password recovery (docs/adr/0031-account-deletion.md).
 */
export const accountDeleteSchema = z.object({
  password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.passwordToConfirm), z.maxLength(128)),
});
export type AccountDelete = z.input<typeof accountDeleteSchema>;

export const tenantPreferencesSchema = z.object({
  min_price: z.nullable(z.number()),
  max_price: z.nullable(z.number()),
  preferred_cities: z.array(z.string()),
  min_bedrooms: z.nullable(z.number().check(z.int())),
  min_bathrooms: z.nullable(z.number().check(z.int())),
  preferred_property_types: z.array(z.enum(PROPERTY_TYPES)),
  needs_furnished: z.boolean(),
  needs_parking: z.boolean(),
  allows_pets: z.boolean(),
  email_notifications: z.boolean(),
});
export type TenantPreferences = z.infer<typeof tenantPreferencesSchema>;

/** POST /auth/google/: the Google ID token (a JWT) obtained by Google Identity Services. */
export const googleLoginSchema = z.object({ id_token: z.string().check(z.minLength(1), z.maxLength(8192)) });
export type GoogleLogin = z.infer<typeof googleLoginSchema>;

/** GET /auth/google/config/: whether Google sign-in is enabled, and the client id to start it with. */
export const googleConfigSchema = z.object({
  enabled: z.boolean(),
  client_id: z.nullable(z.string()),
});
export type GoogleConfig = z.infer<typeof googleConfigSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

/** POST /reset-password/: the single-use token from the recovery e-mail and the new password. */
export const passwordResetSchema = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(512)),
    new_password: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
    new_password_confirm: z.string().check(z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(128)),
  })
  .check(
    z.refine((v) => v.new_password === v.new_password_confirm, {
      message: SCHEMA_MESSAGES.passwordMismatch,
      path: ['new_password_confirm'],
    }),
  );
export type PasswordReset = z.input<typeof passwordResetSchema>;
