import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isSidebarShortcut,
  MOBILE_BREAKPOINT_PX,
  readSidebarCookie,
  sidebarCookieText,
} from './sidebarState';

const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function isDesktopNow(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof window.matchMedia === 'function') return window.matchMedia(DESKTOP_QUERY).matches;
  return window.innerWidth >= MOBILE_BREAKPOINT_PX;
}

function subscribeToWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
  query?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    query?.removeEventListener?.('change', onChange);
  };
}

/** True at 768 px and wider (the sidebar); false below (the slide-in panel). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeToWidth, isDesktopNow, () => true);
}

export interface SidebarControls {
  /** Wide screens: the sidebar shows its labels (16rem) rather than icons only (3rem). */
  expanded: boolean;
  /** Small screens: the slide-in panel is open. */
  mobileOpen: boolean;
  isDesktop: boolean;
  setMobileOpen(open: boolean): void;
  /** Collapses or expands the sidebar (wide), or opens or closes the panel (small). */
  toggle(): void;
}

/** The sidebar's state: cookie-backed on wide screens, and the Ctrl/Cmd+B shortcut anywhere. */
export function useSidebar(): SidebarControls {
  const isDesktop = useIsDesktop();
  const [expanded, setExpanded] = useState(() =>
    typeof document === 'undefined' ? true : readSidebarCookie(document.cookie),
  );
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (!isDesktop) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      const next = !value;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
      document.cookie = sidebarCookieText(next);
      return next;
    });
  }, [isDesktop]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Growing past the breakpoint leaves no panel open behind the sidebar.
  useEffect(() => {
    if (isDesktop) setMobileOpen(false);
  }, [isDesktop]);

  return { expanded, mobileOpen, isDesktop, setMobileOpen, toggle };
}
