import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, removePortalDir, startServer, type TestServer, tempPortalDir } from '../test/harness';
import { seedSynthetic } from './seed/synthetic';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (fetch would decode them). */
  body: Buffer;
}

/** A GET whose body is read as sent, without decoding it. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: RawAnswer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body).toString();
    case 'gzip':
      return gunzipSync(answer.body).toString();
    default:
      return answer.body.toString();
  }
}

describe.each(DIALECTS)('compressed answers on %s', (dialect) => {
  let server: TestServer;
  let portalDir: string;
  const precompressed = `console.log(${JSON.stringify('portal '.repeat(400))})`;

  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-portal-');
    await mkdir(join(portalDir, 'assets'));
    // A page over the threshold, as the real one is with its preloads.
    await writeFile(
      join(portalDir, 'index.html'),
      `<!doctype html><html><head><title>Convive</title>${'<meta name="x" content="relleno del documento">'.repeat(40)}</head><body><div id="root"></div></body></html>`,
    );
    await writeFile(join(portalDir, 'assets', 'app-def456.js'), precompressed);
    await writeFile(join(portalDir, 'assets', 'app-def456.js.br'), brotliCompressSync(precompressed));
    await writeFile(join(portalDir, 'assets', 'app-def456.js.gz'), gzipSync(precompressed));
    // Large, but the build left it without .br/.gz: sent as it is.
    await writeFile(join(portalDir, 'assets', 'plain-aaa111.js'), `//${'x'.repeat(4000)}`);
    server = await startServer(dialect, { config: { portalDir } });
    await seedSynthetic(server.app.ctx.db, { properties: 60, seed: 3 });
    await mkdir(join(server.dataDir, 'media'), { recursive: true });
    await writeFile(
      join(server.dataDir, 'media', 'plano.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`,
    );
  });
  afterAll(async () => {
    await server?.close();
    await removePortalDir(portalDir);
  });

  it('compresses a large JSON answer with brotli or gzip as asked, identical once decoded', async () => {
    const path = '/api/properties/all/';
    const plain = await rawGet(server.origin, path);
    const br = await rawGet(server.origin, path, { 'accept-encoding': 'br' });
    const gzip = await rawGet(server.origin, path, { 'accept-encoding': 'gzip' });
    const both = await rawGet(server.origin, path, { 'accept-encoding': 'gzip, deflate, br' });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Brotli is preferred when both are accepted.
    expect(both.headers['content-encoding']).toBe('br');
    // The same answer, whichever way it travelled; its cache may vary on the encoding, even uncompressed.
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      // Large answers are compressed as a stream (chunked, no length); small ones in one go.
      if (answer.headers['content-length'] !== undefined)
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString()));
    expect(decode(br)).toBe(plain.body.toString());
    expect(decode(gzip)).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    console.log(
      `[${dialect}] GET ${path} (${(JSON.parse(plain.body.toString()) as { results: unknown[] }).results.length} properties): ` +
        `${plain.body.length} bytes, br ${br.body.length}, gzip ${gzip.body.length}`,
    );
  });

  it('answers HEAD without a body (described as the uncompressed answer: nothing is compressed)', async () => {
    const response = await server.fetch('/api/properties/all/', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1024);
    expect(await response.text()).toBe('');
  });

  it("compresses the search cache's stored answer too", async () => {
    const path = '/api/properties/all/?ordering=price';
    const miss = await rawGet(server.origin, path, { 'accept-encoding': 'br' });
    const hit = await rawGet(server.origin, path, { 'accept-encoding': 'br' });
    expect(miss.headers['x-cache']).toBe('miss');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(decode(hit)).toBe(decode(miss));
  });

  it('sends small answers as they are', async () => {
    const missing = await rawGet(server.origin, '/api/properties/999999/', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toHaveProperty('detail');
  });

  it("compresses the portal's page, not its files (pre-compressed at build time, or left so)", async () => {
    const page = await rawGet(server.origin, '/properties', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(decode(page)).toContain('<div id="root">');

    // The .br file of the build, byte for byte: not compressed a second time.
    const asset = await rawGet(server.origin, '/assets/app-def456.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body.equals(brotliCompressSync(precompressed))).toBe(true);
    const gz = await rawGet(server.origin, '/assets/app-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(precompressed);

    const plain = await rawGet(server.origin, '/assets/plain-aaa111.js', { 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(4002);
  });

  it("sends the portal's page as each browser takes it, the same page compressed once", async () => {
    const html = { accept: 'text/html' };
    const plain = await rawGet(server.origin, '/about-us', html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(server.origin, '/about-us', { ...html, 'accept-encoding': 'gzip, br' });
    const again = await rawGet(server.origin, '/about-us', { ...html, 'accept-encoding': 'br' });
    const gzip = await rawGet(server.origin, '/about-us', { ...html, 'accept-encoding': 'gzip, br;q=0' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    for (const answer of [br, again, gzip]) expect(decode(answer)).toBe(plain.body.toString());
    // The second visitor's bytes are the first's (kept by ETag), with the ETag of the page itself.
    expect(again.body.equals(br.body)).toBe(true);
    expect(again.headers.etag).toBe(plain.headers.etag);
    const identity = await rawGet(server.origin, '/about-us', { ...html, 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('leaves uploaded media as stored', async () => {
    const media = await rawGet(server.origin, '/media/plano.svg', { 'accept-encoding': 'br, gzip' });
    expect(media.status).toBe(200);
    expect(media.headers['content-encoding']).toBeUndefined();
    expect(media.body.toString()).toMatch(/^<svg/);
  });

  it('does not inflate request bodies: a gzip body is not JSON', async () => {
    const response = await server.fetch('/api/api-token-auth/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ username: 'nadie@example.com', password: 'x' })),
    });
    expect(response.status).toBe(400);
  });
});
