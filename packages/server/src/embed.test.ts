import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removePortalDir, startServer, type TestServer, tempPortalDir } from '../test/harness';

describe('serving the partner embed at /embed/', () => {
  let server: TestServer;
  let embedDir: string;
  let portalDir: string;
  const PARTNER = { origin: 'https://inmobiliaria-sol.example' };

  beforeAll(async () => {
    embedDir = await mkdtemp(join(tmpdir(), 'convive-embed-'));
    await mkdir(join(embedDir, '.vite'));
    await mkdir(join(embedDir, 'chunks'));
    await writeFile(join(embedDir, 'convive-widgets.js'), 'import("./chunks/grid-B3x9aQ1c.js")');
    const chunk = `export const grid = ${JSON.stringify('tarjeta '.repeat(500))};`;
    await writeFile(join(embedDir, 'chunks', 'grid-B3x9aQ1c.js'), chunk);
    // The embed build writes these beside each script (vite.embed.config.ts).
    await writeFile(join(embedDir, 'chunks', 'grid-B3x9aQ1c.js.br'), brotliCompressSync(chunk));
    await writeFile(join(embedDir, 'chunks', 'grid-B3x9aQ1c.js.gz'), gzipSync(chunk));
    await writeFile(join(embedDir, '.vite', 'manifest.json'), '{}');
    // With a portal too, as `npm start` runs: /embed/ is not the portal's to answer.
    portalDir = await tempPortalDir('convive-portal-');
    await writeFile(join(portalDir, 'index.html'), '<!doctype html><title>Convive</title>');
    // PARTNER_ORIGINS restricts calls, not the embed's public files (the dashboard's preview loads
    // them from a sandboxed frame, Origin: null).
    server = await startServer('sqlite', {
      config: { embedDir, portalDir, partnerOrigins: ['https://otra-web.example'] },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(embedDir, { recursive: true, force: true });
    await removePortalDir(portalDir);
  });

  it('serves the entry to any origin, cached for minutes so a deploy reaches partner pages', async () => {
    const response = await server.fetch('/embed/convive-widgets.js', { headers: PARTNER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toContain('grid-B3x9aQ1c.js');
  });

  it('caches the hashed chunks for good, to a sandboxed frame too', async () => {
    const response = await server.fetch('/embed/chunks/grid-B3x9aQ1c.js', {
      headers: { origin: 'null', 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Brotli, prepared at build time (fetch decodes it).
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('tarjeta tarjeta');
  });

  it('answers 404 for what is not there, the build manifest included, never the portal page', async () => {
    for (const path of ['/embed/nope.js', '/embed/.vite/manifest.json']) {
      const response = await server.fetch(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('<title>Convive</title>');
    }
  });
});
