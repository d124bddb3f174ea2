import { ensureBuilt, ensurePortalBuilt } from './setup';

/**
 * Builds the server, the embed and the portal once, before any browser test file starts: the files
 * run side by side, and two of them finding the same stale build would both rebuild it at once.
 */
export default function buildOnce(): void {
  ensureBuilt();
  ensurePortalBuilt();
}
