import type { LeadSource as Source } from '@convive/sdk';
import { Globe } from 'lucide-react';
import { usePortalCopy } from '../../app/copy';
import { fill } from '../../app/copy/fill';
import styles from './leadSource.module.css';

/**
 * The lead's page as a link's address, only when it is an absolute http(s) URL: the page comes from
 * a header any caller can set, and a lead stored before the server checked it may hold a
 * `javascript:` one. The parsed form is what is linked, so nothing the parser skipped survives.
 */
function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * 'Vía {partner}' on an application or a visit a partner's element brought: the page's
 * origin as the tooltip (and for screen readers), the page itself as a link when it was sent and is
 * a web address.
 */
export function LeadSourceLine({ source }: { source: Source | null | undefined }) {
  const copy = usePortalCopy().leadSource;
  if (!source) return null;
  const name = source.partner_name.trim() || source.origin;
  if (!name) return null;
  const text = fill(copy.via, { name });
  const from = source.origin ? fill(copy.from, { origin: source.origin }) : '';
  const page = webAddress(source.url);
  return (
    <p className={styles.source} title={source.origin || undefined} data-testid="lead-source">
      <Globe aria-hidden="true" />
      {page ? (
        <a href={page} target="_blank" rel="noopener noreferrer">
          {text}
          <span className="visually-hidden">{` ${from} ${copy.newTab}`}</span>
        </a>
      ) : (
        <span>
          {text}
          {from ? <span className="visually-hidden">{` ${from}`}</span> : null}
        </span>
      )}
    </p>
  );
}
