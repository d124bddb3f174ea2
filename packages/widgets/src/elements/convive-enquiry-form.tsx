import { EnquiryForm } from '../enquiry-form/EnquiryForm';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  useElementConvive,
} from './defineElement';

export interface ConviveEnquiryFormProps extends ConnectedElementProps {
  propertyId?: number;
  roomId?: number;
  ownerName?: string;
  applications?: boolean;
}

/**
 * <convive-enquiry-form>: the contact-owner form; announces the sent request. A partner page's
 * visitors have no Convive session, so a visitor may send a property enquiry too (name and e-mail).
 */
export function ConviveEnquiryForm(props: ConviveEnquiryFormProps) {
  const { container, locale, propertyId, roomId, ownerName, applications } = props;
  const convive = useElementConvive(props);
  // Without a property there is nothing to ask about: render nothing rather than a broken form (in
  // development the console says which attribute is missing).
  if (propertyId === undefined || !Number.isFinite(propertyId)) return null;
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <EnquiryForm
        propertyId={propertyId}
        guestEnquiries
        applications={applications === true}
        onSent={(request) => emit(container, 'convive-enquiry-sent', request)}
        {...(roomId !== undefined && Number.isFinite(roomId) ? { roomId } : {})}
        {...(ownerName ? { ownerName } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-enquiry-form', ConviveEnquiryForm);
