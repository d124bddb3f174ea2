/**
 * The partner-site example as the browser tests run it: a real Convive server with demo data in a
 * temporary folder, and examples/partner-site/serve.mjs on another port (another origin), the
 * embed built first when stale.
 */
import { dirname, join } from 'node:path';
import {
  EMBED_ENTRY,
  ensureBuilt,
  ensurePortalBuilt,
  freePort,
  makeTempDir,
  PORTAL_DIST,
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
  /** The Convive server's origin: the portal too, with `{ portal: true }`, and its e-mail links. */
  origin: string;
  /** The server's DATA_DIR: its mail outbox is `outbox/`. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startPartnerStack(
  options: {
    /** Serve the portal and the embed too, as `npm start` does. */
    portal?: boolean;
    /** Restrict the API to the partner page's origin (PARTNER_ORIGINS). @default true */
    restrictOrigins?: boolean;
  } = {},
): Promise<PartnerStack> {
  ensureBuilt();
  if (options.portal) ensurePortalBuilt();
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${apiPort}`;
  const apiBase = `${origin}/api`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const dataDir = makeTempDir('convive-e2e-');
  const server = startNode([SERVER_MAIN], {
    // As `npm start` serves it: the portal (with its e-mail links' origin) and the embed at /embed/.
    ...(options.portal
      ? { PORTAL_DIR: PORTAL_DIST, PUBLIC_URL: origin, EMBED_DIR: dirname(EMBED_ENTRY) }
      : {}),
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A fresh SQLite database, even where DATABASE_URL is exported for the server suites (CI).
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    PARTNER_ORIGINS: options.restrictOrigins === false ? '' : siteUrl,
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
  return { apiBase, siteUrl, origin, dataDir, stop };
}
