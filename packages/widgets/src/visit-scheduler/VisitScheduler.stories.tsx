import { makeAppointment, makeLandlord, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import type { FixtureOptions } from '../test/withConvive';
import { VisitScheduler } from './VisitScheduler';

/** A fixed Friday, so every story shows the same month and window. */
const TODAY = '2026-11-20';

const requested: FixtureOptions['routes'] = {
  'POST /appointments/': { status: 201, body: makeAppointment({ date: '2026-11-24', time: '10:30' }) },
};

/** Picks Tuesday 24 November at 10:30 and asks for the visit. */
async function pickAndRequest(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '24 de noviembre de 2026' }));
  await userEvent.click(canvas.getByRole('radio', { name: '10:30' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Solicitar visita' }));
}

const meta = {
  title: 'Widgets/Visit scheduler',
  component: VisitScheduler,
  args: { propertyId: 10, today: TODAY },
  // Each story names its whole fixture world: Storybook deep-merges parameters, so a meta-level
  // user or route would leak into the signed-out and failing stories.
  parameters: { expectText: 'noviembre de 2026' },
} satisfies Meta<typeof VisitScheduler>;

const tenant: FixtureOptions = { user: makeUser(), routes: requested };

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { convive: tenant },
};

export const Tenant: Story = {
  parameters: { convive: tenant, expectText: 'Solicitar visita' },
};

export const SignedOut: Story = {
  parameters: { convive: {} satisfies FixtureOptions, expectText: 'Inicia sesión para solicitar una visita' },
};

export const Landlord: Story = {
  parameters: { convive: { user: makeLandlord(), routes: requested } satisfies FixtureOptions },
};

export const MissingTime: Story = {
  parameters: { convive: tenant, expectText: 'Por favor, selecciona una fecha y hora para la visita' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '24 de noviembre de 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar visita' }));
  },
};

export const Requested: Story = {
  parameters: { convive: tenant, expectText: 'Cita solicitada' },
  play: async ({ canvasElement }) => {
    await pickAndRequest(canvasElement);
    await within(canvasElement).findByRole('status');
  },
};

export const Submitting: Story = {
  parameters: {
    convive: {
      user: makeUser(),
      routes: { 'POST /appointments/': { delayMs: Number.POSITIVE_INFINITY } },
    } satisfies FixtureOptions,
    expectText: 'Enviando...',
  },
  play: async ({ canvasElement }) => pickAndRequest(canvasElement),
};

export const ServerError: Story = {
  parameters: {
    convive: {
      user: makeUser(),
      routes: { 'POST /appointments/': { status: 500, body: { detail: 'Error interno' } } },
    } satisfies FixtureOptions,
    expectText: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
  },
  play: async ({ canvasElement }) => {
    await pickAndRequest(canvasElement);
    await within(canvasElement).findByRole('alert');
  },
};

/** Near the end of a month: the window reaches into a fourth month. */
export const LongTexts: Story = {
  args: { today: '2026-11-30' },
  globals: { locale: 'de' },
  parameters: { convive: tenant, expectText: 'Besichtigung anfragen' },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { convive: tenant, expectText: 'November 2026' },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { convive: tenant, expectText: 'Solicitar visita' },
};

/** On a partner's page (`allowGuests`): no account, a name, e-mail and phone instead. */
export const Guest: Story = {
  args: { allowGuests: true },
  parameters: { convive: {} satisfies FixtureOptions, expectText: 'Pedir la visita' },
};

export const GuestSent: Story = {
  args: { allowGuests: true },
  parameters: {
    convive: {
      routes: {
        'POST /appointments/guest/': { status: 202, body: { detail: 'Te hemos enviado un correo.' } },
      },
    } satisfies FixtureOptions,
    expectText: 'Revisa tu correo',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '24 de noviembre de 2026' }));
    await userEvent.click(canvas.getByRole('radio', { name: '10:30' }));
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Marta Gil');
    await userEvent.type(canvas.getByLabelText('Email'), 'marta@example.com');
    await userEvent.type(canvas.getByLabelText('Teléfono'), '612 345 678');
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir la visita' }));
    await canvas.findByRole('status');
  },
};

export const GuestInvalid: Story = {
  args: { allowGuests: true },
  parameters: { convive: {} satisfies FixtureOptions, expectText: 'Indica un teléfono de contacto.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '24 de noviembre de 2026' }));
    await userEvent.click(canvas.getByRole('radio', { name: '10:30' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir la visita' }));
  },
};
