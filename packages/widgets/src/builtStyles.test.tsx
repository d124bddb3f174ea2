import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStale } from '../../../scripts/lib/freshness.mjs';

/*
 * The widgets' CSS as partners' server renders write it: from the library build (dist), since here
 * Vitest hands `?inline` CSS over as the raw source, comments and all; the build is what minifies it.
 */

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
// A rule of the base sheet (tokens.css), present however the sheet is built.
const marker = ':host([hidden])';

describe('the built widgets in a server-rendered page', () => {
  // `npm test` builds them first (the pack check's prepack); run alone, the test builds them when
  // they are missing or older than the sources.
  beforeAll(async () => {
    if (isStale(join(widgets, 'dist/index.js'), [join(widgets, 'src'), join(widgets, 'vite.lib.config.ts')]))
      await run('npm', ['run', 'build:lib'], { cwd: widgets });
  }, 180_000);

  async function page(): Promise<string> {
    const w = (await import(pathToFileURL(join(widgets, 'dist/index.js')).href)) as typeof import('./index');
    const convive = w.createConvive({
      apiBase: 'http://fixtures.convive.test/api',
      fetch: async () => new Response('{}'),
    });
    const { ConviveProvider, EnquiryForm, RoomGallery, SearchBar, VisitScheduler } = w;
    return renderToString(
      <ConviveProvider convive={convive} locale="en" isolation="page">
        <SearchBar />
        <RoomGallery images={[]} title="Room" />
        <EnquiryForm propertyId={1} />
        <VisitScheduler propertyId={1} today="2026-11-29" />
        <RoomGallery images={[]} title="Another room" />
      </ConviveProvider>,
    );
  }

  it('holds the base sheet once, minified, in five widgets', async () => {
    const html = await page();
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(5);
    expect(html.split(marker)).toHaveLength(2);
    for (const css of styles) {
      expect(css).not.toContain('/*');
      expect(css).not.toMatch(/\n\s/);
    }
  });
});
