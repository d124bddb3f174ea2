import { pagePath } from '@convive/sdk';
import { Building2, DoorOpen, Home, Info, type LucideIcon, Mail } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { usePortalCopy } from '../../app/copy';
import { LanguageMenu } from '../../layout/LanguageMenu';
import styles from './Shell.module.css';

/**
 * The public site's links and the language menu, inside the dashboard's phone menu: there the header's
 * one menu button opens the dashboard's navigation, so what the site's menu held is here.
 */
export function SiteLinks() {
  const copy = usePortalCopy();
  const headingId = useId();
  const links: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
    { to: pagePath('home'), label: copy.nav.home, icon: Home, end: true },
    { to: pagePath('properties'), label: copy.nav.properties, icon: Building2 },
    { to: pagePath('rooms'), label: copy.nav.rooms, icon: DoorOpen },
    { to: pagePath('howItWorks'), label: copy.nav.howItWorks, icon: Info },
    { to: pagePath('contact'), label: copy.nav.contact, icon: Mail },
  ];
  return (
    <nav aria-labelledby={headingId} className={styles.siteLinks}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.shell.explore}
      </h2>
      <ul className={styles.navList}>
        {links.map((link) => {
          const Icon = link.icon;
          return (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end ?? false} className={styles.navLink}>
                <Icon aria-hidden="true" className={styles.navIcon} />
                <span className={styles.navLabel}>{link.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className={styles.siteLanguage}>
        <LanguageMenu />
      </div>
    </nav>
  );
}
