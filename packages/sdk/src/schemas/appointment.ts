import * as z from 'zod/mini';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idInput,
  idSchema,
  optionalText,
  requiredText,
  timeSchema,
} from './common';
import { APPOINTMENT_CANCELLERS, GUEST_PHONE_MIN_DIGITS } from './constants';
import { leadSourceSchema } from './partner';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { phoneSchema } from './user';
import { appointmentStatusSchema } from './vocabularies';

export type AppointmentCanceller = (typeof APPOINTMENT_CANCELLERS)[number];

export const appointmentSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_title: z.string(),
  /** The property's owner: who confirms or rejects. */
  property_owner: idSchema,
  /** The requester (tenant) and their name; `user` is null for a guest's visit (then see `guest`). */
  user: z.nullable(idSchema),
  user_name: z.string(),
  /**
   * A guest's contact, for the landlord: a visit requested without an account on a partner's page
   * and confirmed from the guest's e-mail. Null for a signed-in requester's visit.
   */
  guest: z._default(z.nullable(z.object({ name: z.string(), email: z.string(), phone: z.string() })), null),
  /**
   * How the property's owner reaches the requester: their e-mail, and their phone when they gave
   * one ('' otherwise). Sent to the property's owner only; null for anyone else (the requester).
   */
  requester_contact: z._default(z.nullable(z.object({ email: z.string(), phone: z.string() })), null),
  date: dateSchema,
  time: timeSchema,
  notes: z._default(z.string(), ''),
  status: appointmentStatusSchema,
  /**
   * Who cancelled a `cancelada` visit: `owner` (the landlord rejected it) or `requester` (the tenant
   * withdrew it). Null for any other status, and for a visit cancelled before this was kept.
   */
  cancelled_by: z._default(z.nullable(z.enum(APPOINTMENT_CANCELLERS)), null),
  response_message: z._default(z.string(), ''),
  /** The partner element that brought the request (null: none; absent from older servers). */
  source: z.optional(z.nullable(leadSourceSchema)),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * Body of POST /appointments/. The slot and the weekday/window rules are checked against the
 * visit rules (rules/visitSlots, rules/visitWindow) by the server, which knows today's date.
 */
export const appointmentCreateSchema = z.object({
  property: idInput,
  date: dateSchema,
  time: timeSchema,
  notes: z.optional(optionalText(1000)),
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;

/** Body of POST /appointments/{id}/change_status/. */
export const appointmentStatusChangeSchema = z.object({
  status: z.enum(['confirmada', 'cancelada'], { error: SCHEMA_MESSAGES.visitStatus }),
  response_message: z.optional(optionalText(1000)),
});
export type AppointmentStatusChange = z.input<typeof appointmentStatusChangeSchema>;

/**
 * Body of POST /appointments/guest/: a visit request without an account (a partner's page). It
 * reaches the landlord only once the guest opens the link sent to `email`.
 */

/** Whether a guest's phone text has enough digits to be a number (the server then checks it for real). */
export function hasGuestPhoneDigits(phone: string): boolean {
  return phone.replace(/\D/g, '').length >= GUEST_PHONE_MIN_DIGITS;
}

export const guestVisitCreateSchema = z.object({
  property: idInput,
  date: dateSchema,
  time: timeSchema,
  notes: z.optional(optionalText(1000)),
  name: requiredText(150),
  email: emailSchema,
  phone: z.pipe(
    phoneSchema,
    z.string().check(z.refine(hasGuestPhoneDigits, SCHEMA_MESSAGES.contactPhoneRequired)),
  ),
});
export type GuestVisitCreate = z.input<typeof guestVisitCreateSchema>;

/** Body of POST /appointments/guest/confirm/: the token from the e-mail's link. */
export const guestVisitConfirmSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, SCHEMA_MESSAGES.linkCodeMissing), z.maxLength(200)),
});
export type GuestVisitConfirm = z.input<typeof guestVisitConfirmSchema>;

/** What the guest sees once confirmed: the visit as the landlord received it. */
export const guestVisitSchema = z.object({
  appointment: idSchema,
  property: idSchema,
  property_title: z.string(),
  date: dateSchema,
  time: timeSchema,
  status: appointmentStatusSchema,
});
export type GuestVisit = z.infer<typeof guestVisitSchema>;
