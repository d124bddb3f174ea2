/**
 * What the ESM embed entry knows of the build: for each element, its chunk and every chunk that
 * chunk imports statically (transitively), as paths relative to the entry. The embed build
 * (vite.embed.config.ts, `embedChunkMap`) writes it, as a JSON string, over the literal
 * '__CONVIVE_EMBED_CHUNK_MAP__' that src/embed/index.ts parses; unbuilt (tests) or in the classic
 * one-file script there is none, and elements load through the registry instead.
 */
import type { ElementTag } from '../elements/registry';

export type EmbedChunkMap = Partial<Record<ElementTag, readonly string[]>>;

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
