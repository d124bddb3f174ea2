import { Component, type ReactNode, Suspense } from 'react';

/**
 * A server-rendered page hydrated in slices, each in a task of its own.
 *
 * Preact hydrates a tree in one synchronous pass: on a listing page that was one long task, several
 * times longer on the phone Lighthouse emulates (`npm run bench:portal`), and a tap waited for
 * all of it. A part of the page wrapped in `<HydrationSlice>` is left as the server drew it during
 * that pass (Preact keeps a suspended component's server nodes while hydrating, and shows no
 * fallback), then hydrated in a later task, one slice per task, in the page's order. Nothing is
 * drawn again: the server's nodes are taken over where they are.
 *
 * Outside a hydration (a page the app renders itself, a later navigation), a slice is its child.
 */

/**
 * The sliced hydration under way, from its start until its last slice is hydrated; null when there
 * is none.
 */
let current: { promise: Promise<void>; resolve: () => void } | null = null;
/** The slices waiting for their task, in the order they were met (the page's order). */
const waiting: Array<() => void> = [];

/**
 * One slice per task: a message posted to oneself is a new task at once (setTimeout's are held 4 ms
 * after a few nested calls), the way schedulers yield to the browser.
 */
let channel: MessageChannel | null = null;
function postTask(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runNext;
  }
  channel.port2.postMessage(null);
}

function runNext(): void {
  const resume = waiting.shift();
  // The slice resumes in this task: Preact renders it in the microtasks that follow.
  resume?.();
  if (waiting.length > 0) postTask();
  else queueMicrotask(finishWhenIdle);
}

/** Done when no slice is waiting once the last one's render (and the slices it met) has run. */
function finishWhenIdle(): void {
  // A slice that hydrated may have met slices inside it: they queued during its render.
  setTimeout(() => {
    if (waiting.length > 0) {
      postTask();
      return;
    }
    const done = current;
    current = null;
    done?.resolve();
  }, 0);
}

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact's `hydrateRoot` does) with its slices
 * deferred; answers once every slice of the page is hydrated. Should `hydrate` throw, the slices it
 * met still hydrate and what waits for them still runs.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  current = { promise, resolve };
  try {
    hydrate();
  } finally {
    if (waiting.length > 0) postTask();
    else finishWhenIdle();
  }
  return promise;
}

/** Resolves when the current sliced hydration is done (at once when there is none). */
export function slicesHydrated(): Promise<void> {
  return current?.promise ?? Promise.resolve();
}

/** Runs `run` now, or once the sliced hydration under way is done. */
export function afterSlices(run: () => void): void {
  if (current) void current.promise.then(run);
  else run();
}

interface SliceProps {
  /**
   * The slice's name, unique among the slices beside it (a card's: its key): its ids are made from
   * it (see sliceMask).
   */
  name: string | number;
  /** One element: the server's node the slice keeps while it waits. */
  children: ReactNode;
}

/**
 * Preact's view of a component's node, as its hooks read it: `__v` the node, `__` its parent, `__m`
 * the `useId` counter of the nearest node that has one ([prefix, next number]; the root's otherwise).
 * Preact's mangled names, stable across Preact 10 (preact-render-to-string uses the same).
 */
interface PreactNode {
  __?: PreactNode | null;
  __m?: IdMask;
}
type IdMask = [prefix: number | string, next: number];

/**
 * A slice's own `useId` counter. Preact numbers ids from one counter per page, in render order; a
 * slice renders later in the browser than on the server, so ids after it would differ from the
 * server's (a label's `for` no longer its field's id). Each slice counts its ids apart, under a
 * prefix made of its name and the names of the slices around it: the same on both sides, whatever
 * the order they render in.
 */
function sliceMask(node: PreactNode | undefined, name: string): IdMask {
  let scope = node?.__ ?? null;
  while (scope && !scope.__m && scope.__) scope = scope.__;
  const outer = scope?.__m?.[0] ?? 0;
  return [`${outer}_${name.replace(/[^\w-]/g, '_')}`, 0];
}

/**
 * Suspends, once, until its task comes; then hydrates what the server drew, and only then what its
 * parent asks for now. Hydrating keeps the server's attributes as they are: a parent that renders
 * again while the slice waits (a filter panel's toggle told at mount that the panel is closed)
 * hydrates it at once, and with its new props the server's attribute would stay on screen for good;
 * with the server's, the new ones are drawn when the slice's turn renders it again.
 */
class Deferred extends Component<SliceProps> {
  private waitFor: Promise<void> | null = current
    ? new Promise<void>((resume) => {
        waiting.push(resume);
      })
    : null;
  /** The children the server rendered (the first render's), until the slice has hydrated them. */
  private served: ReactNode | undefined;
  private mask: IdMask | null = null;

  override render() {
    const node = (this as unknown as { __v?: PreactNode }).__v;
    this.mask ??= sliceMask(node, String(this.props.name));
    if (node) node.__m = this.mask;
    const waitFor = this.waitFor;
    if (waitFor) {
      this.waitFor = null;
      this.served = this.props.children;
      throw waitFor;
    }
    const served = this.served;
    if (served !== undefined) {
      // Hydrated early, by a parent's render before the slice's turn: the server's children now,
      // the parent's at the turn (Preact renders a resumed slice again).
      this.served = undefined;
      return served;
    }
    return this.props.children;
  }
}

/**
 * A part of a server-rendered page hydrated in a task of its own. Its child must be one element:
 * Preact keeps the one server node at the slice's place while the slice waits.
 */
export function HydrationSlice({ name, children }: SliceProps) {
  return (
    <Suspense fallback={null}>
      <Deferred name={name}>{children}</Deferred>
    </Suspense>
  );
}
