/**
 * The partner-site example as the browser tests run it: a real Convive server with demo data in a
 * temporary folder, and examples/partner-site/serve.mjs on another port (another origin), the
 * embed built first when stale.
 */
import { join } from 'node:path';
import {
  ensureBuilt,
  freePort,
  makeTempDir,
  ROOT,
  removeDir,
  SERVER_MAIN,
  startNode,
  waitForUrl,
} from './setup';

export interface PartnerStack {
  /** The API, including /api (`http://127.0.0.1:<port>/api`). */
  apiBase: string;
  /** The partner page's origin. */
  siteUrl: string;
  stop(): Promise<void>;
}

export async function startPartnerStack(): Promise<PartnerStack> {
  ensureBuilt();
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const dataDir = makeTempDir('convive-e2e-');
  const server = startNode([SERVER_MAIN], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A fresh SQLite database, even where DATABASE_URL is exported for the server suites (CI).
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    PARTNER_ORIGINS: siteUrl,
  });
  const site = startNode([join(ROOT, 'examples', 'partner-site', 'serve.mjs')], {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    API_BASE: apiBase,
  });
  const stop = async () => {
    await Promise.all([site.stop(), server.stop()]);
    removeDir(dataDir);
  };
  try {
    await Promise.all([waitForUrl(`${apiBase}/properties/all/`, server), waitForUrl(`${siteUrl}/`, site)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiBase, siteUrl, stop };
}
