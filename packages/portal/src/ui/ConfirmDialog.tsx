import type { ReactNode } from 'react';
import { uiCopy } from './copy';
import { LazyDialog } from './LazyDialog';
import styles from './ui.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** @default 'Cancelar' in the chosen language */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. @default false */
  destructive?: boolean;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  onConfirm(): void;
  /** Extra content between the text and the buttons (an optional message field). */
  children?: ReactNode;
}

/** A modal question with a confirm and a cancel button (focus trapped, Esc cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const copy = uiCopy.useCopy();
  return (
    <LazyDialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className={styles.confirm}>
        {description ? <p className="muted">{description}</p> : null}
        {children}
        <div className={styles.confirmActions}>
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel ?? copy.cancel}
          </button>
          <button
            type="button"
            className={`btn ${destructive ? 'btn--danger' : 'btn--primary'}`}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </LazyDialog>
  );
}
