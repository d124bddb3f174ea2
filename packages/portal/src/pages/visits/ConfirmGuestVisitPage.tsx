import {
  detailOf,
  fieldErrorOf,
  formatAppointmentWhen,
  type GuestVisit,
  isApiError,
  nonFieldErrorOf,
  pagePath,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { CalendarCheck, CalendarX, CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import styles from '../../account/account.module.css';
import { FormError } from '../../account/FormError';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { type AccountScreensCopy, accountScreensCopy } from '../account/copy';

type Phase = 'idle' | 'confirming' | 'done' | 'invalid-link';

type VisitCopy = AccountScreensCopy['visit'];

/**
 * What the guest reads once the link is used. The guest confirmed their request (their e-mail), not
 * the visit: while the landlord has not decided it says so; the same link opened again later tells
 * the landlord's decision.
 */
function visitOutcome(
  copy: VisitCopy,
  status: GuestVisit['status'],
): { title: string; text: (title: string, when: string) => string } {
  if (status === 'confirmada') return { title: copy.accepted, text: copy.acceptedText };
  if (status === 'cancelada') return { title: copy.cancelled, text: copy.cancelledText };
  if (status === 'completada') return { title: copy.completed, text: copy.completedText };
  return { title: copy.received, text: copy.receivedText };
}

/**
 * /visits/confirm?token=…: the link of a guest's visit e-mail. The visit reaches the
 * landlord only when confirmed here, with a click: opening the page changes nothing, so a mail
 * scanner following the link confirms no one's visit. A second confirmation shows the same visit.
 */
export function Component() {
  const { client, intlLocale } = useConvive();
  const copy = accountScreensCopy.useCopy().visit;
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'idle' : 'invalid-link');
  const [visit, setVisit] = useState<GuestVisit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const focusTarget = useRef<HTMLDivElement>(null);

  const confirm = async () => {
    if (phase !== 'idle') return;
    setError(null);
    setPhase('confirming');
    try {
      setVisit(await client.appointments.confirmGuest({ token }));
      setPhase('done');
    } catch (failure) {
      const tokenError = fieldErrorOf(failure, 'token');
      if (tokenError) {
        setLinkError(tokenError);
        setPhase('invalid-link');
      } else {
        // The slot may have gone (a past day, an unavailable property): the server says which.
        if (!isApiError(failure)) console.error('Guest visit confirmation failed', failure);
        setError(
          nonFieldErrorOf(failure) ??
            fieldErrorOf(failure, 'property') ??
            detailOf(failure) ??
            accountScreensCopy.current().visit.failure,
        );
        setPhase('idle');
      }
    }
    requestAnimationFrame(() => focusTarget.current?.focus());
  };

  const outcome = visitOutcome(copy, visit?.status ?? 'pendiente');

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      <AuthCard
        title={phase === 'done' ? copy.doneTitle : copy.title}
        footer={
          <Link to={pagePath('properties')} className={styles.link}>
            {copy.moreProperties}
          </Link>
        }
      >
        {phase === 'invalid-link' ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--error ${styles.successBox}`}
            role="alert"
          >
            <strong>{linkError ?? copy.missingToken}</strong>
            <span>{copy.expired}</span>
          </div>
        ) : phase === 'done' && visit ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert ${visit.status === 'cancelada' ? 'alert--info' : 'alert--success'} ${styles.successBox}`}
            role="status"
          >
            {visit.status === 'cancelada' ? (
              <CalendarX aria-hidden="true" />
            ) : (
              <CheckCircle2 aria-hidden="true" />
            )}
            <strong>{outcome.title}</strong>
            <span>
              {outcome.text(visit.property_title, formatAppointmentWhen(visit.date, visit.time, intlLocale))}
            </span>
            <Link to={pagePath('property', { id: visit.property })} className="btn btn--primary btn--sm">
              {copy.viewProperty}
            </Link>
          </div>
        ) : (
          <div className={styles.form}>
            {error ? <FormError ref={focusTarget}>{error}</FormError> : null}
            <p>{copy.intro}</p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={phase === 'confirming'}
              aria-busy={phase === 'confirming'}
              onClick={() => void confirm()}
            >
              <CalendarCheck aria-hidden="true" />
              {phase === 'confirming' ? copy.confirming : copy.confirm}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
