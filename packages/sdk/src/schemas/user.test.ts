import { describe, expect, it } from 'vitest';
import { makeLandlord, makeUser } from '../testing';
import {
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  phoneSchema,
  profileUpdateSchema,
  registrationSchema,
  userSchema,
} from './user';
import { parseWithFieldErrors } from './validation';

const registration = {
  email: 'Nuevo@Example.com',
  password: 'CasaAzul2026!',
  password_confirm: 'CasaAzul2026!',
  accept_terms: true as const,
  first_name: ' Ana ',
  last_name: 'Sanz',
};

describe('registrationSchema', () => {
  it('normalises e-mail and names and defaults the role to inquilino', () => {
    expect(registrationSchema.parse(registration)).toMatchObject({
      email: 'nuevo@example.com',
      first_name: 'Ana',
      role: 'inquilino',
    });
  });
  it('accepts propietario', () => {
    expect(registrationSchema.parse({ ...registration, role: 'propietario' }).role).toBe('propietario');
  });
  it('reports mismatched passwords on password_confirm', () => {
    const result = parseWithFieldErrors(registrationSchema, { ...registration, password_confirm: 'otra' });
    expect(result).toEqual({ ok: false, errors: { password_confirm: ['Las contraseñas no coinciden.'] } });
  });
  it('reports every missing field', () => {
    const result = parseWithFieldErrors(registrationSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['accept_terms', 'email', 'first_name', 'last_name', 'password', 'password_confirm'].sort(),
    );
  });
  it('rejects an unknown role and a bad e-mail in Spanish', () => {
    const result = parseWithFieldErrors(registrationSchema, { ...registration, role: 'admin', email: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.role).toEqual(['Elige inquilino o propietario.']);
    expect(result.errors.email).toEqual(['Introduce una dirección de correo electrónico válida.']);
  });
});

describe('phoneSchema (at most 15 digits)', () => {
  it.each(['', '+34 612 345 678', '612345678', '+1 (555) 010-9999', '+123456789012345'])(
    'accepts %j',
    (value) => {
      expect(phoneSchema.safeParse(value).success).toBe(true);
    },
  );
  it('rejects letters and more than 15 digits', () => {
    expect(phoneSchema.safeParse('llámame').error?.issues[0]?.message).toBe(
      'Introduce un número de teléfono válido.',
    );
    expect(phoneSchema.safeParse('+1234567890123456').error?.issues[0]?.message).toBe(
      'El número de teléfono no puede tener más de 15 dígitos.',
    );
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(loginSchema.safeParse({ email: 'a@b.es', password: '' }).success).toBe(false);
    expect(loginSchema.parse({ email: ' A@B.ES', password: 'x' })).toEqual({
      email: 'a@b.es',
      password: 'x',
    });
  });
});

describe('profileUpdateSchema', () => {
  it('turns an empty date of birth into null (spec 01 §3)', () => {
    expect(profileUpdateSchema.parse({ date_of_birth: '' })).toEqual({ date_of_birth: null });
    expect(profileUpdateSchema.parse({ date_of_birth: null })).toEqual({ date_of_birth: null });
  });
  it('rejects an impossible, future or ancient date of birth', () => {
    expect(profileUpdateSchema.safeParse({ date_of_birth: '1990-02-30' }).error?.issues[0]?.message).toBe(
      'Fecha inválida',
    );
    expect(profileUpdateSchema.safeParse({ date_of_birth: '2999-01-01' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ date_of_birth: '1850-01-01' }).success).toBe(false);
  });
  it('requires names to be non-blank when sent', () => {
    expect(profileUpdateSchema.safeParse({ first_name: ' ' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ bio: null })).toEqual({ bio: '' });
  });
});

describe('password change and reset', () => {
  it('requires a matching confirmation', () => {
    expect(
      passwordChangeSchema.safeParse({ old_password: 'a', new_password: 'b', new_password_confirm: 'c' })
        .error?.issues[0]?.message,
    ).toBe('Las contraseñas no coinciden.');
    expect(
      passwordResetSchema.safeParse({ token: 't', new_password: 'b', new_password_confirm: 'b' }).success,
    ).toBe(true);
    expect(
      passwordResetSchema.safeParse({ token: '', new_password: 'b', new_password_confirm: 'b' }).success,
    ).toBe(false);
  });
});

describe('userSchema', () => {
  it('parses tenants and landlords and turns null text into empty text', () => {
    expect(userSchema.parse(makeUser())).toEqual(makeUser());
    expect(userSchema.parse({ ...makeLandlord(), phone: null, bio: null })).toMatchObject({
      phone: '',
      bio: '',
    });
  });
});
