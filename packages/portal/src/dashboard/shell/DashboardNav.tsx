import { unreadBadgeText } from '@convive/sdk';
import { Avatar, useStoreValue } from '@convive/widgets';
import {
  BedDouble,
  Bell,
  Building2,
  CalendarDays,
  ClipboardList,
  Heart,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Megaphone,
  Send,
  Settings,
  User,
} from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { useNotificationsStore } from '../../app/notifications';
import { fullName, useUser } from '../../app/session';
import styles from './Shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard home). */
  end?: boolean;
  /** Shows the unread notifications badge. */
  unread?: boolean;
}

interface NavSection {
  title: string;
  /** The title is for screen readers only (its one link already says it). */
  hiddenTitle?: boolean;
  items: NavItem[];
}

/** The sidebar's sections per role (spec 02 §2 "Dashboard shell"). */
export function navSections(isLandlord: boolean): NavSection[] {
  const general: NavSection = {
    title: 'General',
    items: [
      { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: '/dashboard/profile', label: 'Mi Perfil', icon: User },
    ],
  };
  const role: NavSection = isLandlord
    ? {
        title: 'Propietario',
        items: [
          { to: '/dashboard/properties', label: 'Mis Propiedades', icon: Building2 },
          { to: '/dashboard/rooms', label: 'Mis Habitaciones', icon: BedDouble },
          { to: '/dashboard/listings', label: 'Anuncios', icon: Megaphone },
          { to: '/dashboard/landlord-applications', label: 'Solicitudes', icon: Inbox },
        ],
      }
    : {
        title: 'Inquilino',
        items: [
          { to: '/dashboard/favorites', label: 'Favoritos', icon: Heart },
          { to: '/dashboard/requests', label: 'Mis Solicitudes', icon: ClipboardList },
          { to: '/dashboard/applications', label: 'Mis aplicaciones', icon: Send },
        ],
      };
  const agenda: NavSection = {
    title: 'Citas y notificaciones',
    items: [
      { to: '/dashboard/appointments', label: 'Citas', icon: CalendarDays },
      { to: '/dashboard/notifications', label: 'Notificaciones', icon: Bell, unread: true },
    ],
  };
  const settings: NavSection = {
    title: 'Configuración',
    hiddenTitle: true,
    items: [{ to: '/dashboard/settings', label: 'Configuración', icon: Settings }],
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
  const store = useNotificationsStore();
  const unreadCount = useStoreValue(store, (s) => s.unreadCount);
  const badge = unreadBadgeText(unreadCount);
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
            {user.is_landlord ? 'Cuenta de propietario' : 'Cuenta de inquilino'}
          </span>
        </div>
      </div>
      {navSections(user.is_landlord).map((section, index) => {
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
                const showBadge = item.unread && badge !== null;
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
                      {showBadge ? (
                        <>
                          <span className={styles.unreadBadge} aria-hidden="true" data-testid="unread-badge">
                            {badge}
                          </span>
                          <span className="visually-hidden">{`, ${unreadCount} sin leer`}</span>
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
          title={collapsed ? 'Cerrar sesión' : undefined}
        >
          <LogOut aria-hidden="true" className={styles.navIcon} />
          <span className={hide ?? styles.navLabel}>Cerrar sesión</span>
        </button>
      </div>
    </div>
  );
}
