/**
 * A JSON attribute a partner got wrong (`filters="{bad"`, `images="[not json"`, or valid JSON of the
 * wrong shape) never breaks its element: the element renders as without the attribute, nothing is
 * thrown, and only a development build says so in the console.
 */
import {
  createFixtureFetch,
  type FixtureFetch,
  makeImage,
  makePage,
  makeProperty,
} from '@convive/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import './convive-property-grid';
import './convive-room-gallery';
import './convive-search-bar';
import { setElementFetchForTests } from './defineElement';
import { readJsonAttribute } from './jsonAttribute';
import { ELEMENT_REGISTRY, ELEMENT_TAGS, type ElementAttribute, type ElementTag } from './registry';

const API = 'http://fixtures.convive.test/api';

/** The first request of a grid with no filters: its default search. */
const DEFAULT_SEARCH = 'GET /properties/all/?page=1&page_size=9&status=disponible';

interface JsonCase {
  tag: ElementTag;
  attribute: 'filters' | 'images';
  /** The element's other attributes. */
  base: Record<string, string>;
  /** Values that must be ignored: one that does not parse, then valid JSON of the wrong shape. */
  bad: { value: string; warning: string }[];
  /** A good value and what the element shows with it. */
  good: { value: unknown; shows(element: HTMLElement): Promise<void> };
  /** What the element shows with its defaults (as without the attribute). */
  showsDefaults(element: HTMLElement): Promise<void>;
  /** The same bad value set as a property. */
  badProperty: unknown;
}

let fixture: FixtureFetch;
let searches: CustomEvent[] = [];

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

async function searchOf(bar: HTMLElement): Promise<unknown> {
  await waitFor(() => expect(bar.shadowRoot?.querySelector('form')).not.toBeNull());
  const before = searches.length;
  fireEvent.submit(bar.shadowRoot?.querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(searches.length).toBe(before + 1));
  return searches.at(-1)?.detail;
}

const objectWarnings = (tag: ElementTag) => [
  { value: '{bad', warning: `Convive: <${tag}>: \`filters\` is not valid JSON; it is ignored.` },
  { value: '5', warning: `Convive: <${tag}>: \`filters\` is not a JSON object (\`{…}\`); it is ignored.` },
  {
    value: '[{"city":"Madrid"}]',
    warning: `Convive: <${tag}>: \`filters\` is not a JSON object (\`{…}\`); it is ignored.`,
  },
];

const NOT_IMAGES =
  'Convive: <convive-room-gallery>: `images` is not a JSON list of images (the API `Image[]`: `[{"id":1,"image":"https://…"}]`); it is ignored.';

const CASES: JsonCase[] = [
  {
    tag: 'convive-search-bar',
    attribute: 'filters',
    base: { 'api-base': API },
    bad: objectWarnings('convive-search-bar'),
    good: {
      value: { max_price: 750 },
      shows: async (bar) => expect(await searchOf(bar)).toEqual({ max_price: 750 }),
    },
    // An empty bar: its search has no filters at all.
    showsDefaults: async (bar) => expect(await searchOf(bar)).toEqual({}),
    badProperty: 5,
  },
  {
    tag: 'convive-property-grid',
    attribute: 'filters',
    base: { 'api-base': API },
    bad: objectWarnings('convive-property-grid'),
    good: {
      value: { city: 'Madrid' },
      shows: async (grid) => {
        await waitFor(() =>
          expect(fixture.calls).toEqual([
            'GET /properties/all/?city=Madrid&page=1&page_size=9&status=disponible',
          ]),
        );
        await waitFor(() => expect(shadowText(grid)).toContain('Mostrando 1 de 1 propiedad'));
      },
    },
    // Every available property: the search without filters.
    showsDefaults: async (grid) => {
      await waitFor(() => expect(fixture.calls).toEqual([DEFAULT_SEARCH]));
      await waitFor(() => expect(shadowText(grid)).toContain('Mostrando 1 de 1 propiedad'));
    },
    badProperty: [{ city: 'Madrid' }],
  },
  {
    tag: 'convive-room-gallery',
    attribute: 'images',
    base: { 'gallery-title': 'Piso en Ruzafa' },
    bad: [
      {
        value: '[not json',
        warning: 'Convive: <convive-room-gallery>: `images` is not valid JSON; it is ignored.',
      },
      { value: '{"id":1,"image":"https://convive.es/1.jpg"}', warning: NOT_IMAGES },
      { value: '[1,2]', warning: NOT_IMAGES },
      // An image without its address.
      { value: '[{"id":1}]', warning: NOT_IMAGES },
    ],
    good: {
      value: [makeImage({ id: 1 }), makeImage({ id: 2, is_main: false })],
      shows: async (gallery) => await waitFor(() => expect(shadowText(gallery)).toContain('1 / 2')),
    },
    // No images: the gallery's empty state, and no call.
    showsDefaults: async (gallery) => {
      await waitFor(() => expect(shadowText(gallery)).toContain('Sin imágenes'));
      expect(fixture.calls).toEqual([]);
    },
    badProperty: { id: 1, image: 'https://convive.es/1.jpg' },
  },
];

let warn: MockInstance<typeof console.warn>;
let windowErrors: unknown[] = [];
const onWindowError = (event: ErrorEvent) => windowErrors.push(event.error);
const onSearch = (event: Event) => searches.push(event as CustomEvent);
const warnings = () => warn.mock.calls.map((args) => String(args[0]));

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
beforeEach(() => {
  fixture = createFixtureFetch({
    'GET /properties/all/': { body: makePage([makeProperty({ id: 1, title: 'Piso en Ruzafa' })], 1) },
    'GET /locations/': { body: [] },
  });
  setElementFetchForTests(fixture);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  windowErrors = [];
  searches = [];
  window.addEventListener('error', onWindowError);
  document.addEventListener('convive-search', onSearch);
});
afterEach(() => {
  window.removeEventListener('error', onWindowError);
  document.removeEventListener('convive-search', onSearch);
  for (const tag of ELEMENT_TAGS) for (const element of document.querySelectorAll(tag)) element.remove();
  setElementFetchForTests(null);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The element as a page's HTML has it: parsed first, then upgraded with its attributes in place. */
function parse(tag: ElementTag, attributes: Record<string, string>): HTMLElement {
  const quoted = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${quoted(value)}"`);
  // A template's content belongs to an inert document: its elements upgrade once in the page.
  const template = document.createElement('template');
  template.innerHTML = `<${tag}${written.join('')}></${tag}>`;
  document.body.append(template.content);
  return document.body.querySelector(tag) as HTMLElement;
}

function add(tag: ElementTag, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

it('every JSON attribute of the registry is covered here', () => {
  const json = ELEMENT_TAGS.flatMap((tag) =>
    (ELEMENT_REGISTRY[tag].attributes as readonly ElementAttribute[])
      .filter((attribute) => attribute.type === 'json')
      .map((attribute) => `${tag} ${attribute.name}`),
  );
  expect(json.sort()).toEqual(CASES.map((c) => `${c.tag} ${c.attribute}`).sort());
});

describe('readJsonAttribute', () => {
  it('reads a good value, and says why a bad one is ignored', () => {
    expect(readJsonAttribute({ shape: 'object' }, '{"city":"Madrid"}')).toEqual({
      ok: true,
      value: { city: 'Madrid' },
    });
    expect(readJsonAttribute({ shape: 'object' }, '{bad')).toEqual({ ok: false, reason: 'syntax' });
    expect(readJsonAttribute({ shape: 'object' }, 'null')).toEqual({ ok: false, reason: 'shape' });
    // An image as the sdk reads an answer's: its defaults filled in.
    expect(readJsonAttribute({ shape: 'images' }, '[{"id":3,"image":"https://x/3.jpg"}]')).toEqual({
      ok: true,
      value: [{ id: 3, image: 'https://x/3.jpg', thumbnail: null, is_main: false, order: 0 }],
    });
  });
});

describe.each(CASES)(
  '<$tag $attribute>',
  ({ tag, attribute, base, bad, good, showsDefaults, badProperty }) => {
    it('still works with a good value, as an attribute and as a property', async () => {
      const element = add(tag, { ...base, [attribute]: JSON.stringify(good.value) });
      await good.shows(element);
      element.remove();
      fixture.calls.length = 0;
      const byProperty = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      for (const [name, value] of Object.entries(base)) byProperty.setAttribute(name, value);
      byProperty[attribute] = good.value;
      document.body.append(byProperty);
      await good.shows(byProperty);
      expect(windowErrors).toEqual([]);
      expect(warnings()).toEqual([]);
    });

    it.each(bad)(
      'in the page’s HTML, $value renders the defaults with a development warning',
      async ({ value, warning }) => {
        const element = parse(tag, { ...base, [attribute]: value });
        await showsDefaults(element);
        expect(windowErrors).toEqual([]);
        await waitFor(() => expect(warnings()).toEqual([warning]));
      },
    );

    it.each(bad)('set over a good value, $value goes back to the defaults', async ({ value, warning }) => {
      const element = add(tag, { ...base, [attribute]: JSON.stringify(good.value) });
      await good.shows(element);
      fixture.calls.length = 0;
      element.setAttribute(attribute, value);
      await showsDefaults(element);
      expect(windowErrors).toEqual([]);
      expect(warnings()).toEqual([warning]);
    });

    it('as a property of the wrong shape, it is ignored too', async () => {
      const element = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      for (const [name, value] of Object.entries(base)) element.setAttribute(name, value);
      element[attribute] = badProperty;
      document.body.append(element);
      await showsDefaults(element);
      expect(windowErrors).toEqual([]);
      await waitFor(() => expect(warnings()).toHaveLength(1));
      expect(warnings()[0]).toMatch(new RegExp(`<${tag}>: \`${attribute}\` is not a JSON`));
    });

    it.each(bad)('in production, $value renders the defaults silently', async ({ value }) => {
      vi.stubEnv('NODE_ENV', 'production');
      const parsed = parse(tag, { ...base, [attribute]: value });
      await showsDefaults(parsed);
      parsed.remove();
      fixture.calls.length = 0;
      const added = add(tag, { ...base, [attribute]: value });
      await showsDefaults(added);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(windowErrors).toEqual([]);
      expect(warnings()).toEqual([]);
    });
  },
);
