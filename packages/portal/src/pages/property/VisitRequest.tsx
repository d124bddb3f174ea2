import { type Appointment, formatAppointmentWhen } from '@convive/sdk';
import { Spinner } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, LogIn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AuthLink } from '../../account/AuthLink';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { LazyDialog, preloadDialog } from '../../ui/LazyDialog';
import { retryableLazy } from '../../ui/retryableLazy';
import styles from './detail.module.css';

/**
 * The dialog is portalled out of the page, so its tweaks travel with it, in the widgets' layer: the
 * calendar fills the dialog without a second frame, and the dialog's title replaces the widget's.
 */
const DIALOG_CSS = `@layer convive {
  .convive-visit-dialog .convive-dialog__content { width: min(520px, 100%); }
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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<Appointment | null>(null);

  if (status === 'signed-out') {
    return (
      <AuthLink to="/login" className="btn btn--primary btn--block">
        <LogIn aria-hidden="true" />
        Inicia sesión para solicitar una visita
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
        {requested ? 'Solicitar otra visita' : 'Solicitar visita'}
      </button>
      {requested ? (
        <div className={`alert alert--success ${styles.visitDone}`} role="status">
          <CalendarCheck aria-hidden="true" />
          <p>
            <strong>Cita solicitada</strong> para el{' '}
            {formatAppointmentWhen(requested.date, requested.time, 'es')}. Te avisaremos cuando el propietario
            la confirme. <Link to="/dashboard/appointments">Ver mis citas</Link>
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
            Solicitar una visita <span className="convive-visit-dialog__property">{propertyTitle}</span>
          </>
        }
      >
        <Suspense fallback={<Spinner label="Cargando el calendario..." />}>
          <VisitScheduler propertyId={propertyId} onRequested={onRequested} />
        </Suspense>
      </LazyDialog>
    </>
  );
}
