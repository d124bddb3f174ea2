import type { Meta, StoryObj } from '@storybook/react';
import type { ReactNode } from 'react';
import { WidgetRoot } from '../core/WidgetRoot';
import { Badge, badgeCss, PropertyStatusBadge, RoomStatusBadge } from './Badge';

function Row({ children }: { children: ReactNode }) {
  return (
    <WidgetRoot className="convive-story" css={badgeCss}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>{children}</div>
    </WidgetRoot>
  );
}

const meta = {
  title: 'Parts/Badge',
  component: Badge,
  args: { children: 'Destacado', tone: 'primary' },
  decorators: [(Story) => <Row>{Story()}</Row>],
  parameters: { expectText: 'Destacado' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <>
      {(['neutral', 'primary', 'success', 'warning', 'danger', 'info', 'plain'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </>
  ),
  parameters: { expectText: 'warning' },
};

/** Room statuses in Spanish; an unknown value ('en_obras') raw and unstyled (spec 01 §3). */
export const RoomStatuses: Story = {
  render: () => (
    <>
      {['available', 'occupied', 'maintenance', 'reserved', 'en_obras'].map((status) => (
        <RoomStatusBadge key={status} status={status} />
      ))}
    </>
  ),
  parameters: { expectText: 'Mantenimiento' },
};

export const PropertyStatuses: Story = {
  render: () => (
    <>
      {['disponible', 'reservado', 'alquilado', 'inactivo'].map((status) => (
        <PropertyStatusBadge key={status} status={status} />
      ))}
    </>
  ),
  parameters: { expectText: 'Alquilado' },
};
