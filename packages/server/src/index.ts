/**
 * @convive/server — the Convive API as a library: build the app, open and migrate the database,
 * load demo or synthetic data. `main.ts` is the process that listens (`npm start`).
 */
export { type App, type BuildAppOptions, buildApp } from './app';
export { type Config, loadConfig } from './config';
export type { AppContext } from './context';
export { type DatabaseHandle, type DatabaseOptions, type Dialect, openDatabase } from './db/database';
export { migrateToLatest } from './db/migrate';
export type { Database } from './db/schema';
export { buildOpenApiDocument, type OpenApiOptions, registerDocs } from './openapi';
export { registerPortal } from './portal';
export {
  createRandom,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoSummary,
  type DemoTarget,
  seedDemo,
  seedIfEmpty,
} from './seed/demo';
export { type SyntheticOptions, type SyntheticSummary, seedSynthetic } from './seed/synthetic';
export { LocalStorage, type Storage } from './storage/storage';
