import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, sidebarCookieText } from './sidebarState';

const key = (over: Partial<KeyboardEvent> & { target?: EventTarget | null }) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: null,
  ...over,
});

describe('sidebar state', () => {
  it('reads the cookie: expanded unless it says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('writes a 7-day cookie for the whole site', () => {
    expect(sidebarCookieText(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });

  it('takes Ctrl+B and Cmd+B, but not with other modifiers or while typing', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'c' }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, target: document.createElement('textarea') }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, target: document.createElement('input') }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, target: document.createElement('button') }))).toBe(true);
  });
});
