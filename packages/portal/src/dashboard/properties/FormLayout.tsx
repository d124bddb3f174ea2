import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { propertiesCopy } from './copy';
import styles from './FormLayout.module.css';

interface FormActionsProps {
  /** Where 'Cancelar' goes back to. */
  listPath: string;
  busy: boolean;
  /** What the save is doing now ('Subiendo imágenes...'); shown on the button and announced. */
  progress: string;
  /** The submit button's text when idle. */
  submitText: string;
}

/** The dashboard forms' last row: 'Cancelar' and the submit button, with the save's progress announced. */
export function FormActions({ listPath, busy, progress, submitText }: FormActionsProps) {
  const copy = propertiesCopy.useCopy();
  return (
    <>
      <div className={styles.actions}>
        <Link
          to={listPath}
          className="btn btn--outline"
          aria-disabled={busy}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {copy.form.cancel}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? <Loader2 className={styles.spin} aria-hidden="true" /> : null}
          {progress || submitText}
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {progress}
      </span>
    </>
  );
}

/** A titled card of a dashboard form ('Información básica', 'Imágenes'…), labelled by its title. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
