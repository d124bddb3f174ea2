/** The contact form's failure text. */
import { detailOf, fieldErrorOf } from '@convive/sdk';
import { contactMessages } from './messages/contact';

/**
 * The contact form's fields and the Spanish label each is named by in an error toast (spec 01 §8);
 * other languages name them by `contactMessages.fieldLabels`.
 */
export const CONTACT_FIELD_LABELS = {
  name: 'nombre',
  email: 'email',
  subject: 'asunto',
  message: 'mensaje',
} as const;

/**
 * The contact failure text (spec 01 §8): the first field error among name, email, subject and message as
 * 'Error en el campo {nombre|email|asunto|mensaje}: …' (in the chosen language), else the detail, else
 * the generic text.
 */
export function contactErrorMessage(error: unknown): string {
  const texts = contactMessages;
  for (const field of Object.keys(CONTACT_FIELD_LABELS) as (keyof typeof CONTACT_FIELD_LABELS)[]) {
    const message = fieldErrorOf(error, field);
    if (message !== null) return texts.fieldError(texts.fieldLabels[field], message);
  }
  return detailOf(error) ?? texts.failure;
}
