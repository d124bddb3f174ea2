/**
 * Checks and geometry for image uploads (spec 01 §5, §9; spec 02 §5, §9): the profile picture (5 MB,
 * JPG/PNG/GIF/WEBP, centred square crop to 512×512 at 0.85), room images (10 MB each, JPG/PNG/WebP, 10
 * per new room or 5 more for a room that has images) and drops (images only). Files are described by
 * `{ name, type, size }`, which a browser File satisfies, so these run anywhere.
 */
import {
  IMAGES_PER_UPLOAD_MAX,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_TYPES,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  ROOM_IMAGES_ADDITIONAL_MAX,
} from '@convive/sdk';
import { imagesMessages } from './messages/images';
import { profilePictureMessages } from './messages/profilePicture';

/** The profile picture's output: a 512×512 square at quality 0.85 (spec 01 §5). */
export const PROFILE_PICTURE_OUTPUT = { size: 512, quality: 0.85 } as const;
/** The encoder quality used when none is given (spec 01 §9). */
export const DEFAULT_IMAGE_QUALITY = 0.8;
/** The compression helper: width at most 1200 px, quality 0.8, aspect ratio kept (spec 01 §5). */
export const COMPRESSION = { maxWidth: 1200, quality: 0.8 } as const;

/** A file as the checks need it (a browser File fits). */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
}

/** A rejected file, as a toast shows it. */
export interface UploadProblem {
  title: string;
  description: string;
}

const typeOf = (file: { type: string }) => file.type.trim().toLowerCase();

/**
 * Why a profile picture cannot be used, or null (spec 01 §5): over 5 MB first, then a type other than
 * jpeg, png, gif or webp. The product drops such a picture silently; the text is for callers that show it.
 */
export function checkProfilePicture(file: Pick<UploadFile, 'type' | 'size'>): string | null {
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return profilePictureMessages.tooLarge;
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(typeOf(file))) {
    return profilePictureMessages.wrongType;
  }
  return null;
}

/** How many images one room upload may add (spec 02 §9): 10 for a room without images, 5 when it has some. */
export function roomImageLimit(existingCount: number): number {
  return existingCount > 0 ? ROOM_IMAGES_ADDITIONAL_MAX : IMAGES_PER_UPLOAD_MAX;
}

/** True when a file is one of the room picker's formats (JPG, PNG, WebP). */
export function isRoomImageType(type: string): boolean {
  return (LISTING_IMAGE_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/**
 * Sorts picked room images (spec 02 §5): a file that is not JPG/PNG/WebP is rejected ('Archivo no válido'),
 * one over 10 MB too ('Archivo muy grande'); of the valid ones the first `roomImageLimit(existingCount)` are
 * accepted and, when there are more, one 'Demasiadas imágenes' problem is added.
 */
export function checkRoomImages<F extends UploadFile>(
  files: readonly F[],
  existingCount: number,
): { accepted: F[]; problems: UploadProblem[] } {
  const m = imagesMessages;
  const valid: F[] = [];
  const problems: UploadProblem[] = [];
  for (const file of files) {
    if (!isRoomImageType(file.type)) {
      problems.push({ title: m.invalidFileTitle, description: m.invalidFile(file.name) });
    } else if (file.size > LISTING_IMAGE_MAX_BYTES) {
      problems.push({ title: m.tooLargeTitle, description: m.tooLarge(file.name) });
    } else {
      valid.push(file);
    }
  }
  const limit = roomImageLimit(existingCount);
  if (valid.length > limit) problems.push({ title: m.tooManyTitle, description: m.tooMany(limit) });
  return { accepted: valid.slice(0, limit), problems };
}

/**
 * Keeps the dropped files whose type starts with 'image/' (spec 02 §5); `problem` is
 * 'Solo se permiten archivos de imagen' when any other was dropped, else null.
 */
export function checkDroppedFiles<F extends Pick<UploadFile, 'type'>>(
  files: readonly F[],
): { accepted: F[]; problem: string | null } {
  const accepted = files.filter((file) => typeOf(file).startsWith('image/'));
  return { accepted, problem: accepted.length < files.length ? imagesMessages.onlyImages : null };
}

/**
 * The source rectangle of the centred square crop of a width×height image: side min(width, height),
 * offsets rounded down to whole pixels. A zero or invalid dimension gives an empty square at 0,0.
 */
export function centredSquare(width: number, height: number): { sx: number; sy: number; size: number } {
  if (!(width > 0) || !(height > 0)) return { sx: 0, sy: 0, size: 0 };
  const size = Math.min(width, height);
  return { sx: Math.floor((width - size) / 2), sy: Math.floor((height - size) / 2), size };
}

/**
 * The size of an image scaled down to at most `maxWidth` wide, keeping the aspect ratio (height rounded,
 * at least 1 px). An image already narrow enough keeps its size: never upscaled.
 */
export function fitWidth(
  width: number,
  height: number,
  maxWidth: number = COMPRESSION.maxWidth,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0) || width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
