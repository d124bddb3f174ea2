/**
 * The packages as a partner's developer gets them: the tarballs a release packs (scripts/pack-check.mjs,
 * each built by its prepack from a tree without dist/), installed into three apps copied out of the
 * repository — Vite + React 18, Vite + React 19 under `@tsconfig/strictest` with `moduleResolution:
 * nodenext`, and Next.js App Router — each type-checked and built by its own tools, then served under a
 * strict Content-Security-Policy (no `'unsafe-inline'`) against a running Convive server and opened in
 * Chromium in dark mode. Each app keeps the global CSS its starter ships (resets, dark colours, bare
 * buttons): the widgets must show cards, keep their spacing and colours, and log nothing.
 * Screenshots go to test-results/consumer-apps/.
 *
 * Installing needs the npm registry (these machines reach it) for everything but our two packages.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { type PartnerStack, startPartnerStack } from './partnerStack';
import {
  freePort,
  isStale,
  makeTempDir,
  ROOT,
  type RunningProcess,
  removeDir,
  startNode,
  waitForUrl,
} from './setup';

const PACKS = join(ROOT, 'node_modules', '.cache', 'convive-packs');
const shots = join(ROOT, 'test-results', 'consumer-apps');
const TARBALLS = { sdk: join(PACKS, 'sdk.tgz'), widgets: join(PACKS, 'widgets.tgz') };
/** The theme colour each app sets on an ancestor of the widgets (`--convive-color-primary`). */
const APP_PRIMARY = 'rgb(10, 127, 90)';

/** What a tool run needs: none of npm's or the test runner's variables (NODE_ENV=test, workspace settings). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('npm_') || key.startsWith('VITEST') || key === 'TEST') continue;
    env[key] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true', ...extra };
}

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    env: cleanEnv(env),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 600_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/** The tarballs of this tree's sources: packed again when a source is newer (npm test packs just before). */
function ensureTarballs(): void {
  const sources = ['sdk', 'widgets'].flatMap((name) => [
    join(ROOT, 'packages', name, 'src'),
    join(ROOT, 'packages', name, 'package.json'),
  ]);
  if (isStale(TARBALLS.sdk, sources) || isStale(TARBALLS.widgets, sources)) {
    run(ROOT, 'node', ['scripts/pack-check.mjs']);
  }
}

/**
 * Mistakes the published declarations must catch: with the types lost (an unresolved specifier under
 * skipLibCheck makes every widget `any`), each `@ts-expect-error` is unused and the type check fails.
 */
const TYPE_PROBE = `import { createConvive, PropertyGrid, SearchBar } from '@convive/widgets';
import { createClient } from '@convive/sdk';

// @ts-expect-error apiBase is required
createConvive({});
// @ts-expect-error page is a number
export const badPage = <PropertyGrid page="two" />;
// @ts-expect-error no such prop
export const badProp = <SearchBar notAProp />;
export const fine = <SearchBar onSearch={(filters) => filters.city?.toUpperCase()} />;
// @ts-expect-error the client's calls are typed
createClient({ baseUrl: '/api' }).properties.get('one');
`;

/** Copies an example out of the repository and points its Convive dependencies at the tarballs. */
function copyApp(name: string): string {
  const dir = makeTempDir(`convive-${name}-`);
  cpSync(join(ROOT, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(source.slice(ROOT.length)),
  });
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@convive/sdk'] = `file:${TARBALLS.sdk}`;
  manifest.dependencies['@convive/widgets'] = `file:${TARBALLS.widgets}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, name === 'next-app' ? 'app' : 'src', 'typeProbe.tsx'), TYPE_PROBE);
  // Reuses npm's cache where it can (the root install filled it), asks the registry for the rest.
  run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  return dir;
}

/** The policy the widgets README documents for a partner page, with the test server's origin. */
function strictPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${apiOrigin} data:`,
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves a static build (index.html for any path without a file) with the policy on every answer. */
async function serveStatic(dir: string, policy: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/')) file = join(dir, 'index.html');
    response
      .writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': policy,
      })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

interface Seen {
  /** Console errors and warnings, uncaught errors and CSP violations. */
  problems: string[];
}

async function openApp(
  browser: Browser,
  url: string,
): Promise<{ page: Page; seen: Seen; close(): Promise<void> }> {
  // Dark mode: the starters' colours turn dark; the widgets must stay legible.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const seen: Seen = { problems: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto(url);
  return { page, seen, close: () => context.close() };
}

/** What the widgets look like once drawn, read through their (open) shadow roots. */
interface Looks {
  cards: number;
  /** Inside a shadow root, or in the page where the host's CSS reaches them. */
  isolated: boolean;
  searchButton: { paddingLeft: number; background: string };
  cardBodyPadding: number;
  enquiryTitle: { color: string; background: string; contrast: number; fontSize: number };
}

function looks(page: Page): Promise<Looks> {
  return page.evaluate(() => {
    const all = (selector: string, root: Document | ShadowRoot = document): Element[] => [
      ...root.querySelectorAll(selector),
      ...[...root.querySelectorAll('*')].flatMap((element) =>
        element.shadowRoot ? all(selector, element.shadowRoot) : [],
      ),
    ];
    const one = (selector: string): Element => {
      const found = all(selector)[0];
      if (!found) throw new Error(`nothing matches ${selector}`);
      return found;
    };
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** The first opaque background behind an element, across shadow boundaries. */
    const backgroundOf = (element: Element): string => {
      let node: Element | null = element;
      while (node) {
        const background = getComputedStyle(node).backgroundColor;
        const alpha = rgb(background)[3];
        if (background !== 'transparent' && (alpha === undefined || alpha > 0.9)) return background;
        node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const button = one('.convive-search-bar__submit, .convive-search-bar button[type="submit"]');
    const title = one('.convive-enquiry__title');
    const color = getComputedStyle(title).color;
    const background = backgroundOf(title);
    const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [number, number];
    return {
      cards: all('article[part~="card"]').length,
      isolated: all('.convive-root').every((root) => root.getRootNode() instanceof ShadowRoot),
      searchButton: {
        paddingLeft: Number.parseFloat(getComputedStyle(button).paddingLeft),
        background: getComputedStyle(button).backgroundColor,
      },
      cardBodyPadding: Number.parseFloat(getComputedStyle(one('.convive-card__body')).paddingTop),
      enquiryTitle: {
        color,
        background,
        contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        fontSize: Number.parseFloat(getComputedStyle(title).fontSize),
      },
    };
  });
}

describe('consumer apps built from the packed packages', () => {
  let stack: PartnerStack;
  let browser: Browser;
  const cleanup: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    ensureTarballs();
    stack = await startPartnerStack({ restrictOrigins: false });
    ({ browser } = await launchChromium());
  }, 600_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    await browser?.close();
    await stack?.stop();
  });

  async function expectWidgetsShown(url: string, name: string): Promise<Looks> {
    const { page, seen, close } = await openApp(browser, url);
    try {
      await expect
        .poll(() => page.locator('article[part~="card"]').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const seenLooks = await looks(page);
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
      expect(seen.problems).toEqual([]);
      return seenLooks;
    } finally {
      await close();
    }
  }

  /** The checks each app passes: every starter rule kept out of the widgets. */
  function expectStyled(seenLooks: Looks): void {
    expect(seenLooks.isolated).toBe(true);
    expect(seenLooks.searchButton.paddingLeft).toBeGreaterThanOrEqual(8);
    expect(seenLooks.searchButton.background).toBe(APP_PRIMARY);
    expect(seenLooks.cardBodyPadding).toBeGreaterThan(0);
    // The form's own title size and colour on its own surface, whatever the page's dark mode says.
    expect(seenLooks.enquiryTitle.fontSize).toBe(18);
    expect(seenLooks.enquiryTitle.contrast).toBeGreaterThanOrEqual(4.5);
  }

  /** A Vite app: installed from the tarballs, type-checked, built against the test server, served under the policy. */
  async function viteApp(name: string, reactMajor: number): Promise<void> {
    const dir = copyApp(name);
    cleanup.push(() => removeDir(dir));
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', 'react', 'package.json'), 'utf8'));
    expect(installed.version.split('.')[0]).toBe(String(reactMajor));
    run(dir, 'npm', ['run', 'typecheck']);
    run(dir, 'npm', ['run', 'build'], { VITE_API_BASE: stack.apiBase });
    const { url, server } = await serveStatic(join(dir, 'dist'), strictPolicy(stack.origin));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    expectStyled(await expectWidgetsShown(url, name));
  }

  it('Vite + React 19 (strictest, nodenext): type-checks, builds and shows the widgets under a strict CSP', async () => {
    await viteApp('react-embed', 19);
  }, 900_000);

  it('Vite + React 18: type-checks, builds and shows the widgets under a strict CSP, no React warning', async () => {
    await viteApp('react18-embed', 18);
  }, 900_000);

  it('Next.js App Router: type-checks, builds, renders on the server and shows the widgets under its nonce CSP', async () => {
    const NAME = 'next-app';
    const dir = copyApp(NAME);
    cleanup.push(() => removeDir(dir));
    run(dir, 'npm', ['run', 'typecheck']);
    run(dir, 'npm', ['run', 'build']);
    const port = await freePort();
    const next: RunningProcess = startNode(
      [
        join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        dir,
        '-p',
        String(port),
        '-H',
        '127.0.0.1',
      ],
      cleanEnv({ CONVIVE_API_BASE: stack.apiBase, NODE_ENV: 'production' }) as Record<string, string>,
    );
    cleanup.push(() => next.stop());
    const url = `http://127.0.0.1:${port}/`;
    await waitForUrl(url, next, 60_000);
    const html = await (await fetch(url)).text();
    const policy = (await fetch(url)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).toContain("style-src 'self';");
    // The Server Component's heading, from `@convive/widgets/shared`, is in the server's HTML.
    expect(html).toContain('<h1>Buscar alojamiento</h1>');
    expect(html).toContain('<title>Convive · Buscar alojamiento</title>');
    expectStyled(await expectWidgetsShown(url, NAME));
  }, 900_000);
});
