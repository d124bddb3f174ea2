import { createFixtureFetch, makeFavorite, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import './convive-property-grid';
import { setElementFetchForTests } from './defineElement';

const API = 'http://fixtures.convive.test/api';

/** Answers the grid with one property per call, titled after the searched city. */
function gridFetch(seen: string[] = []) {
  return createFixtureFetch({
    'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
      seen.push(query.toString());
      const city = query.get('city') ?? 'todas';
      return { body: makePage([makeProperty({ id: 1, title: `Piso en ${city}` })], 1) };
    },
  });
}

function addGrid(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('convive-property-grid');
  element.setAttribute('api-base', API);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function listButtonOf(element: HTMLElement): HTMLButtonElement {
  const button = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
    /lista/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
  if (!button) throw new Error('The grid has no list-view button yet.');
  return button;
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('<convive-property-grid>', () => {
  // r2wc renders outside act(): the assertions wait for the DOM instead.
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  beforeEach(() => setElementFetchForTests(gridFetch()));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-property-grid')) element.remove();
    setElementFetchForTests(null);
  });

  it('is defined once, idempotently', async () => {
    const before = customElements.get('convive-property-grid');
    expect(before).toBeDefined();
    const { defineElement } = await import('./defineElement');
    defineElement('convive-property-grid', () => null);
    expect(customElements.get('convive-property-grid')).toBe(before);
  });

  it('keeps the space its placeholders took when fewer cards arrive, until the visitor acts', async () => {
    // A layout for jsdom: the grid 100 px from the top of a 768 px viewport, its placeholders
    // 1200 px tall, its one card 300.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.querySelector('[data-state="skeleton"]') ? 1200 : 300;
      return { top: 100, height, bottom: 100 + height } as DOMRect;
    });
    try {
      const grid = addGrid({ city: 'Madrid' });
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
      const section = grid.shadowRoot?.querySelector<HTMLElement>('.convive-grid');
      expect(section?.style.minHeight).toBe('668px');
      fireEvent.keyDown(document.body, { key: 'Tab' });
      expect(section?.style.minHeight).toBe('');
    } finally {
      rect.mockRestore();
    }
  });

  it('searches with its attributes and re-renders when `city` changes', async () => {
    const seen: string[] = [];
    setElementFetchForTests(gridFetch(seen));
    const grid = addGrid({ city: 'Madrid', 'max-price': '750', 'page-size': '6' });
    await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
    expect(seen[0]).toBe('city=Madrid&max_price=750&page=1&page_size=6&status=disponible');
    grid.setAttribute('city', 'Sevilla');
    await waitFor(() => expect(shadowText(grid)).toContain('Piso en Sevilla'));
  });

  it('widens the search when an attribute is removed', async () => {
    const grid = addGrid({ city: 'Madrid' });
    await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
    grid.removeAttribute('city');
    await waitFor(() => expect(shadowText(grid)).toContain('Piso en todas'));
  });

  it('reads filters from JSON, single attributes winning', async () => {
    const seen: string[] = [];
    setElementFetchForTests(gridFetch(seen));
    const grid = addGrid({ filters: '{"city":"Bilbao","bedrooms":2}', city: 'Valencia' });
    await waitFor(() => expect(shadowText(grid)).toContain('Piso en Valencia'));
    expect(seen[0]).toContain('bedrooms=2');
  });

  describe('`search-from`: driven by a search bar, with no script on the page', () => {
    /** A bar's search as the bar announces it: from its host, bubbling out of its shadow root. */
    function searchIn(bar: HTMLElement, filters: Record<string, unknown>) {
      bar.dispatchEvent(
        new CustomEvent('convive-search', { bubbles: true, composed: true, detail: filters }),
      );
    }
    function addBar(id: string): HTMLElement {
      const bar = document.createElement('convive-search-bar');
      bar.id = id;
      document.body.append(bar);
      return bar;
    }
    afterEach(() => {
      for (const bar of document.querySelectorAll('convive-search-bar')) bar.remove();
    });

    it("replaces the grid's filters with each search of the bar it names, then the attributes win again", async () => {
      const seen: string[] = [];
      setElementFetchForTests(gridFetch(seen));
      const bar = addBar('buscador');
      const grid = addGrid({ city: 'Madrid', 'max-price': '750', 'search-from': '#buscador' });
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));

      searchIn(bar, { city: 'Sevilla', bedrooms: 2 });
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Sevilla'));
      // The search replaces every filter: the attribute's max price is not kept.
      expect(seen.at(-1)).toBe('city=Sevilla&bedrooms=2&page=1&page_size=9&status=disponible');

      grid.setAttribute('city', 'Bilbao');
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Bilbao'));
      expect(seen.at(-1)).toContain('max_price=750');
    });

    it('listens to a bar added after it, and to no other bar', async () => {
      const grid = addGrid({ city: 'Madrid', 'search-from': '#buscador' });
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
      searchIn(addBar('otro'), { city: 'Cádiz' });
      searchIn(grid, { city: 'Cádiz' });
      const bar = addBar('buscador');
      searchIn(bar, { city: 'Toledo' });
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Toledo'));
      expect(shadowText(grid)).not.toContain('Cádiz');
    });

    it('warns once about a selector that is not one, and keeps its attributes', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const grid = addGrid({ city: 'Madrid', 'search-from': '#[buscador' });
        await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
        searchIn(addBar('buscador'), { city: 'Toledo' });
        expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
          "Convive: <convive-property-grid>: `search-from`='#[buscador' is not a CSS selector; no search bar drives the grid.",
        ]);
        expect(shadowText(grid)).toContain('Piso en Madrid');
      } finally {
        warn.mockRestore();
      }
    });
  });

  it('speaks the `locale` attribute', async () => {
    const grid = addGrid({ locale: 'en' });
    await waitFor(() => expect(shadowText(grid)).toContain('Showing 1 of 1 property'));
    const spanish = addGrid({});
    await waitFor(() => expect(shadowText(spanish)).toContain('Mostrando 1 de 1 propiedad'));
  });

  it('sends its `locale` as Accept-Language, so the API answers in it (the latest, when it changes)', async () => {
    const languages: (string | null)[] = [];
    const fixture = gridFetch();
    setElementFetchForTests(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      languages.push(request.headers.get('Accept-Language'));
      return fixture(request);
    });
    const grid = addGrid({ locale: 'fr', city: 'Madrid' });
    await waitFor(() => expect(languages).toEqual(['fr']));
    grid.setAttribute('locale', 'de');
    grid.setAttribute('city', 'Sevilla');
    await waitFor(() => expect(languages.at(-1)).toBe('de'));
  });

  it('keeps its styles inside its shadow root', async () => {
    const stylesBefore = document.head.querySelectorAll('style').length;
    const grid = addGrid({});
    await waitFor(() => expect(grid.shadowRoot?.querySelector('style')).not.toBeNull());
    expect(document.head.querySelectorAll('style').length).toBe(stylesBefore);
    expect(document.querySelector('.convive-root')).toBeNull();
  });

  it('announces a view change to a listener on document (bubbles, composed)', async () => {
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-view-change', listener);
    try {
      const grid = addGrid({});
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en todas'));
      fireEvent.click(listButtonOf(grid));
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.detail).toEqual({ view: 'list' });
      expect(heard[0]?.bubbles).toBe(true);
      expect(heard[0]?.composed).toBe(true);
      expect(heard[0]?.target).toBe(grid);
    } finally {
      document.removeEventListener('convive-view-change', listener);
    }
  });

  it('gives two grids on one page separate state', async () => {
    const madrid = addGrid({ city: 'Madrid' });
    const sevilla = addGrid({ city: 'Sevilla' });
    await waitFor(() => expect(shadowText(madrid)).toContain('Piso en Madrid'));
    await waitFor(() => expect(shadowText(sevilla)).toContain('Piso en Sevilla'));
    expect(shadowText(madrid)).not.toContain('Sevilla');
    fireEvent.click(listButtonOf(madrid));
    await waitFor(() => expect(listButtonOf(madrid).getAttribute('aria-pressed')).toBe('true'));
    expect(listButtonOf(sevilla).getAttribute('aria-pressed')).toBe('false');
  });

  it('signs in with `token` and announces `convive-favorite-changed`', async () => {
    setElementFetchForTests(
      createFixtureFetch({
        'GET /me/': { body: makeUser() },
        'GET /favorites/': { body: [] },
        'POST /favorites/': { status: 201, body: makeFavorite({ property: 1 }) },
        'GET /properties/all/': { body: makePage([makeProperty({ id: 1, title: 'Piso en Madrid' })], 1) },
      }),
    );
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-favorite-changed', listener);
    try {
      const grid = addGrid({ token: 'partner-token' });
      const heart = () =>
        [...(grid.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
          /Añadir a favoritos/.test(b.getAttribute('aria-label') ?? ''),
        );
      await waitFor(() => expect(heart()?.disabled).toBe(false));
      fireEvent.click(heart() as HTMLButtonElement);
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.detail).toEqual({ propertyId: 1, favorite: true });
    } finally {
      document.removeEventListener('convive-favorite-changed', listener);
    }
  });

  describe('with a partner key', () => {
    interface Sent {
      call: string;
      key: string | null;
      page: string | null;
      keepalive: boolean;
      body: string;
    }

    /** The grid's fixture fetch, recording each request's partner headers (and answering the events). */
    function trackingFetch(sent: Sent[], eventStatus = 204, results = (city: string) => [city]) {
      const fixture = createFixtureFetch({
        'GET /properties/all/': ({ query }: { query: URLSearchParams }) => {
          const city = query.get('city') ?? 'todas';
          const found = results(city).map((title, index) =>
            makeProperty({ id: index + 1, title: `Piso en ${title}` }),
          );
          return { body: makePage(found, found.length) };
        },
        'POST /partner-events/': { status: eventStatus },
      });
      return async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const url = new URL(request.url);
        sent.push({
          call: `${request.method} ${url.pathname}`,
          key: request.headers.get('X-Convive-Partner-Key'),
          page: request.headers.get('X-Convive-Page'),
          keepalive: request.keepalive,
          body: request.method === 'POST' ? await request.clone().text() : '',
        });
        return fixture(request);
      };
    }

    const events = (sent: Sent[]) => sent.filter((s) => s.call === 'POST /api/partner-events/');
    const cardLink = (grid: HTMLElement) =>
      grid.shadowRoot?.querySelector<HTMLAnchorElement>('a.convive-card__link') ?? null;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    // jsdom does not navigate; the page keeps the link from trying (after the element heard it).
    const stayOnPage = (event: Event) => event.preventDefault();
    beforeEach(() => document.addEventListener('click', stayOnPage));
    afterEach(() => document.removeEventListener('click', stayOnPage));

    it('sends its key with every call and one impression per search shown, not per render', async () => {
      const sent: Sent[] = [];
      setElementFetchForTests(trackingFetch(sent));
      const grid = addGrid({ 'partner-key': 'pk_sol', city: 'Madrid' });
      await waitFor(() => expect(events(sent)).toHaveLength(1));
      expect(shadowText(grid)).toContain('Piso en Madrid');
      for (const request of sent) {
        expect(request.key).toBe('pk_sol');
        expect(request.page).toBe(window.location.href);
      }
      // With this page view's id and the element's (the grid, and the search): the server counts
      // a page view's impression of it once, however often it arrives.
      const first = JSON.parse(events(sent)[0]?.body ?? '');
      expect(first).toEqual({
        event: 'impression',
        page_view: expect.stringMatching(/^[0-9a-f]{32}$/),
        element: expect.stringMatching(/^grid-\d+\.[0-9a-f]{8}$/),
      });
      // Re-renders of the same search (a view change) count nothing more.
      fireEvent.click(listButtonOf(grid));
      await waitFor(() => expect(listButtonOf(grid).getAttribute('aria-pressed')).toBe('true'));
      await settle();
      expect(events(sent)).toHaveLength(1);
      // A new search shown is a new impression; going back to one already counted is not.
      grid.setAttribute('city', 'Sevilla');
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Sevilla'));
      await waitFor(() => expect(events(sent)).toHaveLength(2));
      const second = JSON.parse(events(sent)[1]?.body ?? '');
      expect(second.page_view).toBe(first.page_view);
      expect(second.element).not.toBe(first.element);
      expect(second.element.split('.')[0]).toBe(first.element.split('.')[0]);
      grid.setAttribute('city', 'Madrid');
      await waitFor(() => expect(shadowText(grid)).toContain('Piso en Madrid'));
      await settle();
      expect(events(sent)).toHaveLength(2);
    });

    it('counts no impression for a search that finds nothing', async () => {
      const sent: Sent[] = [];
      setElementFetchForTests(trackingFetch(sent, 204, (city) => (city === 'Soria' ? [] : [city])));
      const grid = addGrid({ 'partner-key': 'pk_sol', city: 'Soria' });
      await waitFor(() => expect(grid.shadowRoot?.querySelector('[data-state="empty"]')).not.toBeNull());
      await settle();
      expect(events(sent)).toHaveLength(0);
      grid.setAttribute('city', 'Madrid');
      await waitFor(() => expect(events(sent)).toHaveLength(1));
    });

    it('sends a click, with keepalive, when a card link is followed, and lets the link go', async () => {
      const sent: Sent[] = [];
      setElementFetchForTests(trackingFetch(sent));
      const grid = addGrid({ 'partner-key': 'pk_sol' });
      await waitFor(() => expect(events(sent)).toHaveLength(1));
      const link = cardLink(grid) as HTMLAnchorElement;
      let followed: Event | null = null;
      const onDocumentClick = (event: Event) => {
        followed = event;
      };
      document.addEventListener('click', onDocumentClick);
      try {
        fireEvent.click(link);
      } finally {
        document.removeEventListener('click', onDocumentClick);
      }
      // The click reached the page unhindered: nothing stopped or cancelled it on the way.
      expect(followed).not.toBeNull();
      await waitFor(() => expect(events(sent)).toHaveLength(2));
      const click = events(sent)[1] as Sent;
      const impression = JSON.parse(events(sent)[0]?.body ?? '');
      expect(JSON.parse(click.body)).toEqual({
        event: 'click',
        page_view: impression.page_view,
        element: impression.element.split('.')[0],
      });
      expect(click.key).toBe('pk_sol');
      expect(click.keepalive).toBe(true);
      // A middle click opens a new tab: followed too; a click elsewhere in the grid is not.
      fireEvent(link, new MouseEvent('auxclick', { bubbles: true, composed: true, button: 1 }));
      await waitFor(() => expect(events(sent)).toHaveLength(3));
      fireEvent.click(listButtonOf(grid));
      await settle();
      expect(events(sent)).toHaveLength(3);
      // The link is the card's title (stretched over the card); the heart above it is not a click.
      expect(cardLink(grid)?.closest('[part="title"]')?.textContent).toBe('Piso en todas');
      expect(cardLink(grid)?.getAttribute('href')).toMatch(/\/properties\/1$/);
      const heart = grid.shadowRoot?.querySelector('.convive-favorite__button') as HTMLButtonElement;
      expect(heart.closest('a')).toBeNull();
      fireEvent.click(heart);
      await settle();
      expect(events(sent)).toHaveLength(3);
    });

    it('swallows a refused event (429): nothing thrown, the grid keeps working', async () => {
      const sent: Sent[] = [];
      setElementFetchForTests(trackingFetch(sent, 429));
      const grid = addGrid({ 'partner-key': 'pk_sol' });
      await waitFor(() => expect(events(sent)).toHaveLength(1));
      fireEvent.click(cardLink(grid) as HTMLAnchorElement);
      await waitFor(() => expect(events(sent)).toHaveLength(2));
      await settle();
      expect(shadowText(grid)).toContain('Piso en todas');
    });

    it('tracks nothing, and sends no key, without one', async () => {
      const sent: Sent[] = [];
      setElementFetchForTests(trackingFetch(sent));
      const grid = addGrid({});
      await waitFor(() => expect(cardLink(grid)).not.toBeNull());
      fireEvent.click(cardLink(grid) as HTMLAnchorElement);
      await settle();
      expect(events(sent)).toHaveLength(0);
      expect(sent.every((request) => request.key === null && request.page === null)).toBe(true);
    });
  });
});
