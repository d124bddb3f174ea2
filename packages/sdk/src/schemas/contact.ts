import * as z from 'zod/mini';
import { emailSchema, requiredText } from './common';
import { phoneSchema } from './user';

/** Body of POST /contact/messages/ (spec 01 §3). */
export const contactMessageSchema = z.object({
  name: requiredText(150),
  email: emailSchema,
  phone: z.optional(phoneSchema),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

/** Its answer carries a message to show ('Mensaje enviado' by default). */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
