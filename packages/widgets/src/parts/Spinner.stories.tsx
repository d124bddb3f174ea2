import type { Meta, StoryObj } from '@storybook/react';
import { WidgetRoot } from '../core/WidgetRoot';
import { Spinner, spinnerCss } from './Spinner';

const meta = {
  title: 'Parts/Spinner',
  component: Spinner,
  decorators: [
    (Story) => (
      <WidgetRoot className="convive-story" css={spinnerCss}>
        {Story()}
      </WidgetRoot>
    ),
  ],
  parameters: { expectText: 'Cargando...' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = {
  args: { label: 'Buscando habitaciones...' },
  parameters: { expectText: 'Buscando habitaciones...' },
};
