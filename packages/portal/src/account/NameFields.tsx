import { TextField } from '../ui/Field';

interface NameFieldsProps {
  firstName: string;
  lastName: string;
  errors: { first_name?: string; last_name?: string };
  onChange(field: 'first_name' | 'last_name', value: string): void;
}

/** 'Nombre' and 'Apellidos' side by side (registration and profile). */
export function NameFields({ firstName, lastName, errors, onChange }: NameFieldsProps) {
  return (
    <div className="form-grid form-grid--2">
      <TextField
        label="Nombre"
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={150}
        value={firstName}
        error={errors.first_name}
        onChange={(event) => onChange('first_name', event.target.value)}
      />
      <TextField
        label="Apellidos"
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
