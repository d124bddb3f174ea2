import type { LeadSource as Source } from '@convive/sdk';
import { Globe } from 'lucide-react';
import { usePortalCopy } from '../../app/copy';
import { fill } from '../../app/copy/fill';
import styles from './leadSource.module.css';

/**
 * 'Vía {partner}' on an application or a visit a partner's element brought (issue 13): the page's
 * origin as the tooltip (and for screen readers), the page itself as a link when it was sent.
 */
export function LeadSourceLine({ source }: { source: Source | null | undefined }) {
  const copy = usePortalCopy().leadSource;
  if (!source) return null;
  const name = source.partner_name.trim() || source.origin;
  if (!name) return null;
  const text = fill(copy.via, { name });
  const from = source.origin ? fill(copy.from, { origin: source.origin }) : '';
  return (
    <p className={styles.source} title={source.origin || undefined} data-testid="lead-source">
      <Globe aria-hidden="true" />
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
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
