import { VisitScheduler } from '../visit-scheduler/VisitScheduler';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  useElementConvive,
} from './defineElement';

export interface ConviveVisitSchedulerProps extends ConnectedElementProps {
  propertyId?: number;
  today?: string;
}

/** <convive-visit-scheduler>: the visit request, for a signed-in user or a guest; announces what was sent. */
export function ConviveVisitScheduler(props: ConviveVisitSchedulerProps) {
  const { container, locale, propertyId, today } = props;
  const convive = useElementConvive(props);
  if (propertyId === undefined || !Number.isFinite(propertyId)) return null;
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <VisitScheduler
        propertyId={propertyId}
        // A partner page's visitors have no Convive session: they ask as guests, confirmed by e-mail.
        allowGuests
        onRequested={(appointment) => emit(container, 'convive-visit-requested', appointment)}
        onGuestRequested={(pending) => emit(container, 'convive-visit-pending', pending)}
        {...(today ? { today } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-visit-scheduler', ConviveVisitScheduler);
