/**
 * A visitor's favourite waiting for them to sign in: kept in the tab's sessionStorage across the
 * trip to /login or /register (a full page load for a link followed before the app ran), added once
 * after they are in, then forgotten. Stale after half an hour: a sign-in much later is not an answer
 * to that press of the heart.
 */
const KEY = 'convive:pending-favorite';
const MAX_AGE_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberPendingFavorite(propertyId: number, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ propertyId, at: now }));
  } catch {
    // Storage full or refused: the favourite is simply not added afterwards.
  }
}

export function forgetPendingFavorite(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {}
}

/** The property waiting to become a favourite, if any (and still fresh), forgetting it either way. */
export function takePendingFavorite(now = Date.now()): number | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {}
  if (raw === null) return null;
  forgetPendingFavorite();
  try {
    const { propertyId, at } = JSON.parse(raw) as { propertyId?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && now - at >= 0 && now - at <= MAX_AGE_MS;
    return fresh && Number.isSafeInteger(propertyId) && (propertyId as number) > 0
      ? (propertyId as number)
      : null;
  } catch {
    return null;
  }
}
