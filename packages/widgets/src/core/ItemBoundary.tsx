import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What a host wraps each item of a widget's list in: one element (a card) as its child, and the
 * item's key (unique in its list).
 */
export type ItemBoundary = ComponentType<{ name: string | number; children: ReactNode }>;

/**
 * A component the grids render each card inside, when a host provides one. The portal's is a
 * `<Suspense>` boundary (React hydrates a server-rendered page's cards one at a time, the one a
 * visitor acts on first); a page without one renders the cards as they are.
 */
export const ItemBoundaryContext = createContext<ItemBoundary | null>(null);

/** Renders `children` (the item keyed `name`) inside the host's item boundary, if there is one. */
export function InItemBoundary({ name, children }: { name: string | number; children: ReactNode }) {
  const Boundary = useContext(ItemBoundaryContext);
  return Boundary ? <Boundary name={name}>{children}</Boundary> : children;
}
