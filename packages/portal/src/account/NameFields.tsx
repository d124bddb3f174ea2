import { TextField } from '../ui/Field';
import { accountCopy } from './copy';

interface NameFieldsProps {
  firstName: string;
  lastName: string;
  errors: { first_name?: string; last_name?: string };
  onChange(field: 'first_name' | 'last_name', value: string): void;
}

/** 'Nombre' and 'Apellidos' side by side (registration and profile). */
export function NameFields({ firstName, lastName, errors, onChange }: NameFieldsProps) {
  const copy = accountCopy.useCopy();
  return (
    <div className="form-grid form-grid--2">
      <TextField
        label={copy.fields.firstName}
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={150}
        value={firstName}
        error={errors.first_name}
        onChange={(event) => onChange('first_name', event.target.value)}
      />
      <TextField
        label={copy.fields.lastName}
        name="last_name"
        autoComplete="family-name"
        required
        maxLength={150}
        value={lastName}
        error={errors.last_name}
        onChange={(event) => onChange('last_name', event.target.value)}
      />
    </div>
  );
}
