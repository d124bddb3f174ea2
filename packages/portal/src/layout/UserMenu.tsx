import { pagePath } from '@convive/sdk';
import { Avatar } from '@convive/widgets';
import { Bell, ChevronDown, LayoutDashboard, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { fullName, useSession, useSignOutToHome } from '../app/session';
import styles from './layout.module.css';

/**
 * The avatar menu (spec 01 §2): full name and e-mail, dashboard, profile, notifications and
 * logout, which ends the session and goes to /. A disclosure: Esc or a click outside closes it and
 * focus returns to the button.
 */
export function UserMenu() {
  const copy = usePortalCopy();
  const { user } = useSession();
  const signOutToHome = useSignOutToHome();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const name = fullName(user);
  const close = () => setOpen(false);

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${copy.userMenu.label}: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} src={user.profile_picture} size="sm" />
        <ChevronDown aria-hidden="true" className={styles.userChevron} />
      </button>
      <div id={id} className={styles.userPanel} hidden={!open}>
        <div className={styles.userIdentity}>
          <strong>{name}</strong>
          <span className="muted">{user.email}</span>
        </div>
        <ul className={styles.userLinks}>
          <li>
            <Link to={pagePath('dashboard')} onClick={close}>
              <LayoutDashboard aria-hidden="true" />
              {copy.userMenu.dashboard}
            </Link>
          </li>
          <li>
            <Link to={pagePath('dashboardProfile')} onClick={close}>
              <User aria-hidden="true" />
              {copy.userMenu.profile}
            </Link>
          </li>
          <li>
            <Link to={pagePath('dashboardNotifications')} onClick={close}>
              <Bell aria-hidden="true" />
              {copy.userMenu.notifications}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                close();
                await signOutToHome();
              }}
            >
              <LogOut aria-hidden="true" />
              {copy.userMenu.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
