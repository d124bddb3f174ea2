import { type Conversation, type Message, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { keys } from '../../app/queryKeys';
import { serverMessage } from '../../logic/serverMessage';
import { ENQUIRY_SECTION_ID } from '../../pages/property/EnquirySection';
import { messagesCopy } from './copy';
import styles from './Messages.module.css';

/**
 * The tenant's answer to a landlord's card: book the proposed visit (the usual visit request, POST
 * /appointments/, which the landlord then confirms) or go to the property's request form.
 */
export function CardAction({ conversation, message }: { conversation: Conversation; message: Message }) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  if (message.kind === 'apply_invite') {
    return (
      <Link
        to={`${pagePath('property', { id: conversation.property })}#${ENQUIRY_SECTION_ID}`}
        className="btn btn--primary btn--sm"
      >
        <FileSignature aria-hidden="true" />
        {copy.applyNow}
      </Link>
    );
  }
  if (message.kind !== 'visit_proposal' || !message.visit) return null;
  const { date, time } = message.visit;

  const book = async () => {
    setState('busy');
    setError(null);
    try {
      await client.appointments.create({ property: conversation.property, date, time: time.slice(0, 5) });
      setState('done');
      void queryClient.invalidateQueries({ queryKey: keys.appointments.all });
    } catch (failure) {
      console.warn('No se pudo reservar la visita', failure);
      setError(serverMessage(failure) ?? copy.bookFailed);
      setState('idle');
    }
  };

  if (state === 'done') {
    return (
      <p className={styles.messageText} role="status">
        {copy.visitBooked}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={state === 'busy'}
        onClick={() => void book()}
      >
        <CalendarCheck aria-hidden="true" />
        {copy.bookVisit}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
