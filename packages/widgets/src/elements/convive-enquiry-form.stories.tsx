import { makePropertyRequest, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, mockOf, shadowOf, withElementFixtures } from '../test/elementStories';
import type { FixtureOptions } from '../test/withConvive';
import { FIXTURE_API } from '../test/withConvive';
import { ELEMENT_REGISTRY } from './registry';
import './convive-enquiry-form';

const TAG = 'convive-enquiry-form';

/** A signed-in tenant (the `token` answers GET /me/ with them) whose enquiry is created. */
const tenant: FixtureOptions = {
  user: makeUser(),
  routes: { 'POST /property-requests/': { status: 201, body: makePropertyRequest({ id: 77 }) } },
};

/** The custom element as a page (or a React 19 app) writes it; the stories' args are its JSX props. */
const meta = {
  title: 'Custom elements/<convive-enquiry-form>',
  render: (args) => <convive-enquiry-form {...args} />,
  argTypes: elementArgTypes(TAG),
  args: {
    'api-base': FIXTURE_API,
    'property-id': '10',
    'owner-name': 'Carmen Ruiz',
    token: 'fixture-token',
    'onconvive-enquiry-sent': fn(),
  },
  beforeEach: withElementFixtures,
  parameters: { convive: tenant, docs: { description: { component: ELEMENT_REGISTRY[TAG].description } } },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `property-id`, `owner-name` and a signed-in user's `token`: the form, prefilled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement, TAG).textContent).toContain('Carmen Ruiz'));
  },
};

/** Sending announces `convive-enquiry-sent` with the created request as its detail. */
export const Events: Story = {
  play: async ({ canvasElement, args }) => {
    const shadow = within(shadowOf(canvasElement, TAG));
    // user-event does not type into a shadow root's inputs: the change is fired as a page would see it.
    fireEvent.change(await shadow.findByLabelText('Mensaje'), {
      target: { value: '¿Está disponible en diciembre?' },
    });
    await userEvent.click(shadow.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() => expect(args['onconvive-enquiry-sent']).toHaveBeenCalledTimes(1));
    const [event] = mockOf(args['onconvive-enquiry-sent']).mock.calls[0] ?? [];
    await expect(event?.detail.id).toBe(77);
  },
};
