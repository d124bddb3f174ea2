import { type ConviveClient, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Clock, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messagesCopy } from './copy';
import { messageKeys } from './messagesData';
import styles from './PropertyMessaging.module.css';
import { responseRatePercent, responseTimeText } from './responseStatsText';

/**
 * A landlord's public response figures, as the line reads them; a home's page has the server fetch
 * them too, so the hydrated page calls nothing for what it shows.
 */
export function responseStatsQuery(client: ConviveClient, landlordId: number) {
  return queryOptions({
    queryKey: messageKeys.responseStats(landlordId),
    queryFn: () => client.conversations.responseStats(landlordId),
    staleTime: 10 * 60_000,
  });
}

/**
 * 'Suele responder en menos de 2 h' for a landlord (public figures of the last 90 days). Nothing
 * while loading, without figures or when they cannot be had: it is a hint, never an error.
 */
export function ResponseStatsLine({
  landlordId,
  withRate = false,
}: {
  landlordId: number;
  withRate?: boolean;
}) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  const query = useQuery(responseStatsQuery(client, landlordId));
  if (!query.data) return null;
  const time = responseTimeText(query.data, copy);
  const rate = withRate ? responseRatePercent(query.data) : null;
  if (!time && rate === null) return null;
  return (
    <p className={styles.stats} data-testid="response-stats">
      <Clock aria-hidden="true" width={14} height={14} />{' '}
      {[time, rate === null ? null : copy.responseRate(rate)].filter(Boolean).join(' · ')}
    </p>
  );
}

/**
 * 'Contactar' on a home's page for a signed-in tenant: their conversation about this home when they
 * have one; otherwise `fallback` (the enquiry form's button: an enquiry opens the conversation).
 */
export function PropertyContact({ propertyId, fallback }: { propertyId: number; fallback: ReactNode }) {
  const { client } = useConvive();
  const copy = messagesCopy.useCopy();
  // A tenant has one conversation per home and landlord: the inbox's, else the archive's.
  const query = useQuery({
    queryKey: [...messageKeys.lists, { property: propertyId }],
    queryFn: async () => {
      const found = async (archived: boolean) =>
        (await client.conversations.list({ property: propertyId, archived, page_size: 1 })).results[0];
      return (await found(false)) ?? (await found(true)) ?? null;
    },
  });
  const conversation = query.data;
  if (!conversation) return <>{fallback}</>;
  return (
    <Link
      to={pagePath('dashboardConversation', { id: conversation.id })}
      className="btn btn--outline btn--block"
      title={copy.openConversationHint}
    >
      <MessageSquare aria-hidden="true" />
      {copy.openConversation}
    </Link>
  );
}
