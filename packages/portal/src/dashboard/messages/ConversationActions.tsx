import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_TEXT_MAX,
  type Conversation,
  type ConversationReportReason,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Ban, Flag, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/toast';
import { serverMessage } from '../../logic/serverMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextAreaField } from '../../ui/Field';
import { LazyDialog } from '../../ui/LazyDialog';
import { messagesCopy } from './copy';
import styles from './Messages.module.css';
import { messageKeys, updateConversationInCache } from './messagesData';

export interface ConversationActionsProps {
  conversation: Conversation;
  /** Where the page goes once the conversation is reported (it is hidden from the reporter). */
  afterReport: string;
}

/** 'Archivar'/'Desarchivar', 'Denunciar' (reason and text) and 'Bloquear'/'Desbloquear' (confirmed). */
export function ConversationActions({ conversation, afterReport }: ConversationActionsProps) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState<ConversationReportReason>('fraude');
  const [details, setDetails] = useState('');
  const [reportError, setReportError] = useState<string | null>(null);

  const run = async (action: () => Promise<Conversation>, done: string) => {
    setBusy(true);
    try {
      const updated = await action();
      updateConversationInCache(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      notify.success(done);
      return true;
    } catch (error) {
      console.warn('No se pudo cambiar la conversación', error);
      notify.error(serverMessage(error) ?? copy.actionFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggleArchive = () =>
    void run(
      () => client.conversations.archive(conversation.id, { archived: !conversation.archived }),
      conversation.archived ? copy.unarchived : copy.archived,
    );

  const confirmBlock = async () => {
    const ok = await run(
      () =>
        conversation.blocked
          ? client.conversations.unblock(conversation.id)
          : client.conversations.block(conversation.id),
      conversation.blocked ? copy.unblocked : copy.blocked,
    );
    if (ok) setBlocking(false);
  };

  const sendReport = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setReportError(null);
    try {
      await client.conversations.report(conversation.id, { reason, text: details.trim() });
      setReporting(false);
      notify.success(copy.reportSent);
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      navigate(afterReport);
    } catch (error) {
      console.warn('No se pudo enviar la denuncia', error);
      setReportError(serverMessage(error) ?? copy.reportFailed);
    } finally {
      setBusy(false);
    }
  };

  const name = conversation.other_party.name;
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={toggleArchive}>
        {conversation.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        {conversation.archived ? copy.unarchive : copy.archive}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" />
        {copy.report}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setBlocking(true)}>
        {conversation.blocked ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {conversation.blocked ? copy.unblock : copy.block}
      </button>
      <LazyDialog open={reporting} onOpenChange={setReporting} title={copy.reportTitle}>
        <form className={styles.dialogForm} onSubmit={(event) => void sendReport(event)} noValidate>
          <p className="muted">{copy.reportText}</p>
          <SelectField
            label={copy.reportReason}
            value={reason}
            onChange={(event) => setReason(event.target.value as ConversationReportReason)}
            options={CONVERSATION_REPORT_REASONS.map((value) => ({
              value,
              label: copy.reportReasons[value],
            }))}
          />
          <TextAreaField
            label={copy.reportDetails}
            value={details}
            maxLength={CONVERSATION_REPORT_TEXT_MAX}
            rows={4}
            onChange={(event) => setDetails(event.target.value)}
          />
          {reportError ? (
            <p className={styles.error} role="alert">
              {reportError}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn--outline" onClick={() => setReporting(false)}>
              {copy.cancel}
            </button>
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {copy.reportSend}
            </button>
          </div>
        </form>
      </LazyDialog>
      <ConfirmDialog
        open={blocking}
        onOpenChange={setBlocking}
        title={conversation.blocked ? copy.unblockTitle(name) : copy.blockTitle(name)}
        description={conversation.blocked ? copy.unblockText : copy.blockText}
        confirmLabel={conversation.blocked ? copy.unblock : copy.block}
        cancelLabel={copy.cancel}
        destructive={!conversation.blocked}
        busy={busy}
        onConfirm={() => void confirmBlock()}
      />
    </>
  );
}
