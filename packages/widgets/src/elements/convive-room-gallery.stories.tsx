import type { Image } from '@convive/sdk';
import { makeImage } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, shadowOf, withElementFixtures } from '../test/elementStories';
import { ELEMENT_REGISTRY } from './registry';
import './convive-room-gallery';

const TAG = 'convive-room-gallery';

/** A coloured picture as an inline SVG, so the story needs no server. */
function picture(id: number, color: string): Image {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${color}"/></svg>`;
  const uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return makeImage({ id, image: uri, thumbnail: uri, is_main: id === 1, order: id });
}

const IMAGES = [picture(1, '#4f46e5'), picture(2, '#0891b2'), picture(3, '#16a34a')];

/**
 * The custom element as a React 19 app writes it: `images` is a property of the defined element, so
 * React sets the array itself (a page writes the attribute as JSON: `images='[{…}]'`).
 */
const meta = {
  title: 'Custom elements/<convive-room-gallery>',
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <convive-room-gallery {...args} />
    </div>
  ),
  argTypes: elementArgTypes(TAG),
  args: { images: IMAGES, 'gallery-title': 'Habitación exterior con escritorio' },
  beforeEach: withElementFixtures,
  parameters: { docs: { description: { component: ELEMENT_REGISTRY[TAG].description } } },
} satisfies Meta<ComponentProps<typeof TAG>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement, TAG).textContent).toContain('1 / 3'));
  },
};

/** `initial-index` picks the first image; the arrows move through them. */
export const Attributes: Story = {
  args: { 'initial-index': '2' },
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement, TAG);
    await waitFor(() => expect(shadow.textContent).toContain('3 / 3'));
    await userEvent.click(await within(shadow).findByRole('button', { name: 'Imagen anterior' }));
    await waitFor(() => expect(shadow.textContent).toContain('2 / 3'));
  },
};
