import { createContext } from 'react';

/**
 * Which `WidgetRoot` of a page carries the base sheet (tokens.css) in its `<style>`: a `<style>`
 * styles the whole document, so one copy is enough. One per `ConviveProvider` tree (nested
 * providers share the outer one), so one per server render. The first root to render claims it
 * (a server render runs no effects); in a browser it then goes to the first root in the document,
 * so the page settles on the same markup however its roots arrived (hydrated, or drawn anew while
 * data loads), and passes on when that root unmounts.
 */
export interface BaseStyleRegistry {
  /** The `useId` of the root that carries it, or null. */
  owner: string | null;
  /** The mounted roots: their element, and how to write whether it carries the sheet. */
  readonly roots: Map<string, { element: Element; restyle: (carries: boolean) => void }>;
}

export function createBaseStyleRegistry(): BaseStyleRegistry {
  return { owner: null, roots: new Map() };
}

export const BaseStyleContext = createContext<BaseStyleRegistry | null>(null);

/** Claims the base sheet for `id` if nobody has it; answers whether `id` carries it. */
export function claimBaseStyle(registry: BaseStyleRegistry, id: string): boolean {
  if (registry.owner === null) registry.owner = id;
  return registry.owner === id;
}

/**
 * Gives the base sheet to the first mounted root in document order, writing both roots' `<style>`
 * text. Written in place, not rendered again: settled in a layout effect, a render would be
 * synchronous, the whole widget under it (a grid and its cards) in one task as the page hydrates.
 * A later render of either root computes the same text (`claimBaseStyle`).
 */
export function settleBaseStyle(registry: BaseStyleRegistry): void {
  let first: [string, Element] | null = null;
  for (const [id, { element }] of registry.roots) {
    if (first === null || first[1].compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
      first = [id, element];
  }
  const next = first?.[0] ?? null;
  if (next === registry.owner) return;
  const previous = registry.owner;
  registry.owner = next;
  if (previous !== null) registry.roots.get(previous)?.restyle(false);
  if (next !== null) registry.roots.get(next)?.restyle(true);
}
