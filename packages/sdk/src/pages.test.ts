import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  matchPage,
  PAGE_NAMES,
  PAGES,
  type PageName,
  type PageParams,
  type PageSpec,
  pagePath,
  pageUrl,
  type SitemapPageName,
} from './pages';

// Type-checked by `tsc` (the sdk's tsconfig includes the tests), run by vitest: a `@ts-expect-error`
// whose line compiles fails the type check.

describe('the page table', () => {
  const paths = PAGE_NAMES.map((name) => PAGES[name].path);

  it('gives each page its own path', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes paths as the router does: absolute, no final slash, lowercase words and :params', () => {
    for (const path of paths) expect(path).toMatch(/^\/$|^(\/([a-z0-9-]+|:[a-z][A-Za-z]*))+$/);
  });

  it('renders on the server every page but the dashboard, which robots.txt disallows whole', () => {
    for (const name of PAGE_NAMES) {
      const page: PageSpec = PAGES[name];
      const inDashboard =
        page.path === PAGES.dashboard.path || page.path.startsWith(`${PAGES.dashboard.path}/`);
      expect(page.rendered, name).toBe(!inDashboard);
      if (inDashboard) expect(page.disallow, name).toBe(true);
    }
  });

  it('lists in the sitemap only fixed, public pages', () => {
    for (const name of PAGE_NAMES) {
      const page: PageSpec = PAGES[name];
      if (!page.sitemap) continue;
      expect(page.path, name).not.toContain(':');
      expect(page.disallow, name).toBe(false);
      expect(page.sameAs, name).toBeUndefined();
    }
  });

  it('names a listed page of the table as an alias’s page', () => {
    for (const name of PAGE_NAMES) {
      const alias = (PAGES[name] as PageSpec).sameAs;
      if (alias === undefined) continue;
      expect(PAGE_NAMES, name).toContain(alias);
      expect((PAGES[alias as PageName] as PageSpec).sameAs, name).toBeUndefined();
    }
    expect((PAGES.about as PageSpec).sameAs).toBe('aboutUs');
  });

  it('types the names, the sitemap’s pages and the parameters from the table', () => {
    expectTypeOf<'property'>().toExtend<PageName>();
    expectTypeOf<'home' | 'aboutUs' | 'register'>().toExtend<SitemapPageName>();
    expectTypeOf<'about'>().not.toExtend<SitemapPageName>();
    expectTypeOf<PageParams<'dashboardRoomEdit'>>().toEqualTypeOf<{ readonly id: string | number }>();
    expectTypeOf<keyof PageParams<'faq'>>().toEqualTypeOf<never>();
  });
});

describe('pagePath', () => {
  it('fills in the parameters', () => {
    expect(pagePath('property', { id: 12 })).toBe('/properties/12');
    expect(pagePath('dashboardListingEdit', { id: '7' })).toBe('/dashboard/listings/7/edit');
    expect(pagePath('home')).toBe('/');
    expect(pagePath('dashboardAppointments')).toBe('/dashboard/appointments');
  });

  it('URL-encodes each value, so a value is one segment', () => {
    expect(pagePath('room', { id: 'a/b c?d#e' })).toBe('/rooms/a%2Fb%20c%3Fd%23e');
    expect(pagePath('room', { id: 'ñ' })).toBe('/rooms/%C3%B1');
  });

  it('refuses a missing parameter: at compile time, and at run time for untyped callers', () => {
    // @ts-expect-error: the property page needs its id.
    expect(() => pagePath('property')).toThrow(/:id/);
    // @ts-expect-error: an empty object is not the id either.
    expect(() => pagePath('property', {})).toThrow(/:id/);
    // @ts-expect-error: a page without parameters takes none.
    pagePath('faq', { id: 1 });
    // @ts-expect-error: only the table's pages have a path.
    expect(() => pagePath('nowhere')).toThrow();
    expect(() => pagePath('room', { id: '' })).toThrow(/:id/);
  });
});

describe('pageUrl', () => {
  it('is the origin and the path, the origin’s final slashes dropped', () => {
    expect(pageUrl('https://convive.es', 'property', { id: 3 })).toBe('https://convive.es/properties/3');
    expect(pageUrl('https://convive.es//', 'dashboardAppointments')).toBe(
      'https://convive.es/dashboard/appointments',
    );
    expect(pageUrl('', 'home')).toBe('/');
  });

  it('adds an encoded query, in its order, leaving out empty values', () => {
    expect(pageUrl('https://convive.es', 'resetPassword', {}, { token: 'a+b/c=' })).toBe(
      'https://convive.es/reset-password?token=a%2Bb%2Fc%3D',
    );
    expect(
      pageUrl('http://localhost:8080', 'properties', undefined, {
        city: 'A Coruña',
        page: 2,
        'a&b': 'x=y',
        furnished: true,
        skip: undefined,
        none: null,
      }),
    ).toBe('http://localhost:8080/properties?city=A%20Coru%C3%B1a&page=2&a%26b=x%3Dy&furnished=true');
    expect(pageUrl('https://convive.es', 'faq', {}, {})).toBe('https://convive.es/faq');
  });

  it('needs the parameters as pagePath does', () => {
    // @ts-expect-error: the room page needs its id, before any query.
    expect(() => pageUrl('https://convive.es', 'room')).toThrow(/:id/);
    // @ts-expect-error: a query is not the parameters.
    expect(() => pageUrl('https://convive.es', 'room', undefined, { id: 3 })).toThrow(/:id/);
  });
});

describe('matchPage', () => {
  it('gives the decoded parameters of a path of the page, a final slash allowed', () => {
    expect(matchPage('property', '/properties/12')).toEqual({ id: '12' });
    expect(matchPage('property', '/properties/12/')).toEqual({ id: '12' });
    expect(matchPage('room', '/rooms/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPage('dashboardRoomEdit', '/dashboard/rooms/4/edit')).toEqual({ id: '4' });
    expect(matchPage('faq', '/faq')).toEqual({});
    expect(matchPage('home', '/')).toEqual({});
  });

  it('leaves a value badly encoded as written, as the router does', () => {
    expect(matchPage('property', '/properties/%E0')).toEqual({ id: '%E0' });
  });

  it('is null for any other path', () => {
    expect(matchPage('property', '/properties')).toBeNull();
    expect(matchPage('property', '/properties/12/edit')).toBeNull();
    expect(matchPage('property', '/rooms/12')).toBeNull();
    expect(matchPage('home', '/faq')).toBeNull();
    expect(matchPage('faq', '/faqs')).toBeNull();
  });

  it('undoes pagePath', () => {
    for (const id of ['12', 'a b', 'x/y', 'ñ'])
      expect(matchPage('room', pagePath('room', { id }))).toEqual({ id });
  });
});
