import type { Language } from '../language';
import { ruleMessages } from '../ruleMessages';
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
 * then the message, which must not be blank ('Por favor, escribe un mensaje para el propietario'). The
 * text is in `language` (Spanish by default).
 */
export function validateEnquiry(form: EnquiryCheck, language?: Language): string | null {
  const texts = ruleMessages(language).enquiry;
  if (isBlank(form.name)) return texts.nameRequired;
  if (isBlank(form.email)) return texts.emailRequired;
  if (!looksLikeEmail(String(form.email))) return texts.emailInvalid;
  if (isBlank(form.message)) return texts.messageRequired;
  return null;
}
