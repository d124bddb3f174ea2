import type { Appointment } from '@convive/sdk';
import { useConvive } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import type { GuestVisitPending } from './useVisitScheduler';
import { useVisitScheduler } from './useVisitScheduler';
import css from './VisitScheduler.css?inline';
import { VisitSchedulerView } from './VisitSchedulerView';

export interface VisitSchedulerProps {
  /** The property to visit. */
  propertyId: number;
  /** Today's date 'YYYY-MM-DD' (stories and tests pass a fixed one). @default todayIn('Europe/Madrid') */
  today?: string;
  /** Called with the created appointment (pendiente) after a successful request. */
  onRequested?: (appointment: Appointment) => void;
  /**
   * Visitors without a session ask with name, e-mail and phone, confirmed from their e-mail before
   * the landlord sees it (partner pages). Off in the portal, where visits need an account. @default false
   */
  allowGuests?: boolean;
  /** Called once a guest's request is sent, waiting for its e-mail confirmation. */
  onGuestRequested?: (pending: GuestVisitPending) => void;
}

/**
 * The visit request of the property detail (spec 01 §2, §5, §9): signed-in users, and with
 * `allowGuests` visitors who confirm by e-mail.
 */
export function VisitScheduler({
  propertyId,
  today,
  onRequested,
  allowGuests,
  onGuestRequested,
}: VisitSchedulerProps) {
  const { copy, intlLocale } = useConvive();
  const scheduler = useVisitScheduler({
    propertyId,
    ...(today ? { today } : {}),
    ...(onRequested ? { onRequested } : {}),
    ...(allowGuests ? { allowGuests } : {}),
    ...(onGuestRequested ? { onGuestRequested } : {}),
  });
  return (
    <WidgetRoot className="convive-visit-scheduler" css={css}>
      <VisitSchedulerView scheduler={scheduler} copy={copy.visitScheduler} intlLocale={intlLocale} />
    </WidgetRoot>
  );
}
