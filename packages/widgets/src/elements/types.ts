// Generated from ELEMENT_REGISTRY by `npm run cem -w @convive/widgets` (scripts/element-types.ts):
// do not edit. A test fails when this file is stale.
//
// Types for pages and apps that use the <convive-…> elements: `document.createElement` and
// `querySelector` answer the typed element, and `addEventListener` types `event.detail`.
import type { Appointment, Image, Notification, PropertyFilters, PropertyRequest } from '@convive/sdk';

/** The `detail` of every `convive-*` event, by event name. */
export interface ConviveEventDetailMap {
  'convive-search': PropertyFilters;
  'convive-page-change': { page: number };
  'convive-view-change': { view: 'grid' | 'list' };
  'convive-favorite-changed': { propertyId: number; favorite: boolean };
  'convive-enquiry-sent': PropertyRequest;
  'convive-visit-requested': Appointment;
  'convive-visit-pending': { property: number; date: string; time: string; email: string };
  'convive-notification': Notification;
}

/** Every `convive-*` event as the `CustomEvent` it is. */
export type ConviveEventMap = {
  [Name in keyof ConviveEventDetailMap]: CustomEvent<ConviveEventDetailMap[Name]>;
};

/** The events `<convive-search-bar>` dispatches (bubbling and composed: a listener on `document` hears them). */
export interface ConviveSearchBarEvents {
  /** The filters of a search, on every submit. */
  'convive-search': CustomEvent<ConviveEventDetailMap['convive-search']>;
}

/** The events of a `<convive-search-bar>`: an element's own and its `convive-*` events. */
export interface ConviveSearchBarElementEventMap extends HTMLElementEventMap, ConviveSearchBarEvents {}

/** `<convive-search-bar>`: The quick property search: location, max price, type, bedrooms and 'Buscar'. Emits `convive-search`; with `results-url` it also navigates there. */
export interface ConviveSearchBarElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** Property filters as JSON (`{"city":"Madrid","max_price":750}`); single attributes win over it. Attribute `filters`. */
  filters?: PropertyFilters;
  /** City filter. Attribute `city`. */
  city?: string;
  /** Minimum monthly price (EUR). Attribute `min-price`. */
  minPrice?: number;
  /** Maximum monthly price (EUR). Attribute `max-price`. */
  maxPrice?: number;
  /** Property type filter ('apartamento', 'casa', 'chalet', …). Attribute `property-type`. */
  propertyType?: string;
  /** Number of bedrooms. Attribute `bedrooms`. */
  bedrooms?: number;
  /** A results page to go to, the filters appended as query parameters. Without it the bar only emits `convive-search`. Attribute `results-url`. */
  resultsUrl?: string;
  /** Also asks for the move-in date and the length of the stay (`move_in`, `months`). Attribute `stay`. */
  stay?: boolean;
  addEventListener<K extends keyof ConviveSearchBarElementEventMap>(
    type: K,
    listener: (this: ConviveSearchBarElement, event: ConviveSearchBarElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveSearchBarElementEventMap>(
    type: K,
    listener: (this: ConviveSearchBarElement, event: ConviveSearchBarElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-property-grid>` dispatches (bubbling and composed: a listener on `document` hears them). */
export interface ConvivePropertyGridEvents {
  /** The user went to another page. */
  'convive-page-change': CustomEvent<ConviveEventDetailMap['convive-page-change']>;
  /** The user switched grid/list. */
  'convive-view-change': CustomEvent<ConviveEventDetailMap['convive-view-change']>;
  /** A signed-in tenant added or removed a favourite. */
  'convive-favorite-changed': CustomEvent<ConviveEventDetailMap['convive-favorite-changed']>;
}

/** The events of a `<convive-property-grid>`: an element's own and its `convive-*` events. */
export interface ConvivePropertyGridElementEventMap extends HTMLElementEventMap, ConvivePropertyGridEvents {}

/** `<convive-property-grid>`: The public property list: a page of cards with loading, empty and error states, view toggle and pagination. */
export interface ConvivePropertyGridElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
  token?: string;
  /** Property filters as JSON (`{"city":"Madrid","max_price":750}`); single attributes win over it. Attribute `filters`. */
  filters?: PropertyFilters;
  /** City filter. Attribute `city`. */
  city?: string;
  /** Minimum monthly price (EUR). Attribute `min-price`. */
  minPrice?: number;
  /** Maximum monthly price (EUR). Attribute `max-price`. */
  maxPrice?: number;
  /** Property type filter ('apartamento', 'casa', 'chalet', …). Attribute `property-type`. */
  propertyType?: string;
  /** Number of bedrooms. Attribute `bedrooms`. */
  bedrooms?: number;
  /** Cards per page. Attribute `page-size`; default `9`. */
  pageSize?: number;
  /** Where a card links to; '{id}' is replaced by the property id. Defaults to the listing's page on the Convive portal (`portal-url`). Attribute `detail-url`; default `{portal-url}/properties/{id}`. */
  detailUrl?: string;
  /** The Convive portal the element's links lead to (`https://convive.es`); defaults to the origin of `api-base`. Attribute `portal-url`. */
  portalUrl?: string;
  /** 'grid' or 'list'. Attribute `view`; default `grid`. */
  view?: 'grid' | 'list';
  /** A CSS selector of a `<convive-search-bar>` on the page (`#buscador`): each of its searches replaces the grid's filters, with no script on the page. A later change of the filter attributes wins again. Attribute `search-from`. */
  searchFrom?: string;
  /** Show the favourite heart on cards ('false' hides it). Attribute `show-favorites`; default `true`. */
  showFavorites?: boolean;
  addEventListener<K extends keyof ConvivePropertyGridElementEventMap>(
    type: K,
    listener: (this: ConvivePropertyGridElement, event: ConvivePropertyGridElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConvivePropertyGridElementEventMap>(
    type: K,
    listener: (this: ConvivePropertyGridElement, event: ConvivePropertyGridElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-room-gallery>` dispatches (bubbling and composed: a listener on `document` hears them). */
export type ConviveRoomGalleryEvents = Record<never, never>;

/** The events of a `<convive-room-gallery>`: an element's own and its `convive-*` events. */
export interface ConviveRoomGalleryElementEventMap extends HTMLElementEventMap, ConviveRoomGalleryEvents {}

/** `<convive-room-gallery>`: The image gallery of a room or property: arrows, thumbnails and a full-screen viewer. Shows `images`, or loads a listing's images (`api-base` with `property-id` or `room-id`) with loading, empty and error states. */
export interface ConviveRoomGalleryElement extends HTMLElement {
  /** The Convive API base URL, including '/api': with `property-id` or `room-id` the gallery loads that listing's images from it (read when the element connects). Attribute `api-base`. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** The images as JSON (the API `Image[]`). Wins over `property-id` and `room-id`: with it nothing is loaded. Attribute `images`. */
  images?: readonly Image[];
  /** A property whose images the gallery loads from `api-base` (without `images`). Attribute `property-id`. */
  propertyId?: number;
  /** A room whose images the gallery loads from `api-base` (without `images`); wins over `property-id`. Attribute `room-id`. */
  roomId?: number;
  /** The room or property title: the base of every image's alt text. Defaults to the loaded listing's title. Attribute `gallery-title`. */
  galleryTitle?: string;
  /** The image shown first. Attribute `initial-index`; default `0`. */
  initialIndex?: number;
  addEventListener<K extends keyof ConviveRoomGalleryElementEventMap>(
    type: K,
    listener: (this: ConviveRoomGalleryElement, event: ConviveRoomGalleryElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveRoomGalleryElementEventMap>(
    type: K,
    listener: (this: ConviveRoomGalleryElement, event: ConviveRoomGalleryElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-enquiry-form>` dispatches (bubbling and composed: a listener on `document` hears them). */
export interface ConviveEnquiryFormEvents {
  /** The created request, after a successful send. */
  'convive-enquiry-sent': CustomEvent<ConviveEventDetailMap['convive-enquiry-sent']>;
}

/** The events of a `<convive-enquiry-form>`: an element's own and its `convive-*` events. */
export interface ConviveEnquiryFormElementEventMap extends HTMLElementEventMap, ConviveEnquiryFormEvents {}

/** `<convive-enquiry-form>`: The contact-owner form, about a property or one of its rooms (`room-id`). Open to visitors without an account: they give their name and e-mail. */
export interface ConviveEnquiryFormElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
  token?: string;
  /** The property asked about. Attribute `property-id`. Required. */
  propertyId?: number;
  /** The room asked about (a room enquiry). Attribute `room-id`. */
  roomId?: number;
  /** The owner's name, shown in the heading. Attribute `owner-name`. */
  ownerName?: string;
  /** Lets the visitor apply for a period (move-in and move-out, picked on the availability calendar) as well as ask a question. Attribute `applications`. */
  applications?: boolean;
  addEventListener<K extends keyof ConviveEnquiryFormElementEventMap>(
    type: K,
    listener: (this: ConviveEnquiryFormElement, event: ConviveEnquiryFormElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveEnquiryFormElementEventMap>(
    type: K,
    listener: (this: ConviveEnquiryFormElement, event: ConviveEnquiryFormElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-visit-scheduler>` dispatches (bubbling and composed: a listener on `document` hears them). */
export interface ConviveVisitSchedulerEvents {
  /** The created appointment (pendiente), after a signed-in user’s request. */
  'convive-visit-requested': CustomEvent<ConviveEventDetailMap['convive-visit-requested']>;
  /** A visitor’s request was sent and waits for its e-mail confirmation (`{ property, date, time, email }`). */
  'convive-visit-pending': CustomEvent<ConviveEventDetailMap['convive-visit-pending']>;
}

/** The events of a `<convive-visit-scheduler>`: an element's own and its `convive-*` events. */
export interface ConviveVisitSchedulerElementEventMap
  extends HTMLElementEventMap,
    ConviveVisitSchedulerEvents {}

/** `<convive-visit-scheduler>`: The visit request of a property detail. With `token`, the signed-in user books as in the portal; without, a visitor gives name, e-mail and phone and confirms from an e-mail link (24 h) before the landlord sees it. */
export interface ConviveVisitSchedulerElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
  token?: string;
  /** The property to visit. Attribute `property-id`. Required. */
  propertyId?: number;
  /** Today's date 'YYYY-MM-DD'; defaults to today in Europe/Madrid. Attribute `today`. */
  today?: string;
  addEventListener<K extends keyof ConviveVisitSchedulerElementEventMap>(
    type: K,
    listener: (this: ConviveVisitSchedulerElement, event: ConviveVisitSchedulerElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveVisitSchedulerElementEventMap>(
    type: K,
    listener: (this: ConviveVisitSchedulerElement, event: ConviveVisitSchedulerElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-availability>` dispatches (bubbling and composed: a listener on `document` hears them). */
export type ConviveAvailabilityEvents = Record<never, never>;

/** The events of a `<convive-availability>`: an element's own and its `convive-*` events. */
export interface ConviveAvailabilityElementEventMap extends HTMLElementEventMap, ConviveAvailabilityEvents {}

/** `<convive-availability>`: A property's availability calendar, or one room's (`room-id`): month grids from Monday with each day free, taken, blocked or not yet available, the next free day, and a room selector in a coliving. Read-only; with loading, empty and error states. */
export interface ConviveAvailabilityElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** The property whose calendar is shown: each room of a coliving, or the whole home. Attribute `property-id`. */
  propertyId?: number;
  /** One room's calendar only; wins over `property-id`. Attribute `room-id`. */
  roomId?: number;
  /** How many months the calendar covers. Attribute `months`; default `12`. */
  months?: number;
  /** The calendar's first day 'YYYY-MM-DD'; defaults to today in Europe/Madrid. Attribute `from`. */
  from?: string;
  addEventListener<K extends keyof ConviveAvailabilityElementEventMap>(
    type: K,
    listener: (this: ConviveAvailabilityElement, event: ConviveAvailabilityElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveAvailabilityElementEventMap>(
    type: K,
    listener: (this: ConviveAvailabilityElement, event: ConviveAvailabilityElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The events `<convive-notification-bell>` dispatches (bubbling and composed: a listener on `document` hears them). */
export interface ConviveNotificationBellEvents {
  /** Every live notification the bell adds. */
  'convive-notification': CustomEvent<ConviveEventDetailMap['convive-notification']>;
}

/** The events of a `<convive-notification-bell>`: an element's own and its `convive-*` events. */
export interface ConviveNotificationBellElementEventMap
  extends HTMLElementEventMap,
    ConviveNotificationBellEvents {}

/** `<convive-notification-bell>`: The signed-in user's notification bell with its dropdown and live updates; needs `token`. */
export interface ConviveNotificationBellElement extends HTMLElement {
  /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
  apiBase?: string;
  /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
  locale?: 'es' | 'en' | 'fr' | 'de';
  /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
  partnerKey?: string;
  /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
  token?: string;
  /** Where 'Ver todas' leads. Defaults to the notifications page of the Convive portal (`portal-url`). Attribute `notifications-url`; default `{portal-url}/dashboard/notifications`. */
  notificationsUrl?: string;
  /** The Convive portal the element's links lead to (`https://convive.es`); defaults to the origin of `api-base`. Attribute `portal-url`. */
  portalUrl?: string;
  /** Milliseconds between polls when the live socket is unavailable (read once). Attribute `poll-interval-ms`; default `10000`. */
  pollIntervalMs?: number;
  addEventListener<K extends keyof ConviveNotificationBellElementEventMap>(
    type: K,
    listener: (
      this: ConviveNotificationBellElement,
      event: ConviveNotificationBellElementEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ConviveNotificationBellElementEventMap>(
    type: K,
    listener: (
      this: ConviveNotificationBellElement,
      event: ConviveNotificationBellElementEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Every <convive-…> tag and its element. */
export interface ConviveElementTagNameMap {
  'convive-search-bar': ConviveSearchBarElement;
  'convive-property-grid': ConvivePropertyGridElement;
  'convive-room-gallery': ConviveRoomGalleryElement;
  'convive-enquiry-form': ConviveEnquiryFormElement;
  'convive-visit-scheduler': ConviveVisitSchedulerElement;
  'convive-availability': ConviveAvailabilityElement;
  'convive-notification-bell': ConviveNotificationBellElement;
}

/** The own events of each element, by tag. */
export interface ConviveElementEvents {
  'convive-search-bar': ConviveSearchBarEvents;
  'convive-property-grid': ConvivePropertyGridEvents;
  'convive-room-gallery': ConviveRoomGalleryEvents;
  'convive-enquiry-form': ConviveEnquiryFormEvents;
  'convive-visit-scheduler': ConviveVisitSchedulerEvents;
  'convive-availability': ConviveAvailabilityEvents;
  'convive-notification-bell': ConviveNotificationBellEvents;
}

/** The attributes of each element as written in HTML or JSX: every value is a string (or one of a few). */
export interface ConviveElementAttributes {
  'convive-search-bar': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** Property filters as JSON (`{"city":"Madrid","max_price":750}`); single attributes win over it. Attribute `filters`. */
    filters?: string;
    /** City filter. Attribute `city`. */
    city?: string;
    /** Minimum monthly price (EUR). Attribute `min-price`. */
    'min-price'?: string;
    /** Maximum monthly price (EUR). Attribute `max-price`. */
    'max-price'?: string;
    /** Property type filter ('apartamento', 'casa', 'chalet', …). Attribute `property-type`. */
    'property-type'?: string;
    /** Number of bedrooms. Attribute `bedrooms`. */
    bedrooms?: string;
    /** A results page to go to, the filters appended as query parameters. Without it the bar only emits `convive-search`. Attribute `results-url`. */
    'results-url'?: string;
    /** Also asks for the move-in date and the length of the stay (`move_in`, `months`). Attribute `stay`. */
    stay?: string;
  };
  'convive-property-grid': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
    token?: string;
    /** Property filters as JSON (`{"city":"Madrid","max_price":750}`); single attributes win over it. Attribute `filters`. */
    filters?: string;
    /** City filter. Attribute `city`. */
    city?: string;
    /** Minimum monthly price (EUR). Attribute `min-price`. */
    'min-price'?: string;
    /** Maximum monthly price (EUR). Attribute `max-price`. */
    'max-price'?: string;
    /** Property type filter ('apartamento', 'casa', 'chalet', …). Attribute `property-type`. */
    'property-type'?: string;
    /** Number of bedrooms. Attribute `bedrooms`. */
    bedrooms?: string;
    /** Cards per page. Attribute `page-size`; default `9`. */
    'page-size'?: string;
    /** Where a card links to; '{id}' is replaced by the property id. Defaults to the listing's page on the Convive portal (`portal-url`). Attribute `detail-url`; default `{portal-url}/properties/{id}`. */
    'detail-url'?: string;
    /** The Convive portal the element's links lead to (`https://convive.es`); defaults to the origin of `api-base`. Attribute `portal-url`. */
    'portal-url'?: string;
    /** 'grid' or 'list'. Attribute `view`; default `grid`. */
    view?: 'grid' | 'list';
    /** A CSS selector of a `<convive-search-bar>` on the page (`#buscador`): each of its searches replaces the grid's filters, with no script on the page. A later change of the filter attributes wins again. Attribute `search-from`. */
    'search-from'?: string;
    /** Show the favourite heart on cards ('false' hides it). Attribute `show-favorites`; default `true`. */
    'show-favorites'?: 'true' | 'false';
  };
  'convive-room-gallery': {
    /** The Convive API base URL, including '/api': with `property-id` or `room-id` the gallery loads that listing's images from it (read when the element connects). Attribute `api-base`. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** The images as JSON (the API `Image[]`). Wins over `property-id` and `room-id`: with it nothing is loaded. Attribute `images`. */
    images?: string;
    /** A property whose images the gallery loads from `api-base` (without `images`). Attribute `property-id`. */
    'property-id'?: string;
    /** A room whose images the gallery loads from `api-base` (without `images`); wins over `property-id`. Attribute `room-id`. */
    'room-id'?: string;
    /** The room or property title: the base of every image's alt text. Defaults to the loaded listing's title. Attribute `gallery-title`. */
    'gallery-title'?: string;
    /** The image shown first. Attribute `initial-index`; default `0`. */
    'initial-index'?: string;
  };
  'convive-enquiry-form': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
    token?: string;
    /** The property asked about. Attribute `property-id`. Required. */
    'property-id'?: string;
    /** The room asked about (a room enquiry). Attribute `room-id`. */
    'room-id'?: string;
    /** The owner's name, shown in the heading. Attribute `owner-name`. */
    'owner-name'?: string;
    /** Lets the visitor apply for a period (move-in and move-out, picked on the availability calendar) as well as ask a question. Attribute `applications`. */
    applications?: string;
  };
  'convive-visit-scheduler': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
    token?: string;
    /** The property to visit. Attribute `property-id`. Required. */
    'property-id'?: string;
    /** Today's date 'YYYY-MM-DD'; defaults to today in Europe/Madrid. Attribute `today`. */
    today?: string;
  };
  'convive-availability': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** The property whose calendar is shown: each room of a coliving, or the whole home. Attribute `property-id`. */
    'property-id'?: string;
    /** One room's calendar only; wins over `property-id`. Attribute `room-id`. */
    'room-id'?: string;
    /** How many months the calendar covers. Attribute `months`; default `12`. */
    months?: string;
    /** The calendar's first day 'YYYY-MM-DD'; defaults to today in Europe/Madrid. Attribute `from`. */
    from?: string;
  };
  'convive-notification-bell': {
    /** The Convive API base URL, including '/api' (read when the element connects). Attribute `api-base`. Required. */
    'api-base'?: string;
    /** The language of the widget's copy: 'es', 'en', 'fr' or 'de'. Attribute `locale`; default `es`. */
    locale?: 'es' | 'en' | 'fr' | 'de';
    /** A publishable partner key (`pk_…`) from the landlord's dashboard, 'Integraciones'. With a key of scope `own` grids and searches show only that agency's listings; enquiries and visit requests made through the element record it as their source (read when the element connects). Attribute `partner-key`. */
    'partner-key'?: string;
    /** A signed-in user's API token; a new value signs that user in. Kept in memory, never in the host page's storage. Prefer the `token` property (`element.token = …`): it is never written into the page's DOM. Attribute `token`. */
    token?: string;
    /** Where 'Ver todas' leads. Defaults to the notifications page of the Convive portal (`portal-url`). Attribute `notifications-url`; default `{portal-url}/dashboard/notifications`. */
    'notifications-url'?: string;
    /** The Convive portal the element's links lead to (`https://convive.es`); defaults to the origin of `api-base`. Attribute `portal-url`. */
    'portal-url'?: string;
    /** Milliseconds between polls when the live socket is unavailable (read once). Attribute `poll-interval-ms`; default `10000`. */
    'poll-interval-ms'?: string;
  };
}

declare global {
  interface HTMLElementTagNameMap extends ConviveElementTagNameMap {}
  interface GlobalEventHandlersEventMap extends ConviveEventMap {}
}
