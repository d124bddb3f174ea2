import { API_MESSAGES, addDays, todayIn } from '@convive/sdk';
import { makeLandlord, makePropertyRequest, makeUser } from '@convive/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { homeAvailability } from '../availability/availabilityFixtures';
import type { FixtureOptions } from '../test/withConvive';
import { EnquiryForm } from './EnquiryForm';

const sent: FixtureOptions['routes'] = {
  'POST /property-requests/': { status: 201, body: makePropertyRequest() },
};

/** Types a message and sends it (the states after a submit). */
async function typeAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Mensaje'), '¿Está disponible a partir de diciembre?');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar consulta' }));
}

const meta = {
  title: 'Widgets/Enquiry form',
  component: EnquiryForm,
  args: { propertyId: 10, ownerName: 'Carmen Ruiz' },
  // Each story names its whole fixture world: Storybook deep-merges parameters, so a meta-level
  // user or route would leak into the signed-out and failing stories.
  parameters: { expectText: 'Contactar con Carmen Ruiz' },
} satisfies Meta<typeof EnquiryForm>;

const tenant: FixtureOptions = { user: makeUser(), routes: sent };

/** A tenant who may apply: the home's calendar (let until April, a week blocked in May) answers. */
const applicant: FixtureOptions = {
  user: makeUser(),
  routes: { ...sent, 'GET /properties/:id/availability/': { body: homeAvailability } },
};

/** Chooses the application mode. */
async function chooseApplication(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Quiero alquilarla' }));
}

/** A day `days` from today in Madrid ('YYYY-MM-DD'), so the story's dates never fall in the past. */
const fromToday = (days: number) => addDays(todayIn('Europe/Madrid'), days);

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant: prefilled with their name, e-mail and phone. */
export const Tenant: Story = {
  parameters: { convive: tenant, expectText: 'Enviar consulta' },
};

export const Default: Story = {
  parameters: { convive: tenant },
};

/** A property enquiry needs a session: the button is disabled, with a note. */
export const SignedOut: Story = {
  parameters: {
    convive: { routes: sent } satisfies FixtureOptions,
    expectText: 'Debes iniciar sesión para contactar con el propietario.',
  },
};

/** The host passes its own sign-in link (a router link in an app); it is shown in the note. */
export const SignedOutWithLink: Story = {
  args: { signInLink: <a href="/login">Inicia sesión</a> },
  parameters: {
    convive: { routes: sent } satisfies FixtureOptions,
    expectText: 'Inicia sesión',
  },
};

/** A room enquiry is open to visitors. */
export const RoomSignedOut: Story = {
  args: { roomId: 100 },
  parameters: { convive: { routes: sent } satisfies FixtureOptions, expectText: 'Enviar consulta' },
};

export const Landlord: Story = {
  parameters: {
    convive: { user: makeLandlord(), routes: sent } satisfies FixtureOptions,
    expectText: 'Carmen Ruiz',
  },
};

export const ValidationErrors: Story = {
  args: { roomId: 100 },
  parameters: {
    convive: {} satisfies FixtureOptions,
    expectText: 'Por favor, escribe un mensaje para el propietario',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar consulta' }));
  },
};

export const Sent: Story = {
  parameters: { convive: tenant, expectText: 'Consulta enviada' },
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toBeTruthy();
  },
};

export const Submitting: Story = {
  parameters: {
    convive: {
      user: makeUser(),
      routes: { 'POST /property-requests/': { delayMs: Number.POSITIVE_INFINITY } },
    } satisfies FixtureOptions,
    expectText: 'Enviando...',
  },
  play: async ({ canvasElement }) => typeAndSend(canvasElement),
};

export const ServerError: Story = {
  parameters: {
    convive: {
      user: makeUser(),
      routes: { 'POST /property-requests/': { status: 500, body: { detail: 'Error interno' } } },
    } satisfies FixtureOptions,
    expectText: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
  },
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    await within(canvasElement).findByRole('alert');
  },
};

export const LongTexts: Story = {
  args: { ownerName: 'María de los Ángeles Fernández-Villaverde de la Concepción' },
  parameters: {
    convive: {
      user: makeUser({
        first_name: 'Maximiliano Alejandro',
        last_name: 'Rodríguez de la Fuente y Sánchez-Montenegro',
        email: 'maximiliano.alejandro.rodriguez.delafuente@correo-muy-largo.example.com',
      }),
      routes: sent,
    } satisfies FixtureOptions,
    expectText: 'María de los Ángeles',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { convive: tenant, expectText: 'Send enquiry' },
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
  parameters: { convive: tenant, expectText: 'Enviar consulta' },
};

/** The choice at the top: a question (as before) or an application to rent. */
export const WithApplications: Story = {
  args: { applications: true },
  parameters: { convive: applicant, expectText: 'Quiero alquilarla' },
};

/** An application: the listing's calendar picks the stay (or the dates are typed below it). */
export const Application: Story = {
  args: { applications: true },
  parameters: { convive: applicant, expectText: 'Disponible a partir del 1 de abril de 2027' },
  play: async ({ canvasElement }) => {
    await chooseApplication(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('gridcell', { name: /^1 de abril de 2027/ }));
    await userEvent.click(canvas.getByRole('gridcell', { name: /^1 de mayo de 2027/ }));
    await expect((canvas.getByLabelText('Fecha de salida') as HTMLInputElement).value).toBe('2027-05-01');
  },
};

/** Sent without dates: each date field says what is missing. */
export const ApplicationMissingDates: Story = {
  args: { applications: true },
  parameters: { convive: applicant, expectText: 'Indica la fecha de salida.' },
  play: async ({ canvasElement }) => {
    await chooseApplication(canvasElement);
    await userEvent.type(within(canvasElement).getByLabelText('Mensaje'), 'Trabajo en Madrid');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar solicitud' }));
  },
};

/** The server refuses the move-in (those days are taken): its words at the field, nothing lost. */
export const ApplicationFieldError: Story = {
  args: { applications: true },
  parameters: {
    convive: {
      user: makeUser(),
      routes: {
        'GET /properties/:id/availability/': { body: homeAvailability },
        'POST /property-requests/': { status: 400, body: { move_in: [API_MESSAGES.periodNotFree.es] } },
      },
    } satisfies FixtureOptions,
    expectText: API_MESSAGES.periodNotFree.es,
  },
  play: async ({ canvasElement }) => {
    await chooseApplication(canvasElement);
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText('Fecha de entrada'), { target: { value: fromToday(14) } });
    fireEvent.change(canvas.getByLabelText('Fecha de salida'), { target: { value: fromToday(120) } });
    await userEvent.type(canvas.getByLabelText('Mensaje'), 'Trabajo en Madrid');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
  },
};

export const ApplicationEnglish: Story = {
  args: { applications: true },
  globals: { locale: 'en' },
  parameters: { convive: applicant, expectText: 'Available from 1 April 2027' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'I want to rent it' }));
  },
};
