import { makeAppointment, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, mockOf, shadowOf, withElementFixtures } from '../test/elementStories';
import { FIXTURE_API, type FixtureOptions } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-visit-scheduler';

const TAG = 'convive-visit-scheduler';

/** A signed-in tenant (the `token` answers GET /me/ with them) whose request is created. */
const tenant: FixtureOptions = {
  user: makeUser(),
  routes: {
    'POST /appointments/': { status: 201, body: makeAppointment({ date: '2026-11-24', time: '10:30' }) },
  },
};

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-visit-scheduler>',
  render: (args) => <convive-visit-scheduler {...args} />,
  argTypes: elementArgTypes(TAG),
  args: {
    'api-base': FIXTURE_API,
    'property-id': '10',
    token: 'fixture-token',
    today: '2026-11-20',
    'onconvive-visit-requested': fn(),
  },
  beforeEach: withElementFixtures,
  parameters: { convive: tenant, docs: { description: { component: ELEMENT_REGISTRY[TAG].description } } },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

const DAY = '24 de noviembre de 2026';

/** `property-id`, a signed-in user's `token` and `today`: the calendar of the next three months. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await waitFor(() =>
      expect(shadow.getByRole('button', { name: DAY }).getAttribute('aria-disabled')).not.toBe('true'),
    );
  },
};

/** Requesting a slot announces `convive-visit-requested` with the created appointment. */
export const Events: Story = {
  play: async ({ canvasElement, args }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await waitFor(() =>
      expect(shadow.getByRole('button', { name: DAY }).getAttribute('aria-disabled')).not.toBe('true'),
    );
    await userEvent.click(shadow.getByRole('button', { name: DAY }));
    await userEvent.click(await shadow.findByRole('radio', { name: '10:30' }));
    await userEvent.click(shadow.getByRole('button', { name: 'Solicitar visita' }));
    await waitFor(() => expect(args['onconvive-visit-requested']).toHaveBeenCalledTimes(1));
    const [event] = mockOf(args['onconvive-visit-requested']).mock.calls[0] ?? [];
    await expect(event?.detail).toMatchObject({ date: '2026-11-24', time: '10:30' });
  },
};
