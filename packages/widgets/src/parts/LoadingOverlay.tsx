import { useCopy } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import css from './LoadingOverlay.css?inline';

export interface LoadingOverlayProps {
  /** What is happening ('Iniciando sesión...'). @default 'Cargando...' (spec 01 §4), translated */
  message?: string;
  /**
   * Cover the whole window instead of the nearest positioned ancestor.
   * @default false
   */
  fullScreen?: boolean;
}

/**
 * A spinner and a message over the page or over a widget (spec 01 §4 "Loading overlay"). It is a
 * status region, so screen readers announce the message without moving focus.
 */
export function LoadingOverlay({ message, fullScreen = false }: LoadingOverlayProps) {
  const copy = useCopy();
  const text = message ?? copy.parts.loadingOverlay.message;
  return (
    <WidgetRoot className="convive-loading-overlay-root" css={css}>
      <div
        className="convive-loading-overlay"
        data-mode={fullScreen ? 'fullscreen' : 'inline'}
        role="status"
        aria-live="polite"
      >
        <span className="convive-loading-overlay__spinner" aria-hidden="true" />
        <p className="convive-loading-overlay__message">{text}</p>
      </div>
    </WidgetRoot>
  );
}
