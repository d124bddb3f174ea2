import type { Image } from '@convive/sdk';
import { makeImage } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { RoomGallery } from './RoomGallery';

/** A coloured picture as an inline SVG, so stories show real images without a server. */
function picture(id: number, color: string, label: string, isMain = false): Image {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${color}"/><text x="400" y="320" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  const uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return makeImage({ id, image: uri, thumbnail: uri, is_main: isMain, order: id });
}

const ROOMS = ['Salón', 'Cocina', 'Habitación', 'Baño', 'Terraza', 'Escritorio', 'Pasillo', 'Fachada'];
const COLORS = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#db2777', '#475569'];
const pictures = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    picture(i + 1, COLORS[i % COLORS.length] ?? '#4f46e5', ROOMS[i % ROOMS.length] ?? 'Foto', i === 1),
  );

const meta = {
  title: 'Widgets/Room gallery',
  component: RoomGallery,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { images: pictures(3), title: 'Habitación exterior con escritorio' },
  parameters: { expectText: '1 / 3' },
} satisfies Meta<typeof RoomGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three images; the main one (Cocina) comes first whatever its order. */
export const Default: Story = {};

export const NoImages: Story = {
  args: { images: [] },
  parameters: { expectText: 'Sin imágenes' },
};

/** The second image's file is missing: the placeholder takes its place when it fails to load. */
export const BrokenImage: Story = {
  args: {
    images: [
      picture(1, '#0891b2', 'Salón', true),
      makeImage({ id: 2, image: 'http://localhost:1/no-existe.jpg', thumbnail: null, order: 2 }),
      picture(3, '#16a34a', 'Baño'),
    ],
    initialIndex: 1,
  },
  parameters: { expectText: '2 / 3' },
};

export const ManyImages: Story = {
  args: { images: pictures(8), initialIndex: 2 },
  parameters: { expectText: 'Imagen 8 de 8' },
};

export const LongTexts: Story = {
  args: {
    images: pictures(4),
    title:
      'Habitación doble exterior con baño privado, balcón a la calle, escritorio amplio y armario empotrado en coliving reformado',
  },
  parameters: { expectText: 'Ver a pantalla completa' },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { expectText: 'View full screen' },
};

export const Phone: Story = {
  args: { images: pictures(6) },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%', border: '1px dashed #e5e7eb' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectText: '1 / 6' },
};
