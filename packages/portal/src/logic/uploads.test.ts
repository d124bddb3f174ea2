import { describe, expect, it } from 'vitest';
import {
  COMPRESSION,
  centredSquare,
  checkDroppedFiles,
  checkProfilePicture,
  checkRoomImages,
  DEFAULT_IMAGE_QUALITY,
  fitWidth,
  isRoomImageType,
  PROFILE_PICTURE_OUTPUT,
  roomImageLimit,
} from './uploads';

const MB = 1024 * 1024;
const TOO_LARGE = 'La imagen es demasiado grande. El límite es 5MB.';
const WRONG_TYPE = 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.';

const image = (name: string, size = 100_000, type = 'image/jpeg') => ({ name, type, size });

describe('constants', () => {
  it('match spec 01 §5 and §9', () => {
    expect(PROFILE_PICTURE_OUTPUT).toEqual({ size: 512, quality: 0.85 });
    expect(DEFAULT_IMAGE_QUALITY).toBe(0.8);
    expect(COMPRESSION).toEqual({ maxWidth: 1200, quality: 0.8 });
  });
});

describe('checkProfilePicture', () => {
  it('accepts jpeg, png, gif and webp up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkProfilePicture({ type, size: MB })).toBeNull();
    }
    expect(checkProfilePicture({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkProfilePicture({ type: 'IMAGE/PNG', size: 10 })).toBeNull();
  });
  it('rejects a picture over 5 MB', () => {
    expect(checkProfilePicture({ type: 'image/png', size: 5 * MB + 1 })).toBe(TOO_LARGE);
  });
  it('rejects other types', () => {
    expect(checkProfilePicture({ type: 'image/svg+xml', size: 10 })).toBe(WRONG_TYPE);
    expect(checkProfilePicture({ type: 'application/pdf', size: 10 })).toBe(WRONG_TYPE);
    expect(checkProfilePicture({ type: '', size: 10 })).toBe(WRONG_TYPE);
  });
  it('reports the size before the type', () => {
    expect(checkProfilePicture({ type: 'application/pdf', size: 6 * MB })).toBe(TOO_LARGE);
  });
});

describe('roomImageLimit', () => {
  it('allows 10 for a room without images and 5 more for one with images', () => {
    expect(roomImageLimit(0)).toBe(10);
    expect(roomImageLimit(1)).toBe(5);
    expect(roomImageLimit(8)).toBe(5);
  });
});

describe('isRoomImageType', () => {
  it('accepts JPG, PNG and WebP only', () => {
    expect(isRoomImageType('image/jpeg')).toBe(true);
    expect(isRoomImageType('image/png')).toBe(true);
    expect(isRoomImageType('image/webp')).toBe(true);
    expect(isRoomImageType('image/gif')).toBe(false);
    expect(isRoomImageType('text/plain')).toBe(false);
  });
});

describe('checkRoomImages', () => {
  it('accepts valid images', () => {
    const files = [image('a.jpg'), image('b.png', 10, 'image/png')];
    const result = checkRoomImages(files, 0);
    expect(result.accepted).toEqual(files);
    expect(result.accepted[0]).toBe(files[0]);
    expect(result.problems).toEqual([]);
  });
  it('rejects a file that is not an image', () => {
    const result = checkRoomImages([image('notas.pdf', 10, 'application/pdf'), image('a.jpg')], 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.problems).toEqual([
      { title: 'Archivo no válido', description: 'notas.pdf no es una imagen válida' },
    ]);
  });
  it('rejects a file over 10 MB', () => {
    const result = checkRoomImages([image('grande.jpg', 10 * MB + 1), image('justo.jpg', 10 * MB)], 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['justo.jpg']);
    expect(result.problems).toEqual([
      { title: 'Archivo muy grande', description: 'grande.jpg es demasiado grande (máximo 10MB)' },
    ]);
  });
  it('reports an invalid type before the size', () => {
    expect(checkRoomImages([image('x.tiff', 20 * MB, 'image/tiff')], 0).problems[0]?.title).toBe(
      'Archivo no válido',
    );
  });
  it('accepts at most 10 for a new room', () => {
    const files = Array.from({ length: 12 }, (_, i) => image(`${i}.jpg`));
    const result = checkRoomImages(files, 0);
    expect(result.accepted).toHaveLength(10);
    expect(result.accepted.at(-1)?.name).toBe('9.jpg');
    expect(result.problems).toEqual([
      { title: 'Demasiadas imágenes', description: 'Solo puedes subir un máximo de 10 imágenes' },
    ]);
  });
  it('accepts at most 5 more for a room that has images', () => {
    const files = Array.from({ length: 6 }, (_, i) => image(`${i}.jpg`));
    const result = checkRoomImages(files, 3);
    expect(result.accepted).toHaveLength(5);
    expect(result.problems).toEqual([
      { title: 'Demasiadas imágenes', description: 'Solo puedes subir un máximo de 5 imágenes' },
    ]);
    expect(checkRoomImages(files.slice(0, 5), 3).problems).toEqual([]);
  });
  it('counts only valid files against the limit', () => {
    const files = [
      ...Array.from({ length: 5 }, (_, i) => image(`${i}.jpg`)),
      image('x.txt', 1, 'text/plain'),
    ];
    const result = checkRoomImages(files, 2);
    expect(result.accepted).toHaveLength(5);
    expect(result.problems.map((p) => p.title)).toEqual(['Archivo no válido']);
  });
  it('answers nothing for no files', () => {
    expect(checkRoomImages([], 0)).toEqual({ accepted: [], problems: [] });
  });
});

describe('checkDroppedFiles', () => {
  it('keeps images of any image type', () => {
    const files = [image('a.gif', 1, 'image/gif'), image('b.svg', 1, 'image/svg+xml')];
    expect(checkDroppedFiles(files)).toEqual({ accepted: files, problem: null });
  });
  it('drops other files and says so', () => {
    const files = [image('a.jpg'), image('b.doc', 1, 'application/msword'), image('c', 1, '')];
    const result = checkDroppedFiles(files);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.problem).toBe('Solo se permiten archivos de imagen');
  });
  it('answers nothing for no files', () => {
    expect(checkDroppedFiles([])).toEqual({ accepted: [], problem: null });
  });
});

describe('centredSquare', () => {
  it('crops the middle of a landscape image', () => {
    expect(centredSquare(1600, 900)).toEqual({ sx: 350, sy: 0, size: 900 });
  });
  it('crops the middle of a portrait image', () => {
    expect(centredSquare(900, 1600)).toEqual({ sx: 0, sy: 350, size: 900 });
  });
  it('keeps a square whole', () => {
    expect(centredSquare(512, 512)).toEqual({ sx: 0, sy: 0, size: 512 });
  });
  it('rounds odd offsets down', () => {
    expect(centredSquare(101, 100)).toEqual({ sx: 0, sy: 0, size: 100 });
    expect(centredSquare(103, 100)).toEqual({ sx: 1, sy: 0, size: 100 });
  });
  it('answers an empty square for empty images', () => {
    expect(centredSquare(0, 100)).toEqual({ sx: 0, sy: 0, size: 0 });
    expect(centredSquare(Number.NaN, 100)).toEqual({ sx: 0, sy: 0, size: 0 });
  });
});

describe('fitWidth', () => {
  it('scales a wide image down to 1200 keeping the ratio', () => {
    expect(fitWidth(2400, 1600)).toEqual({ width: 1200, height: 800 });
    expect(fitWidth(4032, 3024)).toEqual({ width: 1200, height: 900 });
  });
  it('rounds the height', () => {
    expect(fitWidth(1920, 1081)).toEqual({ width: 1200, height: 676 });
  });
  it('never upscales', () => {
    expect(fitWidth(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWidth(1200, 300)).toEqual({ width: 1200, height: 300 });
  });
  it('takes another maximum', () => {
    expect(fitWidth(1000, 500, 512)).toEqual({ width: 512, height: 256 });
  });
  it('keeps at least one pixel of height', () => {
    expect(fitWidth(100_000, 10)).toEqual({ width: 1200, height: 1 });
  });
});
