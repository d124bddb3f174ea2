import type { PropertyRequest } from '@convive/sdk';
import type { ReactNode } from 'react';
import { useCopy } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import css from './EnquiryForm.css?inline';
import { EnquiryFormView } from './EnquiryFormView';
import { useEnquiryForm } from './useEnquiryForm';

export interface EnquiryFormProps {
  /** The property asked about. */
  propertyId: number;
  /**
   * The room asked about: a room enquiry (request_type 'room'), open to visitors. Without it this is
   * a property enquiry, which needs a signed-in user (spec 01 §5, §6) unless `guestEnquiries`.
   */
  roomId?: number;
  /**
   * Lets a visitor without an account send a property enquiry too, with their name and e-mail, as
   * they may a room enquiry: for a page whose visitors have no Convive session (a partner's site;
   * `<convive-enquiry-form>` sets it). @default false
   */
  guestEnquiries?: boolean;
  /**
   * Lets the visitor choose between a question (an enquiry) and an application to rent for a period:
   * move-in and move-out dates, typed or picked on the listing's availability calendar (loaded only
   * when an application is chosen). @default false: enquiries only
   */
  applications?: boolean;
  /** The owner's name, shown in the heading. */
  ownerName?: string;
  /** Called with the created request after a successful send. */
  onSent?: (request: PropertyRequest) => void;
  /**
   * Shown in the signed-out note of a property enquiry, e.g. the host's own link to its login page
   * (a router link in an app). @default none: the note only says to sign in
   */
  signInLink?: ReactNode;
  /**
   * Keeps the typed message in the tab's sessionStorage until it is sent, so a visitor who follows
   * `signInLink` finds it again on return. @default false
   */
  keepDraft?: boolean;
}

/**
 * The contact-owner form of the room and property detail pages (spec 01 §2, §5): a question, or with
 * `applications` an application for a period (docs/adr/0175-rental-periods.md).
 */
export function EnquiryForm({
  propertyId,
  roomId,
  ownerName,
  onSent,
  signInLink,
  keepDraft = false,
  guestEnquiries = false,
  applications = false,
}: EnquiryFormProps) {
  const copy = useCopy();
  const form = useEnquiryForm({
    propertyId,
    roomId: roomId ?? null,
    keepDraft,
    guestEnquiries,
    applications,
    ...(onSent ? { onSent } : {}),
  });
  return (
    <WidgetRoot className="convive-enquiry-form" css={css}>
      <EnquiryFormView
        form={form}
        copy={copy.enquiryForm}
        propertyId={propertyId}
        roomId={roomId ?? null}
        {...(ownerName ? { ownerName } : {})}
        {...(signInLink ? { signInLink } : {})}
      />
    </WidgetRoot>
  );
}
