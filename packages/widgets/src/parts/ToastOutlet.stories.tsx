import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { useConvive } from '../core/context';
import type { ToastState } from '../stores/toastStore';
import { ToastOutlet } from './ToastOutlet';

type ToastInput = Parameters<ToastState['show']>[0];

/** Long enough to look at the toasts; the AutoDismiss story keeps the real durations. */
const STAY = 10 * 60_000;

/** Puts `parameters.toasts` into the story's toast store (again whenever the store changes). */
const withToasts: Decorator = (Story, context) => {
  const toasts = (context.parameters.toasts as ToastInput[] | undefined) ?? [];
  return (
    <>
      <SeedToasts toasts={toasts} />
      <Story />
    </>
  );
};

function SeedToasts({ toasts }: { toasts: ToastInput[] }) {
  const store = useConvive().stores.toasts;
  useEffect(() => {
    const ids = toasts.map((toast) => store.getState().show(toast));
    return () => {
      for (const id of ids) store.getState().dismiss(id);
    };
  }, [store, toasts]);
  return null;
}

const meta = {
  title: 'Parts/Toast outlet',
  component: ToastOutlet,
  decorators: [withToasts],
  parameters: {
    layout: 'fullscreen',
    toasts: [
      { title: 'Añadido a favoritos', tone: 'success', durationMs: STAY },
      {
        title: 'Consulta enviada',
        description: 'El propietario recibirá tu mensaje.',
        tone: 'success',
        durationMs: STAY,
      },
    ] satisfies ToastInput[],
    expectText: 'Consulta enviada',
  },
} satisfies Meta<typeof ToastOutlet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ErrorToast: Story = {
  parameters: {
    toasts: [
      {
        title: 'Error',
        description: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
        tone: 'error',
        durationMs: STAY,
      },
    ] satisfies ToastInput[],
    expectText: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
  },
};

/** Five arrive, three stay: the two oldest are gone (spec 01 §9). */
export const AtMostThree: Story = {
  parameters: {
    toasts: [1, 2, 3, 4, 5].map((n) => ({ title: `Aviso ${n}`, durationMs: STAY })) satisfies ToastInput[],
    expectText: 'Aviso 5',
  },
};

/** The real durations: 3 s by default, 5 s for a notification. */
export const AutoDismiss: Story = {
  parameters: {
    toasts: [
      { title: 'Mensaje enviado' },
      { title: 'Nueva notificación', description: 'Tu visita fue confirmada.', durationMs: 5_000 },
    ] satisfies ToastInput[],
    expectText: 'Mensaje enviado',
  },
};

export const Empty: Story = {
  parameters: { toasts: [], expectText: 'Notificaciones' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
