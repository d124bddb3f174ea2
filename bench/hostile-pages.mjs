#!/usr/bin/env node
// `npm run bench:hostile-pages` — what hostile text in a page's address or a listing costs the server.
//
// `String.replace` reads `$\``, `$'` and `$&` in a replacement string as "the text before / after /
// the match"; a page head spliced that way turned a searched city of `$\`` into copies of the page.
// This starts the server (BENCH_REF / BENCH_SERVER_MAIN pick another build: bench/server-harness.mjs)
// on SQLite with a portal folder whose index.html is the size of the real one, and sends:
//   A  30 GET /properties?city=<$` × 1,300> (an 8 KB address each, every one a different page);
//   B  30 GET /properties?city=<$` × 330, then a serial> (the longest query the server answers);
//   C  10 GET of a listing whose landlord's title is $' × 100.
// For each it prints the address's size, the answers' status and size, and the server's resident
// memory (VmRSS of /proc/<pid>/status) before and after. Figures only, no thresholds; exit 1 only
// when the bench itself fails (a server that died is reported, not hidden). Linux only (/proc).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiCall,
  fmt,
  freePort,
  guard,
  onCleanup,
  prepareServer,
  runMain,
  sleep,
  startServer,
  stopServer,
} from './server-harness.mjs';

guard(Number(process.env.BENCH_TIMEOUT ?? 300));

const PASSWORD = 'Tortuga-Azul-93';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
// About the real index.html's size (its head: scripts, preloads, the loading shell's styles).
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Convive</title><meta name="description" content="Pisos y habitaciones"><style>${'.x{color:#111}'.repeat(300)}</style></head><body><div id="root"><!--app--><p>Cargando…</p><!--/app--></div></body></html>`;

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return null;
  }
}

async function scenario(name, pid, urls) {
  const before = rssMb(pid);
  let bytes = 0;
  let largest = 0;
  const statuses = new Map();
  let failed = 0;
  for (const url of urls) {
    try {
      const answer = await fetch(url, { headers: HTML, signal: AbortSignal.timeout(60_000) });
      const body = await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      bytes += body.byteLength;
      largest = Math.max(largest, body.byteLength);
    } catch {
      failed += 1;
    }
  }
  await sleep(500);
  const after = rssMb(pid);
  const address = Math.max(...urls.map((u) => new URL(u).pathname.length + new URL(u).search.length));
  console.log(
    `${name.padEnd(34)} address ${fmt(address / 1024, 1).padStart(5)} KB · ${urls.length} requests · ` +
      `statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ') || '—'}${failed ? ` · ${failed} failed` : ''} · ` +
      `largest answer ${fmt(largest / 1024, 1)} KB, all ${fmt(bytes / 1024 / 1024, 1)} MB · ` +
      `RSS ${before === null ? '—' : fmt(before, 0)} → ${after === null ? 'gone (the server died)' : `${fmt(after, 0)} MB`}`,
  );
  return after !== null;
}

await runMain(async () => {
  const { main, label } = prepareServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'convive-hostile-'));
  const portalDir = mkdtempSync(join(tmpdir(), 'convive-hostile-portal-'));
  onCleanup(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(portalDir, { recursive: true, force: true });
  });
  writeFileSync(join(portalDir, 'index.html'), TEMPLATE);
  const port = await freePort();
  const { child } = await startServer(
    main,
    { DATABASE_URL: '', DATA_DIR: dataDir, PORTAL_DIR: portalDir, NODE_OPTIONS: '--max-old-space-size=512' },
    port,
  );
  const origin = `http://127.0.0.1:${port}`;
  console.log(`server: ${label}, SQLite, heap limit 512 MB, template ${fmt(TEMPLATE.length / 1024, 1)} KB\n`);
  const { data } = await apiCall(origin, 'POST', '/api/register/', {
    body: {
      email: `hostile-${Date.now()}@example.com`,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      first_name: 'Lola',
      last_name: 'Prueba',
      role: 'propietario',
    },
  });
  const created = await apiCall(origin, 'POST', '/api/properties/', {
    token: data.token,
    body: {
      title: "$'".repeat(100),
      description: 'Luminoso.',
      property_type: 'piso',
      price: 900,
      size: 70,
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28013',
      bedrooms: 2,
      bathrooms: 1,
    },
  });
  const crash = (i) => `${origin}/properties?city=${encodeURIComponent('$`'.repeat(1_300))}&v=${i}`;
  const longest = (i) => `${origin}/properties?city=${encodeURIComponent('$`'.repeat(330))}${i}`;
  const listing = () => `${origin}/properties/${created.data.id}`;
  let alive = await scenario(
    'A  8 KB addresses of $`',
    child.pid,
    Array.from({ length: 30 }, (_, i) => crash(i)),
  );
  if (alive)
    alive = await scenario(
      'B  longest query answered, of $`',
      child.pid,
      Array.from({ length: 30 }, (_, i) => longest(i)),
    );
  if (alive)
    alive = await scenario("C  a listing titled $' × 100", child.pid, Array.from({ length: 10 }, listing));
  console.log(alive ? '\nThe server answered throughout.' : '\nThe server died.');
  await stopServer(child);
  return true;
});
