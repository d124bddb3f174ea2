import { pagePath } from '@convive/sdk';
import { Home, Menu, X } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { useSession } from '../app/session';
import { HeaderMessagesLink } from './HeaderMessagesLink';
import { LanguageMenu } from './LanguageMenu';
import styles from './layout.module.css';
import { HeaderNotificationBell } from './NotificationBellLazy';
import { UserMenu } from './UserMenu';

/** A section's own menu that the header's menu button opens instead of the site's (the dashboard's on phones). */
export interface HeaderSectionMenu {
  /** The button's accessible name ('Abrir menú del panel'). */
  label: string;
  /** Whether that menu is open (the button's `aria-expanded`). */
  expanded: boolean;
  onOpen(): void;
  /** Called when the button is pointed at or focused (to fetch the menu's code ahead). */
  onPrepare?(): void;
}

/**
 * The navigation bar (spec 01 §2): links, the contact button, the language menu; signed out, login
 * and register; signed in, the notification bell and the avatar menu. On narrow screens the links move
 * into a menu opened by a button — or, given `sectionMenu`, that one button opens the section's menu
 * (one menu button per screen, never two), which then carries the site's links itself.
 */
export function Header({ sectionMenu }: { sectionMenu?: HeaderSectionMenu | undefined } = {}) {
  const copy = usePortalCopy();
  const { status } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The mobile menu closes on navigation and on Esc.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the path changes
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = [
    { to: pagePath('home'), label: copy.nav.home, end: true },
    { to: pagePath('properties'), label: copy.nav.properties, end: false },
    { to: pagePath('rooms'), label: copy.nav.rooms, end: false },
    { to: pagePath('howItWorks'), label: copy.nav.howItWorks, end: false },
    { to: pagePath('aboutUs'), label: copy.nav.aboutUs, end: false },
  ];
  const signedIn = status === 'signed-in';

  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <Link
          to={pagePath('home')}
          className={styles.brand}
          aria-label={`${copy.brand}, ${copy.nav.home.toLowerCase()}`}
        >
          <span className={styles.brandMark} aria-hidden="true">
            <Home />
          </span>
          {copy.brand}
        </Link>
        <Suspense>
          <nav aria-label={copy.nav.label} className={styles.desktopNav}>
            <ul className={styles.navList}>
              {/* The brand is the home link on wide screens; the mobile menu lists 'Inicio'. */}
              {links.slice(1).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={styles.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Suspense>
        <Suspense>
          <div className={styles.headerActions}>
            <Link to={pagePath('contact')} className={`btn btn--outline btn--sm ${styles.desktopOnly}`}>
              {copy.nav.contact}
            </Link>
            <LanguageMenu className={styles.desktopOnly} compact />
            {signedIn ? (
              <>
                <HeaderMessagesLink />
                <HeaderNotificationBell />
                <UserMenu />
              </>
            ) : status === 'signed-out' ? (
              <span className={`${styles.authLinks} ${styles.desktopOnly}`}>
                <Link to={pagePath('login')} className="btn btn--ghost btn--sm">
                  {copy.nav.login}
                </Link>
                <Link to={pagePath('register')} className="btn btn--primary btn--sm">
                  {copy.nav.register}
                </Link>
              </span>
            ) : null}
            {sectionMenu ? (
              <button
                type="button"
                className={`btn btn--ghost btn--icon ${styles.mobileOnly}`}
                aria-expanded={sectionMenu.expanded}
                aria-haspopup="dialog"
                aria-label={sectionMenu.label}
                data-menu="section"
                onPointerDown={sectionMenu.onPrepare}
                onFocus={sectionMenu.onPrepare}
                onClick={sectionMenu.onOpen}
              >
                <Menu aria-hidden="true" />
              </button>
            ) : (
              <button
                type="button"
                className={`btn btn--ghost btn--icon ${styles.mobileOnly}`}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? copy.nav.closeMenu : copy.nav.openMenu}
                data-menu="site"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              </button>
            )}
          </div>
        </Suspense>
      </div>
      {sectionMenu ? null : (
        <Suspense>
          <nav
            id={menuId}
            aria-label={copy.nav.mobileMenu}
            className={styles.mobileNav}
            hidden={!menuOpen}
            data-testid="mobile-menu"
          >
            <ul className={styles.mobileList}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={styles.mobileLink}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to={pagePath('contact')}
                  className={styles.mobileLink}
                  onClick={() => setMenuOpen(false)}
                >
                  {copy.nav.contact}
                </NavLink>
              </li>
              {status === 'signed-out' ? (
                <>
                  <li>
                    <NavLink
                      to={pagePath('login')}
                      className={styles.mobileLink}
                      onClick={() => setMenuOpen(false)}
                    >
                      {copy.nav.login}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      to={pagePath('register')}
                      className={styles.mobileLink}
                      onClick={() => setMenuOpen(false)}
                    >
                      {copy.nav.register}
                    </NavLink>
                  </li>
                </>
              ) : null}
            </ul>
            <LanguageMenu />
          </nav>
        </Suspense>
      )}
    </header>
  );
}
