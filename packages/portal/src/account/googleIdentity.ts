/**
 * Lazy loading of Google Identity Services (docs/adr/0032-google-sign-in.md): the script is
 * fetched only when someone asks to continue with Google, never on page load.
 */

export const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential?: string;
}

export interface GooglePromptNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

/** The part of `google.accounts.id` we use. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback(response: GoogleCredentialResponse): void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  renderButton(
    parent: HTMLElement,
    options: { theme?: string; size?: string; text?: string; width?: number; locale?: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

function current(): GoogleAccountsId | null {
  return window.google?.accounts?.id ?? null;
}

/** `google.accounts.id`, loading the script once (a failed load may be retried). */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = current();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = current();
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Identity Services could not be loaded.'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
