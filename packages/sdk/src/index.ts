/**
 * @convive/sdk — the typed contract of the Convive marketplace.
 *
 * - schemas: zod schemas and inferred types for every entity and payload (the server validates with them);
 * - client: `createClient`, one typed function per API call, and the error model;
 * - socket: the live-notification socket and the polling fallback;
 * - rules: pure domain rules shared by widgets, portal and server.
 */
export * from './client';
export * from './rules';
export * from './schemas';
export * from './socket';
