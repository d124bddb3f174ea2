export * from './baseUrl';
export * from './createClient';
export * from './errors';
export type { ClientOptions } from './http';
