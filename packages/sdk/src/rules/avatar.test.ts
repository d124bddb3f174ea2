import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLORS,
  avatarColor,
  DEFAULT_AVATAR_COLOR,
  fullName,
  initials,
  nameHash,
  resolveMediaUrl,
} from './avatar';

describe('initials', () => {
  it('takes the first letters of the first two words, uppercased', () => {
    expect(initials('Ana García')).toBe('AG');
    expect(initials('ana maría lópez')).toBe('AM');
    expect(initials('  juan   pérez  ')).toBe('JP');
  });

  it('gives one letter for one word', () => {
    expect(initials('Lucía')).toBe('L');
    expect(initials('  x ')).toBe('X');
  });

  it("gives '?' for no name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('keeps accented and non-Latin first letters whole', () => {
    expect(initials('Ángel Íñiguez')).toBe('ÁÍ');
    expect(initials('ñoño')).toBe('Ñ');
    expect(initials('😀 smile')).toBe('😀S');
  });

  it('splits on tabs and newlines too', () => {
    expect(initials('Ana\tBelén\nCruz')).toBe('AB');
  });
});

describe('AVATAR_COLORS', () => {
  it('has exactly 9 hex colours, the default first', () => {
    expect(AVATAR_COLORS).toHaveLength(9);
    expect(AVATAR_COLORS[0]).toBe(DEFAULT_AVATAR_COLOR);
    for (const color of AVATAR_COLORS) expect(color).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(AVATAR_COLORS).size).toBe(9);
  });

  it('carries white initials at 4.5:1 or more on every colour (WCAG AA, small text)', () => {
    for (const color of AVATAR_COLORS) {
      expect(contrastWithWhite(color), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** WCAG 2.1 contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('nameHash', () => {
  it("is Java's String.hashCode", () => {
    expect(nameHash('')).toBe(0);
    expect(nameHash('a')).toBe(97);
    expect(nameHash('ab')).toBe(97 * 31 + 98);
    expect(nameHash('hello')).toBe(99162322);
  });

  it('wraps to a signed 32-bit integer', () => {
    const h = nameHash('Una frase bastante larga para desbordar el hash');
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(h).toBeLessThan(2 ** 31);
  });
});

describe('avatarColor', () => {
  it('uses the default for a blank name', () => {
    expect(avatarColor('')).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColor('  ')).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColor(undefined)).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColor(null)).toBe(DEFAULT_AVATAR_COLOR);
  });

  it('picks |hash| mod 9 of the trimmed name', () => {
    expect(avatarColor('a')).toBe(AVATAR_COLORS[97 % 9]);
    expect(avatarColor('hello')).toBe(AVATAR_COLORS[99162322 % 9]);
    expect(avatarColor('  hello ')).toBe(avatarColor('hello'));
  });

  it('is stable and always a palette colour', () => {
    for (const name of ['Ana García', 'Juan', 'Ñandú', 'x'.repeat(500), '😀']) {
      expect(avatarColor(name)).toBe(avatarColor(name));
      expect(AVATAR_COLORS).toContain(avatarColor(name));
    }
  });

  it('spreads names over several colours', () => {
    const names = ['Ana', 'Bea', 'Carlos', 'Diego', 'Elena', 'Fran', 'Gema', 'Hugo', 'Irene', 'Jorge'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(3);
  });
});

describe('fullName', () => {
  it('joins trimmed first and last names', () => {
    expect(fullName({ first_name: 'Ana', last_name: 'García' })).toBe('Ana García');
    expect(fullName({ first_name: '  Ana ', last_name: ' García  ' })).toBe('Ana García');
  });

  it('leaves out blank parts', () => {
    expect(fullName({ first_name: 'Ana', last_name: '' })).toBe('Ana');
    expect(fullName({ first_name: '', last_name: 'García' })).toBe('García');
    expect(fullName({ first_name: ' ', last_name: null })).toBe('');
    expect(fullName({})).toBe('');
  });
});

describe('resolveMediaUrl', () => {
  const root = 'http://localhost:8000';

  it('makes relative paths absolute against the server root', () => {
    expect(resolveMediaUrl('/media/profile/a.jpg', root)).toBe('http://localhost:8000/media/profile/a.jpg');
    expect(resolveMediaUrl('media/profile/a.jpg', root)).toBe('http://localhost:8000/media/profile/a.jpg');
    expect(resolveMediaUrl('/media/a.jpg', 'https://api.convive.es/')).toBe(
      'https://api.convive.es/media/a.jpg',
    );
    expect(resolveMediaUrl('  /media/a.jpg ', root)).toBe('http://localhost:8000/media/a.jpg');
  });

  it('keeps absolute, protocol-relative, data: and blob: URLs', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg', root)).toBe('https://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('HTTP://cdn.example.com/a.jpg', root)).toBe('HTTP://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('//cdn.example.com/a.jpg', root)).toBe('//cdn.example.com/a.jpg');
    expect(resolveMediaUrl('data:image/png;base64,AAAA', root)).toBe('data:image/png;base64,AAAA');
    expect(resolveMediaUrl('blob:http://localhost/123', root)).toBe('blob:http://localhost/123');
  });

  it('gives null for nothing', () => {
    expect(resolveMediaUrl(null, root)).toBeNull();
    expect(resolveMediaUrl(undefined, root)).toBeNull();
    expect(resolveMediaUrl('', root)).toBeNull();
    expect(resolveMediaUrl('   ', root)).toBeNull();
  });

  it('gives a root-relative path with an empty server root', () => {
    expect(resolveMediaUrl('media/a.jpg', '')).toBe('/media/a.jpg');
  });
});
