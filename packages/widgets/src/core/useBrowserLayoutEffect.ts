import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in a browser. A server (no `document`) runs neither effect, but React 18's
 * server renderer warns for every `useLayoutEffect` it meets, once per widget on a partner's
 * server-rendered page; `useEffect` is the same nothing there, said silently.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
