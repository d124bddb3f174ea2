import { plural } from '@convive/sdk';
import type { ImagesCopy } from './es';

export const en: ImagesCopy = {
  currentTitle: 'Current images',
  currentHint: 'The first image is the cover. Use the arrows to change the order.',
  image: (n: number) => `Image ${n}`,
  cover: 'Cover',
  moveUp: (n: number) => `Move image ${n} up`,
  moveDown: (n: number) => `Move image ${n} down`,
  remove: (n: number) => `Delete image ${n}`,
  dropZone: 'Add images',
  dropText: 'Drag and drop images here or',
  pick: 'Choose images',
  newCount: (n: number) => plural('en', n, { one: `${n} new image`, other: `${n} new images` }),
  previewAlt: (name: string) => `Preview of ${name}`,
  removeNew: (name: string) => `Remove ${name}`,
  megabytes: (size: string) => `${size} MB`,
  kilobytes: (size: string) => `${size} KB`,
  moved: (position: number) => `Image moved to position ${position}`,
  deleted: 'Image deleted',
  deleteTitle: 'Delete image',
  delete: 'Delete',
  refused: (files: readonly { name: string; reason: string | null }[], uploaded: number) =>
    [
      uploaded === 0
        ? 'No image was uploaded.'
        : plural('en', uploaded, {
            one: `${uploaded} image was uploaded.`,
            other: `${uploaded} images were uploaded.`,
          }),
      plural('en', files.length, {
        one: 'This one could not be uploaded:',
        other: 'These could not be uploaded:',
      }),
      files.map(({ name, reason }) => `“${name}”${reason ? ` (${reason})` : ''}`).join('; '),
      'Remove or replace them and save again.',
    ].join(' '),
};
