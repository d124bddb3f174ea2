import { RULE_MESSAGES } from '../ruleMessages';
import { isBlank } from './blank';
import { looksLikeEmail } from './numbers';

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
  if (isBlank(form.name)) return RULE_MESSAGES.enquiry.nameRequired;
  if (isBlank(form.email)) return RULE_MESSAGES.enquiry.emailRequired;
  if (!looksLikeEmail(String(form.email))) return RULE_MESSAGES.enquiry.emailInvalid;
  if (isBlank(form.message)) return RULE_MESSAGES.enquiry.messageRequired;
  return null;
}
