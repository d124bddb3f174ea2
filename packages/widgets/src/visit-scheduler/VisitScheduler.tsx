import type { Appointment } from '@convive/sdk';
import { useConvive } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
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
}

/** The visit request of the property detail (spec 01 §2, §5, §9): signed-in users only. */
export function VisitScheduler({ propertyId, today, onRequested }: VisitSchedulerProps) {
  const { copy, intlLocale } = useConvive();
  const scheduler = useVisitScheduler({
    propertyId,
    ...(today ? { today } : {}),
    ...(onRequested ? { onRequested } : {}),
  });
  return (
    <WidgetRoot className="convive-visit-scheduler" css={css}>
      <VisitSchedulerView scheduler={scheduler} copy={copy.visitScheduler} intlLocale={intlLocale} />
    </WidgetRoot>
  );
}
