import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';

/** Header, the page and the footer (spec 01 §2: the layout that wraps the public pages). */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
