import { LOCALES, type Locale, useConvive } from '@convive/widgets';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { usePortalCopy } from '../app/copy';
import { useLanguage } from '../app/language';
import { useSession } from '../app/session';
import styles from './layout.module.css';

/**
 * The language menu (es, en, fr, de), kept in local storage under `language`. A signed-in user's
 * choice is also their account's: their e-mails are written in it, whatever device they use next.
 */
export function LanguageMenu({ className, compact = false }: { className?: string; compact?: boolean }) {
  const copy = usePortalCopy();
  const [locale, setLocale] = useLanguage();
  const { user, refresh } = useSession();
  const { client } = useConvive();
  const id = useId();

  const choose = (next: Locale) => {
    setLocale(next);
    if (!user || user.language === next) return;
    client.users.update(user.id, { language: next }).then(
      () => refresh(),
      // The screen already shows the choice; the account keeps the previous language until the
      // next choice succeeds (nothing the user could act on here).
      () => undefined,
    );
  };

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
        onChange={(event) => choose(event.target.value as Locale)}
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
