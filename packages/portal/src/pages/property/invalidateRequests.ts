import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../app/queryKeys';

/** After an enquiry: the tenant's request lists (dashboard home, applications, requests) are stale. */
export function invalidateRequests(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: keys.propertyRequests.all });
  void queryClient.invalidateQueries({ queryKey: keys.notifications.requests });
}
