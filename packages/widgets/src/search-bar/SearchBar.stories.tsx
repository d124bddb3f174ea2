import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** With the stay: the move-in date and the length after the bedrooms. */
export const WithStay: Story = {
  args: { stay: true },
  parameters: { expectText: 'Entrada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Entrada')).toHaveProperty('type', 'date');
    await expect(canvas.getByRole('combobox', { name: 'Duración' })).toBeTruthy();
  },
};

/** A length chosen without a move-in: not searched, and the field says why. */
export const StayLengthWithoutDate: Story = {
  args: { stay: true },
  parameters: { expectText: 'Elige la fecha de entrada para buscar por duración.' },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Duración' }), '10');
  },
};

/** The stay at 390 px: every control stacks, the date too. */
export const StayOnPhone: Story = {
  args: { stay: true },
  parameters: { expectText: 'Duración' },
  decorators: [(Story) => <div style={{ width: 390, maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const SUGGESTIONS = [
  { kind: 'city', name: 'Madrid', city: 'Madrid', count: 14998 },
  { kind: 'city', name: 'Málaga', city: 'Málaga', count: 4596 },
  { kind: 'neighborhood', name: 'Salamanca', city: 'Madrid', count: 2411 },
  { kind: 'neighborhood', name: 'Sant Martí', city: 'Barcelona', count: 2380 },
  { kind: 'city', name: 'Majadahonda', city: 'Majadahonda', count: 1 },
] as const;

/** Types into the location field, as a visitor would. */
async function typeLocation(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Ubicación' }), text);
  return canvas;
}

/** Suggestions as the visitor types: cities and neighbourhoods with their number of properties. */
export const SuggestionsOpen: Story = {
  parameters: {
    expectText: 'Barrio · Madrid',
    convive: { routes: { 'GET /locations/': { body: SUGGESTIONS } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeLocation(canvasElement, 'ma');
    await expect(await canvas.findByRole('option', { name: /Málaga/ })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** Suggestions at 390 px: the list is as wide as the field and scrolls when long. */
export const SuggestionsOnPhone: Story = {
  ...SuggestionsOpen,
  decorators: [(Story) => <div style={{ width: 390, maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Nothing starts like the text: the list says 'Buscar' looks for it in the listings' words. */
export const NoMatch: Story = {
  parameters: {
    expectText: 'Ninguna ciudad ni barrio empieza así: «Buscar» lo busca en los anuncios.',
    convive: { routes: { 'GET /locations/': { body: [] } } },
  },
  play: async ({ canvasElement }) => {
    await typeLocation(canvasElement, 'zzz');
  },
};

/** The suggestions could not be loaded: said once, the field keeps working. */
export const SuggestionsError: Story = {
  parameters: {
    expectText: 'No se pudieron cargar las sugerencias.',
    convive: { routes: { 'GET /locations/': { status: 500, body: { detail: 'Error del servidor.' } } } },
  },
  play: async ({ canvasElement }) => {
    await typeLocation(canvasElement, 'Madrid');
  },
};
