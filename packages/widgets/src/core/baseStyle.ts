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
  /** The mounted roots: their element, and how to render one again. */
  readonly roots: Map<string, { element: Element; rerender: () => void }>;
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

/** Gives the base sheet to the first mounted root in document order, rendering both again. */
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
  if (previous !== null) registry.roots.get(previous)?.rerender();
  if (next !== null) registry.roots.get(next)?.rerender();
}
