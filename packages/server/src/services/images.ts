import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { IMAGES_PER_UPLOAD_MAX, LISTING_IMAGE_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from '@convive/sdk';
import sharp, { type Metadata } from 'sharp';
import { ERRORS, HttpError } from '../errors';
import { Slots } from './slots';

/** Upload limits (DESIGN.md "Images"). */
export const IMAGE_LIMITS = {
  maxBytes: LISTING_IMAGE_MAX_BYTES,
  profileMaxBytes: PROFILE_PICTURE_MAX_BYTES,
  maxFilesPerUpload: IMAGES_PER_UPLOAD_MAX,
  /**
   * Larger pictures are refused from their header, before decoding (a decompression-bomb guard):
   * 25 megapixels fits every phone's and camera's default output (12–24 MP).
   */
  maxInputPixels: 25_000_000,
} as const;

/** Sizes of what is stored: a display copy and a card thumbnail. */
const MAIN_MAX_WIDTH = 1600;
const THUMB_WIDTH = 480;
const THUMB_HEIGHT = 360;
const AVATAR_SIZE = 512;

export interface ProcessedImage {
  main: Buffer;
  thumb: Buffer;
  /** Of both copies: WebP, or JPEG for a feed's photo kept as it came (`processFeedPhoto`). */
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

/** Where an image's thumbnail is stored, beside its display copy: `…/abc.webp` → `…/abc-thumb.webp`. */
export function thumbKeyOf(mainKey: string): string {
  return mainKey.replace(/\.(\w+)$/, '-thumb.$1');
}

/**
 * At most one image is decoded per core at a time, whatever the number of requests: a burst of
 * uploads waits its turn instead of taking the CPU from every other request.
 */
const decoding = new Slots(Math.max(1, availableParallelism()));

// libvips' operation cache would keep references to recent inputs (up to 100 uploads of 10 MB): an
// upload is decoded once and never again, so nothing is worth caching.
sharp.cache(false);

function decoder(input: Buffer) {
  // failOn 'error' refuses truncated or corrupt files instead of decoding garbage.
  return sharp(input, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels });
}

/** Reads the file's header (whatever its name claims): 415 if it is no image, 413 if it has too many pixels. */
async function assertImage(input: Buffer): Promise<Metadata> {
  let pixels: number;
  let meta: Metadata;
  try {
    // Only the header is read here (no pixel is decoded), so the pixel limit is checked below with
    // its own message rather than failing as "not an image".
    meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'].includes(meta.format)) {
      throw new Error(`unsupported format ${meta.format}`);
    }
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    pixels = meta.width * meta.height;
  } catch {
    throw new HttpError(415, { detail: ERRORS.notAnImage });
  }
  if (pixels > IMAGE_LIMITS.maxInputPixels) {
    throw new HttpError(413, {
      detail: ERRORS.imageTooManyPixels({ megapixels: IMAGE_LIMITS.maxInputPixels / 1_000_000 }),
    });
  }
  return meta;
}

/**
 * A property or room image: decoded and re-encoded as WebP, which drops every metadata block
 * (EXIF, GPS, ICC) after applying the EXIF orientation; plus a 4:3 card thumbnail.
 */
export function processListingImage(input: Buffer): Promise<ProcessedImage> {
  return decoding.run(() => encodeListingImage(input));
}

/**
 * A feed's photo (an import brings thousands). A JPEG no wider than the display copy and needing no
 * EXIF rotation is kept as it came, lossless, with its metadata segments removed (EXIF with GPS and
 * camera, XMP, IPTC, comments: what a re-encode drops too); only its thumbnail is encoded. The
 * whole picture is still decoded, so a corrupt or truncated file is refused as an upload is.
 * Anything else takes the bulk re-encode.
 */
export function processFeedPhoto(input: Buffer): Promise<ProcessedImage> {
  return decoding.run(async () => {
    if (input.length > IMAGE_LIMITS.maxBytes) {
      throw new HttpError(413, {
        detail: ERRORS.fileTooLarge({ megabytes: IMAGE_LIMITS.maxBytes / 1024 / 1024 }),
      });
    }
    const meta = await assertImage(input);
    const upright = meta.orientation === undefined || meta.orientation === 1;
    const main =
      meta.format === 'jpeg' && upright && (meta.width ?? Infinity) <= MAIN_MAX_WIDTH
        ? stripJpegMetadata(input)
        : null;
    try {
      if (!main) return await encodeBulk(input);
      const thumb = await decoder(input)
        .resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover' })
        .jpeg({ quality: 76 })
        .toBuffer();
      return { main, thumb, contentType: 'image/jpeg', extension: 'jpg' };
    } catch {
      throw new HttpError(415, { detail: ERRORS.notAnImage });
    }
  });
}

/** APPn segments dropped: APP1 (EXIF, XMP), APP3–APP12, APP13 (IPTC, Photoshop), APP15; and COM. */
function droppedSegment(marker: number): boolean {
  return marker === 0xfe || marker === 0xe1 || (marker >= 0xe3 && marker <= 0xed) || marker === 0xef;
}

/**
 * A JPEG without its metadata segments, its image data untouched: APP0 (JFIF), APP2 (the ICC colour
 * profile) and APP14 (Adobe's colour transform) stay, as the colours depend on them. Bytes after the
 * last end-of-image marker go. Null when the segments do not parse: the caller re-encodes instead.
 */
export function stripJpegMetadata(input: Buffer): Buffer | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= input.length) {
    if (input[at] !== 0xff) return null;
    const marker = input[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    // Before the first scan every marker has a length; these do not.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7))
      return null;
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) return null;
    if (marker === 0xda) {
      // The first scan: from here on, scans and the tables between them, as they are.
      const last = input.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (last < end) return null;
      kept.push(input.subarray(at, last + 2));
      return Buffer.concat(kept);
    }
    if (!droppedSegment(marker)) kept.push(input.subarray(at, end));
    at = end;
  }
  return null;
}

/**
 * A feed's photo that cannot be kept as it came: the same checks and sizes as an upload, but it is
 * decoded once (the thumbnail is cut from the display copy's pixels), with WebP's faster effort and
 * a centred crop: about 40 % of the CPU, for slightly larger files.
 */
async function encodeListingImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_LIMITS.maxBytes) {
    throw new HttpError(413, {
      detail: ERRORS.fileTooLarge({ megabytes: IMAGE_LIMITS.maxBytes / 1024 / 1024 }),
    });
  }
  await assertImage(input);
  try {
    const main = await decoder(input)
      .rotate()
      .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await decoder(input)
      .rotate()
      .resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover', position: 'attention' })
      .webp({ quality: 76 })
      .toBuffer();
    return { main, thumb, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new HttpError(415, { detail: ERRORS.notAnImage });
  }
}

async function encodeBulk(input: Buffer): Promise<ProcessedImage> {
  const { data, info } = await decoder(input)
    .rotate()
    .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const main = await sharp(data, raw).webp({ quality: 82, effort: 1 }).toBuffer();
  const thumb = await sharp(data, raw)
    .resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover' })
    .webp({ quality: 76, effort: 1 })
    .toBuffer();
  return { main, thumb, contentType: 'image/webp', extension: 'webp' };
}

/** A link preview's size: the 1.91:1 picture Open Graph readers (WhatsApp, Facebook, Slack, X) show. */
export const LINK_PREVIEW = { width: 1200, height: 630 } as const;

/**
 * A listing photo as a link preview: 1200×630, cropped around what draws the eye, as a baseline JPEG,
 * which every messenger shows (several do not show WebP). From the stored copy, already re-encoded.
 */
export function linkPreviewImage(stored: Buffer): Promise<Buffer> {
  return decoding.run(() =>
    decoder(stored)
      .resize({ ...LINK_PREVIEW, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
}

/** A profile picture: a centred 512×512 square (the client crops too; the server never trusts it). */
export function processProfilePicture(input: Buffer): Promise<Buffer> {
  return decoding.run(() => encodeProfilePicture(input));
}

async function encodeProfilePicture(input: Buffer): Promise<Buffer> {
  if (input.length > IMAGE_LIMITS.profileMaxBytes) {
    throw new HttpError(413, {
      detail: ERRORS.fileTooLarge({ megabytes: IMAGE_LIMITS.profileMaxBytes / 1024 / 1024 }),
    });
  }
  await assertImage(input);
  try {
    return await decoder(input)
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new HttpError(415, { detail: ERRORS.notAnImage });
  }
}

/** A fresh, unguessable storage key under a folder: `properties/12/3f9a…c1.webp`. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
}
