import * as z from 'zod/mini';
import { dateSchema, dateTimeSchema, idInput, idSchema, optionalText, timeSchema } from './common';
import { leadSourceSchema } from './partner';
import { appointmentStatusSchema } from './vocabularies';

export const appointmentSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_title: z.string(),
  /** The property's owner: who confirms or rejects. */
  property_owner: idSchema,
  /** The requester (tenant) and their name. */
  user: idSchema,
  user_name: z.string(),
  date: dateSchema,
  time: timeSchema,
  notes: z._default(z.string(), ''),
  status: appointmentStatusSchema,
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
  status: z.enum(['confirmada', 'cancelada'], { error: 'El estado debe ser confirmada o cancelada.' }),
  response_message: z.optional(optionalText(1000)),
});
export type AppointmentStatusChange = z.input<typeof appointmentStatusChangeSchema>;
