/**
 * Build-time only (vite.embed.config.ts): what the embed build drops from two tables the elements
 * read only in part. Not imported by the elements or the entry.
 */
import { CONTRACT_UNREAD_KEYS, type UnreadKeys } from '../../scripts/lib/unreadKeys';

/**
 * The groups of the sdk's endpoint table the elements and their stores call (`client.<group>.…`);
 * `embedUnreadKeys.test.ts` fails when the widgets' code names another one. Not `availability`: only the
 * calendar calls it, binding `AVAILABILITY_ENDPOINTS` to the client in its own lazily loaded chunk
 * (`bindEndpoint`), so the table every element loads leaves out its two calls and answer schema.
 */
export const ELEMENT_CLIENT_GROUPS: ReadonlySet<string> = new Set([
  'auth',
  'users',
  'properties',
  'rooms',
  'favorites',
  'appointments',
  'propertyRequests',
  'notifications',
  'partnerKeys',
  'locations',
]);

/**
 * What the elements never read of two tables that also feed documentation and the server, dropped
 * from the production embed builds (the dev build keeps all, its warnings read the registry's): the
 * endpoint table as the portal's build strips it (`CONTRACT_UNREAD_KEYS`), less the groups no
 * element calls; and the registry, of which the elements read an attribute's name, prop, type and
 * shape: descriptions, events and what only dev warnings check go. Together about 6 KB gzip of the
 * grid-only page. ./embedUnreadKeys.test.ts checks the client and the registry still work from the
 * stripped modules.
 */
export const UNREAD_KEYS: readonly UnreadKeys[] = [
  { ...CONTRACT_UNREAD_KEYS, groups: { table: 'ENDPOINTS', keep: ELEMENT_CLIENT_GROUPS } },
  {
    module: /\/src\/elements\/registry\.ts$/,
    drop: new Set(['description', 'detail', 'events', 'default', 'required', 'values']),
  },
];
