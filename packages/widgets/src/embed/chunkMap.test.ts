import { afterEach, describe, expect, it } from 'vitest';
import { parseChunkMap, preloadModules } from './chunkMap';

const ENTRY = 'https://cdn.convive.test/embed/convive-widgets.js?v=3';

describe('the embed chunk map', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('is null while unbuilt (the placeholder), the map once the build wrote it', () => {
    expect(parseChunkMap('__CONVIVE_EMBED_CHUNK_MAP__')).toBeNull();
    const map = { 'convive-property-grid': ['chunks/grid-a.js', 'chunks/defineElement-b.js'] };
    expect(parseChunkMap(JSON.stringify(map))).toEqual(map);
  });

  it("preloads each file once, as absolute URLs beside the entry (another origin than the page's)", () => {
    preloadModules(document, ['chunks/defineElement-b.js', 'chunks/registry-c.js'], ENTRY);
    preloadModules(document, ['chunks/registry-c.js', 'chunks/dates-d.js'], ENTRY);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn.convive.test/embed/chunks/defineElement-b.js',
      'https://cdn.convive.test/embed/chunks/registry-c.js',
      'https://cdn.convive.test/embed/chunks/dates-d.js',
    ]);
    // Nothing inline: a strict CSP (script-src naming the embed's origin) allows them.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
