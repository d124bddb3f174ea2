import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Route-aware preloading. Every screen is a lazy chunk, so on a first visit the browser learns which
 * chunk the page needs only after the entry has run, one round trip later. This plugin writes
 * `route-preloads.json` beside `index.html`: for each route of `src/app/routes.tsx`, the files its
 * lazy modules load (their chunks, the chunks those import statically, their CSS). The server reads
 * it and adds `<link rel="modulepreload">` / `<link rel="stylesheet">` for the requested path to the
 * page it sends, so the screen's code downloads alongside the entry.
 */
export interface RoutePreload {
  /** The route as a regular expression over the path ('^/properties/[^/]+/?$'). */
  pattern: string;
  scripts: string[];
  styles: string[];
}

interface RouteSource {
  path: string;
  modules: string[];
}

/**
 * The routes of the route table with their lazy modules (layouts included), read from its text. A
 * pathless lazy route is a layout: the routes after it in its section (the public pages, or those
 * under 'dashboard') load it too.
 */
export function readRouteTable(source: string): RouteSource[] {
  const routes: RouteSource[] = [];
  const layouts: Record<string, string[]> = {};
  let prefix = '';
  // A route object written over several lines names its path on one line and its module on another.
  let pendingPath: string | null = null;
  for (const line of source.split('\n')) {
    if (/path: 'dashboard',/.test(line)) {
      prefix = 'dashboard';
      continue;
    }
    const lazy = /import\('([^']+)'\)/.exec(line);
    const path: string | null = /path: '([^']*)'/.exec(line)?.[1] ?? (lazy ? pendingPath : null);
    const index = /index: true/.test(line);
    if (!lazy) {
      pendingPath = path ?? (/[{}]|Component:|children:/.test(line) ? null : pendingPath);
      continue;
    }
    pendingPath = null;
    if (path === null && !index) {
      layouts[prefix] = [...(layouts[prefix] ?? []), lazy[1] as string];
      continue;
    }
    const own = index ? '' : (path ?? '');
    if (own === '*') continue;
    const full = `/${[prefix, own].filter(Boolean).join('/')}`;
    routes.push({ path: full, modules: [...(layouts[prefix] ?? []), lazy[1] as string] });
  }
  return routes;
}

/** '/properties/:id' → '^/properties/[^/]+/?$'. */
export function routePattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return path === '/' ? '^/$' : `^${body}/?$`;
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  css: string[];
}

export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  const chunksByModule = new Map<string, ChunkInfo>();
  const chunksByFile = new Map<string, ChunkInfo>();
  return {
    name: 'convive:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const metadata = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        const info: ChunkInfo = {
          fileName: output.fileName,
          imports: output.imports,
          css: [...(metadata?.importedCss ?? [])],
        };
        chunksByFile.set(output.fileName, info);
        if (output.facadeModuleId) chunksByModule.set(relative(root, output.facadeModuleId), info);
      }
    },
    writeBundle() {
      const table = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
      const preloads: RoutePreload[] = [];
      for (const route of readRouteTable(table)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (info: ChunkInfo | undefined) => {
          if (!info || scripts.has(info.fileName)) return;
          scripts.add(info.fileName);
          for (const css of info.css) styles.add(css);
          for (const file of info.imports) visit(chunksByFile.get(file));
        };
        for (const module of route.modules) {
          const key = relative(root, resolve(root, 'src/app', module));
          const info = [...chunksByModule.entries()].find(([id]) => id.replace(/\.tsx?$/, '') === key)?.[1];
          if (!info) throw new Error(`route-preloads: no chunk for ${module} (route ${route.path})`);
          visit(info);
        }
        preloads.push({
          pattern: routePattern(route.path),
          scripts: [...scripts].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        });
      }
      writeFileSync(join(outDir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
