import { createFixtureFetch, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './convive-notification-bell';
import { ClosedSocket } from '../test/closedSocket';
import { setElementFetchForTests } from './defineElement';

describe('<convive-notification-bell>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-notification-bell')) element.remove();
    setElementFetchForTests(null);
  });

  it('signs in with `token` and opens its dropdown inside its shadow root', async () => {
    const originalSocket = globalThis.WebSocket;
    Object.assign(globalThis, { WebSocket: ClosedSocket });
    try {
      setElementFetchForTests(
        createFixtureFetch({
          'GET /me/': { body: makeUser() },
          'GET /notifications/notifications/': {
            body: makePage([makeNotification({ id: 1, status: 'unread', title: 'Aviso 1' })]),
          },
          'GET /notifications/unread-count/': { body: { unread_count: 1 } },
        }),
      );
      const bell = document.createElement('convive-notification-bell');
      bell.setAttribute('api-base', 'http://fixtures.convive.test/api');
      bell.setAttribute('token', 'partner-token');
      document.body.append(bell);
      const button = () =>
        bell.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Notificaciones, 1 sin leer"]');
      await waitFor(() => expect(button()).toBeTruthy());
      fireEvent.click(button() as HTMLButtonElement);
      await waitFor(() => expect(bell.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull());
      expect(bell.shadowRoot?.textContent).toContain('Aviso 1');
      expect(document.body.children).toHaveLength(1);
      // A pointer down inside the shadow root's dropdown keeps it open; one outside the element closes it.
      const dialog = bell.shadowRoot?.querySelector('[role="dialog"]') as HTMLElement;
      fireEvent.pointerDown(dialog.querySelector('h2') as HTMLElement);
      expect(bell.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull();
      fireEvent.pointerDown(document.body);
      await waitFor(() => expect(bell.shadowRoot?.querySelector('[role="dialog"]')).toBeNull());
    } finally {
      Object.assign(globalThis, { WebSocket: originalSocket });
    }
  });

  it.each([
    [{}, 'http://fixtures.convive.test'],
    [{ 'portal-url': 'https://convive.es/' }, 'https://convive.es'],
  ] as const)('links its items to the Convive portal (%o)', async (attributes, portal) => {
    const originalSocket = globalThis.WebSocket;
    Object.assign(globalThis, { WebSocket: ClosedSocket });
    try {
      setElementFetchForTests(
        createFixtureFetch({
          'GET /me/': { body: makeUser() },
          'GET /notifications/notifications/': {
            body: makePage([
              makeNotification({
                id: 1,
                title: 'Tu piso',
                related_object_type: 'property',
                related_object_id: 9,
              }),
            ]),
          },
          'GET /notifications/unread-count/': { body: { unread_count: 1 } },
        }),
      );
      const bell = document.createElement('convive-notification-bell');
      bell.setAttribute('api-base', 'http://fixtures.convive.test/api');
      bell.setAttribute('token', 'partner-token');
      for (const [name, value] of Object.entries(attributes)) bell.setAttribute(name, value);
      document.body.append(bell);
      const button = () => bell.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-haspopup]');
      await waitFor(() => expect(button()?.getAttribute('aria-label')).toBe('Notificaciones, 1 sin leer'));
      fireEvent.click(button() as HTMLButtonElement);
      await waitFor(() => expect(bell.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull());
      const links = [...(bell.shadowRoot?.querySelectorAll('[role="dialog"] a') ?? [])].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ['Tu piso', `${portal}/properties/9`],
        ['Ver todas', `${portal}/dashboard/notifications`],
      ]);
    } finally {
      Object.assign(globalThis, { WebSocket: originalSocket });
    }
  });
});
