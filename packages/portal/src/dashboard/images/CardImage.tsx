import { PLACEHOLDER_IMAGE } from '@convive/widgets';
import { useState } from 'react';

export interface CardImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** @default 'lazy' (cards below the fold); previews of local files load at once. */
  loading?: 'lazy' | 'eager';
}

/** An image that shows the placeholder when there is none or it fails to load (spec 02 §8 "Images"). */
export function CardImage({ src, alt, className, loading = 'lazy' }: CardImageProps) {
  // Remembers which address failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      data-placeholder={shown === PLACEHOLDER_IMAGE ? 'true' : undefined}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
