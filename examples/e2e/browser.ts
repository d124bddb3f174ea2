/**
 * Finds a Chromium for the browser tests and launches it through playwright-core. The system browser
 * comes first (`CHROME_PATH`, /usr/bin/chromium, chromium-browser, google-chrome on the PATH), then
 * Playwright's own download (`npx playwright install chromium`, where the machine has internet).
 * Nothing is installed here.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import type { Browser } from 'playwright-core';

/** The flags every launch uses: no sandbox (containers, root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const HOW_TO_INSTALL =
  'No Chromium found for the browser tests. Install one of: Debian/Ubuntu `apt-get install -y chromium`; ' +
  "or Playwright's own build with `npx playwright install chromium` (needs internet); or point " +
  '`CHROME_PATH` at a Chrome/Chromium executable.';

export interface FoundBrowser {
  executablePath: string;
  /** Where it came from: 'CHROME_PATH', 'system' or 'playwright'. */
  source: 'CHROME_PATH' | 'system' | 'playwright';
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` found as an executable on the PATH (and /usr/bin/chromium first of all). */
function onPath(names: readonly string[]): string | null {
  const dirs = ['/usr/bin', ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** Is playwright-core resolvable from here (it is a root devDependency)? */
export function hasPlaywrightCore(): boolean {
  try {
    createRequire(import.meta.url).resolve('playwright-core');
    return true;
  } catch {
    return false;
  }
}

async function loadPlaywright(): Promise<typeof import('playwright-core')> {
  if (!hasPlaywrightCore()) {
    throw new Error(
      'playwright-core is not installed: it is a devDependency of the repository root, run `npm ci` (or `npm install`) there.',
    );
  }
  return import('playwright-core');
}

/** System browser first, then Playwright's download; throws how to install one when neither exists. */
export async function findChromium(): Promise<FoundBrowser> {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`);
    return { executablePath: fromEnv, source: 'CHROME_PATH' };
  }
  const system = onPath(SYSTEM_NAMES);
  if (system) return { executablePath: system, source: 'system' };
  if (hasPlaywrightCore()) {
    const { chromium } = await loadPlaywright();
    let downloaded = '';
    try {
      downloaded = chromium.executablePath();
    } catch {
      // No browser registered for this platform.
    }
    if (downloaded && existsSync(downloaded)) return { executablePath: downloaded, source: 'playwright' };
  }
  throw new Error(HOW_TO_INSTALL);
}

/** Launches headless Chromium with the flags above. */
export async function launchChromium(): Promise<{ browser: Browser; found: FoundBrowser }> {
  const found = await findChromium();
  const { chromium } = await loadPlaywright();
  const browser = await chromium.launch({
    executablePath: found.executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return { browser, found };
}
