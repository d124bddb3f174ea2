import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Dialog, type DialogProps } from './Dialog';

/** A dialog with its opener, as a widget uses it. */
function DialogDemo(props: Omit<DialogProps, 'open' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const { defaultOpen = true, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className="convive-root">
      <button type="button" onClick={() => setOpen(true)}>
        Abrir el diálogo
      </button>
      <Dialog {...rest} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: 'Parts/Dialog',
  component: DialogDemo,
  args: {
    title: 'Solicitar una visita',
    children: (
      <>
        <p>Elige un día laborable entre mañana y dentro de tres meses.</p>
        <label>
          Notas <input />
        </label>
      </>
    ),
  },
  parameters: { expectText: 'Solicitar una visita' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { expectText: 'Abrir el diálogo' },
};

export const LongTexts: Story = {
  args: {
    title: 'Condiciones del alquiler de la habitación doble exterior con baño privado en Malasaña',
    children: (
      <p>
        {'El contrato mínimo es de seis meses, con un mes de fianza y gastos incluidos hasta un límite mensual. '.repeat(
          12,
        )}
      </p>
    ),
  },
  parameters: { expectText: 'Condiciones del alquiler' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectText: 'Solicitar una visita' },
};
