import type { PropertyRequestStatus } from '@convive/sdk';
import { Badge, type BadgeTone } from '@convive/widgets';
import { dashboardCopy } from '../copy';

/** A badge showing a status by its label and tone (the dashboard lists' status maps). */
export function StatusBadge<S extends string>({
  status,
  labels,
  tones,
}: {
  status: S;
  labels: Readonly<Record<S, string>>;
  tones: Readonly<Record<S, BadgeTone>>;
}) {
  return (
    <Badge tone={tones[status]} data-status={status}>
      {labels[status]}
    </Badge>
  );
}

const APPLICATION_STATUS_TONES: Readonly<Record<PropertyRequestStatus, BadgeTone>> = {
  pendiente: 'warning',
  aceptada: 'success',
  rechazada: 'danger',
  cancelada: 'neutral',
  expirada: 'neutral',
};

/** The status of a rental application, for the tenant's and the landlord's lists and the home. */
export function ApplicationStatusBadge({ status }: { status: PropertyRequestStatus }) {
  const labels = dashboardCopy.useCopy().applicationStatus;
  return <StatusBadge status={status} labels={labels} tones={APPLICATION_STATUS_TONES} />;
}
