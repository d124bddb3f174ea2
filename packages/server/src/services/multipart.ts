import { availableParallelism } from 'node:os';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERRORS, HttpError } from '../errors';
import { Slots } from './slots';

/**
 * At most one multipart body per core is read at a time. The others wait unread (TCP holds their
 * data back), so a burst of large uploads costs the memory of a few, not of all of them.
 */
const reading = new Slots(Math.max(1, availableParallelism()));

export interface MultipartLimits {
  /** Most file parts; one more ends the request at once with `tooMany`. */
  files: number;
  /** Most bytes of one file; one more ends the request at once with 413. */
  fileSize: number;
  /** The 400 body when a file too many arrives. */
  tooMany: Record<string, unknown>;
  /** The body-idle timeout (BODY_IDLE_TIMEOUT_S), suspended while the request waits its turn. */
  bodyIdleMs: number;
}

export interface MultipartHandlers {
  /** Called for each file as it arrives; it must read or discard `part.file` before returning. */
  file(part: MultipartFile): Promise<void>;
  /** Called for each text field. */
  field?(name: string, value: string): void;
}

/**
 * Reads a file part into memory, failing with 413 the moment it passes `maxBytes` (busboy stops
 * passing the file's data at the limit, but the part only ends when its boundary arrives — which a
 * hostile client never sends). Nothing outlives the call: the plugin keeps every part until the
 * request ends, so no chunk may stay reachable from the part.
 */
export async function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(413, { detail: ERRORS.fileTooLarge({ megabytes: Math.round(maxBytes / 1024 / 1024) }) });
  // Async iteration also sees a stream that failed before this function was called (a body that
  // had fully arrived, truncated, is parsed and failed in one go); an event listener would not.
  const onLimit = () => part.file.destroy(tooLarge());
  part.file.once('limit', onLimit);
  // Under load the limit may have been crossed before this part was handed over (busboy parses what
  // has arrived while the route still awaits the database): then 'limit' has already fired.
  if (part.file.truncated) {
    part.file.off('limit', onLimit);
    part.file.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } finally {
    part.file.off('limit', onLimit);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** Reads a file part to the end without keeping it (a part the route does not want). */
export async function discard(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // drained
  }
}

/**
 * Streams a multipart body part by part: each file is handed over (and, by the image routes,
 * decoded) as it arrives, so a request holds at most one raw file in memory, and the count and size
 * limits end the request the moment they are crossed. Every parsing failure (malformed, truncated,
 * a limit) is a 4xx with a Spanish message, never a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  handlers: MultipartHandlers,
): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(415, { detail: ERRORS.unsupportedMediaType });
  // Waiting in line is not a stalled body: the idle timer stops meanwhile (REQUEST_TIMEOUT_S still
  // bounds the whole request).
  const socket = request.raw.socket;
  socket.setTimeout(0);
  await reading.run(async () => {
    if (!request.raw.complete) socket.setTimeout(limits.bodyIdleMs);
    await readParts(request, limits, handlers);
  });
}

async function readParts(request: FastifyRequest, limits: MultipartLimits, handlers: MultipartHandlers) {
  const parts = request.parts({
    limits: { files: limits.files, fileSize: limits.fileSize, fields: 30, parts: 50 },
  });
  // The route's own failures (a refused image, a database error) pass through as they are; only
  // the parser's become "malformed form" answers.
  let handlerFailure: { error: unknown } | null = null;
  try {
    for await (const part of parts) {
      try {
        if (part.type === 'file') await handlers.file(part);
        else
          handlers.field?.(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      } catch (error) {
        handlerFailure = { error };
        break;
      }
    }
  } catch (error) {
    throw multipartError(error, limits);
  }
  if (handlerFailure) {
    const { error } = handlerFailure;
    // A file stream that failed while the handler read it is the parser's failure too.
    throw error instanceof HttpError || !isParserError(error) ? error : multipartError(error, limits);
  }
}

/** Errors of the multipart plugin and of busboy, as opposed to the route's own. */
function isParserError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_')) return true;
  const message = error instanceof Error ? error.message : '';
  return /multipart|boundary|part|form|premature|aborted|terminated|unexpected end/i.test(message);
}

function multipartError(error: unknown, limits: MultipartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, {
        detail: ERRORS.fileTooLarge({ megabytes: Math.round(limits.fileSize / 1024 / 1024) }),
      });
    case 'FST_FILES_LIMIT':
      return new HttpError(400, limits.tooMany);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, { detail: ERRORS.malformedMultipart });
    default:
      // Busboy's own errors (no boundary, a malformed header, a body that ends early) and a client
      // that hung up mid-upload: the form is not usable.
      return new HttpError(400, { detail: ERRORS.malformedMultipart });
  }
}
