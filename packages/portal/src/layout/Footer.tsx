import { pagePath } from '@convive/sdk';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { LegalLinks } from './LegalLinks';
import styles from './layout.module.css';

/** Contact details shown in the footer and on /contact. */
export const CONTACT_DETAILS = {
  email: 'hola@convive.es',
  phone: '+34 910 000 000',
  phoneHref: 'tel:+34910000000',
  address: 'Calle de Alcalá 123, 28009 Madrid, España',
};

/** The footer (spec 01 §1): quick links, resources and contact details. */
export function Footer() {
  const copy = usePortalCopy();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div>
          <p className={styles.footerBrand}>{copy.brand}</p>
          <p className={styles.footerText}>{copy.footer.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.footerHeading}>
            {copy.footer.quickLinks}
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={pagePath('properties')}>{copy.nav.properties}</Link>
            </li>
            <li>
              <Link to={pagePath('rooms')}>{copy.nav.rooms}</Link>
            </li>
            <li>
              <Link to={pagePath('howItWorks')}>{copy.nav.howItWorks}</Link>
            </li>
            <li>
              <Link to={pagePath('aboutUs')}>{copy.nav.aboutUs}</Link>
            </li>
            <li>
              <Link to={pagePath('contact')}>{copy.nav.contact}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.footerHeading}>
            {copy.footer.resources}
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={pagePath('tenantsGuide')}>{copy.footer.tenantsGuide}</Link>
            </li>
            <li>
              <Link to={pagePath('landlordsGuide')}>{copy.footer.landlordsGuide}</Link>
            </li>
            <li>
              <Link to={pagePath('faq')}>{copy.footer.faq}</Link>
            </li>
            <li>
              <Link to={pagePath('blog')}>{copy.footer.blog}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.footerHeading}>{copy.footer.contact}</h2>
          <ul className={styles.footerList}>
            <li>
              <Mail aria-hidden="true" />
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" />
              <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" />
              {/* A postal address: written as the post expects it, in any language. */}
              <span translate="no">{CONTACT_DETAILS.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.footerBottom}`}>
        <LegalLinks listClassName={styles.footerLegal} />
      </div>
    </footer>
  );
}
