/**
 * The one-file embed partners load with a script tag. It loads the code of the <convive-…> elements
 * that are on the page — now or later — and nothing else. No React at the top level: React comes
 * with the element chunks.
 */
import { adoptStyles } from '../core/styleSheets';
import { ELEMENT_REGISTRY, ELEMENT_TAGS, type ElementTag } from '../elements/registry';
import { reserveGridSpace, UNDEFINED_ELEMENTS_CSS } from './reserve';

export { defineConviveElements } from '../elements/define';
export { ELEMENT_TAGS, type ElementTag } from '../elements/registry';
export { gridHeight, UNDEFINED_ELEMENTS_CSS } from './reserve';

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
      // Read at call time (not captured): a page or test may swap a loader.
      ELEMENT_REGISTRY[tag].load().catch((error: unknown) => {
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
  adoptStyles(document, [UNDEFINED_ELEMENTS_CSS]);
  // A script in <head> runs before the body is parsed: the observer sees elements as the parser adds them.
  watchConviveElements(document);
}
