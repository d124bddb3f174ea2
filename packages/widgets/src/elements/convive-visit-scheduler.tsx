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

/** <convive-visit-scheduler>: the visit request; announces the created appointment. */
export function ConviveVisitScheduler(props: ConviveVisitSchedulerProps) {
  const { container, locale, propertyId, today } = props;
  const convive = useElementConvive(props);
  if (propertyId === undefined || !Number.isFinite(propertyId)) return null;
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <VisitScheduler
        propertyId={propertyId}
        onRequested={(appointment) => emit(container, 'convive-visit-requested', appointment)}
        {...(today ? { today } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-visit-scheduler', ConviveVisitScheduler);
