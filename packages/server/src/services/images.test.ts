import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { processFeedPhoto, stripJpegMetadata, thumbKeyOf } from './images';

/** A JPEG with EXIF (camera, GPS, orientation), XMP and a comment, as a phone or an agency's CRM writes one. */
async function tagged(options: { width?: number; orientation?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 640;
  return sharp({ create: { width, height: 480, channels: 3, background: '#c2410c' } })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExifMerge({
      IFD0: { Make: 'Convive', Model: 'Camara' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Agencia</dc:creator></x:xmpmeta>')
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function refusal(pending: Promise<unknown>): Promise<number> {
  try {
    await pending;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).statusCode;
  }
  throw new Error('expected a refusal');
}

describe('stripJpegMetadata', () => {
  it('drops EXIF, GPS, XMP and comments and keeps the picture, byte for byte from the first scan', async () => {
    const input = await tagged();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const stripped = stripJpegMetadata(input);
    expect(stripped).not.toBeNull();
    const after = await sharp(stripped!).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stripped!.includes(Buffer.from('Convive'))).toBe(false);
    expect(stripped!.includes(Buffer.from('Agencia'))).toBe(false);
    // The image data is the original's: the same pixels decode from both.
    const [a, b] = await Promise.all([sharp(input).raw().toBuffer(), sharp(stripped!).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('keeps the ICC profile, and drops what follows the end of the image', async () => {
    const withIcc = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const appended = Buffer.concat([withIcc, Buffer.from('PK\x03\x04 a zip riding along')]);
    const stripped = stripJpegMetadata(appended)!;
    expect((await sharp(stripped).metadata()).icc).toBeDefined();
    expect(stripped.includes(Buffer.from('PK\x03\x04'))).toBe(false);
  });

  it('answers null for what is not a well-formed JPEG', () => {
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0x00]))).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('processFeedPhoto', () => {
  it('keeps an upright JPEG as it came, without metadata, with a JPEG thumbnail', async () => {
    const image = await processFeedPhoto(await tagged());
    expect(image).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect((await sharp(image.main).metadata()).exif).toBeUndefined();
    expect(await sharp(image.thumb).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });

  it('re-encodes what needs it: a rotated photo, a wider one, another format', async () => {
    const rotated = await processFeedPhoto(await tagged({ orientation: 6 }));
    expect(rotated.contentType).toBe('image/webp');
    // The EXIF rotation is applied: the 640×480 photo stands 480×640.
    expect(await sharp(rotated.main).metadata()).toMatchObject({ width: 480, height: 640 });
    const wide = await processFeedPhoto(await tagged({ width: 2400 }));
    expect(wide.contentType).toBe('image/webp');
    expect((await sharp(wide.main).metadata()).width).toBe(1600);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await processFeedPhoto(png)).contentType).toBe('image/webp');
  });

  it('refuses what an upload refuses', async () => {
    expect(await refusal(processFeedPhoto(Buffer.from('<html>not an image</html>')))).toBe(415);
    expect(await refusal(processFeedPhoto(Buffer.alloc(11 * 1024 * 1024, 1)))).toBe(413);
  });
});

describe('thumbKeyOf', () => {
  it('puts the thumbnail beside its image, whatever the extension', () => {
    expect(thumbKeyOf('properties/4/abc.webp')).toBe('properties/4/abc-thumb.webp');
    expect(thumbKeyOf('feeds/9/abc.jpg')).toBe('feeds/9/abc-thumb.jpg');
  });
});
