import { RULE_MESSAGES } from '../ruleMessages';
import { isBlank } from './blank';

/** The profile form's first failing message (spec 01 §5): first name, then last name, must not be blank. */
export function validateProfileForm(form: {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
}): string | null {
  if (isBlank(form.first_name)) return RULE_MESSAGES.profile.firstNameRequired;
  if (isBlank(form.last_name)) return RULE_MESSAGES.profile.lastNameRequired;
  return null;
}
