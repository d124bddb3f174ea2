import { INTL_LOCALE } from '@convive/widgets';
import { useMemo } from 'react';
import PhoneInput, {
  type Country,
  getCountries,
  isPossiblePhoneNumber,
  parsePhoneNumber,
} from 'react-phone-number-input';
import es from 'react-phone-number-input/locale/es';
import { useLanguage } from '../app/language';
import { PHONE_DEFAULT_COUNTRY, PHONE_MAX_DIGITS } from '../logic/forms/phone';
import styles from './account.module.css';
import { CountryCode, CountrySelect } from './CountrySelect';

/**
 * The phone library's part of the phone field (react-phone-number-input and its metadata, ~50 kB gzip),
 * loaded by `PhoneField` only when the user shows intent to use the field.
 */

function Flag({ country }: { country: string }) {
  return <CountryCode country={country} />;
}

/** A stored phone as E.164 read with the library (Spain by default); '' when it cannot be read. */
export function toE164(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  try {
    return parsePhoneNumber(text, PHONE_DEFAULT_COUNTRY as Country)?.number ?? '';
  } catch {
    return '';
  }
}

/**
 * Text typed before the library loaded ('612345678', '+351912345678', '0034...') as the E.164 value the
 * full input would have produced: Spain by default, the number cut to its country's longest length
 * (like `limitMaxLength`) and never more than 15 digits. '' when there are no digits.
 */
export function textToE164(value: string | null | undefined): string {
  let text = (value ?? '').trim().replace(/[^\d+]/g, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const international = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  let parsed: ReturnType<typeof parsePhoneNumber>;
  try {
    parsed = parsePhoneNumber(international ? `+${digits}` : digits, PHONE_DEFAULT_COUNTRY as Country);
  } catch {
    parsed = undefined;
  }
  if (!parsed) return `+${digits.slice(0, PHONE_MAX_DIGITS)}`;
  const code = String(parsed.countryCallingCode);
  let national = String(parsed.nationalNumber);
  // The country's longest possible length, as the input's `limitMaxLength` uses.
  const probe = national.padEnd(17, '0');
  let longest = 0;
  for (let length = 1; length <= 17; length += 1) {
    if (isPossiblePhoneNumber(`+${code}${probe.slice(0, length)}`)) longest = length;
  }
  if (longest && national.length > longest) national = national.slice(0, longest);
  return `+${`${code}${national}`.slice(0, PHONE_MAX_DIGITS)}`;
}

export interface PhoneInputFullProps {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * The country names in the chosen language: the library's Spanish table (the spec's names) for
 * Spanish, the browser's own names (`Intl.DisplayNames`) for the others, so no other table is shipped.
 */
function countryLabels(locale: string, intlLocale: string): Record<string, string> {
  if (locale === 'es' || typeof Intl.DisplayNames !== 'function') return es;
  const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
  const labels: Record<string, string> = { ...es };
  for (const country of getCountries()) {
    try {
      labels[country] = names.of(country) ?? labels[country] ?? country;
    } catch {
      // An unknown region code keeps the Spanish name.
    }
  }
  return labels;
}

/** The phone number with its searchable country picker (spec 01 §5). */
export default function PhoneInputFull({
  id,
  name,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: PhoneInputFullProps) {
  // The language itself, not the widgets' context: the field is also used outside the providers.
  const [locale] = useLanguage();
  const labels = useMemo(() => countryLabels(locale, INTL_LOCALE[locale]), [locale]);
  return (
    <PhoneInput
      id={id}
      name={name}
      className={styles.phone}
      numberInputProps={{
        className: 'input',
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy,
      }}
      value={toE164(value) || undefined}
      onChange={(next) => onChange(next ?? '')}
      defaultCountry={PHONE_DEFAULT_COUNTRY as Country}
      labels={labels}
      addInternationalOption={false}
      limitMaxLength
      initialValueFormat="national"
      countrySelectComponent={CountrySelect}
      flagComponent={Flag}
      autoComplete="tel"
      disabled={disabled}
    />
  );
}
