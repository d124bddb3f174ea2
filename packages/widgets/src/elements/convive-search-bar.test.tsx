import { createFixtureFetch } from '@convive/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import './convive-search-bar';
import { setElementFetchForTests } from './defineElement';

function addBar(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('convive-search-bar');
  element.setAttribute('api-base', 'http://fixtures.convive.test/api');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

async function submit(bar: HTMLElement) {
  await waitFor(() => expect(bar.shadowRoot?.querySelector('form')).not.toBeNull());
  fireEvent.submit(bar.shadowRoot?.querySelector('form') as HTMLFormElement);
}

describe('<convive-search-bar>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  // The autocomplete knows Madrid: the bar's text is then a place (`city`), not words.
  beforeEach(() =>
    setElementFetchForTests(
      createFixtureFetch({
        'GET /locations/': {
          body: [{ kind: 'city', name: 'Madrid', city: 'Madrid', count: 3 }],
        },
      }),
    ),
  );
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-search-bar')) element.remove();
    setElementFetchForTests(null);
    vi.restoreAllMocks();
  });

  it('announces `convive-search` with the filters to a listener on document', async () => {
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-search', listener);
    try {
      const bar = addBar({ city: 'Madrid', 'max-price': '750' });
      await submit(bar);
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.detail).toMatchObject({ city: 'Madrid', max_price: 750 });
      expect(heard[0]?.composed).toBe(true);
      expect(heard[0]?.target).toBe(bar);
    } finally {
      document.removeEventListener('convive-search', listener);
    }
  });

  it('suggests locations inside its shadow root, picked with the keyboard', async () => {
    setElementFetchForTests(
      createFixtureFetch({
        'GET /locations/': { body: [{ kind: 'neighborhood', name: 'Chamberí', city: 'Madrid', count: 12 }] },
      }),
    );
    const bar = addBar({});
    await waitFor(() => expect(bar.shadowRoot?.querySelector('[role="combobox"]')).not.toBeNull());
    const input = bar.shadowRoot?.querySelector('[role="combobox"]') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'cham' } });
    await waitFor(() => expect(bar.shadowRoot?.querySelectorAll('[role="option"]')).toHaveLength(1));
    const listbox = bar.shadowRoot?.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.textContent).toBe('ChamberíBarrio · Madrid12 propiedades');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).not.toBeNull());
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('Chamberí'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks English with locale="en" and keeps its <style> in the shadow root', async () => {
    const bar = addBar({ locale: 'en' });
    await waitFor(() => expect(bar.shadowRoot?.textContent).toContain('Search'));
    expect(bar.shadowRoot?.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('only emits without `results-url` (no navigation)', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      href: 'http://localhost/',
    });
    const bar = addBar({ city: 'Madrid' });
    await submit(bar);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(assign).not.toHaveBeenCalled();
  });
});
