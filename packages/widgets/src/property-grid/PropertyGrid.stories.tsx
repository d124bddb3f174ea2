import { type Property, rentTermsFor } from '@convive/sdk';
import {
  type FixtureRoutes,
  makeFavorite,
  makeLandlord,
  makePage,
  makeProperty,
  makeUser,
} from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PropertyGrid } from './PropertyGrid';

/** A flat-colour picture, so stories show images without a network. */
function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 45% 70%)"/><rect x="150" y="120" width="100" height="80" fill="hsl(${hue} 45% 55%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CITIES = [
  ['Malasaña', 'Madrid'],
  ['Gràcia', 'Barcelona'],
  ['Ruzafa', 'Valencia'],
  ['Triana', 'Sevilla'],
  ['Deusto', 'Bilbao'],
] as const;
const TYPES = ['piso', 'apartamento', 'casa', 'estudio', 'atico', 'duplex', 'chalet'] as const;

function properties(count: number, first = 1): Property[] {
  return Array.from({ length: count }, (_, i) => {
    const id = first + i;
    const [neighborhood, city] = CITIES[i % CITIES.length] ?? CITIES[0];
    const coliving = i % 3 === 0;
    return makeProperty({
      id,
      title: coliving ? `Coliving ${neighborhood} ${id}` : `Piso reformado en ${neighborhood}`,
      neighborhood,
      city,
      is_coliving: coliving,
      is_featured: i % 4 === 0,
      property_type: TYPES[i % TYPES.length] ?? 'piso',
      price: 700 + i * 85,
      price_per_room: coliving ? 420 + i * 10 : null,
      bedrooms: 1 + (i % 4),
      bathrooms: 1 + (i % 2),
      size: 45 + i * 7,
      thumbnail: picture((i * 47) % 360),
      // Every other home has a published listing: its card shows the minimum stay.
      listing:
        i % 2 === 0
          ? {
              id: 100 + id,
              title: `Anuncio ${id}`,
              rent_terms: rentTermsFor({ min_stay: 1 + (i % 12), deposit: 0 }),
              min_stay: 1 + (i % 12),
              deposit: 0,
              available_from: '2026-12-01',
            }
          : null,
    });
  });
}

/** `count` properties answered page by page, as the server does. */
function paged(count: number): FixtureRoutes {
  return {
    'GET /properties/all/': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 9);
      const first = (page - 1) * size + 1;
      return { body: makePage(properties(Math.max(0, Math.min(size, count - first + 1)), first), count) };
    },
  };
}

const tenantRoutes: FixtureRoutes = {
  ...paged(23),
  'GET /favorites/': { body: [makeFavorite({ property: 1 })] },
  'POST /favorites/': ({ body }) => ({
    status: 201,
    body: makeFavorite({ id: 900, property: (body as { property: number }).property }),
  }),
  'DELETE /favorites/by-property/:id/': { status: 204 },
};

const meta = {
  title: 'Widgets/Property grid',
  component: PropertyGrid,
  args: { onClearFilters: fn(), onPageChange: fn(), onViewChange: fn() },
  parameters: { convive: { routes: paged(23) }, expectText: 'Mostrando 1-9 de 23 propiedades' },
} satisfies Meta<typeof PropertyGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    convive: { routes: { 'GET /properties/all/': { delayMs: Number.POSITIVE_INFINITY } } },
    expectText: 'Cargando...',
  },
};

export const Empty: Story = {
  parameters: {
    convive: { routes: { 'GET /properties/all/': { body: makePage([]) } } },
    expectText: 'No se encontraron propiedades',
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    convive: { routes: { 'GET /properties/all/': { status: 500, body: { detail: 'Error interno.' } } } },
    expectText: 'No se pudieron cargar las propiedades',
  },
};

/** Long titles and places wrap or clamp; the card keeps its shape. */
export const LongTexts: Story = {
  parameters: {
    convive: {
      routes: {
        'GET /properties/all/': {
          body: makePage([
            makeProperty({
              id: 1,
              title:
                'Espectacular ático dúplex completamente reformado con terraza panorámica, piscina comunitaria y plaza de garaje incluida',
              neighborhood: 'Barrio de la Concepción y Pueblo Nuevo de San Blas-Canillejas',
              city: 'San Sebastián de los Reyes',
              property_type: 'duplex',
              thumbnail: picture(200),
            }),
            makeProperty({
              id: 2,
              title: 'Estudio',
              is_featured: false,
              is_coliving: false,
              thumbnail: picture(30),
            }),
          ]),
        },
      },
    },
    expectText: 'Espectacular ático dúplex',
  },
};

/** The energy certificate's letter on each card, in the label's colours; none while 'En trámite'. */
export const EnergyRatings: Story = {
  parameters: {
    convive: {
      routes: {
        'GET /properties/all/': {
          body: makePage(
            (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'en_tramite'] as const).map((energy_rating, i) =>
              makeProperty({
                id: i + 1,
                title: `Piso con certificado ${energy_rating === 'en_tramite' ? 'en trámite' : energy_rating}`,
                is_coliving: false,
                is_featured: false,
                energy_rating,
                thumbnail: picture(i * 40),
              }),
            ),
          ),
        },
      },
    },
    expectText: 'Certificado energético: A',
  },
};

/** Without a picture, or when it fails to load, a placeholder shows. */
export const NoImage: Story = {
  parameters: {
    convive: {
      routes: {
        'GET /properties/all/': { body: makePage([makeProperty({ id: 1, thumbnail: null, images: [] })]) },
      },
    },
    expectText: 'Coliving luminoso en Malasaña',
  },
};

/** Many pages: the pagination shows a window with ellipses. */
export const ManyPages: Story = {
  parameters: { convive: { routes: paged(200) }, expectText: 'Mostrando 1-9 de 200 propiedades' },
};

export const ListView: Story = { args: { view: 'list' } };

/** A visitor's heart asks to sign in. */
export const SignedOut: Story = { parameters: { expectText: 'Añadir a favoritos' } };

/** A tenant's hearts toggle favourites; property 1 is already one. */
export const Tenant: Story = {
  parameters: { convive: { routes: tenantRoutes, user: makeUser() }, expectText: 'Quitar de favoritos' },
};

/** Landlords see no hearts (spec 01 §6) and a note that they see every available property. */
export const Landlord: Story = {
  parameters: {
    convive: { routes: paged(23), user: makeLandlord() },
    expectText: 'Como propietario, puedes ver todas las propiedades disponibles.',
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 390, maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
