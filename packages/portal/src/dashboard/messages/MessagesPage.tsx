import { type Conversation, type Message, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { subscribeLiveMessages } from '../../app/liveMessages';
import { useSession } from '../../app/session';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { CardAction } from './CardAction';
import { ConversationActions } from './ConversationActions';
import { type ConversationSource, ConversationView } from './ConversationView';
import { messagesCopy } from './copy';
import { InboxList } from './InboxList';
import { LandlordTools } from './LandlordTools';
import styles from './Messages.module.css';
import { messageKeys } from './messagesData';

/** A route's `:id` as a conversation id, or null when it is not one. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /dashboard/messages and /dashboard/messages/{id}: the inbox and a conversation. From 1024 px they
 * sit side by side; below, the inbox's address shows the list and a conversation's address shows
 * the conversation alone with a link back (`data-view`, read by the stylesheet).
 */
export function Component() {
  const copy = messagesCopy.useCopy();
  const params = useParams();
  const raw = params.id;
  const id = parseId(raw);
  const view = raw === undefined ? 'list' : 'conversation';
  return (
    <>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader title={copy.title} description={copy.description} />
      <div className={styles.layout} data-view={view} data-testid="messages-layout">
        <InboxList selectedId={id} />
        <div className={styles.conversationPane}>
          {raw === undefined ? (
            <p className={styles.placeholder}>{copy.chooseConversation}</p>
          ) : id === null ? (
            <p className={styles.placeholder}>{copy.notFound}</p>
          ) : (
            <UserConversation key={id} id={id} />
          )}
        </div>
      </div>
    </>
  );
}

/** A conversation of the signed-in user, with their actions and (for a landlord) the tools. */
function UserConversation({ id }: { id: number }) {
  const { client } = useConvive();
  const { isLandlord } = useSession();
  const queryClient = useQueryClient();

  const source = useMemo<ConversationSource>(
    () => ({
      detailKey: messageKeys.detail(id),
      messagesKey: messageKeys.messages(id),
      get: () => client.conversations.get(id),
      messages: (filters) => client.conversations.messages(id, filters),
      send: (text, files) =>
        client.conversations.send(id, files.length > 0 ? { text, attachments: [...files] } : { text }),
      markRead: async () => {
        const answer = await client.conversations.read(id);
        queryClient.setQueryData(messageKeys.unread, answer.unread_count);
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
        queryClient.setQueryData<Conversation | null>(messageKeys.detail(id), (c) =>
          c ? { ...c, unread_count: 0 } : c,
        );
      },
      allowAttachments: true,
    }),
    [client, id, queryClient],
  );

  const subscribe = useCallback(
    (onMessage: (message: Message) => void) =>
      subscribeLiveMessages((event) => {
        if (event.conversation === id) onMessage(event.message);
      }),
    [id],
  );

  const inbox = pagePath('dashboardMessages');
  return (
    <ConversationView
      source={source}
      backTo={inbox}
      subscribe={subscribe}
      renderActions={(conversation) => (
        <ConversationActions conversation={conversation} afterReport={inbox} />
      )}
      renderTools={
        isLandlord
          ? (conversation, insert) => <LandlordTools conversation={conversation} insert={insert} />
          : undefined
      }
      renderCardAction={
        isLandlord
          ? undefined
          : (conversation, message) => <CardAction conversation={conversation} message={message} />
      }
    />
  );
}
