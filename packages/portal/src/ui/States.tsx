import { Spinner } from '@convive/widgets';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { uiCopy } from './copy';
import styles from './ui.module.css';

/** A spinner and a message, announced politely. */
export function LoadingState({ message }: { message?: string }) {
  const copy = uiCopy.useCopy();
  return (
    <div className={styles.state}>
      <Spinner label={message ?? copy.loading} />
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links. */
  action?: ReactNode;
  /** The title's heading level: h1 when the state is the whole page. @default 'h2' */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ title, text, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon} aria-hidden="true">
        {icon ?? <Inbox />}
      </span>
      <Heading className={styles.stateTitle}>{title}</Heading>
      {text ? <p className="muted">{text}</p> : null}
      {action ? <div className="row">{action}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  message: string;
  /** What 'Reintentar' does. @default reloads the page (as the specs say) */
  onRetry?: () => void;
  /** @default 'Reintentar' in the chosen language */
  retryLabel?: string;
}

/** An error with 'Reintentar', which reloads the page unless told otherwise. */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const copy = uiCopy.useCopy();
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.stateIcon} ${styles.stateIconError}`} aria-hidden="true">
        <AlertTriangle />
      </span>
      <p className={styles.stateTitle}>{message}</p>
      <button
        type="button"
        className="btn btn--outline"
        onClick={onRetry ?? (() => window.location.reload())}
      >
        {retryLabel ?? copy.retry}
      </button>
    </div>
  );
}

/** Grey placeholder cards while a list loads (spec 02 §9: three). */
export function SkeletonCards({ count = 3, label }: { count?: number; label?: string }) {
  const copy = uiCopy.useCopy();
  return (
    <div className={styles.skeletons} role="status" aria-live="polite" aria-label={label ?? copy.loading}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={`card ${styles.skeleton}`} data-testid="skeleton-card">
          <span className={styles.skeletonLine} style={{ width: '40%' }} />
          <span className={styles.skeletonLine} style={{ width: '90%' }} />
          <span className={styles.skeletonLine} style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  );
}
