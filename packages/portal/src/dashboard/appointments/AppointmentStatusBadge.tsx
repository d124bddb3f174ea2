import type { AppointmentStatus } from '@convive/sdk';
import { Badge, type BadgeTone } from '@convive/widgets';
import { CalendarCheck, CheckCircle2, Clock, type LucideIcon, XCircle } from 'lucide-react';

/** How each appointment status reads (spec 02 §2 "Appointments": a status badge with an icon). */
export const APPOINTMENT_STATUS_DISPLAY: Record<
  AppointmentStatus,
  { label: string; tone: BadgeTone; icon: LucideIcon }
> = {
  pendiente: { label: 'Pendiente', tone: 'warning', icon: Clock },
  confirmada: { label: 'Confirmada', tone: 'success', icon: CheckCircle2 },
  cancelada: { label: 'Cancelada', tone: 'danger', icon: XCircle },
  completada: { label: 'Completada', tone: 'info', icon: CalendarCheck },
};

/** An appointment's status as a coloured badge with its icon. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const display = APPOINTMENT_STATUS_DISPLAY[status];
  const Icon = display.icon;
  return (
    <Badge tone={display.tone} data-status={status}>
      <Icon
        aria-hidden="true"
        style={{ width: '0.875rem', height: '0.875rem', marginRight: '0.25rem', verticalAlign: '-0.125rem' }}
      />
      {display.label}
    </Badge>
  );
}
