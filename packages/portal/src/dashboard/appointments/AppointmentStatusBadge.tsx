import type { AppointmentCanceller, AppointmentStatus } from '@convive/sdk';
import { Badge, type BadgeTone } from '@convive/widgets';
import { CalendarCheck, CheckCircle2, Clock, type LucideIcon, XCircle } from 'lucide-react';
import { appointmentsCopy } from './copy';

/**
 * How each appointment status looks (spec 02 §2 "Appointments": a status badge with an icon); its
 * label is the catalog's `statuses`.
 */
export const APPOINTMENT_STATUS_DISPLAY: Record<AppointmentStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  pendiente: { tone: 'warning', icon: Clock },
  confirmada: { tone: 'success', icon: CheckCircle2 },
  cancelada: { tone: 'danger', icon: XCircle },
  completada: { tone: 'info', icon: CalendarCheck },
};

/**
 * An appointment's status as a coloured badge with its icon. A visit the landlord cancelled reads
 * 'Rechazada', told apart from the requester's own cancellation (the status is `cancelada` for both).
 */
export function AppointmentStatusBadge({
  status,
  cancelledBy = null,
}: {
  status: AppointmentStatus;
  cancelledBy?: AppointmentCanceller | null;
}) {
  const display = APPOINTMENT_STATUS_DISPLAY[status];
  const labels = appointmentsCopy.useCopy().statuses;
  const Icon = display.icon;
  const rejected = status === 'cancelada' && cancelledBy === 'owner';
  return (
    <Badge tone={display.tone} data-status={status} data-cancelled-by={cancelledBy ?? undefined}>
      <Icon
        aria-hidden="true"
        style={{ width: '0.875rem', height: '0.875rem', marginRight: '0.25rem', verticalAlign: '-0.125rem' }}
      />
      {rejected ? labels.rechazada : labels[status]}
    </Badge>
  );
}
