#!/usr/bin/env node
// `npm start`: builds the API server (tsup → packages/server/dist, about a second) and runs it on
// http://localhost:8080 (PORT), on an SQLite file in ./data (DATA_DIR) that is created, migrated and
// filled with demo data on first start. It builds the portal too (Vite → packages/portal/dist) when
// that build is missing or older than the portal's, widgets' or sdk's sources, and the server serves
// it at /. Every other setting passes through from the environment (README,
// "Running the server"). Ctrl+C stops the server gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedSources, isStale, portalSources } from './lib/freshness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const portalDist = join(root, 'packages', 'portal', 'dist');
const embedDist = join(root, 'packages', 'widgets', 'dist', 'embed');

// tsup's own CLI, run with this Node (no npx, no shell): resolved from the server workspace.
const require = createRequire(join(serverDir, 'package.json'));
const tsupPackage = require.resolve('tsup/package.json');
const { bin } = JSON.parse(readFileSync(tsupPackage, 'utf8'));
const tsupCli = join(dirname(tsupPackage), typeof bin === 'string' ? bin : bin.tsup);

console.log('▶ Compilando el servidor (tsup → packages/server/dist)…');
const build = spawnSync(process.execPath, [tsupCli, '--silent'], { cwd: serverDir, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('La compilación del servidor falló.');
  process.exit(build.status ?? 1);
}

// The portal: Vite's own CLI, run the same way, only when a source is newer than the last build:
// the browser's files, then the server renderer of its public pages (dist-ssr/).
const portalStale = () =>
  isStale(join(portalDist, 'index.html'), portalSources(root)) ||
  isStale(join(portalDist, '..', 'dist-ssr', 'entry-server.js'), portalSources(root));
if (!process.env.PORTAL_DIR && portalStale()) {
  const portalRequire = createRequire(join(root, 'packages', 'portal', 'package.json'));
  const vitePackage = portalRequire.resolve('vite/package.json');
  const viteBin = JSON.parse(readFileSync(vitePackage, 'utf8')).bin;
  const viteCli = join(dirname(vitePackage), typeof viteBin === 'string' ? viteBin : viteBin.vite);
  console.log('▶ Compilando el portal (vite → packages/portal/dist)…');
  const vite = (args) =>
    spawnSync(process.execPath, [viteCli, 'build', '--logLevel', 'warn', ...args], {
      cwd: join(root, 'packages', 'portal'),
      stdio: 'inherit',
    });
  let portalBuild = vite([]);
  if (portalBuild.status === 0) portalBuild = vite(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']);
  if (portalBuild.status !== 0) {
    console.error('La compilación del portal falló.');
    process.exit(portalBuild.status ?? 1);
  }
}

// The partner embed (<convive-…> elements), served at /embed/ for partner pages and the snippet
// preview of the dashboard's Integraciones screen: rebuilt the same way, only when stale.
if (!process.env.EMBED_DIR && isStale(join(embedDist, 'convive-widgets.js'), embedSources(root))) {
  console.log('▶ Compilando los elementos para webs de socios (vite → packages/widgets/dist/embed)…');
  const embedBuild = spawnSync('npm', ['run', 'build:embed', '-w', '@convive/widgets', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (embedBuild.status !== 0) {
    console.error('La compilación de los elementos falló.');
    process.exit(embedBuild.status ?? 1);
  }
}

const env = {
  ...process.env,
  PORT: process.env.PORT || '8080',
  DATA_DIR: resolve(root, process.env.DATA_DIR || 'data'),
};
if (!env.PORTAL_DIR && existsSync(join(portalDist, 'index.html'))) env.PORTAL_DIR = portalDist;
if (!env.EMBED_DIR && existsSync(join(embedDist, 'convive-widgets.js'))) env.EMBED_DIR = embedDist;
if (!env.PORTAL_DIR) {
  console.log('  (sin portal compilado en packages/portal/dist: solo se sirve la API)');
}

const server = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'dist', 'main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

// The server stops gracefully on SIGINT/SIGTERM; pass ours on (a second one is harmless) and exit
// with its code once it is done.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
