import { createStore, type StoreApi } from 'zustand/vanilla';

/** Toasts (spec 01 §9): 3 s by default, 5 s for notifications, at most 3 shown at once. */
export const TOAST_DEFAULT_MS = 3_000;
export const TOAST_NOTIFICATION_MS = 5_000;
export const TOASTS_VISIBLE_MAX = 3;

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
}

export interface ToastState {
  toasts: Toast[];
  show(
    toast: Omit<Toast, 'id' | 'durationMs' | 'tone'> & Partial<Pick<Toast, 'durationMs' | 'tone'>>,
  ): number;
  dismiss(id: number): void;
}

export type ToastStore = StoreApi<ToastState>;

export function createToastStore(): ToastStore {
  let next = 1;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    show(toast) {
      const id = next++;
      const full: Toast = { tone: 'info', durationMs: TOAST_DEFAULT_MS, ...toast, id };
      // The oldest goes when a fourth arrives.
      set((state) => ({ toasts: [...state.toasts, full].slice(-TOASTS_VISIBLE_MAX) }));
      return id;
    },
    dismiss(id) {
      set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    },
  }));
}
