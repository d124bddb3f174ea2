import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';

describe('serving the built portal', () => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = await mkdtemp(join(tmpdir(), 'convive-portal-'));
    await mkdir(join(portalDir, 'assets'));
    await writeFile(
      join(portalDir, 'index.html'),
      '<!doctype html><title>Convive</title><div id="root"></div>',
    );
    await writeFile(join(portalDir, 'assets', 'index-abc123.js'), 'console.log("portal")');
    await writeFile(join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startServer('sqlite', { config: { portalDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(portalDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html at / and the files of the build, hashed assets cached for good', async () => {
    const home = await server.fetch('/', { headers: html });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<div id="root">');
    const script = await server.fetch('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await server.fetch('/favicon.svg')).status).toBe(200);
  });

  it('answers index.html for the SPA routes a browser reloads', async () => {
    for (const path of ['/properties/12', '/dashboard/rooms/new', '/login?next=%2Fdashboard']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('keeps the JSON 404 for the API, the socket, media and non-HTML requests', async () => {
    for (const path of ['/api/nada/', '/ws/otra-cosa/', '/media/no-existe.webp']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'No encontrado.' });
    }
    const json = await server.fetch('/dashboard', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    const missingAsset = await server.fetch('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
  });

  it('leaves the API itself alone', async () => {
    const response = await server.fetch('/api/auth/google/config/', { headers: html });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ enabled: false });
  });
});

describe('without a built portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { portalDir: join(tmpdir(), 'convive-no-portal-here') } });
  });
  afterAll(() => server.close());

  it('serves the API only', async () => {
    const response = await server.fetch('/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});
