import { type RefObject, useRef } from 'react';
import { useBrowserLayoutEffect } from '../core/useBrowserLayoutEffect';

/**
 * Keeps a list's loading height once its results arrive shorter (fewer cards than a page, no
 * pagination, nothing found), so what the page has under it does not jump up in view: the space
 * was reserved for a full page before the code and data came, and no one knew the count then.
 *
 * The held space goes as soon as it can go without moving anything in view (a layout shift counts
 * only then, scrolling included):
 * - at once, down to the bottom of the viewport: below it nothing is seen, before or after;
 * - entirely, once the user acts (a click, a mouse press or a key: the browser does not count a
 *   shift that follows such an input closely; a touch that may start a scroll is not one), or once
 *   the user has scrolled past it (scroll anchoring keeps in place what is in view), or when the
 *   list's own content is as tall.
 *
 * `placeholder`: the list shows its loading placeholder (the height to keep). Off (`enabled`
 * false), nothing is held.
 */
export function useHeldHeight(
  ref: RefObject<HTMLElement | null>,
  placeholder: boolean,
  enabled: boolean,
): void {
  /** The placeholder's last height, until results take its place. */
  const placeholderHeight = useRef(0);

  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !placeholder || !element) return;
    element.style.minHeight = '';
    const measure = () => {
      placeholderHeight.current = element.getBoundingClientRect().height;
    };
    measure();
    // Its width (and so its rows) can change while it loads.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, placeholder, enabled]);

  useBrowserLayoutEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!enabled || placeholder || !element || !view || placeholderHeight.current <= 0) return;
    let held = placeholderHeight.current;
    placeholderHeight.current = 0;
    const capture = { capture: true, passive: true } as const;
    const press = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') release();
    };
    const release = () => {
      element.style.minHeight = '';
      view.removeEventListener('pointerdown', press, capture);
      view.removeEventListener('click', release, capture);
      view.removeEventListener('keydown', release, capture);
      view.removeEventListener('scroll', fit, capture);
      view.removeEventListener('resize', fit);
    };
    function fit() {
      if (!element || !view) return;
      // Read with the space held: letting go of it to measure would let the browser's scroll
      // anchoring move the page meanwhile.
      const box = element.getBoundingClientRect();
      // Scrolled past: the browser's scroll anchoring keeps what is in view where it is.
      if (box.top + held <= 0) return release();
      // Nothing under the viewport's bottom edge is seen: the space can end there at once.
      held = Math.min(held, Math.ceil(view.innerHeight - box.top));
      if (held <= contentHeight(element, box.top)) return release();
      element.style.minHeight = `${held}px`;
    }
    view.addEventListener('pointerdown', press, capture);
    view.addEventListener('click', release, capture);
    view.addEventListener('keydown', release, capture);
    // Capture: a scroll in any scroller of the page (not only the document's) moves the list too.
    view.addEventListener('scroll', fit, capture);
    view.addEventListener('resize', fit);
    fit();
    return release;
  }, [ref, placeholder, enabled]);
}

/** The height `element`'s children take from its top (`top`), whatever its min-height. */
function contentHeight(element: HTMLElement, top: number): number {
  let bottom = top;
  for (const child of element.children) bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  return bottom - top;
}
