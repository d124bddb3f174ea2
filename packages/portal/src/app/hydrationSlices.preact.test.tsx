import { renderToString } from 'preact-render-to-string';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { afterSlices, HydrationSlice, hydrateInSlices, slicesHydrated } from './hydrationSlices';

/** What each component rendered, in order: the slices' parts render after the page's own. */
let rendered: string[] = [];
let pressed: string[] = [];

/** A field; with `hint`, a hint that names it by its id (as an error message appearing later would). */
function Field({ label }: { label: string }) {
  const id = useId();
  const hint = useContext(Hints);
  rendered.push(label);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={label} />
      {hint ? <small data-for={id}>{label}</small> : null}
    </p>
  );
}

const Hints = createContext(false);

function Button({ name }: { name: string }) {
  return (
    <button type="button" onClick={() => pressed.push(name)}>
      {name}
    </button>
  );
}

function Page({ expanded, hints = false, extra }: { expanded: boolean; hints?: boolean; extra?: ReactNode }) {
  const id = useId();
  rendered.push('page');
  return (
    <Hints value={hints}>
      <main aria-labelledby={id}>
        <h1 id={id}>Pisos</h1>
        <HydrationSlice name="first">
          <section data-slice="first">
            <Field label="city" />
            <Button name="first" />
          </section>
        </HydrationSlice>
        <Field label="between" />
        <HydrationSlice name="second">
          <section data-slice="second" data-open={expanded ? 'yes' : 'no'}>
            <Field label="price" />
            <HydrationSlice name="inner">
              <div data-slice="inner">
                <Field label="rooms" />
                <Button name="inner" />
              </div>
            </HydrationSlice>
          </section>
        </HydrationSlice>
        <Field label="after" />
        {extra}
      </main>
    </Hints>
  );
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
  rendered = [];
  pressed = [];
});

/** The page as the server sends it, in a container, and a map of its elements by `data-slice`. */
function serverPage(props: { expanded: boolean }) {
  const root = container(renderToString(<Page {...props} />));
  rendered = [];
  const nodes = new Map(
    [...root.querySelectorAll('[data-slice]')].map((node) => [node.getAttribute('data-slice'), node]),
  );
  return { root, html: root.innerHTML, nodes };
}

function press(root: HTMLElement, name: string) {
  for (const button of root.querySelectorAll('button')) if (button.textContent === name) button.click();
}

describe('a server page hydrated in slices (Preact)', () => {
  it('hydrates the page first and each slice after it, keeping the server nodes and their ids', async () => {
    const server = serverPage({ expanded: false });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const done = hydrateInSlices(() => {
      root = hydrateRoot(server.root, <Page expanded={false} />);
    });

    // The hydrating render drew the page's own parts, not the slices'.
    expect(rendered).toEqual(['page', 'between', 'after']);
    press(server.root, 'first');
    expect(pressed).toEqual([]);
    expect(server.root.innerHTML).toBe(server.html);

    await done;
    // Each slice, then the slice met inside one, in the page's order.
    expect(rendered).toEqual(['page', 'between', 'after', 'city', 'price', 'rooms']);
    press(server.root, 'first');
    press(server.root, 'inner');
    expect(pressed).toEqual(['first', 'inner']);
    // The server's nodes, taken over where they are: nothing drawn again.
    for (const [name, node] of server.nodes)
      expect(server.root.querySelector(`[data-slice="${name}"]`)).toBe(node);
    expect(server.root.innerHTML).toBe(server.html);

    // The ids are the server's, and those of the same page drawn in the browser: drawn again (an
    // element added), the hydrated page keeps them.
    const drawn = container();
    createRoot(drawn).render(<Page expanded={false} />);
    expect(drawn.innerHTML).toBe(server.html);
    const withHints = <Page expanded={false} hints extra={<span>más</span>} />;
    root?.render(withHints);
    createRoot(drawn).render(withHints);
    expect(server.root.innerHTML).toBe(drawn.innerHTML);
    expect(server.root.querySelectorAll('small')).toHaveLength(5);
  });

  it('draws what the parent asked meanwhile once a slice has hydrated what the server drew', async () => {
    const server = serverPage({ expanded: false });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const done = hydrateInSlices(() => {
      root = hydrateRoot(server.root, <Page expanded={false} />);
    });
    // The page changes before the second slice's turn: hydrating keeps an attribute as the server
    // wrote it, so the change must be drawn after.
    root?.render(<Page expanded={true} />);
    await done;
    expect(server.root.querySelector('[data-slice="second"]')?.getAttribute('data-open')).toBe('yes');
    expect(server.root.querySelector('[data-slice="second"]')).toBe(server.nodes.get('second'));
  });

  it('is its child where the app draws a page itself', () => {
    const root = container();
    createRoot(root).render(<Page expanded={false} />);
    expect(rendered).toEqual(['page', 'city', 'between', 'price', 'rooms', 'after']);
    press(root, 'inner');
    expect(pressed).toEqual(['inner']);
  });

  it('answers at once when no page is being hydrated', async () => {
    let settled = false;
    void slicesHydrated().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(true);
    let ran = false;
    afterSlices(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('runs what waits for the slices once they are hydrated', async () => {
    const server = serverPage({ expanded: false });
    const ran: string[] = [];
    const done = hydrateInSlices(() => hydrateRoot(server.root, <Page expanded={false} />));
    afterSlices(() => ran.push([...rendered].join()));
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(['page,between,after,city,price,rooms']);
  });
});
