import type { Room } from '@convive/sdk';
import { type FixtureRoutes, makePage, makeRoom } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { RoomGrid } from './RoomGrid';

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 40% 75%)"/><rect x="120" y="140" width="160" height="60" fill="hsl(${hue} 40% 55%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const STATUSES = ['available', 'occupied', 'reserved', 'available', 'maintenance'] as const;

function rooms(count: number, first = 1): Room[] {
  return Array.from({ length: count }, (_, i) =>
    makeRoom({
      id: first + i,
      room_number: `A${first + i}`,
      title: `Habitación ${first + i} con escritorio`,
      status: STATUSES[i % STATUSES.length] ?? 'available',
      price_monthly: 380 + (i % 6) * 35,
      size_sqm: 9 + (i % 5) * 2.5,
      thumbnail: picture((i * 53) % 360),
    }),
  );
}

function paged(count: number): FixtureRoutes {
  return {
    'GET /rooms/': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 12);
      const first = (page - 1) * size + 1;
      return { body: makePage(rooms(Math.max(0, Math.min(size, count - first + 1)), first), count) };
    },
  };
}

const meta = {
  title: 'Widgets/Room grid',
  component: RoomGrid,
  args: { onClearFilters: fn(), onPageChange: fn(), onViewChange: fn() },
  parameters: { convive: { routes: paged(30) }, expectText: '1-12 de 30' },
} satisfies Meta<typeof RoomGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    convive: { routes: { 'GET /rooms/': { delayMs: Number.POSITIVE_INFINITY } } },
    expectText: 'Cargando...',
  },
};

export const Empty: Story = {
  parameters: {
    convive: { routes: { 'GET /rooms/': { body: makePage([]) } } },
    expectText: 'No se encontraron habitaciones',
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    convive: { routes: { 'GET /rooms/': { status: 500, body: { detail: 'Error interno.' } } } },
    expectText: 'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
  },
};

/** Long titles, an unknown status shown raw (spec 01 §3). */
export const LongTexts: Story = {
  parameters: {
    convive: {
      routes: {
        'GET /rooms/': {
          body: makePage([
            makeRoom({
              id: 1,
              title:
                'Habitación doble exterior con baño privado, balcón a la plaza, escritorio amplio y armario empotrado',
              coliving_property_title: 'Residencia Coliving Universitaria Ciudad Lineal – Edificio Norte',
              city: 'San Sebastián de los Reyes',
              thumbnail: picture(120),
            }),
            makeRoom({ id: 2, title: 'Interior', status: 'en_obras', images: [], thumbnail: null }),
          ]),
        },
      },
    },
    expectText: 'en_obras',
  },
};

export const ListView: Story = { args: { view: 'list' } };

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 390, maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
