import type { User } from '@convive/sdk';
import { createFixtureFetch, type FixtureRoutes } from '@convive/sdk/testing';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConviveProvider } from '../core/ConviveProvider';
import { type Convive, createConvive } from '../core/createConvive';
import type { StyleIsolation } from '../core/styleRoot';
import type { Locale } from '../i18n/types';
import { memoryStorage } from '../stores/storage';

/** The fake API origin of stories and tests; the fixture fetch answers it. */
export const FIXTURE_API = 'http://fixtures.convive.test/api';

export interface FixtureOptions {
  /** Answers of the fake API ('GET /properties/all/': {...}). */
  routes?: FixtureRoutes;
  /** Signs this user in (answers GET /me/ with them). */
  user?: User | null;
  locale?: Locale;
  /**
   * Tests and stories render in the page, where Testing Library's queries see them; the provider's
   * own default (`'shadow'`) has tests of its own. @default 'page'
   */
  isolation?: StyleIsolation;
}

/**
 * A Convive whose client is answered by fixtures and whose session, when `user` is given, is
 * already signed in — for stories and tests alike (no server, no network).
 */
export function fixtureConvive({ routes = {}, user = null }: FixtureOptions = {}): Convive {
  const fetch = createFixtureFetch({ ...(user ? { 'GET /me/': { body: user } } : {}), ...routes });
  const convive = createConvive({
    apiBase: FIXTURE_API,
    storage: memoryStorage(user ? { authToken: 'fixture-token' } : {}),
    fetch,
  });
  if (user) convive.stores.session.setState({ user, status: 'signed-in' });
  return convive;
}

/**
 * Wraps children in a provider over a fixture Convive, created once per mount: re-rendering (a
 * locale switch in Storybook's toolbar) keeps the same client and stores.
 */
export function WithConvive({ children, ...options }: FixtureOptions & { children: ReactNode }) {
  const [convive] = useState(() => fixtureConvive(options));
  return (
    <ConviveProvider convive={convive} locale={options.locale} isolation={options.isolation ?? 'page'}>
      {children}
    </ConviveProvider>
  );
}

/** Testing Library's render inside a fixture provider; answers the render result and the Convive. */
export function renderWithConvive(
  ui: ReactElement,
  options: FixtureOptions = {},
): RenderResult & { convive: Convive } {
  const convive = fixtureConvive(options);
  const result = render(
    <ConviveProvider convive={convive} locale={options.locale} isolation={options.isolation ?? 'page'}>
      {ui}
    </ConviveProvider>,
  );
  return Object.assign(result, { convive });
}
