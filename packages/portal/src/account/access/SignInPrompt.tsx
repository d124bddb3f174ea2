import { useConvive, useCopy } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { notify } from '../../app/toast';
import { LazyDialog } from '../../ui/LazyDialog';
import styles from '../../ui/ui.module.css';
import { AuthLink } from '../AuthLink';
import { accessCopy } from './copy';
import { forgetPendingFavorite, rememberPendingFavorite, takePendingFavorite } from './pendingFavorite';

/*
 * The sign-in offer of a visitor's heart: one dialog for the whole app (a heart sits inside cards
 * that are links; a dialog of its own would bubble its clicks to the card), opened from any heart.
 */
let openFor: number | null = null;
const listeners = new Set<() => void>();

function setOpenFor(propertyId: number | null): void {
  openFor = propertyId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => openFor;
const readOnServer = () => null;

/**
 * A visitor pressed the heart of `propertyId`: offers to sign in or register, coming back to this
 * page, and keeps the favourite to add once they are in.
 */
export function offerSignInForFavorite(propertyId: number): void {
  rememberPendingFavorite(propertyId);
  setOpenFor(propertyId);
}

/** The offer's dialog, with 'Inicia sesión' and 'Crea una cuenta' (both return to this page). */
export function SignInPromptHost() {
  const propertyId = useSyncExternalStore(subscribe, read, readOnServer);
  const copy = accessCopy.useCopy();
  // Following a link keeps the favourite waiting; closing the offer drops it.
  const follow = () => setOpenFor(null);
  return (
    <LazyDialog
      open={propertyId !== null}
      onOpenChange={(open) => {
        if (open) return;
        forgetPendingFavorite();
        setOpenFor(null);
      }}
      title={copy.favorite.title}
    >
      <div className={styles.confirm}>
        <p className="muted">{copy.favorite.text}</p>
        <div className={styles.confirmActions}>
          <AuthLink page="register" className="btn btn--outline" onClick={follow}>
            {copy.register}
          </AuthLink>
          <AuthLink page="login" className="btn btn--primary" onClick={follow}>
            {copy.signIn}
          </AuthLink>
        </div>
      </div>
    </LazyDialog>
  );
}

/**
 * Adds the favourite a visitor asked for before signing in, once they are in as a tenant (a landlord
 * keeps no favourites: it is dropped), and says so.
 */
export function PendingFavorite() {
  const { status, isTenant } = useSession();
  const { client } = useConvive();
  const widgets = useCopy();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const propertyId = takePendingFavorite();
    if (propertyId === null || !isTenant) return;
    client.favorites.add(propertyId).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: keys.favorites.all });
        notify.success(widgets.favoriteButton.added);
      },
      () => notify.error(widgets.favoriteButton.failure),
    );
  }, [status, isTenant, client, queryClient, widgets]);
  return null;
}
