import { PHONE_DEFAULT_COUNTRY } from '@convive/sdk';
import PhoneInput, { type Country, parsePhoneNumber } from 'react-phone-number-input';
import es from 'react-phone-number-input/locale/es';
import { describedBy, FieldFrame, useFieldIds } from '../ui';
import styles from './account.module.css';
import { CountryCode, CountrySelect } from './CountrySelect';

export interface PhoneFieldProps {
  label?: string;
  /** The number in E.164 ('+34612345678'), or '' for none. */
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | null | undefined;
  name?: string;
  disabled?: boolean;
}

function Flag({ country }: { country: string }) {
  return <CountryCode country={country} />;
}

/**
 * A stored phone as E.164 ('+34 611 908 332' → '+34611908332'), which the phone input requires;
 * numbers without a prefix are read as Spanish. '' when there is none or it cannot be read.
 */
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
 * An optional phone number with its country (spec 01 §5): Spain by default, the number limited to the
 * country's length (never more than 15 digits), sent in E.164. The country picker is searchable.
 */
export function PhoneField({
  label = 'Teléfono',
  value,
  onChange,
  hint,
  error,
  name = 'phone',
  disabled,
}: PhoneFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <PhoneInput
        id={ids.controlId}
        name={name}
        className={styles.phone}
        numberInputProps={{
          className: 'input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(ids, hint, error),
        }}
        value={toE164(value) || undefined}
        onChange={(next) => onChange(next ?? '')}
        defaultCountry={PHONE_DEFAULT_COUNTRY as Country}
        labels={es}
        addInternationalOption={false}
        limitMaxLength
        initialValueFormat="national"
        countrySelectComponent={CountrySelect}
        flagComponent={Flag}
        autoComplete="tel"
        disabled={disabled}
      />
    </FieldFrame>
  );
}
