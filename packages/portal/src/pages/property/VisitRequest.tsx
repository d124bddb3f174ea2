import { type Appointment, formatAppointmentWhen, pagePath } from '@convive/sdk';
import { Spinner, useConvive } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, LogIn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AuthLink } from '../../account/AuthLink';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { LazyDialog, preloadDialog } from '../../ui/LazyDialog';
import { retryableLazy } from '../../ui/retryableLazy';
import { propertyCopy } from './copy';
import styles from './detail.module.css';

/**
 * The dialog is portalled out of the page, so its tweaks travel with it, in the widgets' layer: the
 * calendar fills the dialog without a second frame, and the dialog's title replaces the widget's.
 *
 * The dialog fits the window (1280×800 as well as a 390×844 phone): never taller than
 * the visible viewport less a margin (`dvh`, so a phone's browser bars do not hide its end), the title
 * bar fixed and the body scrolling inside it, so the scheduler's footer — the submit button with the
 * 'choose a date' message right above it — stays stuck to the dialog's bottom edge, in view.
 */
export const DIALOG_CSS = `@layer convive {
  .convive-visit-dialog .convive-dialog { padding: 8px; }
  .convive-visit-dialog .convive-dialog__content {
    width: min(520px, 100%);
    max-height: calc(100vh - 16px);
    max-height: calc(100dvh - 16px);
    overflow: hidden;
    padding: 0;
    gap: 0;
  }
  .convive-visit-dialog .convive-dialog__header {
    flex: none;
    padding: 12px 16px;
    border-bottom: 1px solid var(--convive-color-border, #e5e7eb);
  }
  .convive-visit-dialog .convive-dialog__body {
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 12px 16px 16px;
  }
  .convive-visit-dialog .convive-visit__actions { position: sticky; bottom: 0; }
  .convive-visit-dialog__property {
    display: block; margin-top: 2px; font-size: 14px; font-weight: 400; color: var(--convive-color-muted);
  }
  .convive-visit-dialog .convive-visit { max-width: none; padding: 0; border: 0; }
  .convive-visit-dialog .convive-visit__title {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}`;

/**
 * The dialog and its calendar are only for those who open it: their code loads then (or when the
 * pointer or focus reaches the button), not with the page (bench/portal.mjs budget). A failed load
 * closes the dialog with a toast (LazyDialog); opening it again fetches the code again.
 */
const loadScheduler = () => import('./visitSchedulerModule');
const VisitScheduler = retryableLazy(loadScheduler);
const preload = () => {
  preloadDialog();
  // A failure is left to the opening, which reports it.
  loadScheduler().catch(() => undefined);
};

export interface VisitRequestProps {
  propertyId: number;
  propertyTitle: string;
}

/**
 * The visit request of a property (spec 01 §2, §5, §6): a dialog with the visit calendar for a
 * signed-in user; a visitor is sent to log in first.
 */
export function VisitRequest({ propertyId, propertyTitle }: VisitRequestProps) {
  const { status } = useSession();
  const { intlLocale } = useConvive();
  const copy = propertyCopy.useCopy().visit;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<Appointment | null>(null);

  if (status === 'signed-out') {
    return (
      <AuthLink page="login" className="btn btn--primary btn--block">
        <LogIn aria-hidden="true" />
        {copy.signIn}
      </AuthLink>
    );
  }

  const onRequested = (appointment: Appointment) => {
    setRequested(appointment);
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: keys.appointments.all });
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--block"
        // Until the stored session is checked we cannot tell a visitor from a tenant.
        disabled={status === 'checking'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <CalendarDays aria-hidden="true" />
        {requested ? copy.requestAnother : copy.request}
      </button>
      {requested ? (
        <div className={`alert alert--success ${styles.visitDone}`} role="status">
          <CalendarCheck aria-hidden="true" />
          <p>
            <strong>{copy.requested}</strong>{' '}
            {copy.requestedFor(formatAppointmentWhen(requested.date, requested.time, intlLocale))}{' '}
            <Link to={pagePath('dashboardAppointments')}>{copy.myAppointments}</Link>
          </p>
        </div>
      ) : null}
      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        className="convive-visit-dialog"
        css={DIALOG_CSS}
        title={
          <>
            {copy.title} <span className="convive-visit-dialog__property">{propertyTitle}</span>
          </>
        }
      >
        <Suspense fallback={<Spinner label={copy.loading} />}>
          <VisitScheduler propertyId={propertyId} onRequested={onRequested} />
        </Suspense>
      </LazyDialog>
    </>
  );
}
