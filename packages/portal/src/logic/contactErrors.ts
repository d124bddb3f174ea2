/** The contact form's failure text. */
import { detailOf, fieldErrorOf } from '@convive/sdk';
import { MESSAGES } from './screenMessages';

/** The contact form's fields and the Spanish label each is named by in an error toast (spec 01 §8). */
export const CONTACT_FIELD_LABELS = {
  name: 'nombre',
  email: 'email',
  subject: 'asunto',
  message: 'mensaje',
} as const;

/**
 * The contact failure text (spec 01 §8): the first field error among name, email, subject and message as
 * 'Error en el campo {nombre|email|asunto|mensaje}: …', else the detail, else the generic text.
 */
export function contactErrorMessage(error: unknown): string {
  for (const [field, label] of Object.entries(CONTACT_FIELD_LABELS)) {
    const message = fieldErrorOf(error, field);
    if (message !== null) return MESSAGES.contact.fieldError(label, message);
  }
  return detailOf(error) ?? MESSAGES.contact.failure;
}
