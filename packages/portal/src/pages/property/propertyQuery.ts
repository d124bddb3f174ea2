import type { ConviveClient } from '@convive/sdk';
import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../app/queryKeys';

/**
 * GET /properties/{id}/, as the property page reads it (and the server renders it from); the room
 * page reads its home's with it too, for the building's energy certificate.
 */
export function propertyQuery(client: ConviveClient, id: number | null) {
  return queryOptions({
    queryKey: keys.properties.detail(id),
    queryFn: () => client.properties.get(id as number),
    enabled: id !== null,
  });
}
