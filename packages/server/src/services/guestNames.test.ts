import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { wordBody } from '../i18n/translate';
import { checkedGuestName } from './guestNames';

describe('checkedGuestName: one line, no web address', () => {
  /** The 400's body as a Spanish reader gets it, or null when the name passes. */
  const refused = (name: string) => {
    try {
      checkedGuestName('name', name);
      return null;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) return wordBody(error.body, 'es');
      throw error;
    }
  };

  it('puts a name on one line and drops invisible characters', () => {
    expect(checkedGuestName('name', 'Ana\r\nGarcía')).toBe('Ana García');
    expect(checkedGuestName('name', '  Ana\t\u0007 María \u2028López\u200b\u202e ')).toBe('Ana María López');
  });

  it.each(['María José O’Neill-Ruiz', 'J. R. Tolkien', 'Mª.José Pérez', 'Dr. Smith', 'Zoë 3º B'])(
    'keeps %s',
    (name) => {
      expect(checkedGuestName('name', name)).toBe(name);
    },
  );

  it.each([
    'Ana http://evil.example',
    'Ana\nVisita HTTPS://evil.example/oferta',
    'ftp://x',
    'Ana www.evil',
    'Compra en evil.example',
    'Visita EVIL.COM ya',
    'ana@gmail.com',
    'sub.dominio.es',
  ])('refuses %j', (name) => {
    expect(refused(name)).toEqual({ name: ['El nombre no puede contener enlaces ni direcciones web.'] });
  });

  it('refuses a name that is empty once cleaned', () => {
    expect(refused('\u0007\u200b\r\n')).toEqual({ name: ['Este campo no puede estar en blanco.'] });
  });
});
