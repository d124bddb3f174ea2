import {
  detailOf,
  fieldErrorOf,
  formatAppointmentWhen,
  type GuestVisit,
  isApiError,
  nonFieldErrorOf,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import styles from '../../account/account.module.css';
import { FormError } from '../../account/FormError';

type Phase = 'idle' | 'confirming' | 'done' | 'invalid-link';

const FAILURE = 'No se pudo confirmar la visita. Comprueba tu conexión e inténtalo de nuevo.';
const MISSING_TOKEN = 'Este enlace no tiene código de confirmación.';

/**
 * /visits/confirm?token=… (issue 13): the link of a guest's visit e-mail. The visit reaches the
 * landlord only when confirmed here, with a click: opening the page changes nothing, so a mail
 * scanner following the link confirms no one's visit. A second confirmation shows the same visit.
 */
export function Component() {
  const { client } = useConvive();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'idle' : 'invalid-link');
  const [visit, setVisit] = useState<GuestVisit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string>(MISSING_TOKEN);
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
          nonFieldErrorOf(failure) ?? fieldErrorOf(failure, 'property') ?? detailOf(failure) ?? FAILURE,
        );
        setPhase('idle');
      }
    }
    requestAnimationFrame(() => focusTarget.current?.focus());
  };

  return (
    <>
      <title>{'Confirmar visita · Convive'}</title>
      <AuthCard
        title={phase === 'done' ? 'Solicitud de visita enviada' : 'Confirma tu visita'}
        footer={
          <Link to="/properties" className={styles.link}>
            Ver más propiedades
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
            <strong>{linkError}</strong>
            <span>Si el enlace ha caducado, vuelve a la web donde pediste la visita y pídela de nuevo.</span>
          </div>
        ) : phase === 'done' && visit ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--success ${styles.successBox}`}
            role="status"
          >
            <CheckCircle2 aria-hidden="true" />
            <strong>Visita confirmada</strong>
            <span>
              Tu solicitud para visitar «{visit.property_title}» el{' '}
              {formatAppointmentWhen(visit.date, visit.time)} ya ha llegado al propietario. Te escribirá a tu
              correo para confirmarla o proponer otra hora.
            </span>
            <Link to={`/properties/${visit.property}`} className="btn btn--primary btn--sm">
              Ver la propiedad
            </Link>
          </div>
        ) : (
          <div className={styles.form}>
            {error ? <FormError ref={focusTarget}>{error}</FormError> : null}
            <p>
              Pediste una visita sin cuenta. Confírmala para que la solicitud llegue al propietario; hasta
              entonces no se envía nada.
            </p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={phase === 'confirming'}
              aria-busy={phase === 'confirming'}
              onClick={() => void confirm()}
            >
              <CalendarCheck aria-hidden="true" />
              {phase === 'confirming' ? 'Confirmando…' : 'Confirmar mi visita'}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
