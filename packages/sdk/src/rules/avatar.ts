/**
 * Avatar display (spec 01 §2 "Avatar display", §9): initials when there is no picture, a palette
 * colour chosen by a hash of the name, the full name, and media URLs made absolute (spec 01 §3).
 */

/** The colour used when there is no name (spec 01 §2, §9). */
export const DEFAULT_AVATAR_COLOR = '#4F46E5';

/**
 * The 9 avatar background colours (spec 01 §9); the first is the default. Each carries white
 * initials at 4.5:1 or more (WCAG AA for small text): the spec's lighter shades of the same hues
 * (#6366F1, #8B5CF6, …) fell below it, #8B5CF6 at 4.2:1.
 */
export const AVATAR_COLORS = [
  '#4F46E5',
  '#DB2777',
  '#B45309',
  '#047857',
  '#2563EB',
  '#7C3AED',
  '#DC2626',
  '#0F766E',
  '#C2410C',
] as const;

/** One of the avatar palette colours. */
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** Initials: first letters of the first two words, uppercased; one word gives one letter; no name gives '?'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A stable 32-bit hash of text: Java's String.hashCode (h = h * 31 + UTF-16 code unit, wrapping
 * to a signed 32-bit integer), so every platform picks the same colour for a name.
 */
export function nameHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return hash;
}

/**
 * The avatar colour for a name: the default for a blank name, otherwise
 * AVATAR_COLORS[|nameHash(trimmed name)| mod 9].
 */
export function avatarColor(name: string | null | undefined): AvatarColor {
  const text = (name ?? '').trim();
  if (text === '') return DEFAULT_AVATAR_COLOR;
  return AVATAR_COLORS[Math.abs(nameHash(text)) % AVATAR_COLORS.length] ?? DEFAULT_AVATAR_COLOR;
}

/** First and last name joined by one space, each trimmed; blank parts are left out ('' when both are). */
export function fullName(user: { first_name?: string | null; last_name?: string | null }): string {
  return [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Makes a media path absolute against the server root (spec 01 §3 profile_picture). URLs with a
 * scheme (http:, https:, data:, blob:) and protocol-relative '//host/…' are kept; null or blank gives null.
 */
export function resolveMediaUrl(pathOrUrl: string | null | undefined, serverRoot: string): string | null {
  const value = (pathOrUrl ?? '').trim();
  if (value === '') return null;
  if (HAS_SCHEME.test(value) || value.startsWith('//')) return value;
  const root = serverRoot.trim().replace(/\/+$/, '');
  return `${root}/${value.replace(/^\/+/, '')}`;
}
