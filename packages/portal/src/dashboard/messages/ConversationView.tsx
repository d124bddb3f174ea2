import type { Conversation, Message, MessageFilters, Page } from '@convive/sdk';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../logic/serverMessage';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { Composer } from './Composer';
import { messagesCopy } from './copy';
import { MessageList } from './MessageList';
import styles from './Messages.module.css';
import { addMessageToCache, MESSAGES_PAGE_SIZE, messagesOldestFirst } from './messagesData';

/** Where a conversation's data comes from: the signed-in user's calls, or a guest's token calls. */
export interface ConversationSource {
  /** The cache keys of the conversation and of its messages. */
  detailKey: readonly unknown[];
  messagesKey: readonly unknown[];
  get(): Promise<Conversation | null>;
  messages(filters: MessageFilters): Promise<Page<Message>>;
  send(text: string, files: readonly File[]): Promise<Message>;
  /** Marks the conversation's messages as read (not for guests). */
  markRead?(): Promise<void>;
  /** Guests send text only. */
  allowAttachments: boolean;
}

export interface ConversationViewProps {
  source: ConversationSource;
  /** Where 'Volver a mensajes' goes (the inbox, on narrow screens); none for a guest. */
  backTo?: string;
  /** The conversation's own buttons (archive, report, block), beside its heading. */
  renderActions?: (conversation: Conversation) => ReactNode;
  /** The composer's extra tools (a landlord's saved replies, visit, invite). */
  renderTools?: (conversation: Conversation, insert: (text: string) => void) => ReactNode;
  /** The action under a received card. */
  renderCardAction?: (conversation: Conversation, message: Message) => ReactNode;
  /** Called with each message pushed live for this conversation (the page subscribes). */
  subscribe?: (onMessage: (message: Message) => void) => () => void;
  /** What a missing conversation says. @default 'Esta conversación no existe…' */
  notFoundText?: string;
}

/**
 * One conversation: its heading (focused when it opens), the notices (masked contact details, never
 * pay outside Convive), the messages as a log and the composer. Sent and pushed messages join the
 * cached newest page, and viewing marks them as read.
 */
export function ConversationView({
  source,
  backTo,
  renderActions,
  renderTools,
  renderCardAction,
  subscribe,
  notFoundText,
}: ConversationViewProps) {
  const copy = messagesCopy.useCopy();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const conversationQuery = useQuery({ queryKey: source.detailKey, queryFn: () => source.get() });
  const messagesQuery = useInfiniteQuery({
    queryKey: source.messagesKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => source.messages({ page: pageParam, page_size: MESSAGES_PAGE_SIZE }),
    getNextPageParam: (last, _all, pageParam) => (last.next ? pageParam + 1 : undefined),
    enabled: Boolean(conversationQuery.data),
  });
  const conversation = conversationQuery.data ?? null;
  const messages = messagesOldestFirst(messagesQuery.data);
  const lastTheirs = [...messages].reverse().find((m) => !m.mine)?.id;

  // Opening a conversation takes the focus to its heading, so a screen reader starts there.
  const conversationId = conversation?.id;
  useEffect(() => {
    if (conversationId !== undefined) headingRef.current?.focus();
  }, [conversationId]);

  // Viewing marks as read: when it opens and when a message of the other side arrives.
  const { markRead } = source;
  const unread = conversation?.unread_count ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per newest received message
  useEffect(() => {
    if (!markRead || conversationId === undefined || !messagesQuery.isSuccess) return;
    if (unread === 0 && lastTheirs === undefined) return;
    markRead().catch((error: unknown) => console.warn('No se pudo marcar la conversación como leída', error));
  }, [conversationId, messagesQuery.isSuccess, lastTheirs]);

  // Live arrival: a pushed message of this conversation joins the list.
  useEffect(() => {
    if (!subscribe) return;
    return subscribe((message) => addMessageToCache(queryClient, source.messagesKey, message));
  }, [subscribe, queryClient, source.messagesKey]);

  if (conversationQuery.isPending) return <LoadingState message={copy.conversationLoading} />;
  if (conversationQuery.isError) {
    return <ErrorState message={copy.conversationFailed} onRetry={() => void conversationQuery.refetch()} />;
  }
  if (!conversation) return <EmptyState title={notFoundText ?? copy.notFound} headingLevel="h2" />;

  const send = async () => {
    try {
      const message = await source.send(text, files);
      addMessageToCache(queryClient, source.messagesKey, message);
      setText('');
      setFiles([]);
    } catch (error) {
      console.warn('No se pudo enviar el mensaje', error);
      throw new Error(serverMessage(error) ?? copy.sendFailed);
    }
  };

  const insert = (snippet: string) => {
    setText((current) => (current.trim() ? `${current.replace(/\s+$/, '')}\n${snippet}` : snippet));
    textareaRef.current?.focus();
  };

  const canWrite = !conversation.blocked && !conversation.blocked_by_other;

  return (
    <section className={styles.conversation} aria-labelledby={headingId} data-testid="conversation">
      {backTo ? (
        <Link to={backTo} className={`btn btn--ghost btn--sm ${styles.backLink}`}>
          <ArrowLeft aria-hidden="true" />
          {copy.back}
        </Link>
      ) : null}
      <div className={styles.head}>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {copy.conversationWith(conversation.other_party.name)}
          </h2>
          <p className={styles.headProperty}>{conversation.property_title}</p>
        </div>
        {renderActions ? <div className={styles.headActions}>{renderActions(conversation)}</div> : null}
      </div>
      <p className={`${styles.notice} ${styles.warning}`} data-testid="pay-warning">
        <ShieldAlert aria-hidden="true" width={16} height={16} /> {copy.payWarning}
      </p>
      {conversation.contact_unlocked ? null : <p className={styles.notice}>{copy.maskedNotice}</p>}
      {conversation.archived ? <p className={styles.notice}>{copy.archivedNotice}</p> : null}
      {messagesQuery.isPending ? (
        <LoadingState message={copy.conversationLoading} />
      ) : messagesQuery.isError ? (
        <ErrorState message={copy.conversationFailed} onRetry={() => void messagesQuery.refetch()} />
      ) : (
        <MessageList
          messages={messages}
          renderCardAction={
            renderCardAction ? (message) => renderCardAction(conversation, message) : undefined
          }
          olderButton={
            messagesQuery.hasNextPage ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={messagesQuery.isFetchingNextPage}
                onClick={() => void messagesQuery.fetchNextPage()}
              >
                {copy.loadOlder}
              </button>
            ) : null
          }
        />
      )}
      {canWrite ? (
        <Composer
          text={text}
          onTextChange={setText}
          files={files}
          onFilesChange={setFiles}
          onSend={send}
          textareaRef={textareaRef}
          allowAttachments={source.allowAttachments}
          tools={renderTools?.(conversation, insert)}
        />
      ) : (
        <p className={styles.notice} role="status">
          {conversation.blocked ? copy.blockedNotice : copy.blockedByOther}
        </p>
      )}
    </section>
  );
}
