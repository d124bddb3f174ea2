import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, mockOf, shadowOf, withElementFixtures } from '../test/elementStories';
import { FIXTURE_API } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-search-bar';

const TAG = 'convive-search-bar';

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-search-bar>',
  render: (args) => <convive-search-bar {...args} />,
  argTypes: elementArgTypes(TAG),
  // Without `results-url` the bar only announces the search: the page decides what to do.
  args: { 'onconvive-search': fn() },
  beforeEach: withElementFixtures,
  parameters: { docs: { description: { component: ELEMENT_REGISTRY[TAG].description } } },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(shadowOf(canvasElement, TAG)).findByRole('button', { name: 'Buscar' });
  },
};

/** The filter attributes are the bar's starting values. */
export const Attributes: Story = {
  args: { city: 'Valencia', 'max-price': '750', bedrooms: '2', locale: 'en' },
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await expect(await shadow.findByDisplayValue('Valencia')).toBeTruthy();
    await shadow.findByRole('button', { name: 'Search' });
  },
};

/** 'Buscar' announces `convive-search` with the filters as its detail (Sevilla is a place here). */
export const Events: Story = {
  args: { 'api-base': FIXTURE_API },
  parameters: {
    convive: {
      routes: { 'GET /locations/': { body: [{ kind: 'city', name: 'Sevilla', city: 'Sevilla', count: 4 }] } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    // user-event does not type into a shadow root's inputs: the change is fired as a page would see it.
    fireEvent.change(await shadow.findByLabelText('Ubicación'), { target: { value: 'Sevilla' } });
    await userEvent.click(shadow.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(args['onconvive-search']).toHaveBeenCalledTimes(1));
    const [event] = mockOf(args['onconvive-search']).mock.calls[0] ?? [];
    await expect(event?.detail).toMatchObject({ city: 'Sevilla' });
  },
};
