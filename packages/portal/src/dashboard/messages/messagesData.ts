import type { Conversation, Message, Page } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveMessages } from '../../app/liveMessages';

/** Messages per page of a conversation (the newest page first). */
export const MESSAGES_PAGE_SIZE = 50;
/** Conversations per page of the inbox. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** The nav badge's count is checked this often besides the live pushes (the socket may be down). */
const UNREAD_POLL_MS = 60_000;

/** The query keys of the messaging screens; all under `['conversations']`, so one prefix refreshes them. */
export const messageKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (search: string, archived: boolean) => ['conversations', 'list', { search, archived }] as const,
  unread: ['conversations', 'unread'] as const,
  detail: (id: number | string) => ['conversations', 'detail', id] as const,
  messages: (id: number | string) => ['conversations', 'messages', id] as const,
  savedReplies: ['saved-replies'] as const,
  responseStats: (landlordId: number) => ['response-stats', landlordId] as const,
};

export type MessagePages = InfiniteData<Page<Message>, unknown>;

/**
 * The messages of a conversation, oldest first, from the cached pages (each newest first, page 1
 * the newest), without duplicates (a message pushed live may also come in a page).
 */
export function messagesOldestFirst(data: { pages: readonly Page<Message>[] } | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: Message[] = [];
  for (const page of data.pages) {
    for (const message of page.results) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** Adds a message (sent or pushed) to the newest page of its conversation's cache, once. */
export function addMessageToCache(queryClient: QueryClient, key: readonly unknown[], message: Message): void {
  queryClient.setQueryData<MessagePages>(key, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.results.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, results: [message, ...first.results] }, ...rest] };
  });
}

/** Replaces a conversation in the detail cache and in every cached inbox page. */
export function updateConversationInCache(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(messageKeys.detail(conversation.id), conversation);
  queryClient.setQueriesData<InfiniteData<Page<Conversation>, unknown>>(
    { queryKey: messageKeys.lists },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((c) => (c.id === conversation.id ? conversation : c)),
            })),
          }
        : data,
  );
}

/**
 * The user's unread messages over all conversations (the navigation's badge): loaded once, polled
 * slowly, refreshed by every pushed message. 0 while loading or when it cannot be had.
 */
export function useMessagesUnreadCount(enabled = true): number {
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => client.conversations.unreadCount(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveMessages(() => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    });
  }, [enabled, queryClient]);
  return query.data ?? 0;
}
