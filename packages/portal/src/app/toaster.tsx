import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { markToasterReady, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_WIDTH_PX, TOASTS_VISIBLE } from './toast';

/** Sonner's outlet with the spec's settings (loaded after the first paint, see toast.ts). */
export default function Toaster() {
  useEffect(() => markToasterReady(), []);
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      style={{ ['--width' as string]: `${TOAST_WIDTH_PX}px` }}
    />
  );
}
