import {
  type Conversation,
  fillSavedReply,
  type Message,
  todayIn,
  VISIT_SLOTS,
  validateVisitRequest,
  visitWindow,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, FileSignature, MessageSquareText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../app/language';
import { notify } from '../../app/toast';
import { serverMessage } from '../../logic/serverMessage';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { LazyDialog } from '../../ui/LazyDialog';
import { ErrorState, LoadingState } from '../../ui/States';
import { messagesCopy } from './copy';
import styles from './Messages.module.css';
import { addMessageToCache, messageKeys } from './messagesData';

export interface LandlordToolsProps {
  conversation: Conversation;
  /** Puts text into the composer (after what is typed there). */
  insert(text: string): void;
}

/** The other participant's first name, for `{nombre}`. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A landlord's composer tools: saved replies, 'Proponer visita' and 'Invitar a solicitar'. */
export function LandlordTools({ conversation, insert }: LandlordToolsProps) {
  const copy = messagesCopy.useCopy();
  const [open, setOpen] = useState<'replies' | 'visit' | 'invite' | null>(null);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen('replies')}>
        <MessageSquareText aria-hidden="true" />
        {copy.savedReplies}
      </button>
      {conversation.other_party.role === 'invitado' ? null : (
        <>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen('visit')}>
            <CalendarPlus aria-hidden="true" />
            {copy.proposeVisit}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen('invite')}>
            <FileSignature aria-hidden="true" />
            {copy.invite}
          </button>
        </>
      )}
      <LazyDialog open={open === 'replies'} onOpenChange={close} title={copy.savedReplies}>
        {open === 'replies' ? (
          <SavedReplies
            onPick={(text) => {
              insert(
                fillSavedReply(text, {
                  nombre: firstName(conversation.other_party.name),
                  propiedad: conversation.property_title,
                }),
              );
              setOpen(null);
            }}
          />
        ) : null}
      </LazyDialog>
      <LazyDialog open={open === 'visit'} onOpenChange={close} title={copy.proposeTitle}>
        {open === 'visit' ? <ProposeVisit conversation={conversation} onDone={() => setOpen(null)} /> : null}
      </LazyDialog>
      <LazyDialog open={open === 'invite'} onOpenChange={close} title={copy.inviteTitle}>
        {open === 'invite' ? (
          <InviteToApply conversation={conversation} onDone={() => setOpen(null)} />
        ) : null}
      </LazyDialog>
    </>
  );
}

function SavedReplies({ onPick }: { onPick(text: string): void }) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const query = useQuery({ queryKey: messageKeys.savedReplies, queryFn: () => client.savedReplies.list() });
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={copy.savedRepliesFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="muted">{copy.savedRepliesEmpty}</p>;
  return (
    <ul className={styles.replies}>
      {query.data.map((reply) => (
        <li key={reply.id}>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            aria-label={copy.insertReply(reply.title)}
            onClick={() => onPick(reply.text)}
          >
            {reply.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Keeps the message the server answered in the conversation's list. */
function useAddMessage(conversation: Conversation) {
  const queryClient = useQueryClient();
  return (message: Message) => {
    addMessageToCache(queryClient, messageKeys.messages(conversation.id), message);
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
  };
}

function ProposeVisit({ conversation, onDone }: { conversation: Conversation; onDone(): void }) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const [language] = useLanguage();
  const addMessage = useAddMessage(conversation);
  const today = todayIn();
  const window = visitWindow(today);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The visit rules first, in the reader's language; the server checks them again.
    const checked = validateVisitRequest({ date, time, notes: note }, today, language);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const message = await client.conversations.proposeVisit(conversation.id, {
        date: checked.value.date,
        time: checked.value.time,
        text: checked.value.notes,
      });
      addMessage(message);
      notify.success(copy.proposed);
      onDone();
    } catch (failure) {
      console.warn('No se pudo proponer la visita', failure);
      setError(serverMessage(failure) ?? copy.proposeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={copy.proposeDate}
        type="date"
        value={date}
        min={window.first}
        max={window.last}
        required
        onChange={(event) => setDate(event.target.value)}
      />
      <SelectField
        label={copy.proposeTime}
        value={time}
        required
        onChange={(event) => setTime(event.target.value)}
        options={[{ value: '', label: '—' }, ...VISIT_SLOTS.map((slot) => ({ value: slot, label: slot }))]}
      />
      <NoteAndActions
        note={note}
        onNote={setNote}
        error={error}
        busy={busy}
        sendLabel={copy.proposeSend}
        onCancel={onDone}
      />
    </form>
  );
}

function InviteToApply({ conversation, onDone }: { conversation: Conversation; onDone(): void }) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const addMessage = useAddMessage(conversation);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const message = await client.conversations.inviteToApply(conversation.id, { text: note.trim() });
      addMessage(message);
      notify.success(copy.invited);
      onDone();
    } catch (failure) {
      console.warn('No se pudo enviar la invitación', failure);
      setError(serverMessage(failure) ?? copy.inviteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">{copy.inviteText}</p>
      <NoteAndActions
        note={note}
        onNote={setNote}
        error={error}
        busy={busy}
        sendLabel={copy.inviteSend}
        onCancel={onDone}
      />
    </form>
  );
}

/** The end of both landlord dialogs (a visit proposal, an invitation): an optional note, the error, the buttons. */
function NoteAndActions({
  note,
  onNote,
  error,
  busy,
  sendLabel,
  onCancel,
}: {
  note: string;
  onNote(value: string): void;
  error: string | null | undefined;
  busy: boolean;
  sendLabel: string;
  onCancel(): void;
}) {
  const copy = messagesCopy.useCopy();
  return (
    <>
      <TextAreaField
        label={copy.proposeNote}
        value={note}
        rows={3}
        onChange={(event) => onNote(event.target.value)}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {copy.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {sendLabel}
        </button>
      </div>
    </>
  );
}
