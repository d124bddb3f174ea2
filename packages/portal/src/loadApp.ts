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

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
if (tag) {
  if (document.readyState === 'complete') loadApp(tag);
  else window.addEventListener('load', () => loadApp(tag), { once: true });
}
