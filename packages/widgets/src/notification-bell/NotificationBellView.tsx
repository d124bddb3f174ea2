import { dropdownNotifications, type Notification, relativeTime, unreadBadgeText } from '@convive/sdk';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useBrowserLayoutEffect } from '../core/useBrowserLayoutEffect';
import type { Catalog } from '../i18n/catalogs';
import type { NotificationBellState } from './useNotificationBell';

export interface NotificationBellViewProps {
  /** The data shown and the one action (`useNotificationBell`, or a literal in stories). */
  bell: Omit<NotificationBellState, 'signedIn'>;
  /** The locale of relative times ('hace 1 minuto'). */
  locale: string;
  copy: Catalog['notificationBell'];
  /** Where 'Ver todas' leads. */
  notificationsUrl: string;
  /** A node to portal the dropdown into; without it the dropdown renders inline, beside the button. */
  portalRoot?: HTMLElement | ShadowRoot | null | undefined;
  /** Whether the dropdown starts open (it is uncontrolled afterwards). @default false */
  defaultOpen?: boolean;
  /**
   * Where an item leads (its title becomes a link over the whole item); null leaves it unlinked.
   * Following one marks it as read and closes the dropdown. @default none (no item is a link)
   */
  hrefFor?: (notification: Notification) => string | null;
  /**
   * Called instead of following an item's link or 'Ver todas' on a plain click (no modifier key,
   * which opens a new tab as usual): a single-page app navigates itself (the portal's router).
   */
  onNavigate?: (href: string) => void;
}

/** A left click with no modifier key: the one a single-page app may take over. */
function isPlainClick(event: ReactMouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/* -------------------------------------------------------------------------------------------------
 * Placement and focus helpers
 * -----------------------------------------------------------------------------------------------*/

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

/* -------------------------------------------------------------------------------------------------
 * NotificationBellView: the button, its badge and the dropdown
 * -----------------------------------------------------------------------------------------------*/

/**
 * The bell's markup (spec 01 §2, spec 02 §2): the button with its badge ('9+' above 9) and, when
 * open, the dropdown of at most 5 unread notifications, newest first. Its data comes from `bell`
 * only; it keeps just its own open state, focus and placement.
 */
export function NotificationBellView({
  bell,
  locale,
  copy,
  notificationsUrl,
  portalRoot,
  defaultOpen = false,
  hrefFor,
  onNavigate,
}: NotificationBellViewProps) {
  const { items, unreadCount, status, now } = bell;
  const [open, setOpen] = useState(defaultOpen);
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
  useBrowserLayoutEffect(() => {
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

  /** A link of the dropdown followed: closes it; a plain click goes through `onNavigate` if given. */
  const follow = (event: ReactMouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    close(false);
    if (onNavigate) {
      event.preventDefault();
      onNavigate(href);
    }
  };

  const panel = open ? (
    <div
      ref={panelRef}
      id={panelId}
      className="convive-root convive-notification-bell__panel"
      part="dialog"
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-state={state}
      onKeyDown={onPanelKeyDown}
    >
      <h2 id={headingId} className="convive-notification-bell__heading">
        {copy.title}
      </h2>
      {shown.length === 0 && status === 'error' ? (
        // A failed load is never shown as "nothing new": that would hide the failure.
        <div className="convive-notification-bell__empty" role="alert">
          <p>{copy.loadError}</p>
          <button
            type="button"
            className="convive-notification-bell__retry"
            part="button"
            onClick={bell.retry}
          >
            {copy.retry}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="convive-notification-bell__empty">{copy.empty}</p>
      ) : (
        <ul className="convive-notification-bell__list">
          {shown.map((n) => (
            <BellItem
              key={n.id}
              notification={n}
              when={relativeTime(n.created_at, nowMs, locale)}
              href={hrefFor?.(n) ?? null}
              onFollow={(event, href) => {
                // Followed, in a new tab too (a modified or middle click): it is read now. Opened
                // elsewhere the dropdown stays and the item goes away: keep focus in the dropdown.
                const here = event.type === 'click' && isPlainClick(event);
                if (!here) panelRef.current?.focus();
                bell.markAsRead(n.id);
                if (here) follow(event, href);
              }}
              markLabel={copy.markAsRead}
              onMark={() => {
                // The item goes away: keep focus in the dropdown.
                panelRef.current?.focus();
                bell.markAsRead(n.id);
              }}
            />
          ))}
        </ul>
      )}
      <a
        className="convive-notification-bell__all"
        href={notificationsUrl}
        onClick={(event) => follow(event, notificationsUrl)}
      >
        {copy.viewAll}
      </a>
    </div>
  ) : null;

  return (
    <div className="convive-notification-bell__anchor" data-state={state} data-status={status}>
      <button
        ref={buttonRef}
        type="button"
        className="convive-notification-bell__button"
        part="button"
        aria-label={copy.buttonLabel(Math.max(0, unreadCount))}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={state}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {badge !== null && (
          <span className="convive-notification-bell__badge" part="badge" aria-hidden="true">
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
  /** Where the item leads; null: no link. */
  href: string | null;
  /** The item's link followed: a click (any button and modifier) or a middle click (`auxclick`). */
  onFollow: (event: ReactMouseEvent<HTMLAnchorElement>, href: string) => void;
  markLabel: string;
  onMark: () => void;
}

/**
 * One notification. With an `href` its title is the link, stretched over the item by CSS (one tab
 * stop, named by the title, the message as its description); 'Marcar como leída' sits above it.
 */
function BellItem({ notification, when, href, onFollow, markLabel, onMark }: BellItemProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <li className="convive-notification-bell__item" data-link={href ? 'true' : 'false'}>
      <p id={titleId} className="convive-notification-bell__title">
        {href ? (
          <a
            className="convive-notification-bell__link"
            href={href}
            aria-describedby={messageId}
            onClick={(event) => onFollow(event, href)}
            onAuxClick={(event) => {
              if (event.button === 1) onFollow(event, href);
            }}
          >
            {notification.title}
          </a>
        ) : (
          notification.title
        )}
      </p>
      <p id={messageId} className="convive-notification-bell__message">
        {notification.message}
      </p>
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
