// The portal's form checks (./account, ./profile, ./room, ./phone), moved from the sdk with their tests.
import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_DELAY_MS,
  validateLogin,
  validatePasswordReset,
  validateRegistration,
} from './account';
import {
  COUNTRY_SEARCH_DEBOUNCE_MS,
  fitsPhoneLimit,
  PHONE_DEFAULT_COUNTRY,
  PHONE_MAX_DIGITS,
  phoneDigitCount,
} from './phone';
import { validateProfileForm } from './profile';
import { validateRoomForm } from './room';

describe('validateRoomForm', () => {
  const valid = {
    coliving_property: '7',
    room_number: '2B',
    title: 'Habitación luminosa',
    price_monthly: '450',
    size_sqm: '12',
  };

  it('passes a complete form', () => {
    expect(validateRoomForm(valid)).toBeNull();
    expect(
      validateRoomForm({ ...valid, coliving_property: 7, price_monthly: 450, size_sqm: 12.5 }),
    ).toBeNull();
  });
  it('requires a property first', () => {
    expect(validateRoomForm({ ...valid, coliving_property: '' })).toBe('Por favor selecciona una propiedad');
    expect(validateRoomForm({ ...valid, coliving_property: null })).toBe(
      'Por favor selecciona una propiedad',
    );
    expect(
      validateRoomForm({
        coliving_property: '',
        room_number: '',
        title: '',
        price_monthly: '',
        size_sqm: '',
      }),
    ).toBe('Por favor selecciona una propiedad');
  });
  it('then a room number that is not blank', () => {
    expect(validateRoomForm({ ...valid, room_number: '  ', title: '' })).toBe(
      'Por favor ingresa el número de habitación',
    );
  });
  it('then a title that is not blank', () => {
    expect(validateRoomForm({ ...valid, title: ' ', price_monthly: '0' })).toBe(
      'Por favor ingresa el título de la habitación',
    );
  });
  it('then a price above 0', () => {
    expect(validateRoomForm({ ...valid, price_monthly: '0', size_sqm: '0' })).toBe(
      'Por favor ingresa un precio válido',
    );
    expect(validateRoomForm({ ...valid, price_monthly: '' })).toBe('Por favor ingresa un precio válido');
    expect(validateRoomForm({ ...valid, price_monthly: 'mucho' })).toBe('Por favor ingresa un precio válido');
    expect(validateRoomForm({ ...valid, price_monthly: -10 })).toBe('Por favor ingresa un precio válido');
  });
  it('then a size above 0', () => {
    expect(validateRoomForm({ ...valid, size_sqm: '0' })).toBe('Por favor ingresa un tamaño válido');
    expect(validateRoomForm({ ...valid, size_sqm: undefined })).toBe('Por favor ingresa un tamaño válido');
  });
});

describe('validateProfileForm', () => {
  it('requires first and last name', () => {
    expect(validateProfileForm({ first_name: 'Ana', last_name: 'García' })).toBeNull();
    expect(validateProfileForm({ first_name: '', last_name: '' })).toBe('El nombre es obligatorio');
    expect(validateProfileForm({ first_name: 'Ana', last_name: '  ' })).toBe(
      'Los apellidos son obligatorios',
    );
  });
});

describe('phone limit', () => {
  it('counts digits only and allows at most 15', () => {
    expect(phoneDigitCount('+34 612 34 56 78')).toBe(11);
    expect(phoneDigitCount(undefined)).toBe(0);
    expect(fitsPhoneLimit('+123456789012345')).toBe(true);
    expect(fitsPhoneLimit('+1234567890123456')).toBe(false);
    expect(fitsPhoneLimit('')).toBe(true);
    expect(PHONE_MAX_DIGITS).toBe(15);
    expect(PHONE_DEFAULT_COUNTRY).toBe('ES');
    expect(COUNTRY_SEARCH_DEBOUNCE_MS).toBe(250);
    expect(AUTH_REDIRECT_DELAY_MS).toBe(1500);
  });
});

describe('validateLogin', () => {
  it('requires a plausible e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Introduce tu email.',
      password: 'Introduce tu contraseña.',
    });
    expect(validateLogin({ email: 'lucia', password: 'x' })).toEqual({
      email: 'Introduce una dirección de correo electrónico válida.',
    });
    expect(validateLogin({ email: ' lucia@convive.es ', password: ' ' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  const valid = {
    first_name: 'Ana',
    last_name: 'Sanz',
    email: 'ana@e.es',
    phone: '',
    password: 'CasaAzul2026!',
    password_confirm: 'otra',
    accept_terms: true,
  };
  it('accepts a complete form and leaves the match check to the server', () => {
    expect(validateRegistration(valid)).toEqual({});
  });
  it('reports every missing field and a phone over 15 digits', () => {
    expect(
      validateRegistration({
        first_name: ' ',
        last_name: '',
        email: '',
        phone: '+1234567890123456',
        password: '',
        password_confirm: '',
      }),
    ).toEqual({
      first_name: 'El nombre es obligatorio',
      last_name: 'Los apellidos son obligatorios',
      email: 'Introduce tu email.',
      phone: 'El número de teléfono no puede tener más de 15 dígitos.',
      password: 'Introduce tu contraseña.',
      password_confirm: 'Repite la contraseña.',
      accept_terms: 'Debes aceptar los términos y la política de privacidad.',
    });
    expect(validateRegistration({ ...valid, accept_terms: false })).toEqual({
      accept_terms: 'Debes aceptar los términos y la política de privacidad.',
    });
  });
});

describe('validatePasswordReset', () => {
  it('requires both passwords and that they match', () => {
    expect(validatePasswordReset({ new_password: '', new_password_confirm: '' })).toEqual({
      new_password: 'Introduce tu contraseña.',
      new_password_confirm: 'Repite la contraseña.',
    });
    expect(validatePasswordReset({ new_password: 'a', new_password_confirm: 'b' })).toEqual({
      new_password_confirm: 'Las contraseñas no coinciden.',
    });
    expect(validatePasswordReset({ new_password: 'a', new_password_confirm: 'a' })).toEqual({});
  });
});
