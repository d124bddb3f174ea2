import { toast } from 'sonner';

/** Sonner's settings (spec 01 §9): 3 s by default, 5 s for notifications, at most 3, 356 px, 14 px apart. */
export const TOAST_DURATION_MS = 3_000;
export const NOTIFICATION_TOAST_MS = 5_000;
export const TOASTS_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

/**
 * The app's toasts. Failures are destructive toasts titled 'Error' with the message below
 * (spec 02 §8); successes carry their own title and an optional description.
 */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, description ? { description } : undefined);
  },
  error(description: string, title = 'Error') {
    toast.error(title, { description });
  },
  info(title: string, description?: string) {
    toast(title, description ? { description } : undefined);
  },
  notification(title: string, description?: string) {
    toast(title, { duration: NOTIFICATION_TOAST_MS, ...(description ? { description } : {}) });
  },
};
