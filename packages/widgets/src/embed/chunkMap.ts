/**
 * What the ESM embed entry knows of the build: for each element, its chunk and every chunk that
 * chunk imports statically (transitively), as paths relative to the entry; and under `locale:<code>`
 * the chunks of each copy catalog the elements load on demand (all but the bundled Spanish). The embed build
 * (vite.embed.config.ts, `embedChunkMap`) writes it, as a JSON string, over the literal
 * '__CONVIVE_EMBED_CHUNK_MAP__' that src/embed/index.ts parses; unbuilt (tests) or in the classic
 * one-file script there is none, and elements load through the registry instead.
 */
import type { ElementTag } from '../elements/registry';
import type { Locale } from '../i18n/types';

export type EmbedChunkMap = Partial<Record<ElementTag | `locale:${Locale}`, readonly string[]>>;

/** The chunks of the catalog a `locale` attribute names, if the map has them (none for Spanish, or an unknown value). */
export function catalogChunks(map: EmbedChunkMap, locale: string | null): readonly string[] {
  if (!locale) return [];
  const key = `locale:${locale}`;
  return Object.hasOwn(map, key) ? (map[key as `locale:${Locale}`] ?? []) : [];
}

/** The build's map, or null when there is none (the placeholder is not JSON). */
export function parseChunkMap(text: string): EmbedChunkMap | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as EmbedChunkMap) : null;
  } catch {
    return null;
  }
}

const preloaded = new Set<string>();

/**
 * Asks for `files` now, in parallel, with `<link rel="modulepreload">` (absolute URLs, resolved
 * against `base`, the entry's own URL): no inline script, so a CSP whose `script-src` names the
 * embed's origin allows them, on any page origin. Each file once.
 */
export function preloadModules(doc: Document, files: readonly string[], base: string): void {
  for (const file of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    (doc.head ?? doc.documentElement).append(link);
  }
}
