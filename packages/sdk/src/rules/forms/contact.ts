import { RULE_MESSAGES } from '../ruleMessages';
import { isBlank } from './blank';
import { looksLikeEmail } from './numbers';

/** The fields of the contact form that are checked on submit (phone is optional). */
export interface ContactFormCheck {
  name: string | null | undefined;
  email: string | null | undefined;
  subject: string | null | undefined;
  message: string | null | undefined;
}

/** The contact form's first failing message (spec 01 §5), in form order: name, e-mail, subject, message. */
export function validateContactForm(form: ContactFormCheck): string | null {
  if (isBlank(form.name)) return RULE_MESSAGES.contact.nameRequired;
  if (isBlank(form.email)) return RULE_MESSAGES.contact.emailRequired;
  if (!looksLikeEmail(String(form.email))) return RULE_MESSAGES.contact.emailInvalid;
  if (isBlank(form.subject)) return RULE_MESSAGES.contact.subjectRequired;
  if (isBlank(form.message)) return RULE_MESSAGES.contact.messageRequired;
  return null;
}
