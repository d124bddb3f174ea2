import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadBoundary } from '../ui/LoadBoundary';
import { Header } from './Header';
import styles from './layout.module.css';

// The footer is below every public page's fold and the dashboard has its own: it loads after the
// page's first render instead of with the app's entry (bench/portal.mjs budget).
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** Header, the page and the footer (spec 01 §2: the layout that wraps the public pages). */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <LoadBoundary>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
