import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The tag the server puts in a rendered page's head in place of the app's entry (server/src/portal.ts). */
function serverTag(app = '/assets/app.js', preload = '/assets/a.js /assets/b.js') {
  const tag = document.createElement('script');
  tag.dataset.app = app;
  tag.dataset.preload = preload;
  document.head.append(tag);
}

const started = () => document.head.querySelector('script[type="module"][src]');
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** jsdom's document has loaded already; the page a phone is still loading says 'interactive'. */
function stillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

describe("the app's loader on a server-rendered page", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("adds the app's preloads and its entry once the page has loaded", async () => {
    stillLoading();
    serverTag();
    await import('./loadApp');
    expect(started()).toBeNull();
    window.dispatchEvent(new Event('load'));
    expect(started()?.getAttribute('src')).toBe('/assets/app.js');
    expect(started()?.getAttribute('crossorigin')).toBe('');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    // Once: a later timer adds nothing more.
    vi.advanceTimersByTime(10_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts the app at the latest a few seconds in, whatever the page still loads', async () => {
    stillLoading();
    serverTag();
    const { AT_THE_LATEST_MS } = await import('./loadApp');
    vi.advanceTimersByTime(AT_THE_LATEST_MS - 1);
    expect(started()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(started()?.getAttribute('src')).toBe('/assets/app.js');
  });

  it('starts at once on a page that has loaded already', async () => {
    serverTag();
    await import('./loadApp');
    expect(started()?.getAttribute('src')).toBe('/assets/app.js');
  });

  it("loads nothing but the build's own files", async () => {
    serverTag('https://evil.example/x.js', '/assets/ok.js //evil.example/y.js /assets/../z.js');
    await import('./loadApp');
    expect(started()).toBeNull();
    expect(preloads()).toEqual([]);
    document.head.innerHTML = '';
    vi.resetModules();
    serverTag('/assets/app.js', '/assets/ok.js //evil.example/y.js javascript:alert(1)');
    await import('./loadApp');
    expect(preloads()).toEqual(['/assets/ok.js']);
  });
});
