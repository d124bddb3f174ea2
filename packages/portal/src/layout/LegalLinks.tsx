import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { usePortalCopy } from '../app/copy';

/**
 * The footers' bottom line (public footer and dashboard shell): the copyright notice and the legal
 * links (privacy, terms, cookies), optionally followed by the contact page.
 */
export function LegalLinks({
  listClassName,
  withContact = false,
}: {
  listClassName?: string;
  withContact?: boolean;
}) {
  const copy = usePortalCopy();
  return (
    <>
      <p>
        © {new Date().getFullYear()} {copy.brand}. {copy.footer.rights}
      </p>
      <ul className={listClassName}>
        <li>
          <Link to={pagePath('privacy')}>{copy.footer.privacy}</Link>
        </li>
        <li>
          <Link to={pagePath('terms')}>{copy.footer.terms}</Link>
        </li>
        <li>
          <Link to={pagePath('cookies')}>{copy.footer.cookies}</Link>
        </li>
        {withContact ? (
          <li>
            <Link to={pagePath('contact')}>{copy.nav.contact}</Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
