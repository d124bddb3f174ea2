import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { colivingAvailability, homeAvailability } from '../availability/availabilityFixtures';
import { elementArgTypes, shadowOf, withElementFixtures } from '../test/elementStories';
import { FIXTURE_API, type FixtureOptions } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-availability';

const TAG = 'convive-availability';

const answering = (body: unknown): FixtureOptions => ({
  routes: { 'GET /properties/:id/availability/': { body } },
});

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-availability>',
  render: (args) => <convive-availability {...args} />,
  argTypes: elementArgTypes(TAG),
  args: { 'api-base': FIXTURE_API, 'property-id': '10', from: '2027-03-01' },
  beforeEach: withElementFixtures,
  parameters: {
    convive: answering(homeAvailability),
    docs: { description: { component: ELEMENT_REGISTRY[TAG].description } },
  },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `property-id` and `from`: a home's twelve months, from its next free day. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await waitFor(() =>
      expect(shadow.getByText('Disponible a partir del 1 de abril de 2027')).toBeInTheDocument(),
    );
  },
};

/** A coliving: a selector of its rooms. */
export const Coliving: Story = {
  parameters: { convive: answering(colivingAvailability) },
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await waitFor(() => expect(shadow.getByLabelText('Habitación')).toBeInTheDocument());
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await waitFor(() => expect(shadow.getByText('Available from 1 April 2027')).toBeInTheDocument());
  },
};
