import type { Notification } from '@convive/sdk';
import { type FixtureRoutes, makeLandlord, makePage, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { unread } from '../notification-bell/storyFixtures';
import { ClosedSocket } from '../test/closedSocket';
import { elementArgTypes, shadowOf, withElementFixtures } from '../test/elementStories';
import type { FixtureOptions } from '../test/withConvive';
import { FIXTURE_API } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-notification-bell';

const TAG = 'convive-notification-bell';

function routes(items: Notification[]): FixtureRoutes {
  return {
    'GET /notifications/notifications/': { body: makePage(items) },
    'GET /notifications/unread-count/': { body: { unread_count: items.length } },
    'POST /notifications/notifications/:id/mark_as_read/': { status: 204 },
  };
}

/** The signed-in user the `token` stands for (GET /me/), and their unread notifications. */
function signedIn(items: Notification[], user = makeUser()): FixtureOptions {
  return { routes: routes(items), user };
}

/**
 * The element's fixtures, and a live socket that never connects (the element opens its own, with
 * the page's WebSocket): the bell shows what it polls, with no network. Undone when the story is left.
 */
function withBellFixtures(context: { parameters: Record<string, unknown> }) {
  const undoFixtures = withElementFixtures(context);
  const scope = globalThis as { WebSocket?: unknown };
  const pageSocket = scope.WebSocket;
  scope.WebSocket = ClosedSocket;
  return () => {
    scope.WebSocket = pageSocket;
    undoFixtures();
  };
}

const bellButton = (canvasElement: HTMLElement) =>
  within(shadowOf(canvasElement, TAG)).findByRole('button', { name: /^Notificaciones/ });

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-notification-bell>',
  render: (args) => <convive-notification-bell {...args} />,
  argTypes: elementArgTypes(TAG),
  args: { 'api-base': FIXTURE_API, token: 'fixture-token', 'portal-url': 'https://convive.es' },
  beforeEach: withBellFixtures,
  parameters: {
    convive: signedIn(unread(3)),
    docs: { description: { component: ELEMENT_REGISTRY[TAG].description } },
  },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user's `token`: the bell and its unread count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = await bellButton(canvasElement);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notificaciones, 3 sin leer'));
  },
};

/** Opened: the dropdown stays inside the element's shadow root; 'Ver todas' leads to the portal. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = await bellButton(canvasElement);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notificaciones, 3 sin leer'));
    await userEvent.click(button);
    const shadow = within(shadowOf(canvasElement, TAG));
    await expect(await shadow.findByRole('dialog')).toBeTruthy();
    await expect(await shadow.findByText('Nueva solicitud de visita')).toBeTruthy();
    const all = await shadow.findByRole('link', { name: /Ver todas/ });
    await expect(all.getAttribute('href')).toBe('https://convive.es/dashboard/notifications');
  },
};

/** A landlord with nothing unread. */
export const NothingUnread: Story = {
  parameters: { convive: signedIn([], makeLandlord()) },
  play: async ({ canvasElement }) => {
    const button = await bellButton(canvasElement);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notificaciones, 0 sin leer'));
  },
};

/** Without a `token` nobody is signed in: the bell stays empty (nothing to show a visitor). */
export const SignedOut: Story = {
  args: { token: undefined },
  parameters: { convive: { routes: routes([]), user: null } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(shadowOf(canvasElement, TAG).querySelector('button')).toBeNull();
  },
};
