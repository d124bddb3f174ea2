import * as z from 'zod/mini';
import { detailSchema, type ImageOrderEntry, imageOrderResponseSchema, imageSchema } from '../schemas';
import { arrayOf, type Http, seg } from './http';

/** Multipart body with one repeated `images` field (spec 02 §7). */
export function imagesForm(files: readonly Blob[]): FormData {
  const form = new FormData();
  files.forEach((file, index) => {
    const name = typeof (file as File).name === 'string' ? (file as File).name : `imagen-${index + 1}.jpg`;
    form.append('images', file, name);
  });
  return form;
}

/** Upload, reorder and delete calls shared by properties and rooms; only the paths differ. */
export function imageCalls(
  http: Http,
  resource: 'properties' | 'rooms',
  paths: { upload: string; reorder: string; reorderMethod: 'POST' | 'PATCH'; remove: string },
) {
  return {
    /** Uploads images (multipart, repeated field `images`); answers the created images. */
    uploadImages: (id: number, files: readonly Blob[]) =>
      http.request('POST', `${resource}/${seg(id)}/${paths.upload}/`, {
        body: imagesForm(files),
        schema: arrayOf(imageSchema),
      }),
    /** Sends the new order at once; answers `[{id, order}]` to merge back (rules/images). */
    reorderImages: (id: number, order: readonly ImageOrderEntry[]) =>
      http.request(paths.reorderMethod, `${resource}/${seg(id)}/${paths.reorder}/`, {
        json: { image_order: order },
        schema: imageOrderResponseSchema,
      }),
    /** Deletes one image (body `image_id`). */
    deleteImage: (id: number, imageId: number) =>
      http.request('DELETE', `${resource}/${seg(id)}/${paths.remove}/`, {
        json: { image_id: imageId },
        schema: z.optional(detailSchema),
      }),
  };
}
