import type { Meta, StoryObj } from '@storybook/react';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Parts/Loading overlay',
  component: LoadingOverlay,
  // The inline overlay covers its nearest positioned ancestor: give it a card to cover.
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          minHeight: 220,
          maxWidth: 420,
          border: '1px solid #e5e7eb',
          borderRadius: 12,
          padding: 16,
        }}
      >
        <p>Piso luminoso en Malasaña · 850 €/mes</p>
        <Story />
      </div>
    ),
  ],
  parameters: { expectText: 'Cargando...' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithMessage: Story = {
  args: { message: 'Iniciando sesión...' },
  parameters: { expectText: 'Iniciando sesión...' },
};

export const FullScreen: Story = {
  args: { fullScreen: true, message: 'Creando tu cuenta...' },
  parameters: { expectText: 'Creando tu cuenta...', layout: 'fullscreen' },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { expectText: 'Loading...' },
};

export const Phone: Story = {
  args: { fullScreen: true, message: 'Verificando tu sesión...' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectText: 'Verificando tu sesión...' },
};
