import type { Image } from '@convive/sdk';
import { makeImage, makeProperty } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes, shadowOf, withElementFixtures } from '../test/elementStories';
import { FIXTURE_API } from '../test/withConvive';
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

/**
 * Without `images`, `api-base` and `property-id` (or `room-id`): the gallery loads that listing's
 * images, their alt text from its title.
 */
export const FromListing: Story = {
  args: { images: undefined, 'gallery-title': undefined, 'api-base': FIXTURE_API, 'property-id': '10' },
  parameters: {
    convive: {
      routes: {
        'GET /properties/10/': {
          body: makeProperty({ id: 10, title: 'Piso luminoso en Ruzafa', images: IMAGES }),
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement, TAG);
    await waitFor(() => expect(shadow.textContent).toContain('1 / 3'));
    await expect(
      within(shadow).getByRole('img', { name: 'Piso luminoso en Ruzafa, imagen 1 de 3' }),
    ).toBeTruthy();
  },
};

/** The listing's images on their way: a placeholder of the gallery's size, announced as loading. */
export const FromListingLoading: Story = {
  args: FromListing.args,
  parameters: { convive: { routes: { 'GET /properties/10/': { delayMs: Number.POSITIVE_INFINITY } } } },
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement, TAG);
    await waitFor(() =>
      expect(shadow.querySelector('[data-state="loading"] [role="status"]')?.textContent).toBe('Cargando...'),
    );
  },
};

/** A listing without images: 'Sin imágenes'. */
export const FromListingEmpty: Story = {
  args: FromListing.args,
  parameters: {
    convive: { routes: { 'GET /properties/10/': { body: makeProperty({ id: 10, images: [] }) } } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement, TAG).textContent).toContain('Sin imágenes'));
  },
};

/** The images could not be loaded: the error, with 'Reintentar'. */
export const FromListingError: Story = {
  args: FromListing.args,
  parameters: {
    convive: {
      routes: { 'GET /properties/10/': { status: 500, body: { detail: 'Error interno del servidor.' } } },
    },
  },
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement, TAG);
    await waitFor(() =>
      expect(within(shadow).getByRole('alert').textContent).toContain('No se pudieron cargar las imágenes.'),
    );
    await expect(within(shadow).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  },
};
