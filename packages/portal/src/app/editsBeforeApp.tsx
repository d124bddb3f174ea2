import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * What a visitor typed, chose or ticked on a page the server rendered, before the app took it over.
 * A phone shows the server's page seconds before its JavaScript has run, and people type
 * into what they see. React keeps those values on screen when it hydrates, but its state still holds
 * the server's, so the next render wipes a typed city, and a price chosen in a select is shown but
 * not searched. When the app has drawn the page, each change is replayed as the event the control's
 * handler listens to, as if it had happened then.
 *
 * A control is known by its `name` and its rank among the page's controls of that name (a radio by
 * its value), so the same control is found again in the nodes React hydrated or in a page it drew
 * anew (a signed-in visitor's).
 */
export interface EditBeforeApp {
  key: string;
  /** A text's or a select's value (several for a multiple select); a checkbox's or radio's state. */
  value: string | readonly string[] | boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Buttons, files and hidden fields hold nothing a visitor typed. */
const NOT_EDITABLE = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function namedControls(root: ParentNode): [string, Control][] {
  const seen = new Map<string, number>();
  const controls: [string, Control][] = [];
  for (const control of root.querySelectorAll<Control>('input[name], select[name], textarea[name]')) {
    if (control instanceof HTMLInputElement && NOT_EDITABLE.has(control.type)) continue;
    if (control.disabled) continue;
    const base =
      control instanceof HTMLInputElement && control.type === 'radio'
        ? `${control.name}=${control.value}`
        : control.name;
    const rank = seen.get(base) ?? 0;
    seen.set(base, rank + 1);
    controls.push([`${base}#${rank}`, control]);
  }
  return controls;
}

function isToggle(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** The controls whose value is no longer the one the server wrote. */
export function readEditsBeforeApp(root: ParentNode): EditBeforeApp[] {
  const edits: EditBeforeApp[] = [];
  for (const [key, control] of namedControls(root)) {
    if (isToggle(control)) {
      // A radio group is one change: the radio now checked.
      if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked))
        edits.push({ key, value: control.checked });
    } else if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      if (options.some((option) => option.selected !== option.defaultSelected))
        edits.push({
          key,
          value: control.multiple
            ? options.filter((option) => option.selected).map((option) => option.value)
            : control.value,
        });
    } else if (control.value !== control.defaultValue) {
      edits.push({ key, value: control.value });
    }
  }
  return edits;
}

/**
 * Sets a value past React's own record of it, so the event that follows is seen as a change (React
 * compares the node's value with the last one it set through the element's own property).
 */
function setPastReact(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

/**
 * Replays `edits` on the controls of `root` now drawn by the app; answers those whose control is not
 * there (yet).
 */
export function replayEditsBeforeApp(root: ParentNode, edits: readonly EditBeforeApp[]): EditBeforeApp[] {
  if (edits.length === 0) return [];
  const controls = new Map(namedControls(root));
  const missing: EditBeforeApp[] = [];
  for (const edit of edits) {
    const { key, value } = edit;
    const control = controls.get(key);
    if (!control) {
      missing.push(edit);
      continue;
    }
    // A control in a part of the page React has not hydrated yet (a `<Suspense>` boundary): an event
    // reaching it makes React hydrate that part at once, reading the control's value as it is now.
    // Done first with an event that changes nothing, so the change below is seen as one.
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (isToggle(control)) {
      if (typeof value !== 'boolean') continue;
      // From the other state, a click: what a checkbox or radio change is to React.
      control.checked = !value;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      const chosen = new Set(typeof value === 'string' ? [value] : Array.isArray(value) ? value : []);
      for (const option of control.options) option.selected = chosen.has(option.value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof value === 'string') {
      control.value = control.defaultValue === value ? `${value} ` : control.defaultValue;
      setPastReact(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  return missing;
}

/**
 * Resolves once the app has drawn what the last replayed change caused. A change's handler builds on
 * what the page shows (a filter panel adds its filter to the others in the address), so the next
 * change must wait for the page to show the last one, as a visitor's next tap would.
 */
export type Settled = () => Promise<void>;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Two frames: a state change is drawn by then. */
export const frames: Settled = async () => {
  await nextFrame();
  await nextFrame();
};

/** A router's navigation done and drawn: what a change of address (a filter) waits for. */
export function routerSettled(router: { readonly state: { navigation: { state: string } } }): Settled {
  return async () => {
    await frames();
    for (let waited = 0; router.state.navigation.state !== 'idle' && waited < 600; waited++)
      await nextFrame();
    await frames();
  };
}

/** Replays `edits` one at a time, each after the last is drawn; answers those whose control is missing. */
export async function replayInTurn(
  root: ParentNode,
  edits: readonly EditBeforeApp[],
  settled: Settled,
): Promise<EditBeforeApp[]> {
  const missing: EditBeforeApp[] = [];
  for (const edit of edits) {
    const left = replayEditsBeforeApp(root, [edit]);
    if (left.length > 0) missing.push(...left);
    else await settled();
  }
  return missing;
}

/**
 * A tap or a form the server's page got before the app ran, held by the app's loader (server
 * `appLoader.ts`): a button only the app acts on, or a form whose sending it prevented.
 */
export type ActionBeforeApp =
  | { click: HTMLElement }
  | { form: HTMLFormElement; submitter?: HTMLElement | null };

declare global {
  interface Window {
    /** The loader's held actions, until the app takes them (null from then on). */
    conviveEarly?: ActionBeforeApp[] | null;
  }
}

/**
 * Takes what the loader held, and stops it holding more: called just before the app takes the page
 * over (the app handles every event itself once `hydrateRoot` has run).
 */
export function takeActionsBeforeApp(): ActionBeforeApp[] {
  const held = window.conviveEarly;
  window.conviveEarly = null;
  return Array.isArray(held) ? held : [];
}

/**
 * Does each held action again on the hydrated page (the same nodes the visitor acted on), one at a
 * time, each after the last is drawn: the button is clicked, the form sent with the button that
 * sent it. An action on a node no longer in the page is dropped.
 */
export async function replayActionsBeforeApp(
  actions: readonly ActionBeforeApp[],
  settled: Settled,
): Promise<void> {
  for (const action of actions) {
    if ('click' in action) {
      if (!action.click.isConnected) continue;
      action.click.click();
    } else {
      const { form, submitter } = action;
      if (!form.isConnected) continue;
      form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
    }
    await settled();
  }
}

/**
 * Says on `<html data-app="ready">` that the app has taken the page over, the visitor's edits
 * replayed: browser tests wait for it before they act as a visitor who waited would.
 */
export function markAppReady(): void {
  if (document.documentElement.dataset.app === 'ready') return;
  document.documentElement.dataset.app = 'ready';
  // The moment, for `npm run bench:portal` (the search filters' time to interactive).
  performance.mark?.('convive:app-ready');
}

/** How long a page drawn anew may take to show the controls edited on the server's page. */
export const EDITS_WAIT_MS = 10_000;

/**
 * For a page drawn anew by the app (not hydrated): replays `edits` as their controls appear, the
 * page's own code and data arriving after the first render.
 */
export function replayEditsWhenDrawn(
  root: Element,
  edits: readonly EditBeforeApp[],
  settled: Settled = frames,
): void {
  let pending = [...edits];
  if (pending.length === 0) return;
  let running = false;
  const observer = new MutationObserver(() => {
    if (running) return;
    running = true;
    void replayInTurn(root, pending, settled).then((missing) => {
      pending = missing;
      running = false;
      if (pending.length === 0) stop();
    });
  });
  const timer = setTimeout(() => stop(), EDITS_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}

export interface EditsBeforeAppProps {
  /** What a replayed change waits for before the next: `frames` unless told. */
  settled?: Settled;
  /** The taps and forms held before the app (`takeActionsBeforeApp`), done after the edits. */
  actions?: readonly ActionBeforeApp[];
  /** Called once React has taken over the server's nodes (the page's first effects). */
  onHydrated?: () => void;
  /** What the replay waits for first (a session being taken up): nothing unless told. */
  before?: () => Promise<void>;
  children: ReactNode;
}

/**
 * Wraps a hydrated app: once React has taken over the server's nodes, the visitor's edits on them
 * are replayed, then the taps and forms held before it.
 */
export function EditsBeforeApp({
  settled = frames,
  actions = [],
  onHydrated,
  before,
  children,
}: EditsBeforeAppProps) {
  // Read in a layout effect of the outermost component: after every layout effect of the page, and
  // before any render they cause, which writes the state's values over the visitor's. Replayed
  // once that is drawn, one at a time.
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    const edits = readEditsBeforeApp(document);
    onHydrated?.();
    // Replayed once the page's own first effects have run (a header closing its menu at mount would
    // close one opened by a replayed tap). A part of the page still to be hydrated (a `<Suspense>`
    // boundary) is hydrated by React at once when a replayed event reaches it.
    void (before?.() ?? Promise.resolve())
      .then(settled)
      .then(() => replayInTurn(document, edits, settled))
      .then(() => replayActionsBeforeApp(actions, settled))
      .then(markAppReady);
  }, [settled, actions, onHydrated, before]);
  return children;
}
