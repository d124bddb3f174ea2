import { makePage, makeProperty } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { ShadowHost } from '../core/ShadowHost';
import { PropertyGrid } from '../property-grid/PropertyGrid';
import { SearchBar } from '../search-bar/SearchBar';

/**
 * What a partner page can do to a widget in a shadow root (as in a `<convive-…>` element): set the
 * theme tokens on the element or any ancestor, and restyle the named parts with `::part()`. Its
 * hostile `*` rule (uppercase, letter-spacing, italics, nowrap, a text shadow) stops at the boundary.
 */
const PARTNER_CSS = `
.partner-page * {
  text-transform: uppercase;
  letter-spacing: 3px;
  font-style: italic;
  white-space: nowrap;
  text-shadow: 1px 1px 0 #f0f;
}
.partner-page {
  --convive-color-primary: #e4572e;
  --convive-radius: 4px;
  --convive-radius-small: 2px;
  --convive-font: Georgia, "Times New Roman", serif;
}
.partner-widget::part(card) {
  border: 2px solid #1b4965;
}
.partner-widget::part(title) {
  color: #1b4965;
}
.partner-widget::part(price) {
  font-size: 24px;
}
.partner-widget::part(badge) {
  background: #fdf6ec;
  color: #1b4965;
}
.partner-widget::part(button) {
  border-radius: 999px;
}
.partner-widget::part(input) {
  border-color: #1b4965;
}
`;

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 45% 70%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function PartnerPage() {
  return (
    <div className="partner-page">
      <style>{PARTNER_CSS}</style>
      <p>Inmobiliaria Sol de Levante: tokens y ::part()</p>
      <ShadowHost className="partner-widget" data-testid="themed-search">
        <SearchBar onSearch={() => undefined} />
      </ShadowHost>
      <ShadowHost className="partner-widget" data-testid="themed-grid">
        <PropertyGrid showFavorites={false} pageSize={3} />
      </ShadowHost>
    </div>
  );
}

const meta = {
  title: 'Widgets/Theming',
  component: PartnerPage,
  parameters: {
    convive: {
      routes: {
        'GET /properties/all/': {
          body: makePage(
            [1, 2, 3].map((id) =>
              makeProperty({
                id,
                title: `Piso luminoso con balcón en Ruzafa ${id}`,
                neighborhood: 'Ruzafa',
                city: 'Valencia',
                thumbnail: picture(id * 60),
              }),
            ),
            3,
          ),
        },
      },
    },
    expectText: 'tokens y ::part()',
  },
} satisfies Meta<typeof PartnerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orange from an ancestor's token, the partner's colours and shapes through `::part()`. */
export const TokensAndParts: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-testid="themed-grid"]');
    // The cards, not the loading placeholders (which are `card` parts too).
    await waitFor(() => expect(grid?.shadowRoot?.querySelectorAll('article[part~="card"]').length).toBe(3));
    const parts = ['card', 'title', 'price', 'badge', 'button'];
    for (const part of parts) expect(grid?.shadowRoot?.querySelector(`[part~="${part}"]`)).not.toBeNull();
    const search = canvasElement.querySelector('[data-testid="themed-search"]');
    expect(search?.shadowRoot?.querySelector('[part~="input"]')).not.toBeNull();
  },
};
