/** A picked file as the checks need it (a browser File fits). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface AttachmentLimits {
  /** Files per message. */
  maxFiles: number;
  /** Bytes per file. */
  maxBytes: number;
  /** Media types accepted ('image/jpeg', 'application/pdf', …). */
  types: readonly string[];
}

export type AttachmentProblem =
  | { kind: 'type'; name: string }
  | { kind: 'size'; name: string }
  | { kind: 'count'; max: number };

/**
 * Adds picked files to those already attached, in the browser before anything is sent (the server
 * checks again): a file of another type or over the size is refused by name, and past the count the
 * rest are refused with one 'count' problem.
 */
export function addAttachments<F extends PickedFile>(
  current: readonly F[],
  picked: readonly F[],
  limits: AttachmentLimits,
): { files: F[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  let overCount = false;
  for (const file of picked) {
    const type = file.type.trim().toLowerCase();
    if (!limits.types.includes(type)) problems.push({ kind: 'type', name: file.name });
    else if (file.size > limits.maxBytes) problems.push({ kind: 'size', name: file.name });
    else if (files.length >= limits.maxFiles) overCount = true;
    else files.push(file);
  }
  if (overCount) problems.push({ kind: 'count', max: limits.maxFiles });
  return { files, problems };
}

/** True for the media types shown as a thumbnail rather than a link. */
export function isImageType(type: string | null | undefined): boolean {
  return (type ?? '').toLowerCase().startsWith('image/');
}
