import { imagesMessages } from '../../logic/messages/images';
import type { UploadProblem } from '../../logic/uploads';

/**
 * Whether the browser can open `file` as an image (a text file renamed `.jpg` passes
 * every type and size check, and the server then refuses the whole batch). Where the browser has
 * no decoder to ask (`createImageBitmap`), the server decides.
 */
export async function decodes(file: Blob): Promise<boolean> {
  if (typeof globalThis.createImageBitmap !== 'function') return true;
  try {
    const bitmap = await globalThis.createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** The files the browser can open, and a problem naming each one it cannot. */
export async function keepDecodable(
  files: readonly File[],
  decode: (file: File) => Promise<boolean> = decodes,
): Promise<{ files: File[]; problems: UploadProblem[] }> {
  const verdicts = await Promise.all(files.map((file) => decode(file)));
  const kept: File[] = [];
  const problems: UploadProblem[] = [];
  files.forEach((file, index) => {
    if (verdicts[index]) kept.push(file);
    else
      problems.push({
        title: imagesMessages.invalidFileTitle,
        description: imagesMessages.invalidFile(file.name),
      });
  });
  return { files: kept, problems };
}
