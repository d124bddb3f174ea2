import { type RefObject, useCallback, useEffect, useState } from 'react';

export type NearLoadStatus = 'waiting' | 'loading' | 'failed';

/**
 * A component whose code loads when its section comes within `margin` of the screen (or at once
 * when the page was opened at `#hashId`, or where the browser cannot tell), not with the page's
 * first load (bench/portal.mjs budget). Each page waits for its own section, even when the code is
 * already here; a failed load can be tried again with `load`.
 */
export function useLoadWhenNear<C>(
  ref: RefObject<HTMLElement | null>,
  hashId: string,
  margin: string,
  loader: () => Promise<C>,
): { component: C | null; status: NearLoadStatus; load: () => void } {
  const [component, setComponent] = useState<C | null>(null);
  // 'waiting' until the section comes near: an empty box, no spinner (nothing is loading yet).
  const [status, setStatus] = useState<NearLoadStatus>('waiting');

  const load = useCallback(() => {
    setStatus('loading');
    loader().then(
      (loaded) => setComponent(() => loaded),
      () => setStatus('failed'),
    );
  }, [loader]);

  useEffect(() => {
    if (component) return;
    const element = ref.current;
    const wanted = globalThis.location?.hash === `#${hashId}`;
    if (!element || wanted || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [component, load, ref, hashId, margin]);

  return { component, status, load };
}
