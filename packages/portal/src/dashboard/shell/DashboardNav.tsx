import { pagePath, unreadBadgeText } from '@convive/sdk';
import { Avatar } from '@convive/widgets';
import {
  BedDouble,
  Bell,
  BellRing,
  Building2,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  Heart,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Plug,
  Settings,
  User,
} from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { type PortalCopy, usePortalCopy } from '../../app/copy';
import { useUnreadCount } from '../../app/notifications';
import { fullName, useUser } from '../../app/session';
import { useMessagesUnreadCount } from '../messages/messagesData';
import styles from './Shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard home). */
  end?: boolean;
  /** Shows an unread badge: of the notifications, or of the conversations' messages. */
  unread?: 'notifications' | 'messages';
}

interface NavSection {
  title: string;
  /** The title is for screen readers only (its one link already says it). */
  hiddenTitle?: boolean;
  items: NavItem[];
}

/** The sidebar's sections per role (spec 02 §2 "Dashboard shell"). */
export function navSections(isLandlord: boolean, copy: PortalCopy['shell']): NavSection[] {
  const general: NavSection = {
    title: copy.general,
    items: [
      { to: pagePath('dashboard'), label: copy.dashboard, icon: LayoutDashboard, end: true },
      { to: pagePath('dashboardProfile'), label: copy.profile, icon: User },
    ],
  };
  const role: NavSection = isLandlord
    ? {
        title: copy.landlord,
        items: [
          { to: pagePath('dashboardProperties'), label: copy.myProperties, icon: Building2 },
          { to: pagePath('dashboardRooms'), label: copy.myRooms, icon: BedDouble },
          { to: pagePath('dashboardListings'), label: copy.listings, icon: Megaphone },
          { to: pagePath('dashboardLandlordApplications'), label: copy.receivedApplications, icon: Inbox },
          { to: pagePath('dashboardCalendar'), label: copy.calendar, icon: CalendarRange },
          { to: pagePath('dashboardIntegrations'), label: copy.integrations, icon: Plug },
        ],
      }
    : {
        title: copy.tenant,
        items: [
          { to: pagePath('dashboardFavorites'), label: copy.favorites, icon: Heart },
          { to: pagePath('dashboardSavedSearches'), label: copy.savedSearches, icon: BellRing },
          { to: pagePath('dashboardRequests'), label: copy.myRequests, icon: ClipboardList },
        ],
      };
  const agenda: NavSection = {
    title: copy.agenda,
    items: [
      { to: pagePath('dashboardAppointments'), label: copy.appointments, icon: CalendarDays },
      { to: pagePath('dashboardMessages'), label: copy.messages, icon: MessageSquare, unread: 'messages' },
      {
        to: pagePath('dashboardNotifications'),
        label: copy.notifications,
        icon: Bell,
        unread: 'notifications',
      },
    ],
  };
  const settings: NavSection = {
    title: copy.settings,
    hiddenTitle: true,
    items: [{ to: pagePath('dashboardSettings'), label: copy.settings, icon: Settings }],
  };
  return [general, role, agenda, settings];
}

export interface DashboardNavProps {
  /** Icons only, labels kept for screen readers and as tooltips. */
  collapsed?: boolean;
  /** Asks to sign out (the shell confirms first). */
  onSignOut(): void;
}

/** The user's card, the navigation sections and 'Cerrar sesión': the sidebar's and the panel's content. */
export function DashboardNav({ collapsed = false, onSignOut }: DashboardNavProps) {
  const user = useUser();
  const copy = usePortalCopy().shell;
  const unreadCounts = { notifications: useUnreadCount(), messages: useMessagesUnreadCount() };
  const baseId = useId();
  const name = fullName(user);
  const hide = collapsed ? 'visually-hidden' : undefined;

  return (
    <div className={styles.nav} data-collapsed={collapsed}>
      <div className={styles.identity}>
        <Avatar name={name} src={user.profile_picture} size={collapsed ? 'sm' : 'md'} />
        <div className={collapsed ? 'visually-hidden' : styles.identityText}>
          <p className={styles.identityName}>{name}</p>
          <p className={styles.identityEmail}>{user.email}</p>
          <span className={styles.accountBadge}>
            {user.is_landlord ? copy.landlordAccount : copy.tenantAccount}
          </span>
        </div>
      </div>
      {navSections(user.is_landlord, copy).map((section, index) => {
        const headingId = `${baseId}-section-${index}`;
        return (
          <nav key={section.title} aria-labelledby={headingId} className={styles.section}>
            <h2
              id={headingId}
              className={collapsed || section.hiddenTitle ? 'visually-hidden' : styles.sectionTitle}
            >
              {section.title}
            </h2>
            <ul className={styles.navList}>
              {section.items.map((item) => {
                const Icon = item.icon;
                const count = item.unread ? unreadCounts[item.unread] : 0;
                const badge = unreadBadgeText(count);
                const unreadWord = item.unread === 'messages' ? copy.messagesUnread : copy.unread;
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end ?? false}
                      className={styles.navLink}
                      title={collapsed ? item.label : undefined}
                    >
                      <Icon aria-hidden="true" className={styles.navIcon} />
                      <span className={hide ?? styles.navLabel}>{item.label}</span>
                      {badge !== null ? (
                        <>
                          <span
                            className={styles.unreadBadge}
                            aria-hidden="true"
                            data-testid={
                              item.unread === 'messages' ? 'messages-unread-badge' : 'unread-badge'
                            }
                          >
                            {badge}
                          </span>
                          <span className="visually-hidden">{`, ${count} ${unreadWord}`}</span>
                        </>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
      <div className={styles.signOut}>
        <button
          type="button"
          className={`${styles.navLink} ${styles.signOutLink}`}
          onClick={onSignOut}
          title={collapsed ? copy.signOut : undefined}
        >
          <LogOut aria-hidden="true" className={styles.navIcon} />
          <span className={hide ?? styles.navLabel}>{copy.signOut}</span>
        </button>
      </div>
    </div>
  );
}
