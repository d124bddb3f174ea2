import type { EnquiryFormProps } from '@convive/widgets';
import type { ComponentType, RefObject } from 'react';
import { NeedsScript } from '../../ui/NeedsScript';
import { ErrorState, LoadingState } from '../../ui/States';
import { propertyCopy } from './copy';
import styles from './detail.module.css';
import { useLoadWhenNear } from './useLoadWhenNear';

type EnquiryFormComponent = ComponentType<EnquiryFormProps>;

/** The section's id: '#contacto' links (and the contact button) lead to it. */
export const ENQUIRY_SECTION_ID = 'contacto';

/** How far below the screen the form starts loading, so it is there before it is scrolled to. */
const LOAD_MARGIN = '800px 0px';

let pending: Promise<EnquiryFormComponent> | null = null;

/** The enquiry form's code (widget, checks and texts); a failed load can be tried again. */
export function loadEnquiryForm(): Promise<EnquiryFormComponent> {
  pending ??= import('./enquiryFormModule').then(
    (module) => module.EnquiryForm,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export interface EnquirySectionProps extends EnquiryFormProps {
  sectionRef: RefObject<HTMLDivElement | null>;
}

/**
 * The contact-owner form of a detail page: a question, or an application for a period (the form's
 * choice; `applications={false}` leaves only questions). It sits at the end of the page, so its code loads when
 * the page is scrolled near it (or opened at '#contacto', or where the browser cannot tell), not with
 * the page's first load (bench/portal.mjs budget).
 */
export function EnquirySection({ sectionRef, ...form }: EnquirySectionProps) {
  const copy = propertyCopy.useCopy();
  const {
    component: Form,
    status,
    load,
  } = useLoadWhenNear(sectionRef, ENQUIRY_SECTION_ID, LOAD_MARGIN, loadEnquiryForm);

  return (
    <div ref={sectionRef} id={ENQUIRY_SECTION_ID} className={styles.enquiry}>
      {Form ? (
        <Form applications {...form} />
      ) : status === 'failed' ? (
        <ErrorState message={copy.enquiryFailed} onRetry={load} />
      ) : (
        <div className={styles.enquiryPending}>
          {status === 'loading' ? <LoadingState message={copy.enquiryLoading} /> : null}
          <NeedsScript what="contact" />
        </div>
      )}
    </div>
  );
}
