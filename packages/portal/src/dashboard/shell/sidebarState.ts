/**
 * The dashboard sidebar's collapsed state (spec 02 §2 "Dashboard shell", §9): kept in a cookie for
 * 7 days so it survives reloads, toggled with Ctrl/Cmd+B.
 */

/** The cookie holding 'true' (expanded) or 'false' (collapsed). */
export const SIDEBAR_COOKIE = 'sidebar_state';
/** 7 days, in seconds (spec 02 §9). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width there is no sidebar, only the slide-in panel (spec 02 §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The key that, with Ctrl or Cmd, toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** Reads the expanded state from a cookie string; no cookie (or an unreadable one) means expanded. */
export function readSidebarCookie(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === SIDEBAR_COOKIE) return rest.join('=').trim() !== 'false';
  }
  return true;
}

/** The `document.cookie` assignment that stores the expanded state. */
export function sidebarCookieText(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded ? 'true' : 'false'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * True when a keydown is the sidebar shortcut: Ctrl+B or Cmd+B, without Alt or Shift, and not
 * while the user types in a field (where Ctrl+B may mean bold).
 */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): boolean {
  if (event.key.toLowerCase() !== SIDEBAR_SHORTCUT_KEY) return false;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return !isTypingTarget(event.target);
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}
