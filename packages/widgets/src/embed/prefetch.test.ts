import { createFixtureFetch, makePage, makeProperty } from '@convive/sdk/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../elements/convive-property-grid';
import { setElementFetchForTests } from '../elements/defineElement';
import { PREFETCHED_ANSWER as ELEMENT_SIDE_SYMBOL } from '../elements/prefetchHandOff';
import { gridFirstPageUrl, PREFETCHED_ANSWER, prefetchGrids } from './prefetch';

const API = 'http://fixtures.convive.test/api';

/** The grid's fixture API: one property titled after the searched city; the URLs asked for. */
function gridFetch(asked: string[], title = (city: string) => `Piso en ${city}`) {
  const fixture = createFixtureFetch({
    'GET /properties/all/': ({ query }: { query: URLSearchParams }) => ({
      body: makePage([makeProperty({ id: 1, title: title(query.get('city') ?? 'todas') })], 1),
    }),
  });
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    asked.push(request.url);
    return fixture(request);
  };
}

function grid(attributes: Record<string, string>, tag = 'convive-property-grid'): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('api-base', API);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('the embed prefetching a grid’s first page', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-property-grid')) element.remove();
    setElementFetchForTests(null);
    vi.unstubAllGlobals();
  });

  it('shares its symbol with the element side by name', () => {
    expect(PREFETCHED_ANSWER).toBe(ELEMENT_SIDE_SYMBOL);
  });

  it.each([
    {},
    { city: 'Madrid', 'max-price': '750', 'page-size': '6' },
    { filters: '{"city":"Bilbao","bedrooms":2,"owner":5,"status":"alquilado"}', city: 'Valencia' },
    { 'property-type': 'apartamento', 'min-price': '400.5', bedrooms: '2', 'partner-key': 'pk_sol' },
    { filters: '{"city":"  Sevilla ","property_type":"cualquiera","furnished":true}' },
  ] as Record<string, string>[])('guesses the very request the grid sends (%o)', async (attributes) => {
    const element = grid(attributes);
    const guessed = gridFirstPageUrl(element, document.baseURI);
    const asked: string[] = [];
    setElementFetchForTests(gridFetch(asked));
    document.body.append(element);
    const searches = () => asked.filter((url) => url.includes('/properties/all/'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(guessed).toBe(searches()[0]);
  });

  it('does not guess for a signed-in grid, JSON it cannot write, or properties set before definition', () => {
    // Attributes alone (a defined grid would parse `filters` itself and throw on the broken JSON).
    const attributes = (values: Record<string, string>) => grid(values, 'div');
    expect(gridFirstPageUrl(attributes({ token: 't' }), document.baseURI)).toBeNull();
    expect(gridFirstPageUrl(attributes({ filters: '{"city":' }), document.baseURI)).toBeNull();
    expect(gridFirstPageUrl(attributes({ filters: '{"city":["a"]}' }), document.baseURI)).toBeNull();
    const early = document.createElement('div');
    Object.defineProperty(early, 'city', { value: 'Madrid' });
    early.setAttribute('api-base', API);
    expect(gridFirstPageUrl(early, document.baseURI)).toBeNull();
    expect(gridFirstPageUrl(attributes({}), document.baseURI)).toMatch(
      /^http:\/\/fixtures\.convive\.test\/api\//,
    );
  });

  it('hands the prefetched answer to the grid, which does not ask again', async () => {
    const prefetched: Request[] = [];
    const asked: string[] = [];
    const network = gridFetch([], () => 'Piso precargado');
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      prefetched.push(request);
      return network(request);
    });
    setElementFetchForTests(gridFetch(asked));
    const element = grid({ city: 'Madrid', 'partner-key': 'pk_sol' });
    document.body.append(element);
    // As the entry does, before the element's code has rendered it.
    prefetchGrids(document);
    await waitFor(() => expect(shadowText(element)).toContain('Piso precargado'));
    expect(prefetched).toHaveLength(1);
    expect(prefetched[0]?.headers.get('X-Convive-Partner-Key')).toBe('pk_sol');
    expect(prefetched[0]?.headers.get('X-Convive-Page')).toBe(window.location.href);
    expect(asked.filter((url) => url.includes('/properties/all/'))).toEqual([]);
    // Its impression went on to the network as usual.
    await waitFor(() => expect(asked.filter((url) => url.includes('/partner-events/'))).toHaveLength(1));
    expect(Object.hasOwn(element, PREFETCHED_ANSWER)).toBe(false);
  });

  it('is left aside when the grid’s attributes changed meanwhile: the grid asks for its own search', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      gridFetch([], () => 'Piso precargado'),
    );
    setElementFetchForTests(gridFetch(asked));
    const element = grid({ city: 'Madrid' });
    document.body.append(element);
    prefetchGrids(document);
    element.setAttribute('city', 'Sevilla');
    await waitFor(() => expect(shadowText(element)).toContain('Piso en Sevilla'));
    expect(shadowText(element)).not.toContain('precargado');
    expect(asked).toHaveLength(1);
  });
});
