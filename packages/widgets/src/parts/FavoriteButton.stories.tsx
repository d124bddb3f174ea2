import { makeFavorite, makeLandlord, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { WidgetRoot } from '../core/WidgetRoot';
import { FavoriteButton, favoriteButtonCss } from './FavoriteButton';

const tenantRoutes = {
  'GET /favorites/': { body: [] },
  'POST /favorites/': { status: 201, body: makeFavorite({ id: 9, property: 10 }) },
  'DELETE /favorites/by-property/:id/': { status: 204 },
};

const meta = {
  title: 'Parts/Favorite button',
  component: FavoriteButton,
  args: { propertyId: 10, propertyTitle: 'Coliving luminoso en Malasaña' },
  decorators: [
    (Story) => (
      <WidgetRoot className="convive-story" css={favoriteButtonCss}>
        <div style={{ padding: 16, minHeight: 80 }}>{Story()}</div>
      </WidgetRoot>
    ),
  ],
  parameters: { expectText: 'Añadir a favoritos' },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's click asks to sign in (spec 01 §6). */
export const SignedOut: Story = {};

/** A tenant toggles the favourite, with toasts. */
export const Tenant: Story = { parameters: { convive: { user: makeUser(), routes: tenantRoutes } } };

/** Already a favourite: pressed. */
export const TenantFavourite: Story = {
  parameters: {
    convive: { user: makeUser(), routes: { ...tenantRoutes, 'GET /favorites/': { body: [makeFavorite()] } } },
    expectText: 'Quitar de favoritos',
  },
};

/** Landlords do not see the heart (spec 01 §6). */
export const Landlord: Story = {
  render: (args) => (
    <>
      <p>Vista de propietario: sin favoritos.</p>
      <FavoriteButton {...args} />
    </>
  ),
  parameters: { convive: { user: makeLandlord() }, expectText: 'Vista de propietario' },
};
