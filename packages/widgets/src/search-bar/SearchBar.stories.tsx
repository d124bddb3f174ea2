import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Widgets/Search bar',
  component: SearchBar,
  // Stories never leave the page: the search and the navigation are only reported (Actions panel).
  args: { onSearch: fn(), navigate: fn() },
  parameters: { expectText: 'Buscar' },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A results page showing what was searched. */
export const WithInitialFilters: Story = {
  args: { initialFilters: { city: 'Valencia', max_price: 750, property_type: 'piso', bedrooms: 2 } },
  parameters: { expectText: 'Ubicación' },
};

/** A partner's results page: the filters are appended to its URL. */
export const PartnerResultsPage: Story = {
  args: { resultsUrl: 'https://agencia.example/buscar' },
};

/** A long location typed in: the field scrolls, the layout holds. */
export const LongTexts: Story = {
  args: {
    initialFilters: {
      city: 'San Sebastián de los Reyes, urbanización Fuente del Fresno, calle de los Almendros',
    },
  },
};

/** 390 px: every control stacks. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 390, maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
