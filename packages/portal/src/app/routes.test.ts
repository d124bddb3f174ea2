import { PAGE_NAMES, PAGES, type PageName } from '@convive/sdk';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './guards';
import { LAYOUT_MODULES, type ModulePageName, PAGE_MODULES } from './pageModules';
import { routes } from './routes';

/** A path of the page, its parameters filled in. */
const sample = (name: PageName) => PAGES[name].path.replace(/:\w+/g, '7');

/** The routes the router matches for a path, outermost first. */
const matched = (path: string): RouteObject[] =>
  (matchRoutes(routes, path) ?? []).map((match) => match.route);

describe('routes', () => {
  it('draws every page of the page table at its path, with its own module', () => {
    for (const name of Object.keys(PAGE_MODULES) as ModulePageName[]) {
      const chain = matched(sample(name));
      expect(chain.at(-1)?.lazy, name).toBe(PAGE_MODULES[name]);
      // A final slash is the same page.
      if (name !== 'home') expect(matched(`${sample(name)}/`).at(-1)?.lazy, name).toBe(PAGE_MODULES[name]);
    }
  });

  it('has a module for every page but the redirected one', () => {
    expect(PAGE_NAMES.filter((name) => !(name in PAGE_MODULES))).toEqual(['dashboardApplications']);
  });

  it('draws the dashboard’s pages, and only those, in its guard and shell', () => {
    for (const name of Object.keys(PAGE_MODULES) as ModulePageName[]) {
      const chain = matched(sample(name));
      const inDashboard = chain.some((route) => route.lazy === LAYOUT_MODULES.dashboard);
      expect(inDashboard, name).toBe(!PAGES[name].rendered);
      expect(
        chain.some((route) => route.Component === RequireAuth),
        name,
      ).toBe(inDashboard);
    }
  });

  it('sends the old applications address to the requests’ applications tab', () => {
    const element = matched(PAGES.dashboardApplications.path).at(-1)?.element;
    expect(isValidElement(element)).toBe(true);
    expect((element as { props: { to: string; replace: boolean } }).props).toEqual({
      to: '/dashboard/requests?view=applications',
      replace: true,
    });
  });

  it('leaves any other path to the not-found page, in the dashboard too', () => {
    for (const path of ['/nowhere', '/properties/7/edit', '/dashboard/nowhere']) {
      const leaf = matched(path).at(-1);
      expect(leaf?.path, path).toBe('*');
    }
  });
});
