import { TextField } from '../ui/Field';
import { accountCopy } from './copy';

/** The 'Email' box of the sign-in, registration and password-reset forms. */
export function EmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const copy = accountCopy.useCopy();
  return (
    <TextField
      label={copy.fields.email}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={254}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
