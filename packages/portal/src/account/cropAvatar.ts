import { centredSquare, PROFILE_PICTURE_OUTPUT } from '../logic/uploads';

/** How a picture becomes the avatar (spec 01 §5): the centred square of the source, drawn at 512×512. */
export interface AvatarCropPlan {
  /** Source rectangle (a square) in the picture's pixels. */
  sx: number;
  sy: number;
  size: number;
  /** Output side in px. */
  output: number;
  /** Encoder quality. */
  quality: number;
}

/** The crop of a width×height picture; null when the picture has no pixels (it cannot be used). */
export function avatarCropPlan(width: number, height: number): AvatarCropPlan | null {
  const square = centredSquare(width, height);
  if (square.size === 0) return null;
  return { ...square, output: PROFILE_PICTURE_OUTPUT.size, quality: PROFILE_PICTURE_OUTPUT.quality };
}

/** The file name of the cropped picture: the original's base name with the output's extension. */
export function avatarFileName(original: string, type: 'image/jpeg' | 'image/webp'): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'avatar';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Crops a picture in the browser to its centred square and scales it to 512×512 at quality 0.85
 * (spec 01 §5). JPEG is used (on a white background, so transparent PNG/GIF/WebP corners are not
 * black); an animated GIF keeps its first frame. Rejects when the picture cannot be decoded or encoded.
 */
export async function cropAvatar(file: File): Promise<File> {
  const { source, width, height } = await decode(file);
  const plan = avatarCropPlan(width, height);
  if (!plan) throw new Error('The picture has no pixels.');
  const canvas = document.createElement('canvas');
  canvas.width = plan.output;
  canvas.height = plan.output;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, plan.output, plan.output);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, plan.sx, plan.sy, plan.size, plan.size, 0, 0, plan.output, plan.output);
  if ('close' in source && typeof source.close === 'function') source.close();
  const blob = await toBlob(canvas, 'image/jpeg', plan.quality);
  if (!blob) throw new Error('The picture could not be encoded.');
  return new File([blob], avatarFileName(file.name, 'image/jpeg'), { type: 'image/jpeg' });
}
