import { readToastFlags } from '@convive/sdk';
import { useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import { browserStorage } from '../stores/storage';
import favoriteButtonCssText from './FavoriteButton.css?inline';

/** The part's CSS, as a string (inject it with `WidgetRoot`'s `css`). */
export const favoriteButtonCss: string = favoriteButtonCssText;

export interface FavoriteButtonProps {
  propertyId: number;
  /** The property's title, so the button's name says which property it saves. */
  propertyTitle?: string;
  /** Called after a successful toggle. */
  onToggle?(result: 'added' | 'removed'): void;
  /**
   * Whether the property is a favourite, when the app keeps the favourites itself (the portal's query
   * cache); with `toggle`. Without them the heart uses the shared favourites store.
   */
  favorite?: boolean;
  /** Adds or removes the favourite in the app's own state; answers what happened. With `favorite`. */
  toggle?(propertyId: number): Promise<'added' | 'removed'>;
  /**
   * Called instead of the sign-in notice when a visitor presses the heart: the app offers its own
   * way in (links to sign in or register, keeping the favourite to add afterwards).
   */
  onSignInRequired?(propertyId: number): void;
}

/**
 * The heart of a property (spec 01 §6): a visitor's click asks to sign in, a landlord does not see
 * it, a tenant toggles the favourite through the shared favourites store (or the app's own, given
 * `favorite` and `toggle`), with toasts (silenced when the disableFavoriteToasts flag is 'true',
 * spec 01 §8).
 */
export function FavoriteButton({
  propertyId,
  propertyTitle,
  onToggle,
  favorite,
  toggle,
  onSignInRequired,
}: FavoriteButtonProps) {
  const { stores, copy } = useConvive();
  const text = copy.favoriteButton;
  const user = useStoreValue(stores.session, (s) => s.user);
  // While a stored token is checked we do not yet know whether this is a visitor or a tenant.
  const checking = useStoreValue(stores.session, (s) => s.status === 'checking');
  const stored = useStoreValue(stores.favorites, (s) => s.items.some((f) => f.property === propertyId));
  const pressed = favorite ?? stored;
  const [busy, setBusy] = useState(false);
  // Also said next to the button: a toast may not be on the page (no outlet) or may be missed.
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);

  if (user?.is_landlord) return null;

  const onClick = async () => {
    if (busy) return;
    if (!user) {
      if (onSignInRequired) return onSignInRequired(propertyId);
      stores.toasts.getState().show({ title: text.signInRequired, tone: 'info' });
      setMessage({ text: text.signInRequired, tone: 'info' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await (toggle ?? stores.favorites.getState().toggle)(propertyId);
      if (!readToastFlags(browserStorage()).disableFavoriteToasts) {
        stores.toasts
          .getState()
          .show({ title: result === 'added' ? text.added : text.removed, tone: 'success' });
      }
      onToggle?.(result);
    } catch {
      stores.toasts.getState().show({ title: text.failure, tone: 'error' });
      setMessage({ text: text.failure, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const name = pressed ? text.remove : text.add;
  return (
    <span className="convive-favorite">
      <button
        type="button"
        className="convive-favorite__button"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        disabled={checking}
        aria-label={propertyTitle ? `${name}: ${propertyTitle}` : name}
        title={name}
        data-state={pressed ? 'on' : 'off'}
        onClick={() => void onClick()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5C19 5 21 8.6 19.6 11.8 17.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      <span
        className="convive-favorite__message"
        role={message?.tone === 'error' ? 'alert' : 'status'}
        data-state={message ? 'shown' : 'hidden'}
      >
        {message?.text}
      </span>
    </span>
  );
}
