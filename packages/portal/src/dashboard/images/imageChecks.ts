/**
 * What each image picker accepts (spec 02 §5, §9). Both forms check every picked or dropped file
 * before it is listed, so nothing the server would refuse reaches an upload:
 * - property images: any image/* type ('Solo se permiten archivos de imagen'), at most 10 MB each,
 *   at most 10 per save (the server's per-upload limit);
 * - room images: JPG, PNG or WebP, at most 10 MB each, 10 for a room without images or 5 more for a
 *   room that has some (the sdk's `checkRoomImages`).
 */
import { IMAGES_PER_UPLOAD_MAX, LISTING_IMAGE_MAX_BYTES } from '@convive/sdk';
import { commonMessages } from '../../logic/messages/common';
import { imagesMessages } from '../../logic/messages/images';
import { checkDroppedFiles, checkRoomImages, roomImageLimit, type UploadProblem } from '../../logic/uploads';

/** The files a picker keeps after a pick, and why the others were refused. */
export interface FileCheckResult {
  files: File[];
  problems: UploadProblem[];
}

/** Adds `incoming` to the `current` selection, answering the new selection and the problems. */
export type FileCheck = (incoming: readonly File[], current: readonly File[]) => FileCheckResult;

/** Same name, size and modification time: the same file picked twice. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The incoming files not already selected (and not repeated within the pick). */
function withoutDuplicates(incoming: readonly File[], current: readonly File[]): File[] {
  const fresh: File[] = [];
  for (const file of incoming) {
    if (current.some((c) => sameFile(c, file)) || fresh.some((f) => sameFile(f, file))) continue;
    fresh.push(file);
  }
  return fresh;
}

/** The property form's picker: images of any type, 10 MB each, 10 new images per save. */
export const checkPropertyFiles: FileCheck = (incoming, current) => {
  const m = imagesMessages;
  const problems: UploadProblem[] = [];
  const { accepted, problem } = checkDroppedFiles(withoutDuplicates(incoming, current));
  if (problem) problems.push({ title: commonMessages.errorTitle, description: problem });
  const sized: File[] = [];
  for (const file of accepted) {
    if (file.size > LISTING_IMAGE_MAX_BYTES) {
      problems.push({ title: m.tooLargeTitle, description: m.tooLarge(file.name) });
    } else {
      sized.push(file);
    }
  }
  const all = [...current, ...sized];
  if (all.length > IMAGES_PER_UPLOAD_MAX) {
    problems.push({ title: m.tooManyTitle, description: m.tooMany(IMAGES_PER_UPLOAD_MAX) });
  }
  return { files: all.slice(0, IMAGES_PER_UPLOAD_MAX), problems };
};

/** The room form's picker for a room holding `existingCount` images (spec 02 §5, §9). */
export function roomFileCheck(existingCount: number): FileCheck {
  return (incoming, current) => {
    const fresh = withoutDuplicates(incoming, current);
    const { accepted, problems } = checkRoomImages([...current, ...fresh], existingCount);
    return { files: accepted, problems };
  };
}

/** How many new images the room form takes: 10 for a room without images, 5 more otherwise. */
export const roomNewImagesLimit = roomImageLimit;
