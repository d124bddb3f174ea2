import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_DELAY_MS,
  COUNTRY_SEARCH_DEBOUNCE_MS,
  fitsPhoneLimit,
  isChosenId,
  looksLikeEmail,
  numberOrZero,
  optionalInteger,
  PHONE_DEFAULT_COUNTRY,
  PHONE_MAX_DIGITS,
  parseNumber,
  phoneDigitCount,
  stayMonthsOrOne,
  validateContactForm,
  validateEnquiry,
  validateLogin,
  validatePasswordReset,
  validateProfileForm,
  validateRegistration,
  validateRoomForm,
} from './index';

describe('parseNumber', () => {
  it('reads plain decimals, with a comma or a point', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('7.')).toBe(7);
  });
  it('passes numbers through', () => {
    expect(parseNumber(42)).toBe(42);
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('answers null for blank and non-numeric text', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
    expect(parseNumber('1.234,5')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
  });
});

describe('numberOrZero', () => {
  it('converts numeric text', () => {
    expect(numberOrZero('850')).toBe(850);
    expect(numberOrZero('85,5')).toBe(85.5);
  });
  it('turns blank or invalid input into 0', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero(null)).toBe(0);
    expect(numberOrZero(undefined)).toBe(0);
  });
});

describe('optionalInteger', () => {
  it('converts whole numbers, negative ones included', () => {
    expect(optionalInteger('3')).toBe(3);
    expect(optionalInteger('-1')).toBe(-1);
    expect(optionalInteger('0')).toBe(0);
    expect(optionalInteger(4)).toBe(4);
    expect(optionalInteger('2.0')).toBe(2);
  });
  it('gives undefined for blank, invalid or fractional input', () => {
    expect(optionalInteger('')).toBeUndefined();
    expect(optionalInteger('bajo')).toBeUndefined();
    expect(optionalInteger('2.5')).toBeUndefined();
    expect(optionalInteger(null)).toBeUndefined();
  });
});

describe('stayMonthsOrOne', () => {
  it('converts whole months', () => {
    expect(stayMonthsOrOne('6')).toBe(6);
    expect(stayMonthsOrOne(12)).toBe(12);
  });
  it('truncates fractions', () => {
    expect(stayMonthsOrOne('2.7')).toBe(2);
  });
  it('falls back to 1', () => {
    expect(stayMonthsOrOne('')).toBe(1);
    expect(stayMonthsOrOne('x')).toBe(1);
    expect(stayMonthsOrOne('0')).toBe(1);
    expect(stayMonthsOrOne('-4')).toBe(1);
    expect(stayMonthsOrOne('0.5')).toBe(1);
    expect(stayMonthsOrOne(undefined)).toBe(1);
  });
});

describe('isChosenId and looksLikeEmail', () => {
  it('accepts positive whole ids', () => {
    expect(isChosenId(3)).toBe(true);
    expect(isChosenId('3')).toBe(true);
    expect(isChosenId('')).toBe(false);
    expect(isChosenId(0)).toBe(false);
    expect(isChosenId('1.5')).toBe(false);
    expect(isChosenId(null)).toBe(false);
  });
  it('accepts plausible e-mails', () => {
    expect(looksLikeEmail('ana@example.com')).toBe(true);
    expect(looksLikeEmail(' ana@example.es ')).toBe(true);
    expect(looksLikeEmail('ana@example')).toBe(false);
    expect(looksLikeEmail('ana example@x.com')).toBe(false);
    expect(looksLikeEmail('@x.com')).toBe(false);
  });
});

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

describe('validateEnquiry', () => {
  const valid = { name: 'Lucía', email: 'lucia@example.com', message: 'Hola, ¿sigue disponible?' };

  it('passes a complete enquiry', () => {
    expect(validateEnquiry(valid)).toBeNull();
  });
  it('requires a non-blank message', () => {
    expect(validateEnquiry({ ...valid, message: '' })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
    expect(validateEnquiry({ ...valid, message: '   \n ' })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
    expect(validateEnquiry({ ...valid, message: null })).toBe(
      'Por favor, escribe un mensaje para el propietario',
    );
  });
  it('requires a name and a plausible e-mail, checked before the message', () => {
    expect(validateEnquiry({ ...valid, name: ' ', message: '' })).toBe('Por favor, escribe tu nombre');
    expect(validateEnquiry({ ...valid, email: '' })).toBe('Por favor, escribe tu email');
    expect(validateEnquiry({ ...valid, email: 'lucia' })).toBe(
      'Introduce una dirección de correo electrónico válida.',
    );
  });
});

describe('validateContactForm', () => {
  const valid = { name: 'Pablo', email: 'pablo@example.com', subject: 'Dudas', message: 'Quería saber…' };

  it('passes a complete form', () => {
    expect(validateContactForm(valid)).toBeNull();
  });
  it('checks name, e-mail, subject and message in order', () => {
    expect(validateContactForm({ name: '', email: '', subject: '', message: '' })).toBe(
      'Por favor, escribe tu nombre',
    );
    expect(validateContactForm({ ...valid, email: '', subject: '' })).toBe('Por favor, escribe tu email');
    expect(validateContactForm({ ...valid, email: 'pablo@' })).toBe(
      'Introduce una dirección de correo electrónico válida.',
    );
    expect(validateContactForm({ ...valid, subject: ' ', message: '' })).toBe('Por favor, escribe el asunto');
    expect(validateContactForm({ ...valid, message: '' })).toBe('Por favor, escribe tu mensaje');
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
