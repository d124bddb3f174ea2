import { AvailabilityCalendar } from '../availability/AvailabilityCalendar';
import { type ConnectedElementProps, defineElement, ElementShell, useElementConvive } from './defineElement';

export interface ConviveAvailabilityProps extends ConnectedElementProps {
  propertyId?: number;
  roomId?: number;
  months?: number;
  from?: string;
}

const isId = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/** <convive-availability>: a property's (or one room's) free, taken and blocked days, read-only. */
export function ConviveAvailability(props: ConviveAvailabilityProps) {
  const { container, locale, propertyId, roomId, months, from } = props;
  const convive = useElementConvive(props);
  const room = isId(roomId) ? roomId : undefined;
  const property = isId(propertyId) ? propertyId : undefined;
  // A bad `months` (not a whole number in range) is the default window; the API caps it too.
  const span = months !== undefined && Number.isInteger(months) && months > 0 ? { months } : {};
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <AvailabilityCalendar
        {...(room !== undefined ? { roomId: room } : property !== undefined ? { propertyId: property } : {})}
        {...span}
        {...(from ? { from } : {})}
      />
    </ElementShell>
  );
}

// Focusing the element (Tab, `element.focus()`) focuses its calendar, whose arrow keys work.
defineElement('convive-availability', ConviveAvailability, { delegatesFocus: true });
