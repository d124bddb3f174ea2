/**
 * The app's loader on a page the server rendered (issue 16). Such a page is readable, with working
 * links and search forms, before any of the app's code runs; the server sends it with this small
 * module in place of the app's entry and preloads (server/src/portal.ts). The app's ~180 KB of
 * JavaScript then starts downloading once the page has loaded (its style sheets and the photos in
 * view), instead of sharing a phone's slow connection with them and holding the first paint back.
 * A page sent as the app's shell, blank until the app runs, loads the entry at once as before.
 */
const ASSET = /^\/assets\/[\w.-]+\.js$/;

function loadApp(tag: HTMLScriptElement): void {
  const { app = '', preload = '' } = tag.dataset;
  if (!ASSET.test(app)) return;
  // One insertion for the lot: the browser starts every download at once.
  const tags = document.createDocumentFragment();
  for (const href of preload.split(' ').filter((path) => ASSET.test(path))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    tags.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app;
  tags.append(script);
  document.head.append(tags);
}

/**
 * However long the page's own load takes (a map's frame, a photo on a slow connection), the app
 * starts by then: the page is interactive within a few seconds whatever else it waits for.
 */
export const AT_THE_LATEST_MS = 3_000;

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
if (tag) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadApp(tag);
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, AT_THE_LATEST_MS);
  }
}
