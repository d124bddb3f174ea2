import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { usePortalCopy } from './copy';
import { markToasterReady, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_WIDTH_PX, TOASTS_VISIBLE } from './toast';

/** Below this width the toasts rise from the bottom (the dashboard's phone breakpoint). */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** The sticky header's height (`--header-height` in global.css). */
const HEADER_HEIGHT_PX = 64;
const EDGE_PX = 16;

/**
 * Where the toasts go: never over the header's bell and avatar. On phones bottom-centre,
 * full width (nothing floats down there); on wider screens top-right, below the sticky header.
 */
export function toasterPlacement(phone: boolean): Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'> {
  return phone
    ? { position: 'bottom-center', offset: EDGE_PX, mobileOffset: EDGE_PX }
    : {
        position: 'top-right',
        offset: { top: HEADER_HEIGHT_PX + EDGE_PX / 2, right: EDGE_PX },
        mobileOffset: { top: HEADER_HEIGHT_PX + EDGE_PX / 2 },
      };
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
  window.addEventListener('resize', onChange);
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    query?.removeEventListener?.('change', onChange);
  };
}

function isPhone(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(PHONE_QUERY).matches;
  return window.innerWidth < 768;
}

/** Sonner's outlet with the spec's settings (loaded after the first paint, see toast.ts). */
export default function Toaster() {
  const copy = usePortalCopy().toasts;
  const phone = useSyncExternalStore(subscribeToWidth, isPhone, () => false);
  useEffect(() => markToasterReady(), []);
  return (
    <SonnerToaster
      {...toasterPlacement(phone)}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      containerAriaLabel={copy.region}
      toastOptions={{ closeButtonAriaLabel: copy.close }}
      style={{ ['--width' as string]: `${TOAST_WIDTH_PX}px` }}
    />
  );
}
