import type { Property } from '@convive/sdk';
import { type FixtureRoutes, makePage, makeProperty } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, mockOf, shadowOf, withElementFixtures } from '../test/elementStories';
import { FIXTURE_API } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-property-grid';

const TAG = 'convive-property-grid';

function properties(count: number, first: number): Property[] {
  return Array.from({ length: count }, (_, i) =>
    makeProperty({ id: first + i, title: `Piso ${first + i} en Madrid`, price: 700 + (first + i) * 10 }),
  );
}

/** 23 properties answered page by page, as the server does. */
const routes: FixtureRoutes = {
  'GET /properties/all/': ({ query }) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 9);
    const first = (page - 1) * size + 1;
    return { body: makePage(properties(Math.max(0, Math.min(size, 23 - first + 1)), first), 23) };
  },
};

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-property-grid>',
  render: (args) => <convive-property-grid {...args} />,
  argTypes: elementArgTypes(TAG),
  args: {
    'api-base': FIXTURE_API,
    'onconvive-page-change': fn(),
    'onconvive-view-change': fn(),
    'onconvive-favorite-changed': fn(),
  },
  beforeEach: withElementFixtures,
  parameters: {
    convive: { routes },
    docs: { description: { component: ELEMENT_REGISTRY[TAG].description } },
  },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only `api-base`: the first page of every available property. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement, TAG).textContent).toContain('Mostrando 1-9 de 23'));
  },
};

/** Attributes configure it: a smaller page in the list view. */
export const Attributes: Story = {
  args: { city: 'Madrid', 'max-price': '900', 'page-size': '6', view: 'list' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement, TAG).textContent).toContain('Mostrando 1-6 de 23'));
  },
};

/** Paging and switching the view announce `convive-page-change` and `convive-view-change`. */
export const Events: Story = {
  play: async ({ canvasElement, args }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    await userEvent.click(await shadow.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(args['onconvive-page-change']).toHaveBeenCalledTimes(1));
    const [pageEvent] = mockOf(args['onconvive-page-change']).mock.calls[0] ?? [];
    await expect(pageEvent?.detail).toEqual({ page: 2 });

    await userEvent.click(await shadow.findByRole('button', { name: /Lista/ }));
    await waitFor(() => expect(args['onconvive-view-change']).toHaveBeenCalledTimes(1));
    const [viewEvent] = mockOf(args['onconvive-view-change']).mock.calls[0] ?? [];
    await expect(viewEvent?.detail).toEqual({ view: 'list' });
  },
};
