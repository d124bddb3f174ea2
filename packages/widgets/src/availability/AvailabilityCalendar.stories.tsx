import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FixtureOptions } from '../test/withConvive';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import {
  colivingAvailability,
  FIXTURE_FROM,
  freeAvailability,
  homeAvailability,
  mostlyBookedAvailability,
} from './availabilityFixtures';

/** The API answers one property's availability (whatever window is asked for). */
const answering = (body: unknown): FixtureOptions => ({
  routes: { 'GET /properties/:id/availability/': { body } },
});

const meta = {
  title: 'Widgets/Availability calendar',
  component: AvailabilityCalendar,
  args: { propertyId: 10, from: FIXTURE_FROM },
  parameters: { expectText: 'Disponible a partir del 1 de abril de 2027' },
} satisfies Meta<typeof AvailabilityCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole home: let until April, a week blocked in May, an Airbnb booking over the summer. */
export const Default: Story = {
  parameters: { convive: answering(homeAvailability) },
};

export const Loading: Story = {
  parameters: {
    convive: { routes: { 'GET /properties/:id/availability/': { delayMs: Number.POSITIVE_INFINITY } } },
    expectText: 'Cargando...',
  },
};

/** No periods at all: every day free, and the calendar says so. */
export const Empty: Story = {
  parameters: {
    convive: answering(freeAvailability),
    expectText: 'Libre todo el periodo: no hay fechas ocupadas ni bloqueadas.',
  },
};

export const LoadError: Story = {
  parameters: {
    convive: { routes: { 'GET /properties/:id/availability/': { status: 500, body: { detail: 'Error' } } } },
    expectText: 'No se pudo cargar la disponibilidad.',
  },
};

export const MostlyBooked: Story = {
  parameters: {
    convive: answering(mostlyBookedAvailability),
    expectText: 'Disponible a partir del 1 de junio de 2027',
  },
};

/** A coliving: one calendar per room, chosen by its title. */
export const Coliving: Story = {
  parameters: { convive: answering(colivingAvailability), expectText: 'Habitación doble con baño' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Habitación'), 'Habitación doble con baño');
    await expect(canvas.getByText('Disponible a partir del 1 de mayo de 2027')).toBeInTheDocument();
  },
};

/** Selection mode (a request dialog): a move-in and a move-out over free days, three months at least. */
export const SelectRange: Story = {
  args: { onSelectRange: fn(), minStayMonths: 3 },
  parameters: {
    convive: answering(homeAvailability),
    expectText: 'Del 1 de septiembre de 2027 al 1 de diciembre de 2027.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Mes siguiente' });
    // April and May are shown first (the next free day): five months on, September.
    for (let i = 0; i < 5; i++) await userEvent.click(next);
    await userEvent.click(await canvas.findByRole('gridcell', { name: /^1 de septiembre de 2027/ }));
    for (let i = 0; i < 2; i++) await userEvent.click(next);
    await userEvent.click(canvas.getByRole('gridcell', { name: /^1 de diciembre de 2027/ }));
    await expect(args.onSelectRange).toHaveBeenCalledWith({
      moveIn: '2027-09-01',
      moveOut: '2027-12-01',
      room: null,
    });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { convive: answering(homeAvailability), expectText: 'Available from 1 April 2027' },
};

/** Given data: no call at all. */
export const WithData: Story = {
  args: { availability: homeAvailability },
  parameters: { convive: {} satisfies FixtureOptions },
};
