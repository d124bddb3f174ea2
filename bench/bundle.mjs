#!/usr/bin/env node
// `npm run bench:bundle` — bytes of the <convive-…> embed bundle that partner pages load.
//
// Builds the embed (`npm run build:embed -w @convive/widgets`), then prints raw, gzip (zlib level 9)
// and brotli (quality 11) bytes for:
//   - the embed entry, dist/embed/convive-widgets.js (with any chunk it imports statically);
//   - a page that uses only <convive-property-grid>: the entry, the grid element's chunk and every
//     chunk either imports statically, transitively (read from Vite's manifest);
//   - the classic-script build, dist/embed/convive-widgets.iife.js (one file, every element);
//   - each element: its chunk and the chunks it imports statically.
// Each file is compressed on its own, as a server sends it, and the sizes are summed. Then what each
// file of the grid-only page holds: its biggest packages and modules with their share of the file's
// gzip bytes (from a second build with source maps, in a temporary folder: dist/embed ships none).
// Fails if the grid-only page holds a copy catalog other than Spanish (they load on demand).
// Target: the grid-only page loads at most 55 KB (56,320 bytes) gzip of JavaScript, React included.
//
// Then the time to first card, in headless Chromium (playwright-core; CHROME_PATH or /usr/bin/chromium)
// on an emulated "Slow 4G" network (Chrome DevTools Protocol Network.emulateNetworkConditions: 150 ms
// round trip, 1.6 Mbps down, 750 kbps up, cache disabled): a real Convive server (bench/server-harness.mjs,
// demo data in a temporary folder) answers the API; a page holding only <convive-property-grid> is
// served from another origin with a strict CSP (script-src 'self' <embed origin>, no inline script),
// and the embed from a third origin (a CDN: gzip, CORS), as a partner would have it. Measured from
// navigation start to the first loaded card in the grid's shadow root; median of 3 runs of the ESM
// entry (<script type="module">) and of the classic script, alternated. Target: the first card
// appears no later with the ESM entry than with the classic script.
// `--no-build` measures the existing dist/embed; `--no-timing` prints the sizes only; `--waterfall`
// prints each timed load's requests (start → end, ms).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'packages/widgets/dist/embed');
const ENTRY = 'src/embed/index.ts';
const ELEMENT_SOURCE = /^src\/elements\/(convive-[a-z-]+)\.tsx?$/;
const GRID_TAG = 'convive-property-grid';
const TARGET_GZIP_BYTES = 55 * 1024;

if (!process.argv.includes('--no-build')) {
  console.log('Building the embed…');
  const build = spawnSync('npm', ['run', 'build:embed', '-w', '@convive/widgets'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

/** @type {Record<string, { file: string; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(embedDir, '.vite/manifest.json'), 'utf8'));
if (!manifest[ENTRY]) throw new Error(`the manifest has no entry ${ENTRY}`);

/** The files a browser fetches for these manifest keys: each chunk and its static imports, transitively. */
function filesOf(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of keys) visit(key);
  return [...files];
}

function measure(label, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(embedDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length;
  }
  return { label, files, raw, gzip, brotli };
}

const elements = Object.keys(manifest)
  .map((key) => [key, ELEMENT_SOURCE.exec(key)?.[1]])
  .filter(([, tag]) => tag)
  .sort(([, a], [, b]) => a.localeCompare(b));
const gridKey = elements.find(([, tag]) => tag === GRID_TAG)?.[0];
if (!gridKey) throw new Error(`the manifest has no chunk for <${GRID_TAG}>`);

const grid = measure(`page with only <${GRID_TAG}>`, filesOf([ENTRY, gridKey]));
const pages = [
  measure('embed entry (convive-widgets.js + imports)', filesOf([ENTRY])),
  grid,
  measure('classic script (convive-widgets.iife.js)', ['convive-widgets.iife.js']),
];
const perElement = elements.map(([key, tag]) => measure(`  <${tag}>`, filesOf([key])));

const fmt = (n) => n.toLocaleString('en-US');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nEmbed bundle — bytes; gzip level 9, brotli quality 11; each file compressed on its own');
console.log(
  'what'.padEnd(46),
  'files'.padStart(5),
  'raw'.padStart(10),
  'gzip'.padStart(9),
  'brotli'.padStart(9),
  'gzip KB'.padStart(9),
);
const print = (row) =>
  console.log(
    row.label.padEnd(46),
    String(row.files.length).padStart(5),
    fmt(row.raw).padStart(10),
    fmt(row.gzip).padStart(9),
    fmt(row.brotli).padStart(9),
    kb(row.gzip).padStart(9),
  );
pages.forEach(print);
console.log('each element (its chunk + the chunks it imports statically):');
perElement.forEach(print);
console.log(`\ngrid-only page loads: ${grid.files.join(', ')}`);
// Only Spanish comes with the elements; another language's catalog is its own chunk, loaded when asked for.
const catalogsInGridPage = ['en', 'fr', 'de'].filter((locale) =>
  grid.files.includes(manifest[`src/i18n/${locale}.ts`]?.file ?? ''),
);
const missingCatalogs = ['en', 'fr', 'de'].filter((locale) => !manifest[`src/i18n/${locale}.ts`]);
if (catalogsInGridPage.length > 0 || missingCatalogs.length > 0)
  console.log(
    `copy catalogs: NOT as expected — in the grid-only page: ${catalogsInGridPage.join(', ') || 'none'}; without a chunk of their own: ${missingCatalogs.join(', ') || 'none'}`,
  );
else console.log('copy catalogs: en, fr and de each a chunk of their own, none in the grid-only page');
const ok = grid.gzip <= TARGET_GZIP_BYTES && catalogsInGridPage.length === 0 && missingCatalogs.length === 0;
console.log(
  `target (page with only <${GRID_TAG}> ≤ 55 KB gzip, React included): ${ok ? 'met' : 'NOT met'} — ${kb(grid.gzip)}`,
);

// ─── What each file of the grid-only page holds ─────────────────────────────────────────────
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings`, decoded: per generated line, [column, source index] of each segment. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A module's label: its npm package, or its path in the repository. */
function moduleLabel(source) {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1];
  const inRepo = /(packages\/[^?]+)/.exec(source);
  return inRepo ? inRepo[1] : '(bundler glue)';
}

/**
 * The gzip bytes of `code` shared out by what its source map says each byte came from: each
 * module's bytes are compressed together, and those sizes scaled to `gzip`, the shipped file's.
 */
function holdings(code, map, gzip) {
  const lines = code.split('\n');
  const text = new Map();
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach(([column, source], i) => {
      const label = source < 0 ? '(bundler glue)' : moduleLabel(map.sources[source]);
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      text.set(label, (text.get(label) ?? '') + line.slice(column, end));
    });
  });
  const rows = [...text].map(([label, bytes]) => ({
    label,
    gzip: gzipSync(Buffer.from(bytes), { level: 9 }).length,
  }));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows) row.gzip = Math.round((row.gzip * gzip) / total);
  return { gzip, rows: rows.sort((a, b) => b.gzip - a.gzip) };
}

/** Prints, for each file of the grid-only page, its biggest holdings (a second build, with source maps). */
function printHoldings() {
  const out = mkdtempSync(join(tmpdir(), 'convive-bench-maps-'));
  try {
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '-c',
        'vite.embed.config.ts',
        '--sourcemap',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: join(root, 'packages/widgets'), stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('the build with source maps failed');
    const mapped = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
    const keys = grid.files.map((file) => Object.keys(manifest).find((key) => manifest[key].file === file));
    console.log(
      `\nWhat the grid-only page's files hold — gzip bytes (share of the file), top ${TOP_HOLDINGS} each:`,
    );
    for (const key of keys) {
      const file = mapped[key]?.file;
      if (!file) continue;
      const code = readFileSync(join(out, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '');
      const gzip = gzipSync(readFileSync(join(embedDir, manifest[key].file)), { level: 9 }).length;
      const { rows } = holdings(code, JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')), gzip);
      console.log(`  ${manifest[key].file} — ${fmt(gzip)} gzip`);
      for (const row of rows.slice(0, TOP_HOLDINGS))
        console.log(
          `    ${fmt(row.gzip).padStart(7)}  ${`${((row.gzip / gzip) * 100).toFixed(1)}%`.padStart(6)}  ${row.label}`,
        );
      const rest = rows.slice(TOP_HOLDINGS);
      if (rest.length > 0)
        console.log(
          `    ${fmt(rest.reduce((sum, row) => sum + row.gzip, 0)).padStart(7)}          ${rest.length} more`,
        );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const TOP_HOLDINGS = Number(process.env.BUNDLE_TOP ?? 12);
printHoldings();

// ─── Time to first card ───────────────────────────────────────────────────────────────────────
/** "Slow 4G" as Chrome DevTools has it. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = 3;

/** A static server for dist/embed on its own origin: gzip when asked (as a CDN sends it), CORS for module scripts. */
function embedServer() {
  const gzipped = new Map();
  return createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(embedDir, pathname));
    if (!file.startsWith(embedDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    const headers = {
      'content-type': extname(file) === '.js' ? 'text/javascript; charset=utf-8' : 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
      vary: 'accept-encoding',
    };
    let body = readFileSync(file);
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
      body = gzipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
  });
}

/** The partner page: only a grid, and the embed as a module or as a classic script; a strict CSP. */
function pageServer(apiBase, embedOrigin) {
  const api = new URL(apiBase).origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${embedOrigin}`,
    "style-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' ${api} data:`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  const scripts = {
    '/esm.html': `<script type="module" src="${embedOrigin}/convive-widgets.js"></script>`,
    '/classic.html': `<script src="${embedOrigin}/convive-widgets.iife.js" defer></script>`,
  };
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const script = scripts[pathname];
    if (!script) {
      response.writeHead(404).end();
      return;
    }
    const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pisos</title>${script}</head>
<body><main><h1>Pisos en alquiler</h1>
<convive-property-grid api-base="${apiBase}"></convive-property-grid></main></body></html>`;
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': csp,
      })
      .end(html);
  });
}

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );

function chromiumPath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** One load of `url` on a fresh context: ms from navigation start to the first loaded card. */
async function firstCardMs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A failed load is reported below with its address.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    const requests = [];
    const started = Date.now();
    page.on('requestfinished', (request) => {
      const { startTime, responseEnd } = request.timing();
      requests.push({ url: request.url(), start: startTime, end: startTime + responseEnd });
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    // Injected by the DevTools protocol, outside the page's CSP: watches each frame for the first card.
    await page.addInitScript(() => {
      const w = window;
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
      const look = () => {
        const root = document.querySelector('convive-property-grid')?.shadowRoot;
        if (root?.querySelector('article[part~="card"]')) w.__firstCard = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstCard !== undefined, undefined, { timeout: 60_000 });
    const { ms, violations, preloads } = await page.evaluate(() => ({
      ms: window.__firstCard,
      violations: window.__violations,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    if (violations.length > 0 || errors.length > 0)
      throw new Error(`${url}: CSP violations or errors: ${[...violations, ...errors].join('; ')}`);
    if (process.argv.includes('--waterfall')) {
      const origin = Math.min(...requests.map((r) => r.start));
      console.log(`  ${url} (first card at ${Math.round(ms)} ms; wall ${Date.now() - started} ms)`);
      for (const r of requests.sort((a, b) => a.start - b.start))
        console.log(
          `    ${String(Math.round(r.start - origin)).padStart(6)} → ${String(Math.round(r.end - origin)).padStart(6)} ms  ${r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}`,
        );
    }
    return { ms, preloads };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints the time to first card of both builds; answers whether the ESM entry is no slower. */
async function timeToFirstCard() {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('\ntime to first card: skipped (no Chromium: set CHROME_PATH).');
    return true;
  }
  const { chromium } = await import('playwright-core');
  const harness = await import('./server-harness.mjs');
  harness.guard(Number(process.env.BENCH_TIMEOUT ?? 600));
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-bench-bundle-'));
  harness.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const servers = [embedServer()];
  let browser;
  try {
    const cdnOrigin = await listen(servers[0]);
    const apiPort = await harness.freePort();
    const apiBase = `http://127.0.0.1:${apiPort}/api`;
    const site = pageServer(apiBase, cdnOrigin);
    servers.push(site);
    const siteOrigin = await listen(site);
    const { main } = harness.prepareServer();
    await harness.startServer(
      main,
      { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', PARTNER_ORIGINS: siteOrigin },
      apiPort,
    );
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    // A warm-up load of each (the server's first answers, the browser's first compile), not counted.
    await firstCardMs(browser, `${siteOrigin}/esm.html`);
    await firstCardMs(browser, `${siteOrigin}/classic.html`);
    const esm = [];
    const classic = [];
    let preloads = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const loaded = await firstCardMs(browser, `${siteOrigin}/esm.html`);
      esm.push(loaded.ms);
      preloads = loaded.preloads;
      classic.push((await firstCardMs(browser, `${siteOrigin}/classic.html`)).ms);
    }
    const ms = (n) => `${fmt(Math.round(n))} ms`;
    const esmMedian = median(esm);
    const classicMedian = median(classic);
    console.log(
      `\nTime to first card — a page with only <${GRID_TAG}>, Slow 4G (150 ms RTT, 1.6 Mbps down), median of ${RUNS}`,
    );
    console.log(
      `  ESM entry (convive-widgets.js)       ${ms(esmMedian).padStart(9)}   runs: ${esm.map(ms).join(', ')}`,
    );
    console.log(
      `  classic script (.iife.js)            ${ms(classicMedian).padStart(9)}   runs: ${classic.map(ms).join(', ')}`,
    );
    console.log(`  ESM chunks preloaded (<link rel="modulepreload">): ${preloads}`);
    const fast = esmMedian <= classicMedian;
    console.log(
      `target (first card no later with ESM than with the classic script): ${fast ? 'met' : 'NOT met'} — ESM ${fast ? '≤' : '>'} classic by ${ms(Math.abs(classicMedian - esmMedian))}`,
    );
    return fast;
  } finally {
    await browser?.close().catch(() => {});
    for (const server of servers) server.close();
    await harness.cleanUp();
  }
}

if (process.argv.includes('--no-timing')) process.exit(ok ? 0 : 1);
const timed = await timeToFirstCard();
process.exit(ok && timed ? 0 : 1);
