import { isBlank } from '@convive/sdk';
import { profileMessages } from '../messages/profile';

/** The profile form's first failing message (spec 01 §5): first name, then last name, must not be blank. */
export function validateProfileForm(form: {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
}): string | null {
  if (isBlank(form.first_name)) return profileMessages.firstNameRequired;
  if (isBlank(form.last_name)) return profileMessages.lastNameRequired;
  return null;
}
