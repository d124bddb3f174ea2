/**
 * The portal's browser tests: the built portal served by the real server (fresh SQLite database with
 * the demo data, in a temp folder) and a real Chromium through playwright-core. The browser is found
 * by itself (CHROME_PATH, the system's Chromium, else Playwright's own download), as the partner-site
 * test does; the server and portal are rebuilt first when their sources changed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../examples/e2e/browser';
import {
  ensureBuilt,
  ensurePortalBuilt,
  freePort,
  makeTempDir,
  PORTAL_DIST,
  type RunningProcess,
  removeDir,
  SERVER_MAIN,
  startNode,
  waitForUrl,
} from '../../../examples/e2e/setup';

export const DEMO_PASSWORD = 'Convive2026!';
export const DEMO_LANDLORD = 'carmen@convive.es';
export const DEMO_TENANT = 'lucia@convive.es';

export interface Portal {
  origin: string;
  browser: Browser;
  /** A JSON call to the API (`/api` + path), optionally as the owner of `token`. */
  api<T = unknown>(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<T>;
  /** Logs in through the API and answers the token. */
  login(email: string, password?: string): Promise<string>;
  /** A fresh browser context (empty storage and cache), signed in when a token is given. */
  context(options?: {
    token?: string;
    viewport?: { width: number; height: number };
  }): Promise<BrowserContext>;
  /** A page in a fresh context whose console errors and failed requests are collected. */
  page(options?: { token?: string; viewport?: { width: number; height: number } }): Promise<Page>;
  /** Browser errors seen so far (console errors, uncaught exceptions). */
  errors: string[];
  /** The e-mails the server has written to its outbox so far (the `.eml` files' text, oldest first). */
  outbox(): string[];
  stop(): Promise<void>;
}

/**
 * Starts the server (with the portal) and Chromium. Call in `beforeAll`, stop in `afterAll`. `env`
 * adds server settings (e.g. OUTBOUND_ALLOW_LOOPBACK for a local webhook receiver or feed).
 */
export async function startPortal(options: { env?: Record<string, string> } = {}): Promise<Portal> {
  ensureBuilt();
  ensurePortalBuilt();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = makeTempDir('convive-portal-e2e-');
  const server: RunningProcess = startNode([SERVER_MAIN], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DIR: PORTAL_DIST,
    // A fresh SQLite database per file, whatever the environment says: CI exports DATABASE_URL for
    // the server suites, and a shared PostgreSQL database would carry one file's data into the next.
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  await waitForUrl(`${origin}/api/properties/all/?page_size=1`, server, 60_000);
  const { browser } = await launchChromium();
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  const api: Portal['api'] = async (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Token ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${origin}/api${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${rest.method ?? 'GET'} ${path} → ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };

  const context: Portal['context'] = async ({ token, viewport } = {}) => {
    const created = await browser.newContext({
      viewport: viewport ?? { width: 1280, height: 800 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    // Only the top document: an init script runs in every frame, and an iframe that failed to load
    // (the property page's map offline) is an error page whose storage throws on access.
    if (token)
      await created.addInitScript((value) => {
        if (window === window.top) localStorage.setItem('authToken', value);
      }, token);
    contexts.push(created);
    return created;
  };

  return {
    origin,
    browser,
    errors,
    api,
    async login(email, password = DEMO_PASSWORD) {
      const { token } = await api<{ token: string }>('/api-token-auth/', {
        method: 'POST',
        json: { email, password },
      });
      return token;
    },
    context,
    outbox() {
      const dir = join(dataDir, 'outbox');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => readFileSync(join(dir, name), 'utf8'));
    },
    async page(options = {}) {
      const page = await (await context(options)).newPage();
      page.setDefaultTimeout(15_000);
      page.on('console', (message) => {
        // A 4xx the app expects and handles (a refused token, a missing detail) is not a fault;
        // the browser still logs it. Anything else logged as an error is.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: pageerror ${error.message}`));
      waitForAppOnLoad(page, origin);
      return page;
    },
    async stop() {
      for (const created of contexts) await created.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.stop();
      removeDir(dataDir);
    },
  };
}

/** Paths of the server that are not the portal's pages (no app runs there). */
const NOT_A_PAGE = /^\/(api|media|og|embed|ws|sitemap[\w-]*\.xml|robots\.txt)(\/|$)/;

/**
 * A page loaded in full (`goto`, `reload`) is handed to the test once the app has taken it over
 * (`<html data-app="ready">`), as a person waits for a page to be ready before using it: a rendered
 * page starts its code only once it is shown (server `appLoader.ts`), after the browser's `load`.
 * `waitUntil: 'commit'` opts out (the tests of what happens before the app).
 */
function waitForAppOnLoad(page: Page, origin: string): void {
  const ready = async (waitUntil: string | undefined) => {
    const url = new URL(page.url());
    if (waitUntil === 'commit' || url.origin !== origin || NOT_A_PAGE.test(url.pathname)) return;
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready(options?.waitUntil);
    return response;
  };
}

/** Whether the page scrolls sideways (a phone layout must not). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
