import { createFixtureFetch, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './convive-enquiry-form';
import './convive-notification-bell';
import { ClosedSocket } from '../test/closedSocket';
import { setElementFetchForTests } from './defineElement';

const API = 'http://fixtures.convive.test/api';
const TAGS = ['convive-enquiry-form', 'convive-visit-scheduler', 'convive-notification-bell'] as const;

/** The fixture API, recording the Authorization header of each `GET /me/` (the session's check). */
function signInFetch(authorizations: string[]) {
  const fixture = createFixtureFetch({
    'GET /me/': { body: makeUser() },
    'GET /notifications/notifications/': {
      body: makePage([makeNotification({ id: 1, status: 'unread', title: 'Aviso 1' })]),
    },
    'GET /notifications/unread-count/': { body: { unread_count: 1 } },
    'GET /appointments/': { body: [] },
  });
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === '/api/me/')
      authorizations.push(request.headers.get('Authorization') ?? '');
    return fixture(request);
  };
}

function add(tag: (typeof TAGS)[number]): HTMLElement & { token?: string } {
  const element = document.createElement(tag);
  element.setAttribute('api-base', API);
  element.setAttribute('property-id', '10');
  return element;
}

describe('`token` as a JS property', () => {
  const originalSocket = globalThis.WebSocket;
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false, WebSocket: ClosedSocket });
    return () => Object.assign(globalThis, { WebSocket: originalSocket });
  });
  afterEach(() => {
    for (const tag of TAGS) for (const element of document.querySelectorAll(tag)) element.remove();
    setElementFetchForTests(null);
  });

  it('signs the user in on the bell, never copying the token to an attribute', async () => {
    const authorizations: string[] = [];
    setElementFetchForTests(signInFetch(authorizations));
    const bell = add('convive-notification-bell');
    document.body.append(bell);
    bell.token = 'property-token';
    expect(bell.token).toBe('property-token');
    await waitFor(() =>
      expect(
        bell.shadowRoot?.querySelector('button[aria-label="Notificaciones, 1 sin leer"]'),
      ).not.toBeNull(),
    );
    expect(authorizations).toContain('Token property-token');
    expect(bell.hasAttribute('token')).toBe(false);
    expect(bell.outerHTML).not.toContain('property-token');
  });

  it('signs the user in on the enquiry form, also when set before the element connects', async () => {
    const authorizations: string[] = [];
    setElementFetchForTests(signInFetch(authorizations));
    const form = add('convive-enquiry-form');
    form.token = 'early-token';
    document.body.append(form);
    await waitFor(() => expect(authorizations).toEqual(['Token early-token']));
    expect(form.hasAttribute('token')).toBe(false);
    // A new token signs that user in.
    form.token = 'second-token';
    await waitFor(() => expect(authorizations).toEqual(['Token early-token', 'Token second-token']));
  });

  it('takes a token set before the element was defined (the embed loads its code later)', async () => {
    const authorizations: string[] = [];
    setElementFetchForTests(signInFetch(authorizations));
    expect(customElements.get('convive-visit-scheduler')).toBeUndefined();
    const scheduler = add('convive-visit-scheduler');
    document.body.append(scheduler);
    scheduler.token = 'before-definition';
    await import('./convive-visit-scheduler');
    await waitFor(() => expect(authorizations).toEqual(['Token before-definition']));
    expect(scheduler.token).toBe('before-definition');
    expect(Object.hasOwn(scheduler, 'token')).toBe(false);
    expect(scheduler.hasAttribute('token')).toBe(false);
  });
});
