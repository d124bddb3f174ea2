import { makeUser } from '@convive/sdk/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHref } from '../account/AuthLink';
import { renderRoute } from '../test/renderRoute';
import { returnPath, sameSitePath } from './guards';

describe('the return path after signing in', () => {
  it('follows paths of this site only, never another origin', () => {
    expect(sameSitePath('/properties/12')).toBe('/properties/12');
    expect(sameSitePath('/properties/12?lang=en#contacto')).toBe('/properties/12?lang=en#contacto');
    for (const away of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'properties/12',
      '',
      null,
      42,
    ]) {
      expect(sameSitePath(away), String(away)).toBeNull();
    }
    // The sign-in pages themselves would send on again: never a place to return to.
    expect(sameSitePath('/login')).toBeNull();
    expect(sameSitePath('/register/')).toBeNull();
  });

  it("reads ?next= first, then the guard's state, else the dashboard", () => {
    expect(returnPath({ search: '?next=/properties/12' })).toBe('/properties/12');
    expect(returnPath({ search: '?next=%2Fproperties%2F12', state: { from: '/rooms' } })).toBe(
      '/properties/12',
    );
    expect(returnPath({ search: '?next=//evil.example', state: { from: '/rooms' } })).toBe('/rooms');
    expect(returnPath({ search: '?next=https://evil.example' })).toBe('/dashboard');
    expect(returnPath({ search: '', state: null })).toBe('/dashboard');
  });

  it('writes the page into the sign-in links, and carries it from one account page to the next', () => {
    const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'x' });
    expect(authHref('login', at('/properties/12'))).toBe('/login?next=/properties/12');
    expect(authHref('register', at('/properties', '?city=Madrid&max_price=800'))).toBe(
      '/register?next=/properties%3Fcity%3DMadrid%26max_price%3D800',
    );
    expect(authHref('register', at('/login', '?next=/properties/12'))).toBe('/register?next=/properties/12');
    expect(authHref('login', at('/register', '?next=//evil.example'))).toBe('/login');
  });

  it('sends a user who signs in on /login?next=… back to that page', { timeout: 20_000 }, async () => {
    const { router } = renderRoute('/login?next=/about-us', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'), { timeout: 10_000 });
  });

  it('sends them to the dashboard when ?next= names another site', { timeout: 20_000 }, async () => {
    const { router } = renderRoute('/login?next=//evil.example/', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });
});
