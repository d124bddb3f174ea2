import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ERRORS, fieldError } from '../errors';

/** Numbers written without a country code are read as Spanish ones (the marketplace's country). */
const DEFAULT_COUNTRY = 'ES';

/**
 * A phone number as stored: '' for none, else E.164 ('+34612345678') once libphonenumber's full
 * metadata says it is a possible and valid number of its country (so '12' is refused, not stored
 * as '+3412'). The contract's schema only checks the characters; the number's real shape is
 * known here. Throws a 400 on `field`.
 */
export function checkedPhone(field: string, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (!parsed?.isValid()) throw fieldError(field, ERRORS.phoneInvalid);
  return parsed.number;
}
