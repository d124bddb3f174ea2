import {
  dropdownNotifications,
  type Notification,
  relativeTime,
  unreadBadgeText,
  type WebSocketConstructor,
} from '@convive/sdk';
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useConvive } from '../core/ConviveProvider';
import { useStoreValue } from '../core/useStore';
import { WidgetRoot } from '../core/WidgetRoot';
import type { Catalog } from '../i18n/catalogs';
import { browserStorage, type KeyValueStorage } from '../stores/storage';
import css from './notificationBell.css?inline';
import { createNotificationsStore, type NotificationsStore } from './notificationsStore';

export interface NotificationBellProps {
  /**
   * Where 'Ver todas' leads.
   * @default '/dashboard/notifications'
   */
  notificationsUrl?: string;
  /**
   * The node the dropdown is portalled into: pass the shadow root (or an element inside it) when the
   * bell lives in a custom element, so the dropdown is styled and focusable there.
   * @default document.body
   */
  portalRoot?: HTMLElement | ShadowRoot | null;
  /**
   * The live socket's WebSocket constructor (read once, when the bell mounts).
   * @default globalThis.WebSocket
   */
  WebSocket?: WebSocketConstructor;
  /**
   * Milliseconds between polls, the socket's fallback (read once, when the bell mounts).
   * @default 10000
   */
  pollIntervalMs?: number;
  /** Hears every live notification the bell adds (a host can update its own views). */
  onNotification?: (notification: Notification) => void;
  /**
   * Where the toast-silencing flags are read (read once, when the bell mounts).
   * @default localStorage when usable, else memory
   */
  storage?: KeyValueStorage;
  /**
   * A store to use instead of the bell's own (the portal shares one between bell and page); the bell
   * then neither starts nor stops it.
   */
  store?: NotificationsStore;
  /** The clock of relative times (stories and tests pin it; read once). @default Date.now */
  now?: () => number;
  /**
   * Whether the dropdown starts open (it is uncontrolled afterwards).
   * @default false
   */
  defaultOpen?: boolean;
}

/* -------------------------------------------------------------------------------------------------
 * NotificationBell
 * -----------------------------------------------------------------------------------------------*/

/**
 * The navigation bar's bell (spec 01 §2, spec 02 §2): a badge with the unread count ('9+' above 9)
 * and a dropdown of at most 5 unread notifications, newest first, kept live by the socket with
 * polling as the fallback. Renders nothing while nobody is signed in.
 */
export function NotificationBell({
  notificationsUrl = '/dashboard/notifications',
  portalRoot,
  WebSocket,
  pollIntervalMs,
  onNotification,
  storage,
  store: sharedStore,
  now,
  defaultOpen = false,
}: NotificationBellProps) {
  const { client, stores, locale, copy } = useConvive();
  const onNotificationRef = useRef(onNotification);
  onNotificationRef.current = onNotification;
  // Creating a store is pure (it starts in the effect below), so it may happen during render.
  const create = () =>
    sharedStore
      ? null
      : createNotificationsStore({
          client,
          session: stores.session,
          toasts: stores.toasts,
          storage: storage ?? browserStorage(),
          onNotification: (n) => onNotificationRef.current?.(n),
          ...(WebSocket ? { WebSocket } : {}),
          ...(pollIntervalMs !== undefined ? { pollIntervalMs } : {}),
          ...(now ? { now } : {}),
        });
  const [own, setOwn] = useState(() => ({ client, stores, store: create() }));
  // Another Convive given to the provider: its session is not the one the old store follows.
  if (own.client !== client || own.stores !== stores) setOwn({ client, stores, store: create() });
  const ownStore = own.store;
  const store = sharedStore ?? (ownStore as NotificationsStore);

  useEffect(() => {
    if (!ownStore) return;
    ownStore.getState().start();
    return () => ownStore.getState().stop();
  }, [ownStore]);

  const user = useStoreValue(stores.session, (s) => s.user);
  if (!user) return null;
  return (
    <WidgetRoot className="convive-notification-bell" css={css}>
      <BellMenu
        store={store}
        locale={locale}
        copy={copy.notificationBell}
        notificationsUrl={notificationsUrl}
        portalRoot={portalRoot}
        defaultOpen={defaultOpen}
      />
    </WidgetRoot>
  );
}

/* -------------------------------------------------------------------------------------------------
 * BellMenu: the button, its badge and the dropdown
 * -----------------------------------------------------------------------------------------------*/

type BellCopy = Catalog['notificationBell'];

interface BellMenuProps {
  store: NotificationsStore;
  locale: string;
  copy: BellCopy;
  notificationsUrl: string;
  portalRoot: HTMLElement | ShadowRoot | null | undefined;
  defaultOpen: boolean;
}

function BellMenu({ store, locale, copy, notificationsUrl, portalRoot, defaultOpen }: BellMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const items = useStoreValue(store, (s) => s.items);
  const unreadCount = useStoreValue(store, (s) => s.unreadCount);
  const now = useStoreValue(store, (s) => s.now);
  const badge = unreadBadgeText(unreadCount);
  const headingId = useId();
  const state = open ? 'open' : 'closed';

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const shown = open ? dropdownNotifications(items) : [];
  const nowMs = now();

  return (
    <div className="convive-notification-bell__anchor" data-state={state}>
      <button
        ref={refs.setReference}
        type="button"
        className="convive-notification-bell__button"
        aria-label={copy.buttonLabel(Math.max(0, unreadCount))}
        data-state={state}
        {...getReferenceProps()}
      >
        <BellIcon />
        {badge !== null && (
          <span className="convive-notification-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <FloatingPortal root={portalRoot ?? undefined}>
          <FloatingFocusManager context={context}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className="convive-root convive-notification-bell__panel"
              role="dialog"
              aria-labelledby={headingId}
              data-state={state}
              {...getFloatingProps()}
            >
              <h2 id={headingId} className="convive-notification-bell__heading">
                {copy.title}
              </h2>
              {shown.length === 0 ? (
                <p className="convive-notification-bell__empty">{copy.empty}</p>
              ) : (
                <ul className="convive-notification-bell__list">
                  {shown.map((n) => (
                    <BellItem
                      key={n.id}
                      notification={n}
                      when={relativeTime(n.created_at, nowMs, locale)}
                      markLabel={copy.markAsRead}
                      onMark={() => void store.getState().markAsRead(n.id)}
                    />
                  ))}
                </ul>
              )}
              <a className="convive-notification-bell__all" href={notificationsUrl}>
                {copy.viewAll}
              </a>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * BellItem
 * -----------------------------------------------------------------------------------------------*/

interface BellItemProps {
  notification: Notification;
  when: string;
  markLabel: string;
  onMark: () => void;
}

function BellItem({ notification, when, markLabel, onMark }: BellItemProps) {
  const titleId = useId();
  return (
    <li className="convive-notification-bell__item">
      <p id={titleId} className="convive-notification-bell__title">
        {notification.title}
      </p>
      <p className="convive-notification-bell__message">{notification.message}</p>
      <div className="convive-notification-bell__meta">
        <time dateTime={notification.created_at}>{when}</time>
        <button
          type="button"
          className="convive-notification-bell__mark"
          aria-describedby={titleId}
          onClick={onMark}
        >
          {markLabel}
        </button>
      </div>
    </li>
  );
}

function BellIcon() {
  return (
    <svg
      className="convive-notification-bell__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}
