import { act, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ActionBeforeApp,
  EditsBeforeApp,
  readEditsBeforeApp,
  replayEditsBeforeApp,
  replayEditsWhenDrawn,
  takeActionsBeforeApp,
} from './editsBeforeApp';

interface Search {
  city: string;
  price: string;
  pool: boolean;
  kind: string;
  password: string;
}

let seen: Search | null = null;

/** A page's controls, each held in React state as the portal's are; the state is shown as text. */
function SearchForm() {
  const [city, setCity] = useState('');
  // Built on what the last render showed, as the filter panel builds the address on the filters in
  // it: two changes replayed at once would lose the first.
  const [filters, setFilters] = useState({ price: '', pool: false });
  const { price, pool } = filters;
  const [kind, setKind] = useState('both');
  const [password, setPassword] = useState('');
  const [, rerender] = useState(0);
  seen = { city, price, pool, kind, password };
  return (
    <form method="post">
      <input name="city" value={city} onChange={(event) => setCity(event.target.value)} />
      <select
        name="max_price"
        value={price}
        onChange={(event) => setFilters({ ...filters, price: event.target.value })}
      >
        <option value="">Cualquiera</option>
        <option value="500">500 €</option>
        <option value="1000">1.000 €</option>
      </select>
      <input
        type="checkbox"
        name="has_pool"
        checked={pool}
        onChange={(event) => setFilters({ ...filters, pool: event.target.checked })}
      />
      {['both', 'coliving', 'traditional'].map((value) => (
        <input
          key={value}
          type="radio"
          name="coliving"
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <input
        type="password"
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <input type="hidden" name="lang" value="es" />
      <button type="button" onClick={() => rerender((n) => n + 1)}>
        Otra vez
      </button>
    </form>
  );
}

/** What a visitor does on the server's page before any JavaScript has run. */
function editAsVisitor(container: HTMLElement) {
  const input = (selector: string) => container.querySelector<HTMLInputElement>(selector);
  const city = input('[name=city]');
  const price = container.querySelector<HTMLSelectElement>('[name=max_price]');
  const pool = input('[name=has_pool]');
  const coliving = input('[name=coliving][value=coliving]');
  const password = input('[name=password]');
  if (!city || !price || !pool || !coliving || !password) throw new Error('The form is not drawn.');
  city.value = 'Madrid';
  price.value = '500';
  pool.checked = true;
  coliving.checked = true;
  password.value = 'Convive2026!';
}

const EDITED: Search = {
  city: 'Madrid',
  price: '500',
  pool: true,
  kind: 'coliving',
  password: 'Convive2026!',
};

let root: Root | null = null;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  seen = null;
});

function serverPage(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.append(container);
  return container;
}

/** The app taking the server's page over. */
async function hydrate(page: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(
      page,
      <EditsBeforeApp>
        <SearchForm />
      </EditsBeforeApp>,
    );
  });
}

describe('edits made before the app ran', () => {
  it('reads only what the visitor changed, a control known by its name and rank', () => {
    const page = serverPage();
    expect(readEditsBeforeApp(page)).toEqual([]);
    editAsVisitor(page);
    expect(readEditsBeforeApp(page)).toEqual([
      { key: 'city#0', value: 'Madrid' },
      { key: 'max_price#0', value: '500' },
      { key: 'has_pool#0', value: true },
      // The radio group is one change: the radio now checked (its value names it).
      { key: 'coliving=coliving#0', value: true },
      { key: 'password#0', value: 'Convive2026!' },
    ]);
  });

  it('are replayed into the state of a hydrated page, and a later render keeps them', async () => {
    const page = serverPage();
    editAsVisitor(page);
    await hydrate(page);
    await waitFor(() => expect(seen).toEqual(EDITED));
    // A render from the state writes the state's values: the visitor's.
    await act(async () => page.querySelector('button')?.click());
    expect(page.querySelector<HTMLInputElement>('[name=city]')?.value).toBe('Madrid');
    expect(page.querySelector<HTMLSelectElement>('[name=max_price]')?.value).toBe('500');
    expect(page.querySelector<HTMLInputElement>('[name=has_pool]')?.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('[name=coliving][value=coliving]')?.checked).toBe(true);
  });

  it('without edits, a hydrated page keeps the server state and nothing is replayed', async () => {
    const page = serverPage();
    await hydrate(page);
    expect(seen).toEqual({ city: '', price: '', pool: false, kind: 'both', password: '' });
  });

  it('are replayed into a page drawn anew, as its controls appear', async () => {
    const page = serverPage();
    editAsVisitor(page);
    const edits = readEditsBeforeApp(page);
    root = createRoot(page);
    // The page's code arrives after the first render: a fallback first, then the form.
    await act(async () => root?.render(<p>Cargando…</p>));
    seen = null;
    replayEditsWhenDrawn(page, edits);
    expect(seen).toBeNull();
    await act(async () => root?.render(<SearchForm />));
    await waitFor(() => expect(seen).toEqual(EDITED));
  });

  it('leave alone a control the app does not draw', () => {
    const page = serverPage();
    expect(replayEditsBeforeApp(page, [{ key: 'ciudad#0', value: 'Madrid' }])).toEqual([
      { key: 'ciudad#0', value: 'Madrid' },
    ]);
  });
});

/** A page with a button only the app acts on and a form the app sends itself. */
function VisitConfirm({ onSent }: { onSent: (city: string) => void }) {
  const [city, setCity] = useState('');
  const [open, setOpen] = useState(false);
  // Closed at mount, as the header's menu on each new page: a tap replayed before this would be undone.
  useEffect(() => setOpen(false), []);
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSent(city);
      }}
    >
      <input name="city" value={city} onChange={(event) => setCity(event.target.value)} />
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menú
      </button>
      <button type="submit" name="intent" value="confirm">
        Confirmar
      </button>
    </form>
  );
}

describe('taps and forms held before the app ran', () => {
  it('are taken from the loader once, which then holds no more', () => {
    const button = document.createElement('button');
    window.conviveEarly = [{ click: button }];
    expect(takeActionsBeforeApp()).toEqual([{ click: button }]);
    expect(window.conviveEarly).toBeNull();
    expect(takeActionsBeforeApp()).toEqual([]);
  });

  it('are done on the hydrated page after what was typed, in order; one on a node gone is dropped', async () => {
    const sent: string[] = [];
    const onSent = (city: string) => sent.push(city);
    container = document.createElement('div');
    container.innerHTML = renderToString(<VisitConfirm onSent={onSent} />);
    document.body.append(container);
    const city = container.querySelector<HTMLInputElement>('[name=city]');
    const menu = container.querySelector<HTMLButtonElement>('button[type=button]');
    const confirm = container.querySelector<HTMLButtonElement>('button[type=submit]');
    const form = container.querySelector('form');
    if (!city || !menu || !confirm || !form) throw new Error('The page is not drawn.');
    // Typed, tapped and sent before the app: the loader held the tap and the form.
    city.value = 'Madrid';
    const gone = document.createElement('button');
    let goneClicked = false;
    gone.addEventListener('click', () => {
      goneClicked = true;
    });
    const actions: ActionBeforeApp[] = [{ click: gone }, { click: menu }, { form, submitter: confirm }];
    delete document.documentElement.dataset.app;
    await act(async () => {
      root = hydrateRoot(
        container,
        <EditsBeforeApp actions={actions}>
          <VisitConfirm onSent={onSent} />
        </EditsBeforeApp>,
      );
    });
    await waitFor(() => expect(sent).toEqual(['Madrid']));
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(goneClicked).toBe(false);
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
  });
});
