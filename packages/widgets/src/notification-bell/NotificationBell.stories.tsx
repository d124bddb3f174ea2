import type { Notification, WebSocketLike } from '@convive/sdk';
import { type FixtureRoutes, makeLandlord, makePage, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { FixtureOptions } from '../test/withConvive';
import { NotificationBell } from './NotificationBell';
import { STORY_NOW as NOW, unread } from './storyFixtures';

/** A socket that never connects: stories show the polled state only, with no network. */
class IdleWebSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

function routes(items: Notification[]): FixtureRoutes {
  return {
    'GET /notifications/notifications/': { body: makePage(items) },
    'GET /notifications/unread-count/': { body: { unread_count: items.length } },
    'POST /notifications/notifications/:id/mark_as_read/': { status: 204 },
  };
}

function convive(items: Notification[], user = makeUser()): FixtureOptions {
  return { routes: routes(items), user };
}

const meta = {
  title: 'Widgets/Notification bell',
  component: NotificationBell,
  args: { WebSocket: IdleWebSocket, now: () => NOW },
  parameters: { convive: convive(unread(3)) },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: the bell is not there. */
export const SignedOut: Story = {
  parameters: { convive: { routes: routes([]), user: null }, expectText: undefined },
};

export const NoNotifications: Story = {
  parameters: { convive: convive([]), expectText: 'Notificaciones, 0 sin leer' },
};

export const Some: Story = {
  parameters: { expectText: 'Notificaciones, 3 sin leer' },
};

/** Above 9 the badge reads '9+'. */
export const Many: Story = {
  parameters: { convive: convive(unread(12)), expectText: 'Notificaciones, 12 sin leer' },
};

export const Landlord: Story = {
  parameters: { convive: convive(unread(2), makeLandlord()), expectText: 'Notificaciones, 2 sin leer' },
};

export const Tenant: Story = {
  parameters: { convive: convive(unread(1), makeUser()), expectText: 'Notificaciones, 1 sin leer' },
};

/** The dropdown open: at most 5 unread, newest first. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { convive: convive(unread(7)), expectText: 'Ver todas' },
};

/** The load failed: only logged; the bell shows no badge and an empty dropdown. */
export const LoadError: Story = {
  parameters: {
    convive: {
      routes: { 'GET /notifications/notifications/': { status: 500, body: 'Error' } },
      user: makeUser(),
    },
    expectText: 'Notificaciones, 0 sin leer',
  },
};

/** On a 390 px phone the open dropdown takes the full width. */
export const Phone: Story = {
  args: { defaultOpen: true },
  parameters: { expectText: 'Ver todas' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
