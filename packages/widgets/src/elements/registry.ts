/**
 * The one registry of <convive-…> elements: tags, attributes, events and how to load each element's
 * code. The elements, the embed loader, the Custom Elements Manifest and the README table are all
 * generated from it — add an attribute here and every one of them follows.
 *
 * Nothing here imports React: the embed entry reads this file and stays tiny.
 */

/** How an attribute's text becomes its prop: by r2wc, but for `json` (read by ./jsonAttribute.ts). */
export type ElementAttributeType = 'string' | 'number' | 'boolean' | 'json';

/** What a `json` attribute's value must be once parsed: a plain object, or the API's `Image[]`. */
export type JsonShape = 'object' | 'images';

export interface ElementAttribute {
  /** The attribute, kebab-case (`max-price`). */
  name: string;
  /** The React prop it feeds, camelCase (`maxPrice`). */
  prop: string;
  type: ElementAttributeType;
  description: string;
  /** The value used when the attribute is absent, as it would be written. */
  default?: string;
  /** The element cannot work without it: a missing one is a dev-mode warning. */
  required?: boolean;
  /** The only values it takes; any other is a dev-mode warning (and the default is used). */
  values?: readonly string[];
  /**
   * `json` only: what the parsed value must be. A value of another shape is ignored like one that
   * does not parse (a dev-mode warning; the element renders as without the attribute).
   */
  shape?: JsonShape;
}

export interface ElementEvent {
  /** The DOM event name (`convive-search`); dispatched with `{ bubbles: true, composed: true }`. */
  name: string;
  /** The type of `event.detail`, as TypeScript text. */
  detail: string;
  description: string;
}

export interface ElementDefinition {
  description: string;
  attributes: readonly ElementAttribute[];
  events: readonly ElementEvent[];
  /** Imports the element's module, which defines the tag (idempotently). */
  load: () => Promise<unknown>;
}

const API_BASE: ElementAttribute = {
  name: 'api-base',
  prop: 'apiBase',
  type: 'string',
  description: "The Convive API base URL, including '/api' (read when the element connects).",
  required: true,
};
const LOCALE: ElementAttribute = {
  name: 'locale',
  prop: 'locale',
  type: 'string',
  description: "The language of the widget's copy: 'es', 'en', 'fr' or 'de'.",
  default: 'es',
  values: ['es', 'en', 'fr', 'de'],
};
const TOKEN: ElementAttribute = {
  name: 'token',
  prop: 'token',
  type: 'string',
  description:
    "A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM.",
};

const PARTNER_KEY: ElementAttribute = {
  name: 'partner-key',
  prop: 'partnerKey',
  type: 'string',
  description:
    "A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects).",
};

const PORTAL_URL: ElementAttribute = {
  name: 'portal-url',
  prop: 'portalUrl',
  type: 'string',
  description:
    "The Convive portal the element's links lead to (`https://convive.es`); defaults to the origin of `api-base`.",
};

/** The filter attributes shared by the search bar (initial values) and the grid (the search). */
const FILTER_ATTRIBUTES: readonly ElementAttribute[] = [
  {
    name: 'filters',
    prop: 'filters',
    type: 'json',
    shape: 'object',
    description:
      'Property filters as JSON (`{"city":"Madrid","max_price":750}`); single attributes win over it.',
  },
  { name: 'city', prop: 'city', type: 'string', description: 'City filter.' },
  { name: 'min-price', prop: 'minPrice', type: 'number', description: 'Minimum monthly price (EUR).' },
  { name: 'max-price', prop: 'maxPrice', type: 'number', description: 'Maximum monthly price (EUR).' },
  {
    name: 'property-type',
    prop: 'propertyType',
    type: 'string',
    description: "Property type filter ('apartamento', 'casa', 'chalet', …).",
  },
  { name: 'bedrooms', prop: 'bedrooms', type: 'number', description: 'Number of bedrooms.' },
];

export const ELEMENT_REGISTRY = {
  'convive-search-bar': {
    description:
      "The quick property search: location, max price, type, bedrooms and 'Buscar'. Emits `convive-search`; with `results-url` it also navigates there.",
    attributes: [
      // The bar only announces a search: it works without the API.
      { ...API_BASE, required: false },
      LOCALE,
      PARTNER_KEY,
      ...FILTER_ATTRIBUTES,
      {
        name: 'results-url',
        prop: 'resultsUrl',
        type: 'string',
        description:
          'A results page to go to, the filters appended as query parameters. Without it the bar only emits `convive-search`.',
      },
      {
        name: 'stay',
        prop: 'stay',
        type: 'boolean',
        description: 'Also asks for the move-in date and the length of the stay (`move_in`, `months`).',
      },
    ],
    events: [
      {
        name: 'convive-search',
        detail: 'PropertyFilters',
        description: 'The filters of a search, on every submit.',
      },
    ],
    load: () => import('./convive-search-bar'),
  },
  'convive-property-grid': {
    description:
      'The public property list: a page of cards with loading, empty and error states, view toggle and pagination.',
    attributes: [
      API_BASE,
      LOCALE,
      PARTNER_KEY,
      TOKEN,
      ...FILTER_ATTRIBUTES,
      { name: 'page-size', prop: 'pageSize', type: 'number', description: 'Cards per page.', default: '9' },
      {
        name: 'detail-url',
        prop: 'detailUrl',
        type: 'string',
        description:
          "Where a card links to; '{id}' is replaced by the property id. Defaults to the listing's page on the Convive portal (`portal-url`).",
        default: '{portal-url}/properties/{id}',
      },
      PORTAL_URL,
      {
        name: 'view',
        prop: 'view',
        type: 'string',
        description: "'grid' or 'list'.",
        default: 'grid',
        values: ['grid', 'list'],
      },
      {
        name: 'search-from',
        prop: 'searchFrom',
        type: 'string',
        description:
          "A CSS selector of a `<convive-search-bar>` on the page (`#buscador`): each of its searches replaces the grid's filters, with no script on the page. A later change of the filter attributes wins again.",
      },
      {
        name: 'show-favorites',
        prop: 'showFavorites',
        type: 'boolean',
        description: "Show the favourite heart on cards ('false' hides it).",
        default: 'true',
        values: ['true', 'false'],
      },
    ],
    events: [
      {
        name: 'convive-page-change',
        detail: '{ page: number }',
        description: 'The user went to another page.',
      },
      {
        name: 'convive-view-change',
        detail: "{ view: 'grid' | 'list' }",
        description: 'The user switched grid/list.',
      },
      {
        name: 'convive-favorite-changed',
        detail: '{ propertyId: number; favorite: boolean }',
        description: 'A signed-in tenant added or removed a favourite.',
      },
    ],
    load: () => import('./convive-property-grid'),
  },
  'convive-room-gallery': {
    description:
      "The image gallery of a room or property: arrows, thumbnails and a full-screen viewer. Shows `images`, or loads a listing's images (`api-base` with `property-id` or `room-id`) with loading, empty and error states.",
    attributes: [
      {
        ...API_BASE,
        // Only a listing's images are loaded: a gallery given `images` makes no call.
        required: false,
        description:
          "The Convive API base URL, including '/api': with `property-id` or `room-id` the gallery loads that listing's images from it (read when the element connects).",
      },
      LOCALE,
      PARTNER_KEY,
      {
        name: 'images',
        prop: 'images',
        type: 'json',
        shape: 'images',
        description:
          'The images as JSON (the API `Image[]`). Wins over `property-id` and `room-id`: with it nothing is loaded.',
      },
      {
        name: 'property-id',
        prop: 'propertyId',
        type: 'number',
        description: 'A property whose images the gallery loads from `api-base` (without `images`).',
      },
      {
        name: 'room-id',
        prop: 'roomId',
        type: 'number',
        description:
          'A room whose images the gallery loads from `api-base` (without `images`); wins over `property-id`.',
      },
      {
        name: 'gallery-title',
        prop: 'galleryTitle',
        type: 'string',
        description:
          "The room or property title: the base of every image's alt text. Defaults to the loaded listing's title.",
      },
      {
        name: 'initial-index',
        prop: 'initialIndex',
        type: 'number',
        description: 'The image shown first.',
        default: '0',
      },
    ],
    events: [],
    load: () => import('./convive-room-gallery'),
  },
  'convive-enquiry-form': {
    description:
      'The contact-owner form, about a property or one of its rooms (`room-id`). Open to visitors without an account: they give their name and e-mail.',
    attributes: [
      API_BASE,
      LOCALE,
      PARTNER_KEY,
      TOKEN,
      {
        name: 'property-id',
        prop: 'propertyId',
        type: 'number',
        description: 'The property asked about.',
        required: true,
      },
      {
        name: 'room-id',
        prop: 'roomId',
        type: 'number',
        description: 'The room asked about (a room enquiry).',
      },
      {
        name: 'owner-name',
        prop: 'ownerName',
        type: 'string',
        description: "The owner's name, shown in the heading.",
      },
      {
        name: 'applications',
        prop: 'applications',
        type: 'boolean',
        description:
          'Lets the visitor apply for a period (move-in and move-out, picked on the availability calendar) as well as ask a question.',
      },
    ],
    events: [
      {
        name: 'convive-enquiry-sent',
        detail: 'PropertyRequest',
        description: 'The created request, after a successful send.',
      },
    ],
    load: () => import('./convive-enquiry-form'),
  },
  'convive-visit-scheduler': {
    description:
      'The visit request of a property detail. With `token`, the signed-in user books as in the portal; without, a visitor gives name, e-mail and phone and confirms from an e-mail link (24 h) before the landlord sees it.',
    attributes: [
      API_BASE,
      LOCALE,
      PARTNER_KEY,
      TOKEN,
      {
        name: 'property-id',
        prop: 'propertyId',
        type: 'number',
        description: 'The property to visit.',
        required: true,
      },
      {
        name: 'today',
        prop: 'today',
        type: 'string',
        description: "Today's date 'YYYY-MM-DD'; defaults to today in Europe/Madrid.",
      },
    ],
    events: [
      {
        name: 'convive-visit-requested',
        detail: 'Appointment',
        description: 'The created appointment (pendiente), after a signed-in user’s request.',
      },
      {
        name: 'convive-visit-pending',
        detail: '{ property: number; date: string; time: string; email: string }',
        description:
          'A visitor’s request was sent and waits for its e-mail confirmation (`{ property, date, time, email }`).',
      },
    ],
    load: () => import('./convive-visit-scheduler'),
  },
  'convive-availability': {
    description:
      "A property's availability calendar, or one room's (`room-id`): month grids from Monday with each day free, taken, blocked or not yet available, the next free day, and a room selector in a coliving. Read-only; with loading, empty and error states.",
    attributes: [
      API_BASE,
      LOCALE,
      PARTNER_KEY,
      {
        name: 'property-id',
        prop: 'propertyId',
        type: 'number',
        description: 'The property whose calendar is shown: each room of a coliving, or the whole home.',
      },
      {
        name: 'room-id',
        prop: 'roomId',
        type: 'number',
        description: "One room's calendar only; wins over `property-id`.",
      },
      {
        name: 'months',
        prop: 'months',
        type: 'number',
        description: 'How many months the calendar covers.',
        default: '12',
      },
      {
        name: 'from',
        prop: 'from',
        type: 'string',
        description: "The calendar's first day 'YYYY-MM-DD'; defaults to today in Europe/Madrid.",
      },
    ],
    events: [],
    load: () => import('./convive-availability'),
  },
  'convive-notification-bell': {
    description: "The signed-in user's notification bell with its dropdown and live updates; needs `token`.",
    attributes: [
      API_BASE,
      LOCALE,
      PARTNER_KEY,
      TOKEN,
      {
        name: 'notifications-url',
        prop: 'notificationsUrl',
        type: 'string',
        description:
          "Where 'Ver todas' leads. Defaults to the notifications page of the Convive portal (`portal-url`).",
        default: '{portal-url}/dashboard/notifications',
      },
      PORTAL_URL,
      {
        name: 'poll-interval-ms',
        prop: 'pollIntervalMs',
        type: 'number',
        description: 'Milliseconds between polls when the live socket is unavailable (read once).',
        default: '10000',
      },
    ],
    events: [
      {
        name: 'convive-notification',
        detail: 'Notification',
        description: 'Every live notification the bell adds.',
      },
    ],
    load: () => import('./convive-notification-bell'),
  },
} satisfies Record<string, ElementDefinition>;

export type ElementTag = keyof typeof ELEMENT_REGISTRY;

/** Every tag of the registry, in registry order. */
export const ELEMENT_TAGS = Object.keys(ELEMENT_REGISTRY) as ElementTag[];

export function isElementTag(value: string): value is ElementTag {
  return Object.hasOwn(ELEMENT_REGISTRY, value);
}

/**
 * The r2wc `props` option of a tag: each attribute's prop and how its text is parsed. A `json`
 * attribute reaches the element as its text: r2wc's own `JSON.parse` throws on a bad value (the
 * element then never renders), so the element parses it itself (./jsonAttribute.ts).
 */
export function r2wcPropsOf(tag: ElementTag): Record<string, Exclude<ElementAttributeType, 'json'>> {
  const props: Record<string, Exclude<ElementAttributeType, 'json'>> = {};
  for (const attribute of ELEMENT_REGISTRY[tag].attributes as readonly ElementAttribute[]) {
    props[attribute.prop] = attribute.type === 'json' ? 'string' : attribute.type;
  }
  return props;
}
