import { createHash } from 'node:crypto';

/**
 * The app's loader on a page rendered on the server: the page is read and used without
 * the app (links, forms, photos), so its code is fetched once the page is shown: after `load` (its
 * pictures are in), its main picture decoded (the one fetched at high priority: a picture decoded
 * apart is painted up to a frame or two after `load`) and two frames drawn, or at the visitor's
 * first touch, key or focus, whichever comes first. Until then the phone's bandwidth and processor
 * go to the page's largest picture alone.
 *
 * What the visitor does before the app has taken the page over is kept for it: what is typed is
 * read from the page (portal `editsBeforeApp`); a tap on a button that only the app can act on,
 * and a form sent, are held in `window.conviveEarly` (the form's default action prevented), which
 * the app takes just before it hydrates and replays once it has (from then on the app handles every
 * event itself). A form held 10 s without the app taking it is sent by the browser after all, so
 * nothing is lost if the app never runs.
 *
 * The preloads are added four per task, then the entry: each request costs the main thread some
 * time, and all of a page's preloads in one task made one long task on a phone.
 *
 * A classic inline script, allowed by the Content-Security-Policy by its hash (`APP_LOADER_SOURCE`),
 * never by 'unsafe-inline'. The files it starts are the page's own, named in its data attributes:
 * `data-entry` (the entry module) and `data-preload` (the modules the entry and the route import,
 * space-separated).
 */
export const APP_LOADER = [
  '(function(){',
  'var d=document,w=window,s=d.currentScript,go=false,q=[],on=["pointerdown","keydown","touchstart","focusin"];',
  'w.conviveEarly=q;',
  'function held(){return w.conviveEarly===q}',
  'function add(t,a,v){var e=d.createElement(t);e.crossOrigin="";e[a]=v;return e}',
  'function start(){if(go)return;go=true;',
  'on.forEach(function(t){removeEventListener(t,start,true)});',
  'var h=(s.dataset.preload||"").split(" ").filter(Boolean);',
  '(function next(){h.splice(0,4).forEach(function(x){var l=add("link","href",x);l.rel="modulepreload";d.head.appendChild(l)});',
  'if(h.length){setTimeout(next,0);return}',
  'var m=add("script","src",s.dataset.entry);m.type="module";d.head.appendChild(m)})()}',
  'on.forEach(function(t){addEventListener(t,start,{capture:true,passive:true})});',
  'addEventListener("click",function(e){if(!held())return;var t=e.composedPath()[0],b=t&&t.closest&&t.closest("button");',
  'if(b&&!b.disabled&&(b.type==="button"||!b.form))q.push({click:b})},true);',
  'addEventListener("submit",function(e){if(!held()||e.defaultPrevented)return;e.preventDefault();',
  'var f=e.target,b=e.submitter;q.push({form:f,submitter:b});start();',
  'setTimeout(function(){if(held()){w.conviveEarly=null;f.requestSubmit(b&&b.form===f?b:null)}},10000)},true);',
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}',
  'function later(){var i=d.querySelector("img[fetchpriority=high]");if(i&&i.decode)i.decode().then(frames,frames);else frames()}',
  'if(d.readyState==="complete")later();else addEventListener("load",later);',
  '})();',
].join('');

/** The loader's CSP source expression (`script-src`). */
export const APP_LOADER_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

const ENTRY = /<script type="module"[^>]*?\ssrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="(\/assets\/[\w.-]+\.js)"[^>]*>\s*/g;

/**
 * A rendered page whose entry script and module preloads are started by the loader, placed before
 * `</body>`. A page without an entry script of the build's (the tags were not found) is unchanged.
 */
export function withAppLoader(page: string): string {
  const entry = ENTRY.exec(page);
  if (!entry?.[1] || !page.includes('</body>')) return page;
  const preloads: string[] = [];
  const rest = page.replace(ENTRY, '').replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${APP_LOADER}</script>\n  `;
  const end = rest.lastIndexOf('</body>');
  return `${rest.slice(0, end)}${loader}${rest.slice(end)}`;
}
