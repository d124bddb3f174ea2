import type { QueryClient } from '@tanstack/react-query';

/** After an enquiry: the tenant's request lists (dashboard home, applications, requests) are stale. */
export function invalidateRequests(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['property-requests'] });
  void queryClient.invalidateQueries({ queryKey: ['notifications', 'requests'] });
}
