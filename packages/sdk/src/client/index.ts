export * from './baseUrl';
export * from './bindEndpoint';
export * from './createClient';
export * from './deferClient';
export * from './errors';
export type { ClientOptions } from './http';
