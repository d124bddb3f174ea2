/**
 * @convive/sdk — the typed contract of the Convive marketplace.
 *
 * - schemas: zod schemas and inferred types for every entity and payload (the server validates with them);
 * - contract: `ENDPOINTS`, the table of every call (method, path, schemas, who may call it), from
 *   which the client, the server's routes and the API reference are derived;
 * - client: `createClient`, one typed function per API call, and the error model;
 * - socket: the live-notification socket and the polling fallback;
 * - rules: pure domain rules shared by widgets, portal and server;
 * - pages: `PAGES`, the table of the portal's pages (paths, sitemap, robots, server rendering), from
 *   which the portal's router, the server's sitemap and heads and every link in an e-mail are derived;
 * - webhooks: `verifyWebhook`, for partners' servers that receive Convive's signed webhooks.
 */
export * from './client';
export * from './contract';
export * from './messages';
export * from './pages';
export * from './rules';
export * from './schemas';
export * from './socket';
export * from './webhooks';
