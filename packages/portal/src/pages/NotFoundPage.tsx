import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { DocumentTitle } from '../ui/DocumentTitle';
import { EmptyState } from '../ui/States';

/** The catch-all route: 'Página no encontrada' with a link home (spec 01 §2). */
export function Component() {
  const copy = usePortalCopy();
  return (
    <div className="container page">
      <DocumentTitle>{`${copy.notFound.title} · Convive`}</DocumentTitle>
      <EmptyState
        title={copy.notFound.title}
        headingLevel="h1"
        text={copy.notFound.text}
        action={
          <Link to={pagePath('home')} className="btn btn--primary">
            {copy.notFound.home}
          </Link>
        }
      />
    </div>
  );
}
