import { type ReactNode, type RefObject, useId } from 'react';
import type { Load } from '../../app/loadState';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import styles from './Integrations.module.css';
import shared from './ListWithForm.module.css';

/**
 * A section of Integraciones that lists what the landlord made (webhooks, feeds) beside the form to
 * add one: its heading and intro, a live line for results with no other visible outcome, the list
 * with its loading, failure and empty states, and the form or, at the limit, a note instead.
 */
export function ListWithForm({
  heading,
  intro,
  announcement,
  listHeadingRef,
  listLabel,
  count,
  load,
  loadingLabel,
  failureLabel,
  retryLabel,
  empty,
  items,
  formHeading,
  limitNote,
  form,
  before,
  after,
}: {
  heading: string;
  intro: string;
  announcement: string;
  /** Focused when what had focus goes (a deleted card, a dismissed notice). */
  listHeadingRef: RefObject<HTMLHeadingElement | null>;
  listLabel: string;
  /** Shown beside the list's label once loaded. */
  count: number | undefined;
  load: Load;
  loadingLabel: string;
  failureLabel: string;
  retryLabel: string;
  empty: { title: string; text: string; icon: ReactNode };
  /** The cards, `<li>`s; none shows the empty state. */
  items: ReactNode[];
  formHeading: string;
  /** Shown instead of the form when the account has as many as it may. */
  limitNote: string | null;
  form: ReactNode;
  /** Between the live line and the list (a notice that must not be missed). */
  before?: ReactNode;
  /** After the list and form (dialogs, another block). */
  after?: ReactNode;
}) {
  const headingId = useId();
  const formHeadingId = useId();
  return (
    <section aria-labelledby={headingId} className={`stack ${shared.section}`}>
      <div>
        <h2 id={headingId} className={styles.sectionTitle}>
          {heading}
        </h2>
        <p className={styles.hint}>{intro}</p>
      </div>
      <p role="status" aria-live="polite" className={shared.live}>
        {announcement}
      </p>
      {before}
      <div className={styles.layout}>
        <div className={styles.listSection}>
          <h3 ref={listHeadingRef} tabIndex={-1} className={`${styles.sectionTitle} ${shared.listHeading}`}>
            {count === undefined ? listLabel : `${listLabel} (${count})`}
          </h3>
          {load.loading ? (
            <SkeletonCards count={1} label={loadingLabel} />
          ) : load.failed ? (
            <ErrorState message={failureLabel} retryLabel={retryLabel} onRetry={load.retry} />
          ) : items.length === 0 ? (
            <div className="card">
              <EmptyState title={empty.title} text={empty.text} icon={empty.icon} headingLevel="h3" />
            </div>
          ) : (
            <ul className={styles.keyList} aria-label={listLabel}>
              {items}
            </ul>
          )}
        </div>
        <section aria-labelledby={formHeadingId} className={`card ${styles.formCard}`}>
          <h3 id={formHeadingId} className={styles.sectionTitle}>
            {formHeading}
          </h3>
          {limitNote ? <p className="alert alert--info">{limitNote}</p> : form}
        </section>
      </div>
      {after}
    </section>
  );
}
