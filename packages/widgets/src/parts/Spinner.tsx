import { useCopy } from '../core/context';
import spinnerCssText from './Spinner.css?inline';

/** The part's CSS, as a string (inject it with `WidgetRoot`'s `css`). */
export const spinnerCss: string = spinnerCssText;

export interface SpinnerProps {
  /** What is loading, announced to screen readers and shown under the circle. @default 'Cargando...' */
  label?: string;
  /** Hide the label visually (it is still announced). @default false */
  hideLabel?: boolean;
}

/** A status region with a turning circle; screen readers hear the label without a focus move. */
export function Spinner({ label, hideLabel = false }: SpinnerProps) {
  const copy = useCopy();
  const text = label ?? copy.common.loading;
  return (
    <div className="convive-spinner" role="status" aria-live="polite">
      <span className="convive-spinner__circle" aria-hidden="true" />
      <span className={hideLabel ? 'convive-visually-hidden' : 'convive-spinner__label'}>{text}</span>
    </div>
  );
}
