/**
 * The one-file embed partners load with a script tag. It loads the code of the <convive-…> elements
 * that are on the page — now or later — and nothing else. No React at the top level: React comes
 * with the element chunks.
 *
 * The ESM entry imports nothing statically (only types): it runs as soon as it arrives, and for an
 * element it finds it asks for the element's chunk and, at the same time, every chunk that chunk
 * imports (`<link rel="modulepreload">`, from the map the build writes into it: ./chunkMap). One
 * round trip after the entry, everything the element needs is on its way: no request waterfall.
 * A grid's first page is asked for in that same round trip (./prefetch), and so is the copy
 * catalog a tag's `locale` names (only Spanish comes with the elements).
 */
import type { ElementTag } from '../elements/registry';
import { catalogChunks, parseChunkMap, preloadModules } from './chunkMap';
import { prefetchGrids } from './prefetch';
import { reserveGridSpace, UNDEFINED_ELEMENTS_CSS } from './reserve';

export type { ElementTag } from '../elements/registry';
export { gridHeight, UNDEFINED_ELEMENTS_CSS } from './reserve';

/**
 * Every tag of the registry, in registry order (a test checks they agree). Written out here: the
 * registry is shared with the element chunks, and importing it would make the entry wait for it.
 */
export const ELEMENT_TAGS = [
  'convive-search-bar',
  'convive-property-grid',
  'convive-room-gallery',
  'convive-enquiry-form',
  'convive-visit-scheduler',
  'convive-availability',
  'convive-notification-bell',
] as const satisfies readonly ElementTag[];

/** The build's chunk map (the embed build replaces this literal; see ./chunkMap). */
const CHUNKS = parseChunkMap('__CONVIVE_EMBED_CHUNK_MAP__');

/**
 * Loads and defines one element. From the ESM build: its chunk, its imports preloaded alongside.
 * Otherwise (the classic script, tests) through the registry's loader.
 */
function loadElement(tag: ElementTag): Promise<unknown> {
  const files = CHUNKS?.[tag];
  if (files?.[0] && typeof document !== 'undefined') {
    preloadModules(document, files.slice(1), import.meta.url);
    return import(/* @vite-ignore */ new URL(files[0], import.meta.url).href);
  }
  // Read at call time (not captured): a page or test may swap a loader.
  return import('../elements/registry').then(
    ({ ELEMENT_REGISTRY }): Promise<unknown> => ELEMENT_REGISTRY[tag].load(),
  );
}

/**
 * Asks for the catalogs the `locale` attributes of the `tag` elements under `root` name, with the
 * element's chunks: the element would otherwise ask for its catalog only once its code has run.
 */
function preloadCatalogs(root: Document, tag: ElementTag): void {
  if (!CHUNKS || typeof document === 'undefined') return;
  for (const element of root.querySelectorAll(tag))
    preloadModules(document, catalogChunks(CHUNKS, element.getAttribute('locale')), import.meta.url);
}

/**
 * Loads and defines the given <convive-…> elements (default: all). Defining is idempotent, so
 * calling this twice or alongside the embed's own watching is harmless.
 */
export async function defineConviveElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  await Promise.all(tags.map(loadElement));
}

/** The `:not(:defined)` rules on the document, as a constructable sheet (no `<style>`: a strict CSP allows it). */
function adoptDocumentRules(doc: Document): void {
  if (!('adoptedStyleSheets' in doc) || typeof CSSStyleSheet !== 'function') return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(UNDEFINED_ELEMENTS_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Where unsupported, the rules pasted in the page's CSS are the way.
  }
}

/**
 * Loads each registry tag's element once one is found under `root`, watching for elements added
 * later; a tag stops being watched once loaded, and the observer stops when every tag is. Answers a
 * function that stops watching.
 */
export function watchConviveElements(root: Document = document): () => void {
  const pending = new Set<ElementTag>(ELEMENT_TAGS);
  let observer: MutationObserver | null = null;
  const scan = () => {
    // Before any chunk loads: the grids found take their page's height now.
    if (pending.has('convive-property-grid')) reserveGridSpace(root);
    for (const tag of pending) {
      if (!root.querySelector(tag)) continue;
      pending.delete(tag);
      // With chunks to wait for (the ESM build), the grids' first pages are asked for meanwhile.
      if (tag === 'convive-property-grid' && CHUNKS) prefetchGrids(root);
      preloadCatalogs(root, tag);
      loadElement(tag).catch((error: unknown) => {
        console.error(`Convive: could not load <${tag}>.`, error);
      });
    }
    if (pending.size === 0) observer?.disconnect();
  };
  scan();
  if (pending.size > 0 && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(scan);
    observer.observe(root, { childList: true, subtree: true });
  }
  return () => observer?.disconnect();
}

if (typeof document !== 'undefined') {
  // The `:not(:defined)` rules, also for a partner who did not paste them: a constructable sheet,
  // allowed by a CSP without 'unsafe-inline' (where unsupported, the pasted rules are the way).
  adoptDocumentRules(document);
  // A script in <head> runs before the body is parsed: the observer sees elements as the parser adds them.
  watchConviveElements(document);
}
