/**
 * The portal's pages, declared once: the portal's router, its build's preload list, the server's
 * sitemap, robots.txt and page heads, and every link the server writes into an e-mail or a calendar
 * file take a page's address from here, as the client and the server take an API call's from
 * `ENDPOINTS`. A renamed page is renamed everywhere, and a link to a page that does not exist does not
 * compile. Plain data and small functions, no schema: a bundle that uses none of it drops it.
 */

export interface PageSpec {
  /** The page's address as the portal's router matches it, with `:name` for each parameter. */
  readonly path: string;
  /** Listed in /sitemap-pages.xml (the fixed pages: the listings have sitemaps of their own). */
  readonly sitemap: boolean;
  /**
   * robots.txt disallows it: private (the dashboard), or reached from an e-mail's link that carries a
   * token, or saying nothing without one.
   */
  readonly disallow: boolean;
  /** The server renders its HTML; the dashboard's pages are private and per user, drawn by the browser. */
  readonly rendered: boolean;
  /** The same page at another address: its head and canonical URL are that page's. */
  readonly sameAs?: string;
}

/**
 * Every page, in the order of the sitemap. The dashboard's pages sit under `dashboard`'s path: the
 * router nests them there.
 */
export const PAGES = {
  home: { path: '/', sitemap: true, disallow: false, rendered: true },
  properties: { path: '/properties', sitemap: true, disallow: false, rendered: true },
  property: { path: '/properties/:id', sitemap: false, disallow: false, rendered: true },
  rooms: { path: '/rooms', sitemap: true, disallow: false, rendered: true },
  room: { path: '/rooms/:id', sitemap: false, disallow: false, rendered: true },
  howItWorks: { path: '/how-it-works', sitemap: true, disallow: false, rendered: true },
  aboutUs: { path: '/about-us', sitemap: true, disallow: false, rendered: true },
  // One URL per page in the sitemap: /about-us is the one listed.
  about: { path: '/about', sitemap: false, disallow: false, rendered: true, sameAs: 'aboutUs' },
  contact: { path: '/contact', sitemap: true, disallow: false, rendered: true },
  tenantsGuide: { path: '/guides/tenants', sitemap: true, disallow: false, rendered: true },
  landlordsGuide: { path: '/guides/landlords', sitemap: true, disallow: false, rendered: true },
  faq: { path: '/faq', sitemap: true, disallow: false, rendered: true },
  blog: { path: '/blog', sitemap: true, disallow: false, rendered: true },
  privacy: { path: '/privacy', sitemap: true, disallow: false, rendered: true },
  terms: { path: '/terms', sitemap: true, disallow: false, rendered: true },
  cookies: { path: '/cookies', sitemap: true, disallow: false, rendered: true },
  login: { path: '/login', sitemap: true, disallow: false, rendered: true },
  register: { path: '/register', sitemap: true, disallow: false, rendered: true },
  resetPassword: { path: '/reset-password', sitemap: false, disallow: true, rendered: true },
  forgotPassword: { path: '/forgot-password', sitemap: false, disallow: true, rendered: true },
  confirmVisit: { path: '/visits/confirm', sitemap: false, disallow: true, rendered: true },
  unsubscribeSavedSearch: {
    path: '/saved-searches/unsubscribe',
    sitemap: false,
    disallow: true,
    rendered: true,
  },
  // A guest's conversation, from the link of an e-mail: `?token=…` (docs/adr/0173-conversations.md).
  guestConversation: { path: '/messages/guest', sitemap: false, disallow: true, rendered: true },
  dashboard: { path: '/dashboard', sitemap: false, disallow: true, rendered: false },
  dashboardProfile: { path: '/dashboard/profile', sitemap: false, disallow: true, rendered: false },
  dashboardSettings: { path: '/dashboard/settings', sitemap: false, disallow: true, rendered: false },
  dashboardNotifications: {
    path: '/dashboard/notifications',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardAppointments: {
    path: '/dashboard/appointments',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardRequests: { path: '/dashboard/requests', sitemap: false, disallow: true, rendered: false },
  dashboardFavorites: { path: '/dashboard/favorites', sitemap: false, disallow: true, rendered: false },
  dashboardSavedSearches: {
    path: '/dashboard/saved-searches',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  // The old address of the requests' applications tab: the portal redirects it there.
  dashboardApplications: {
    path: '/dashboard/applications',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardProperties: { path: '/dashboard/properties', sitemap: false, disallow: true, rendered: false },
  dashboardPropertyNew: {
    path: '/dashboard/properties/new',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardPropertyEdit: {
    path: '/dashboard/properties/:id/edit',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardRooms: { path: '/dashboard/rooms', sitemap: false, disallow: true, rendered: false },
  dashboardRoomNew: { path: '/dashboard/rooms/new', sitemap: false, disallow: true, rendered: false },
  dashboardRoomEdit: { path: '/dashboard/rooms/:id/edit', sitemap: false, disallow: true, rendered: false },
  dashboardListings: { path: '/dashboard/listings', sitemap: false, disallow: true, rendered: false },
  dashboardListingNew: { path: '/dashboard/listings/new', sitemap: false, disallow: true, rendered: false },
  dashboardListingEdit: {
    path: '/dashboard/listings/:id/edit',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardLandlordApplications: {
    path: '/dashboard/landlord-applications',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardMessages: { path: '/dashboard/messages', sitemap: false, disallow: true, rendered: false },
  dashboardConversation: {
    path: '/dashboard/messages/:id',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardCalendar: { path: '/dashboard/calendar', sitemap: false, disallow: true, rendered: false },
  dashboardPropertyCalendar: {
    path: '/dashboard/properties/:id/calendar',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
  dashboardIntegrations: {
    path: '/dashboard/integrations',
    sitemap: false,
    disallow: true,
    rendered: false,
  },
} as const satisfies Record<string, PageSpec>;

export type Pages = typeof PAGES;
export type PageName = keyof Pages;

/** The pages of the fixed-pages sitemap ('home' | 'properties' | …). */
export type SitemapPageName = { [N in PageName]: Pages[N]['sitemap'] extends true ? N : never }[PageName];

/** Every page's name, in the table's order. */
export const PAGE_NAMES = /* @__PURE__ */ Object.keys(PAGES) as PageName[];

/** `'/dashboard/rooms/:id/edit'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a page's path needs, one per `:name`. */
export type PageParams<N extends PageName> = {
  readonly [K in PathParamNames<Pages[N]['path']>]: string | number;
};

/** A query string's values; `undefined` and `null` leave the parameter out. */
export type PageQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The params argument: required for a page with parameters, so a link that leaves one out does not
 * compile; optional (and empty) for one without.
 */
export type PageParamsArg<N extends PageName> = [PathParamNames<Pages[N]['path']>] extends [never]
  ? [params?: Readonly<Record<string, never>>]
  : [params: PageParams<N>];

/** A page's address with its parameters filled in, each URL-encoded: `pagePath('property', {id: 12})` → '/properties/12'. */
export function pagePath<N extends PageName>(name: N, ...[params]: PageParamsArg<N>): string {
  const path: string = PAGES[name].path;
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = (params as Readonly<Record<string, string | number>> | undefined)?.[key];
    // Plain JavaScript callers have no types to stop them: a link to '/properties/undefined' is worse.
    if (value === undefined || value === '') throw new Error(`pagePath(${name}): no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A page's absolute URL on a site: `pageUrl('https://convive.es', 'resetPassword', {}, {token})` →
 * 'https://convive.es/reset-password?token=…'. The origin's trailing slashes are dropped; with an
 * empty origin it is the path and query alone (a link within the site).
 */
export function pageUrl<N extends PageName>(
  origin: string,
  name: N,
  ...[params, query]: [...PageParamsArg<N>, query?: PageQuery]
): string {
  const path = pagePath(name, ...([params] as PageParamsArg<N>));
  const search = Object.entries(query ?? {})
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/**
 * The parameters of a page's address if `path` is one (a final slash allowed, as the router allows
 * it), else null. Each value is decoded; one whose encoding is broken is left as written, as the
 * router leaves it (so it is still this page's, with a value no record has).
 */
export function matchPage<N extends PageName>(name: N, path: string): PageParams<N> | null {
  const spec: string = PAGES[name].path;
  const names: string[] = [];
  const source = spec
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(spec === '/' ? '^/$' : `^${source}/?$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [index, key] of names.entries()) params[key] = decoded(match[index + 1] as string);
  return params as PageParams<N>;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
