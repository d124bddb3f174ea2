import {
  dropdownNotifications,
  type Notification,
  relativeTime,
  unreadBadgeText,
  type WebSocketConstructor,
} from '@convive/sdk';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useConvive } from '../core/context';
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
   * A node to portal the dropdown into (a shadow root, or an element inside one, is styled and
   * focusable there). Without it the dropdown renders inline, beside the button, which already works
   * in a page and inside a custom element's shadow root; either way it is positioned under the button.
   * @default null (inline)
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

/** Space between the button and the dropdown, and between the dropdown and the viewport's edges. */
const GAP = 8;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(TABBABLE));
}

/** The focused element, looking into the shadow root (or document) the panel lives in. */
function activeIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * Places the `position: fixed` panel under the button, right-aligned to it, inside the viewport
 * (above the button when it fits there and not below). Measures where `left: 0; top: 0` lands first,
 * so an ancestor that is the containing block of fixed elements (a transform, a backdrop-filter)
 * does not shift it.
 */
function placePanel(button: HTMLElement, panel: HTMLElement): void {
  const doc = button.ownerDocument;
  const viewportWidth = doc.documentElement.clientWidth || doc.defaultView?.innerWidth || 0;
  const viewportHeight = doc.documentElement.clientHeight || doc.defaultView?.innerHeight || 0;
  const anchor = button.getBoundingClientRect();
  const width = panel.offsetWidth;
  const height = panel.offsetHeight;
  const left = Math.max(GAP, Math.min(anchor.right - width, viewportWidth - GAP - width));
  let top = anchor.bottom + GAP;
  const above = anchor.top - GAP - height;
  if (top + height > viewportHeight - GAP && above >= GAP) top = above;
  panel.style.left = '0px';
  panel.style.top = '0px';
  const origin = panel.getBoundingClientRect();
  panel.style.left = `${Math.round(left - origin.left)}px`;
  panel.style.top = `${Math.round(top - origin.top)}px`;
}

function BellMenu({ store, locale, copy, notificationsUrl, portalRoot, defaultOpen }: BellMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const items = useStoreValue(store, (s) => s.items);
  const unreadCount = useStoreValue(store, (s) => s.unreadCount);
  const now = useStoreValue(store, (s) => s.now);
  const badge = unreadBadgeText(unreadCount);
  const headingId = useId();
  const panelId = useId();
  const state = open ? 'open' : 'closed';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Kept under the button on every render (the list may change) and on resize and scroll.
  useLayoutEffect(() => {
    if (open && buttonRef.current && panelRef.current) placePanel(buttonRef.current, panelRef.current);
  });

  // Opening moves focus into the dropdown (its first control).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    (tabbables(panel)[0] ?? panel).focus();
  }, [open]);

  // While open: Esc closes (focus back to the button); a pointer down outside the button and the
  // dropdown closes. composedPath() sees through shadow roots.
  useEffect(() => {
    const button = buttonRef.current;
    if (!open || !button) return;
    const doc = button.ownerDocument;
    const view = doc.defaultView;
    const update = () => {
      if (buttonRef.current && panelRef.current) placePanel(buttonRef.current, panelRef.current);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
    };
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      const panel = panelRef.current;
      if (path.includes(button) || (panel && path.includes(panel))) return;
      close(false);
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown, true);
    view?.addEventListener('resize', update);
    view?.addEventListener('scroll', update, true);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      view?.removeEventListener('resize', update);
      view?.removeEventListener('scroll', update, true);
    };
  }, [open, close]);

  // Tab and Shift+Tab cycle inside the open dropdown.
  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const panel = event.currentTarget;
    const controls = tabbables(panel);
    event.preventDefault();
    if (controls.length === 0) return;
    const index = controls.indexOf(activeIn(panel) as HTMLElement);
    const next = event.shiftKey
      ? index <= 0
        ? controls.length - 1
        : index - 1
      : index === -1 || index === controls.length - 1
        ? 0
        : index + 1;
    controls[next]?.focus();
  };

  const shown = open ? dropdownNotifications(items) : [];
  const nowMs = now();

  const panel = open ? (
    <div
      ref={panelRef}
      id={panelId}
      className="convive-root convive-notification-bell__panel"
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-state={state}
      onKeyDown={onPanelKeyDown}
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
              onMark={() => {
                // The item goes away: keep focus in the dropdown.
                panelRef.current?.focus();
                void store.getState().markAsRead(n.id);
              }}
            />
          ))}
        </ul>
      )}
      <a className="convive-notification-bell__all" href={notificationsUrl}>
        {copy.viewAll}
      </a>
    </div>
  ) : null;

  return (
    <div className="convive-notification-bell__anchor" data-state={state}>
      <button
        ref={buttonRef}
        type="button"
        className="convive-notification-bell__button"
        aria-label={copy.buttonLabel(Math.max(0, unreadCount))}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={state}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {badge !== null && (
          <span className="convive-notification-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {panel && portalRoot ? createPortal(panel, portalRoot) : panel}
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
