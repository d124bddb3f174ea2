/** The profile save failure text (moved from the sdk's error-body extractors). */
import { detailOf, fieldErrorOf, firstFieldError, isApiError } from '@convive/sdk';
import { profileMessages } from './messages/profile';

/**
 * The profile save failure text (spec 01 §8, spec 02 §8): for a 400, the picture error, else the detail,
 * else the first field error as 'field: message'; 413 and 415 have fixed texts; anything else the generic text.
 */
export function profileSaveErrorMessage(error: unknown): string {
  if (!isApiError(error)) return profileMessages.saveFailure;
  switch (error.status) {
    case 400: {
      const picture = fieldErrorOf(error, 'profile_picture');
      if (picture !== null) return profileMessages.imageErrorPrefix + picture;
      const detail = detailOf(error);
      if (detail !== null) return detail;
      const first = firstFieldError(error.data);
      return first ? `${first.field}: ${first.message}` : profileMessages.saveFailure;
    }
    case 413:
      return profileMessages.imageTooLarge;
    case 415:
      return profileMessages.imageUnsupported;
    default:
      return profileMessages.saveFailure;
  }
}
