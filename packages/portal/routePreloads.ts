import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
// The page table's own file, not '@convive/sdk': Vite loads its config (and this plugin) with Node,
// which would take the package's build (dist/), stale or absent until the sdk is built again; this
// file has no imports, so it is bundled into the config as it is.
import { PAGES, type PageName, type PageSpec } from '../sdk/src/pages.ts';

/**
 * Route-aware preloading. Every screen is a lazy chunk, so on a first visit the browser learns which
 * chunk the page needs only after the entry has run, one round trip later. This plugin writes
 * `route-preloads.json` beside `index.html`: for each page of the router, the files its lazy modules
 * load (their chunks, the chunks those import statically, their CSS). The server reads it and adds
 * `<link rel="modulepreload">` / `<link rel="stylesheet">` for the requested path to the page it
 * sends, so the screen's code downloads alongside the entry.
 *
 * A page's path is the sdk's page table's (`PAGES`), the one the router takes too; its modules are
 * those of `src/app/pageModules.ts`, read as text (the config cannot run the portal's code).
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

/** Each page's and each lazy layout's module specifier, by page name, in the file's order. */
export interface PageModuleSpecifiers {
  pages: [name: string, specifier: string][];
  layouts: [name: string, specifier: string][];
}

const MODULE_TABLE = /export const (PAGE_MODULES|LAYOUT_MODULES) = \{([\s\S]*?)\n\}/g;
const MODULE_ENTRY = /(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*,?\s*\)\s*,?/g;

/**
 * The module specifiers of `pageModules.ts`'s text. An entry in another form than
 * `name: () => import('…')` fails the build: its page would silently lose its preloads.
 */
export function readPageModules(source: string): PageModuleSpecifiers {
  const found: PageModuleSpecifiers = { pages: [], layouts: [] };
  for (const [, table, body = ''] of source.matchAll(MODULE_TABLE)) {
    const entries = [...body.matchAll(MODULE_ENTRY)].map(([, name, specifier]) => [name, specifier]);
    const rest = body
      .replace(MODULE_ENTRY, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    if (/\S/.test(rest))
      throw new Error(
        `route-preloads: ${table} has an entry not written name: () => import('…'): ${rest.trim()}`,
      );
    found[table === 'PAGE_MODULES' ? 'pages' : 'layouts'].push(...(entries as [string, string][]));
  }
  if (found.pages.length === 0) throw new Error('route-preloads: no PAGE_MODULES in pageModules.ts');
  return found;
}

/** A page of the table by name, or an error naming what the modules' file calls it. */
function pageOf(name: string): PageSpec {
  if (!Object.hasOwn(PAGES, name))
    throw new Error(`route-preloads: '${name}' is not a page of the sdk's PAGES`);
  return PAGES[name as PageName];
}

/** Whether `path` is `base`'s page or one nested in it. */
const isUnder = (path: string, base: string) => base === '/' || path === base || path.startsWith(`${base}/`);

/**
 * The routes to preload: each page's full path (the page table's) with its modules, the lazy layouts
 * it sits in (those keyed by a page at or above its path) first.
 */
export function routeTable(modules: PageModuleSpecifiers): RouteSource[] {
  const layouts = modules.layouts.map(([name, specifier]) => ({ path: pageOf(name).path, specifier }));
  return modules.pages.map(([name, specifier]) => {
    const { path } = pageOf(name);
    return {
      path,
      modules: [
        ...layouts.filter((layout) => isUnder(path, layout.path)).map((layout) => layout.specifier),
        specifier,
      ],
    };
  });
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
      const source = readFileSync(join(root, 'src/app/pageModules.ts'), 'utf8');
      const preloads: RoutePreload[] = [];
      for (const route of routeTable(readPageModules(source))) {
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
