import type { ReactNode } from 'react';
import styles from './ContentPage.module.css';

/** The date the legal pages were last revised (shown as 'Última actualización: …'). */
export const LEGAL_LAST_UPDATED = '22 de noviembre de 2026';

export interface ContentPageProps {
  /** The page's only h1. */
  title: string;
  /** The document title's first part ('{documentTitle} · Convive'). @default title */
  documentTitle?: string;
  /** A short line above the title (the section of the site the page belongs to). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Revision date of a legal text, shown under the intro. */
  updated?: string;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The shared frame of the static pages (how it works, about, guides, FAQ, blog, legal texts and
 * contact): a hero with the page's h1 and intro, then the body in the site container.
 */
export function ContentPage({
  title,
  documentTitle,
  eyebrow,
  intro,
  updated,
  actions,
  children,
}: ContentPageProps) {
  return (
    <div className={styles.page}>
      <title>{`${documentTitle ?? title} · Convive`}</title>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {updated ? <p className={styles.updated}>Última actualización: {updated}</p> : null}
          {actions ? <div className={styles.heroActions}>{actions}</div> : null}
        </div>
      </header>
      <div className={`container ${styles.body}`}>{children}</div>
    </div>
  );
}

export interface TocItem {
  id: string;
  label: string;
}

/** A text page with a table of contents beside it (under it on phones) linking to its sections' ids. */
export function DocumentLayout({ toc, children }: { toc: readonly TocItem[]; children: ReactNode }) {
  return (
    <div className={styles.document}>
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          En esta página
        </h2>
        <ol className={styles.tocList}>
          {toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.prose}>{children}</div>
    </div>
  );
}

export interface ContentSectionProps {
  /** The anchor a table of contents links to; the heading gets `{id}-title`. */
  id: string;
  title: ReactNode;
  /** A line under the heading, for the wide (non-prose) sections. */
  lead?: ReactNode;
  /** Wide sections hold card grids; prose sections keep lines readable (about 70 characters). */
  wide?: boolean;
  children: ReactNode;
}

/** A titled section (h2) that can be linked to. */
export function ContentSection({ id, title, lead, wide, children }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={wide ? styles.wideSection : styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** A highlighted note inside prose (a tip or a warning). */
export function Callout({
  title,
  tone = 'info',
  children,
}: {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}) {
  return (
    <aside
      className={`${styles.callout} ${tone === 'warning' ? styles.calloutWarning : ''}`}
      aria-label={title}
    >
      <p className={styles.calloutTitle}>{title}</p>
      {children}
    </aside>
  );
}

/** A table that scrolls sideways inside itself on narrow screens (never the page). */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </section>
  );
}

export { styles as contentStyles };
