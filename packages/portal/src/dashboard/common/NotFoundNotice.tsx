import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * What an edit form shows when its property, room or listing cannot be loaded: an inline red box
 * that says so, where the user looked for it, with the way back to the list (and a retry when a
 * retry may help). One notice for the three forms, so a missing id never just sends the user away.
 */
export function NotFoundNotice({
  message,
  listPath,
  backLabel,
  onRetry,
  retryLabel,
}: {
  message: string;
  listPath: string;
  backLabel: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="stack">
      <div className="alert alert--error" role="alert">
        {message}
      </div>
      <div className="row">
        <Link to={listPath} className="btn btn--outline">
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
        {onRetry ? (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {retryLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
