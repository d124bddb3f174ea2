import { type Conversation, pagePath, relativeTime, unreadBadgeText } from '@convive/sdk';
import { Avatar, useConvive } from '@convive/widgets';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { subscribeLiveMessages } from '../../app/liveMessages';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { Switch } from '../../ui/Switch';
import { type MessagesCopy, messagesCopy } from './copy';
import styles from './Messages.module.css';
import { CONVERSATIONS_PAGE_SIZE, messageKeys } from './messagesData';

/** Typing pauses this long before the inbox is searched (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The server already orders unread first, then latest; pages are joined without repeats. */
function joinPages(pages: readonly { results: Conversation[] }[]): Conversation[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.results.filter((c) => {
      if (seen.has(c.id)) return false;
      seen.add(c.id);
      return true;
    }),
  );
}

export interface InboxListProps {
  /** The conversation open beside the list (marked as the current one). */
  selectedId: number | null;
}

/** The inbox: search, archived switch, the conversations (unread first, then latest) and 'Cargar más'. */
export function InboxList({ selectedId }: InboxListProps) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const term = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const headingId = useId();
  const queryClient = useQueryClient();

  // A pushed message reorders the inbox and changes its badges (the sidebar may not be mounted).
  useEffect(
    () =>
      subscribeLiveMessages(() => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      }),
    [queryClient],
  );

  const query = useInfiniteQuery({
    queryKey: messageKeys.list(term, archived),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      client.conversations.list({
        page: pageParam,
        page_size: CONVERSATIONS_PAGE_SIZE,
        ...(term ? { search: term } : {}),
        ...(archived ? { archived: true } : {}),
      }),
    getNextPageParam: (last, _all, pageParam) => (last.next ? pageParam + 1 : undefined),
  });
  const conversations = joinPages(query.data?.pages ?? []);

  return (
    <section className={styles.listPane} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {archived ? copy.archivedTitle : copy.listLabel}
      </h2>
      <div className={styles.toolbar}>
        <SearchInput value={search} onChange={setSearch} placeholder={copy.search} />
        <Switch checked={archived} onCheckedChange={setArchived} label={copy.showArchived} />
      </div>
      {query.isPending ? (
        <SkeletonCards count={3} label={copy.loading} />
      ) : query.isError ? (
        <ErrorState message={copy.loadFailed} onRetry={() => void query.refetch()} />
      ) : conversations.length === 0 ? (
        <EmptyState
          icon={<MessageSquareOff />}
          title={term ? copy.noMatch : archived ? copy.emptyArchived : copy.empty}
          text={term || archived ? undefined : copy.emptyText}
          action={
            term ? (
              <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                {copy.clearSearch}
              </button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul
            className={styles.list}
            data-testid="conversation-list"
            aria-label={archived ? copy.archivedTitle : copy.listLabel}
          >
            {conversations.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                current={conversation.id === selectedId}
                copy={copy}
              />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className={styles.pager}>
              <button
                type="button"
                className="btn btn--outline"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {copy.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The last message's excerpt: its text, or a word for a file or a card. */
function excerptOf(conversation: Conversation, copy: MessagesCopy): string {
  const last = conversation.last_message;
  if (!last) return '';
  const text =
    last.kind === 'visit_proposal'
      ? copy.visitCardTitle
      : last.kind === 'apply_invite'
        ? copy.inviteCardTitle
        : last.text.trim() || (last.attachments.length > 0 ? copy.attachmentOnly : '');
  return last.mine ? `${copy.you}${text}` : text;
}

function ConversationItem({
  conversation,
  current,
  copy,
}: {
  conversation: Conversation;
  current: boolean;
  copy: MessagesCopy;
}) {
  const { intlLocale } = useConvive();
  const unread = conversation.unread_count;
  const badge = unreadBadgeText(unread);
  return (
    <li>
      <Link
        to={pagePath('dashboardConversation', { id: conversation.id })}
        className={styles.item}
        data-unread={unread > 0}
        data-testid="conversation-item"
        aria-current={current ? 'page' : undefined}
      >
        <Avatar name={conversation.other_party.name} src={conversation.other_party.avatar} size="sm" />
        <span className={styles.itemMain}>
          <span className={styles.itemName}>{conversation.other_party.name}</span>
          <span className={styles.itemProperty}>{conversation.property_title}</span>
          <span className={styles.excerpt}>{excerptOf(conversation, copy)}</span>
        </span>
        <span className={styles.itemSide}>
          <time className={styles.time} dateTime={conversation.updated_at}>
            {relativeTime(conversation.updated_at, Date.now(), intlLocale)}
          </time>
          {badge !== null ? (
            <>
              <span className={styles.unreadBadge} aria-hidden="true">
                {badge}
              </span>
              <span className="visually-hidden">{copy.unread(unread)}</span>
            </>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
