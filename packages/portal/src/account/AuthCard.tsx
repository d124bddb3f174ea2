import type { ReactNode } from 'react';
import styles from './account.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The line under the card's content ('¿No tienes cuenta? Regístrate'). */
  footer?: ReactNode;
  /** A wider card for the registration form. */
  wide?: boolean;
}

/** The centred card the account screens (login, registration, recovery) are laid out in. */
export function AuthCard({ title, subtitle, children, footer, wide }: AuthCardProps) {
  return (
    <div className={styles.authPage}>
      <section className={`${styles.authCard}${wide ? ` ${styles.authCardWide}` : ''}`}>
        <header className={styles.authHeader}>
          <h1 className={styles.authTitle}>{title}</h1>
          {subtitle ? <p className={styles.authSubtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </section>
    </div>
  );
}
