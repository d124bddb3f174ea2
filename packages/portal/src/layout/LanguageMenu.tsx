import { LOCALES, type Locale } from '@convive/widgets';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { usePortalCopy } from '../app/copy';
import { useLanguage } from '../app/language';
import styles from './layout.module.css';

/** The language menu (es, en, fr, de), kept in local storage under `language`. */
export function LanguageMenu({ className, compact = false }: { className?: string; compact?: boolean }) {
  const copy = usePortalCopy();
  const [locale, setLocale] = useLanguage();
  const id = useId();
  return (
    <span className={`${styles.language} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {copy.language.label}
      </label>
      <Languages aria-hidden="true" className={styles.languageIcon} />
      <select
        id={id}
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} label={compact ? code.toUpperCase() : undefined}>
            {copy.language.names[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
