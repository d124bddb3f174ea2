import type { ExternalToast } from 'sonner';
import { portalCopy } from './copy';

/** Sonner's settings (spec 01 §9): 3 s by default, 5 s for notifications, at most 3, 356 px, 14 px apart. */
export const TOAST_DURATION_MS = 3_000;
export const NOTIFICATION_TOAST_MS = 5_000;
export const TOASTS_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

/*
 * Sonner is not part of the first page load (bench/portal.mjs budget): its outlet is a lazy chunk that
 * AppProviders mounts when the first toast is raised, and that toast waits for the outlet to listen
 * instead of being lost.
 */
let ready: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  ready = resolve;
});
let wanted = false;
const wantListeners = new Set<() => void>();

/** Called by the outlet once it listens. */
export function markToasterReady(): void {
  ready();
}

/** Whether a toast has been raised yet (the outlet is mounted from then on). */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}

export type ToastKind = 'success' | 'error' | 'info';

/*
 * When sonner's code cannot be fetched (offline, or a file gone after a deploy) the toasts are not
 * lost: a plain outlet that is part of the first load (PlainToasts) shows them instead.
 */
let toasterFailed: () => void = () => undefined;
const toasterFailure = new Promise<'failed'>((resolve) => {
  toasterFailed = () => resolve('failed');
});

/** Called when the outlet's code could not be loaded: toasts go to the plain outlet from then on. */
export function markToasterFailed(): void {
  toasterFailed();
}

/** A toast of the plain outlet. */
export interface PlainToast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

let plainToasts: readonly PlainToast[] = [];
const plainListeners = new Set<() => void>();
let nextPlainId = 1;

function setPlainToasts(next: readonly PlainToast[]): void {
  plainToasts = next;
  for (const listener of plainListeners) listener();
}

export function subscribePlainToasts(listener: () => void): () => void {
  plainListeners.add(listener);
  return () => plainListeners.delete(listener);
}

export function getPlainToasts(): readonly PlainToast[] {
  return plainToasts;
}

export function dismissPlainToast(id: number): void {
  setPlainToasts(plainToasts.filter((toast) => toast.id !== id));
}

function showPlain(kind: ToastKind, title: string, options: ExternalToast): void {
  const id = nextPlainId++;
  const description = typeof options.description === 'string' ? options.description : undefined;
  setPlainToasts(
    [...plainToasts, { id, kind, title, ...(description ? { description } : {}) }].slice(-TOASTS_VISIBLE),
  );
  setTimeout(() => dismissPlainToast(id), options.duration ?? TOAST_DURATION_MS);
}

function show(kind: ToastKind, title: string, options: ExternalToast = {}): void {
  wantToaster();
  const sonner = toasterReady.then(() => import('sonner'));
  Promise.race([sonner, toasterFailure]).then(
    (loaded) => {
      if (loaded === 'failed') return showPlain(kind, title, options);
      const { toast } = loaded;
      if (kind === 'success') toast.success(title, options);
      else if (kind === 'error') toast.error(title, options);
      else toast(title, options);
    },
    () => showPlain(kind, title, options),
  );
}

/**
 * The app's toasts. Failures are destructive toasts titled 'Error' with the message below
 * (spec 02 §8); successes carry their own title and an optional description.
 */
export const notify = {
  success(title: string, description?: string) {
    show('success', title, description ? { description } : {});
  },
  /** `title` defaults to 'Error' in the chosen language. */
  error(description: string, title: string = portalCopy.current().toasts.errorTitle) {
    show('error', title, { description });
  },
  info(title: string, description?: string) {
    show('info', title, description ? { description } : {});
  },
  notification(title: string, description?: string) {
    show('info', title, { duration: NOTIFICATION_TOAST_MS, ...(description ? { description } : {}) });
  },
  /** A toast with any options (the bridge from the widgets' toast store). */
  raw(kind: ToastKind, title: string, options: ExternalToast) {
    show(kind, title, options);
  },
};
