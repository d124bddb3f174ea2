import { avatarColor, initials, resolveMediaUrl, serverRootOf } from '@convive/sdk';
import { type CSSProperties, useState } from 'react';
import { useConvive } from '../core/context';

/** Side lengths in px: fixed, so a host page's font size cannot resize an avatar. */
const SIZES = { sm: 32, md: 40, lg: 64, xl: 112 } as const;

export type AvatarSize = keyof typeof SIZES;

export interface AvatarProps {
  /** The person's full name: the accessible name, the initials and the colour come from it. */
  name?: string | null;
  /**
   * The picture (a user's `profile_picture`). Relative media paths are made absolute against the
   * API's server root (spec 01 §3); without one, or when it fails to load, initials are shown.
   */
  src?: string | null;
  /** @default 'md' */
  size?: AvatarSize;
  className?: string;
}

/**
 * A round avatar (spec 01 §2 "Avatar display"): the picture when there is one, else the initials of
 * the name on its palette colour (#4F46E5 without a name).
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const { client, copy } = useConvive();
  const url = resolveMediaUrl(src, serverRootOf(client.baseUrl, globalThis.location?.origin));
  // Remember which URL failed, so a new picture gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const label = name?.trim() || copy.parts.avatar.anonymous;
  const side = SIZES[size];
  const box: CSSProperties = {
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    width: side,
    height: side,
    borderRadius: '50%',
    overflow: 'hidden',
    verticalAlign: 'middle',
  };
  const classes = ['convive-avatar', className].filter(Boolean).join(' ');

  if (url && url !== failedUrl) {
    return (
      <img
        className={classes}
        data-size={size}
        src={url}
        alt={label}
        width={side}
        height={side}
        style={{ ...box, objectFit: 'cover' }}
        onError={() => setFailedUrl(url)}
      />
    );
  }

  const background = avatarColor(name);
  return (
    <span
      className={classes}
      data-size={size}
      role="img"
      aria-label={label}
      style={{
        ...box,
        background,
        color: readableTextOn(background),
        fontFamily: 'var(--convive-font, system-ui, sans-serif)',
        fontSize: Math.round(side * 0.4),
        fontWeight: 600,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}

/** White or near-black, whichever contrasts more with a #rrggbb background (WCAG luminance). */
export function readableTextOn(hex: string): string {
  const channels = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const dark = 0.0144; // luminance of #111827
  const againstWhite = 1.05 / (luminance + 0.05);
  const againstDark = (luminance + 0.05) / (dark + 0.05);
  return againstWhite >= againstDark ? '#ffffff' : '#111827';
}
