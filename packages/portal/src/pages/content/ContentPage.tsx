import { formatDateLong } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import type { ReactNode } from 'react';
import { useLanguage } from '../../app/language';
import { DocumentTitle } from '../../ui/DocumentTitle';
import styles from './ContentPage.module.css';
import { contentCopy } from './copy';

/** The date the legal pages were last revised (shown as 'Última actualización: 22 de noviembre de 2026'). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export interface ContentPageProps {
  /** The page's only h1. */
  title: string;
  /** The document title's first part ('{documentTitle} · Convive'). @default title */
  documentTitle?: string;
  /** A short line above the title (the section of the site the page belongs to). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Revision date of a legal text (ISO), shown under the intro in the chosen language. */
  updated?: string;
  /**
   * The intro and body are long-form Spanish text (guides, FAQ, blog, legal), not translated: in another
   * language the page says so, and the Spanish parts are marked `lang="es"` for screen readers.
   */
  spanishOnly?: boolean;
  /**
   * With `spanishOnly`: the intro and the text around the Spanish parts are in the reader's language,
   * and the page marks its Spanish parts itself (`useSpanishLang`): the blog's articles, the FAQ's
   * questions.
   */
  marksOwnSpanish?: boolean;
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
  spanishOnly = false,
  marksOwnSpanish = false,
  children,
}: ContentPageProps) {
  const copy = contentCopy.useCopy().frame;
  const { intlLocale } = useConvive();
  const spanishLang = useSpanishLang();
  // Only the Spanish parts carry a lang of their own, when the page is in another language.
  const note = spanishOnly ? spanishLang : undefined;
  const spanish = marksOwnSpanish ? undefined : note;
  return (
    <div className={styles.page}>
      <DocumentTitle>{`${documentTitle ?? title} · Convive`}</DocumentTitle>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {intro ? (
            <div className={styles.intro} lang={spanish}>
              {intro}
            </div>
          ) : null}
          {updated ? (
            <p className={styles.updated}>{copy.updated(formatDateLong(updated, intlLocale))}</p>
          ) : null}
          {note ? (
            <p className={styles.spanishOnly} role="note">
              {copy.spanishOnly}
            </p>
          ) : null}
          {actions ? <div className={styles.heroActions}>{actions}</div> : null}
        </div>
      </header>
      <div className={`container ${styles.body}`} lang={spanish}>
        {children}
      </div>
    </div>
  );
}

/** `lang` for a Spanish-only part of a page: 'es' when the page is in another language. */
export function useSpanishLang(): 'es' | undefined {
  const [language] = useLanguage();
  return language === 'es' ? undefined : 'es';
}

export interface TocItem {
  id: string;
  label: string;
}

/** A text page with a table of contents beside it (under it on phones) linking to its sections' ids. */
export function DocumentLayout({ toc, children }: { toc: readonly TocItem[]; children: ReactNode }) {
  const copy = contentCopy.useCopy().frame;
  const [language] = useLanguage();
  return (
    <div className={styles.document}>
      <nav className={styles.toc} aria-labelledby="toc-title">
        {/* In the chosen language, inside a Spanish-only page's Spanish body. */}
        <h2 id="toc-title" className={styles.tocTitle} lang={language}>
          {copy.toc}
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
