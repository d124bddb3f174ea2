import { badgeCss } from '@convive/widgets';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { useSignOutToHome } from '../app/session';
import { Header } from '../layout/Header';
import { LegalLinks } from '../layout/LegalLinks';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LazyDialog, preloadDialog } from '../ui/LazyDialog';
import { DashboardNav } from './shell/DashboardNav';
import styles from './shell/Shell.module.css';
import { SiteLinks } from './shell/SiteLinks';
import { useSidebar } from './shell/useSidebar';

/** The slide-in panel is the widgets' modal dialog, pinned to the left edge (spec 02 §9: 18rem). */
const SHEET_CSS = `
  .convive-dialog-root.dashboard-sheet .convive-dialog { place-items: stretch start; padding: 0; }
  .convive-dialog-root.dashboard-sheet .convive-dialog__content {
    width: min(18rem, calc(100vw - 3rem)); height: 100%; max-height: 100vh; border-radius: 0;
    padding: 12px; overflow-y: auto; animation: dashboard-sheet-in 200ms ease-out;
  }
  @keyframes dashboard-sheet-in { from { transform: translateX(-100%); } to { transform: none; } }
  @media (prefers-reduced-motion: reduce) {
    .convive-dialog-root.dashboard-sheet .convive-dialog__content { animation: none; }
  }
`;

/**
 * The dashboard shell (spec 02 §2 "Dashboard shell"): the sticky header, a collapsible sidebar from
 * 768 px (Ctrl/Cmd+B, state in a cookie), a slide-in panel below, the page, and a one-line footer.
 * Below 768 px the header's menu button opens the panel: one menu button per screen,
 * in the header, never floating over the page's prices and buttons; the panel also lists the site's
 * links and the language menu that the header's own menu held.
 */
export function Component() {
  const signOutToHome = useSignOutToHome();
  const copy = usePortalCopy();
  const location = useLocation();
  const { expanded, mobileOpen, isDesktop, setMobileOpen, toggle } = useSidebar();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // The panel closes when a link in it is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the path changes
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const askSignOut = () => {
    setMobileOpen(false);
    setConfirmingSignOut(true);
  };

  const confirmSignOut = async () => {
    setSigningOut(true);
    await signOutToHome();
  };

  const collapsed = isDesktop && !expanded;

  return (
    <div className={styles.shell}>
      {/* The widgets' badges, used bare by the dashboard pages (React hoists and de-duplicates it). */}
      <style href="convive-badge" precedence="default">
        {badgeCss}
      </style>
      <Header
        sectionMenu={
          isDesktop
            ? undefined
            : {
                label: copy.shell.openMenu,
                expanded: mobileOpen,
                onOpen: () => setMobileOpen(true),
                onPrepare: preloadDialog,
              }
        }
      />
      <div className={styles.body} data-sidebar={isDesktop ? (expanded ? 'expanded' : 'collapsed') : 'none'}>
        {isDesktop ? (
          <aside
            className={styles.sidebar}
            aria-label={copy.shell.panel}
            data-state={expanded ? 'expanded' : 'collapsed'}
          >
            {/* The aside runs the page's whole height (its background); its contents stay in view. */}
            <div className={styles.sidebarInner}>
              <div className={styles.sidebarTop}>
                <button
                  type="button"
                  className={`btn btn--ghost btn--icon ${styles.collapseButton}`}
                  aria-expanded={expanded}
                  aria-label={expanded ? copy.shell.collapse : copy.shell.expand}
                  title={`${expanded ? copy.shell.collapseShort : copy.shell.expandShort} (Ctrl+B)`}
                  onClick={toggle}
                >
                  {expanded ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
                </button>
              </div>
              <DashboardNav collapsed={collapsed} onSignOut={askSignOut} />
            </div>
          </aside>
        ) : null}
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <footer className={styles.footer}>
            <LegalLinks listClassName={styles.footerLinks} withContact />
          </footer>
        </div>
      </div>
      {isDesktop ? null : (
        <LazyDialog
          open={mobileOpen}
          onOpenChange={setMobileOpen}
          title={copy.shell.menu}
          hideTitle
          className="dashboard-sheet"
          css={SHEET_CSS}
        >
          <DashboardNav onSignOut={askSignOut} />
          <SiteLinks />
        </LazyDialog>
      )}
      <ConfirmDialog
        open={confirmingSignOut}
        onOpenChange={setConfirmingSignOut}
        title={copy.shell.signOut}
        description={copy.shell.signOutQuestion}
        confirmLabel={copy.shell.signOut}
        cancelLabel={copy.shell.cancel}
        busy={signingOut}
        onConfirm={() => void confirmSignOut()}
      />
    </div>
  );
}
