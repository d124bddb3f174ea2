import type { Notification } from '@convive/sdk';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useConvive } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import { NotificationBellView, type NotificationBellViewProps } from './NotificationBellView';
import css from './notificationBell.css?inline';
import type { NotificationsStatus } from './notificationsStore';
import { STORY_NOW, unread } from './storyFixtures';

/** The view alone, in the toolbar's locale: no store, no socket, no network. */
function BellViewInContext(props: Omit<NotificationBellViewProps, 'copy' | 'locale'>) {
  const { locale, copy } = useConvive();
  return (
    <WidgetRoot className="convive-notification-bell" css={css}>
      <NotificationBellView {...props} locale={locale} copy={copy.notificationBell} />
    </WidgetRoot>
  );
}

/** What `useNotificationBell` would answer in a given state. */
function bell(status: NotificationsStatus, items: Notification[] = []): NotificationBellViewProps['bell'] {
  return { status, items, unreadCount: items.length, now: () => STORY_NOW, markAsRead: fn(), retry: fn() };
}

const meta = {
  title: 'Widgets/Notification bell (view)',
  component: BellViewInContext,
  args: { bell: bell('ready', unread(3)), notificationsUrl: '/dashboard/notifications' },
  parameters: { expectText: 'Notificaciones, 3 sin leer' },
} satisfies Meta<typeof BellViewInContext>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer: no badge, and an empty dropdown. */
export const Loading: Story = {
  args: { bell: bell('loading'), defaultOpen: true },
  parameters: { expectText: 'No tienes notificaciones nuevas' },
};

export const Empty: Story = {
  args: { bell: bell('ready'), defaultOpen: true },
  parameters: { expectText: 'No tienes notificaciones nuevas' },
};

/** The load failed: no badge, and the dropdown says so with 'Reintentar' (never "nothing new"). */
export const LoadError: Story = {
  args: { bell: bell('error'), defaultOpen: true },
  parameters: { expectText: 'No se pudieron cargar las notificaciones.' },
};

/** Three unread, the dropdown closed: the badge reads 3. */
export const Populated: Story = {};

/** Above 9 the badge reads '9+'. */
export const Many: Story = {
  args: { bell: bell('ready', unread(12)) },
  parameters: { expectText: 'Notificaciones, 12 sin leer' },
};

/** The dropdown open: the first 5 of 7 unread; marking one asks the hook. */
export const PopulatedOpen: Story = {
  args: { bell: bell('ready', unread(7)), defaultOpen: true },
  parameters: { expectText: 'Ver todas' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    const [first] = canvas.getAllByRole('button', { name: 'Marcar como leída' });
    await userEvent.click(first as HTMLElement);
    await expect(args.bell.markAsRead).toHaveBeenCalledWith(700);
  },
};

/**
 * Items that lead somewhere: the title is a link over the whole item; following one
 * marks it as read and closes the dropdown, through `onNavigate` in a single-page app.
 */
export const WithLinks: Story = {
  args: {
    bell: bell('ready', unread(3)),
    defaultOpen: true,
    hrefFor: (n: Notification) => (n.id === 702 ? null : `/dashboard/appointments#${n.id}`),
    onNavigate: fn(),
  },
  // The play follows a link, which closes the dropdown.
  parameters: { expectText: 'Notificaciones, 3 sin leer' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Nueva solicitud de visita' })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Tu solicitud ha sido aprobada' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Cita confirmada' }));
    await expect(args.bell.markAsRead).toHaveBeenCalledWith(701);
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/appointments#701');
  },
};
