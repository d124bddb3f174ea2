import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startServer, type TestServer } from '../test/harness';
import { colivingProperty, jpeg } from '../test/world';
import { linkPreviewKey, linkPreviewPath } from './linkPreview';

describe('link previews of listing photos', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A property with one photo; the photo's storage key. */
  async function photographed() {
    const owner = await register(server, 'propietario');
    const property = await owner.client.properties.create(colivingProperty('Piso para compartir'));
    const [image] = await owner.client.properties.uploadImages(property.id, [await jpeg(1600, 1200)]);
    if (!image) throw new Error('no image stored');
    const key = new URL(image.image).pathname.replace(/^\/media\//, '');
    return { owner, property, image, key };
  }

  it('makes a 1200×630 JPEG of a photo once, then serves that file as immutable', async () => {
    const { key } = await photographed();
    const path = linkPreviewPath(key);
    expect(path).toMatch(/^\/og\/properties\/\d+\/[0-9a-f]{24}\.jpg$/);
    const first = await server.fetch(path as string);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // Kept beside the photos: the second answer is the same file.
    expect(existsSync(join(server.dataDir, 'media', linkPreviewKey(key) as string))).toBe(true);
    const again = Buffer.from(await (await server.fetch(path as string)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('answers 404 for anything but a listing photo that exists', async () => {
    const { key } = await photographed();
    const missing = key.replace(/[0-9a-f]{24}/, '0'.repeat(24));
    for (const path of [
      `/og/${missing.replace(/\.webp$/, '.jpg')}`,
      `/og/${key}`,
      `/og/${key.replace(/\.webp$/, '-thumb.jpg')}`,
      '/og/avatars/1/000000000000000000000000.jpg',
      '/og/../../etc/passwd.jpg',
      '/og/properties/1/..%2F..%2F..%2Fetc%2Fpasswd.jpg',
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });

  it('goes when its photo is deleted', async () => {
    const { owner, property, image, key } = await photographed();
    await server.fetch(linkPreviewPath(key) as string);
    const file = join(server.dataDir, 'media', linkPreviewKey(key) as string);
    expect(existsSync(file)).toBe(true);
    await owner.client.properties.deleteImage(property.id, image.id);
    expect(existsSync(file)).toBe(false);
  });

  it('has no preview for a thumbnail or an avatar', () => {
    expect(linkPreviewKey('properties/3/0123456789abcdef01234567-thumb.webp')).toBeNull();
    expect(linkPreviewKey('avatars/3/0123456789abcdef01234567.webp')).toBeNull();
    expect(linkPreviewKey('rooms/9/0123456789abcdef01234567.webp')).toBe(
      'og/rooms/9/0123456789abcdef01234567.jpg',
    );
  });
});
