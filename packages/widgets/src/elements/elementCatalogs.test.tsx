import { createFixtureFetch, makePage, makeProperty } from '@convive/sdk/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { fr } from '../i18n/fr';
import './convive-property-grid';
import { setElementFetchForTests } from './defineElement';

const API = 'http://fixtures.convive.test/api';

/** Every text of a catalog section (its templates called with sample values). */
function textsOf(section: unknown): string[] {
  if (typeof section === 'string') return [section];
  if (typeof section === 'function')
    return [String((section as (...args: unknown[]) => unknown)(1, 9, 20, true))];
  if (section && typeof section === 'object') return Object.values(section).flatMap(textsOf);
  return [];
}

/** The grid's and the shared parts' texts that are Spanish only (not the same in `other`). */
function spanishOnly(other: typeof es): string[] {
  const theirs = new Set([
    ...textsOf(other.propertyGrid),
    ...textsOf(other.pagination),
    ...textsOf(other.parts),
  ]);
  return [...textsOf(es.propertyGrid), ...textsOf(es.pagination), ...textsOf(es.parts)].filter(
    (text) => text.length >= 6 && !theirs.has(text),
  );
}

/** Records the grid's shadow root (its text and attributes) at every change, from the start. */
function recordShadow(element: HTMLElement): string[] {
  const seen: string[] = [];
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  new MutationObserver(() => seen.push(root.innerHTML)).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  return seen;
}

function addGrid(locale: string): HTMLElement {
  const element = document.createElement('convive-property-grid');
  element.setAttribute('api-base', API);
  element.setAttribute('locale', locale);
  document.body.append(element);
  return element;
}

describe('elements load the catalog their `locale` names', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  beforeEach(() =>
    setElementFetchForTests(
      createFixtureFetch({
        'GET /properties/all/': () => ({ body: makePage([makeProperty({ id: 1, title: 'Piso' })], 1) }),
      }),
    ),
  );
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-property-grid')) element.remove();
    setElementFetchForTests(null);
  });

  it('shows German, and never Spanish first, when locale="de"', async () => {
    const grid = addGrid('de');
    const seen = recordShadow(grid);
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain(de.propertyGrid.heading(1, 1, 1)));
    const spanish = spanishOnly(de);
    expect(spanish.length).toBeGreaterThan(5);
    for (const html of [...seen, grid.shadowRoot?.innerHTML ?? ''])
      for (const text of spanish) expect(html).not.toContain(text);
  });

  it('changes language at run time, showing the previous one until the new one is loaded', async () => {
    const grid = addGrid('en');
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain(en.propertyGrid.heading(1, 1, 1)));
    const seen = recordShadow(grid);
    grid.setAttribute('locale', 'fr');
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain(fr.propertyGrid.heading(1, 1, 1)));
    for (const html of seen)
      for (const text of spanishOnly(fr).filter((t) => !textsOf(en).includes(t)))
        expect(html).not.toContain(text);
    grid.setAttribute('locale', 'es');
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain(es.propertyGrid.heading(1, 1, 1)));
  });
});
