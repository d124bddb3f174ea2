import { isApiError } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ConversationSource, ConversationView } from '../../dashboard/messages/ConversationView';
import { messagesCopy } from '../../dashboard/messages/copy';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { EmptyState } from '../../ui/States';
import styles from './GuestConversation.module.css';

/**
 * /messages/guest?token=…: the link of the e-mail a guest (no account) gets when a landlord answers.
 * The token opens that one conversation only; the guest reads and answers it in text.
 */
export function Component() {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  const source = useMemo<ConversationSource>(
    () => ({
      detailKey: ['guest-conversation', token],
      messagesKey: ['guest-conversation', token, 'messages'],
      // An unknown or expired token is the link's end, not a failure to retry.
      get: () =>
        client.conversations
          .guestGet(token)
          .catch((error: unknown) =>
            isApiError(error) && error.status === 404 ? null : Promise.reject(error),
          ),
      messages: (filters) => client.conversations.guestMessages(token, filters),
      send: (text) => client.conversations.guestSend(token, { text }),
      allowAttachments: false,
    }),
    [client, token],
  );

  return (
    <div className={`container ${styles.page}`}>
      <DocumentTitle>{copy.guestDocumentTitle}</DocumentTitle>
      <h1 className={styles.title}>{copy.guestTitle}</h1>
      {token ? (
        <ConversationView source={source} notFoundText={copy.guestFailed} />
      ) : (
        <EmptyState title={copy.guestNoToken} />
      )}
    </div>
  );
}
