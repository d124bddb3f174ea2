import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  type MessageAttachment,
  type MessageAttachmentType,
} from '@convive/sdk';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ERRORS, HttpError, nonFieldError } from '../../errors';
import { processListingImage } from '../../services/images';
import { readFile, readMultipart } from '../../services/multipart';

/*
 * Message attachments (docs/adr/0173-conversations.md): images go through the upload checks of
 * listing photos (decoded and re-encoded as WebP, which drops metadata and refuses anything that
 * is not an image whatever its name); PDFs are checked by their magic bytes and size. The bytes
 * live in the database, never under the public /media/ folder, and are served only through a
 * short-lived URL signed with the file's own random key, which only a participant's answer carries.
 */

/** How long an attachment's signed URL works. */
export const ATTACHMENT_URL_SECONDS = 15 * 60;

export interface ReadyAttachment {
  name: string;
  content_type: MessageAttachmentType;
  size: number;
  data: Buffer;
  access_key: string;
}

/** A file's name as shown: no path, no control characters, at most 120 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes dropped (they would end the Content-Disposition header's value).
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

function isPdf(data: Buffer): boolean {
  return data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Checks one file: a PDF as it is, an image re-encoded; anything else is a 415. */
export async function checkedAttachment(name: string, data: Buffer): Promise<ReadyAttachment> {
  const access_key = randomBytes(32).toString('base64url');
  if (isPdf(data)) {
    return {
      name: cleanName(name, 'documento.pdf'),
      content_type: 'application/pdf',
      size: data.length,
      data,
      access_key,
    };
  }
  let image: Awaited<ReturnType<typeof processListingImage>>;
  try {
    image = await processListingImage(data);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw error;
    throw new HttpError(415, { detail: ERRORS.attachmentType });
  }
  const shown = cleanName(name, 'imagen').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return {
    name: `${shown}.webp`,
    content_type: 'image/webp',
    size: image.main.length,
    data: image.main,
    access_key,
  };
}

/** Reads a multipart message: its `text` and up to five checked files. */
export async function readMessageUpload(
  ctx: AppContext,
  request: Parameters<typeof readMultipart>[0],
): Promise<{ text: string; files: ReadyAttachment[] }> {
  let text = '';
  const files: ReadyAttachment[] = [];
  await readMultipart(
    request,
    {
      files: MESSAGE_ATTACHMENTS_MAX,
      fileSize: MESSAGE_ATTACHMENT_MAX_BYTES,
      tooMany: { attachments: [ERRORS.attachmentsMax({ max: MESSAGE_ATTACHMENTS_MAX })] },
      bodyIdleMs: ctx.config.bodyIdleTimeoutMs,
    },
    {
      async file(part: MultipartFile) {
        const data = await readFile(part, MESSAGE_ATTACHMENT_MAX_BYTES);
        if (part.fieldname !== 'attachments') return;
        files.push(await checkedAttachment(part.filename ?? '', data));
      },
      field(name, value) {
        if (name === 'text') text = value;
      },
    },
  );
  if (files.length === 0 && text.trim() === '') throw nonFieldError(ERRORS.messageEmpty);
  return { text, files };
}

function signature(accessKey: string, id: number, expires: number): string {
  return createHmac('sha256', accessKey).update(`${id}.${expires}`).digest('base64url');
}

/** The attachment as the contract's, with a URL that works for ATTACHMENT_URL_SECONDS. */
export function attachmentOut(
  ctx: AppContext,
  origin: string,
  row: { id: number; name: string; content_type: string; size: number; access_key: string },
): MessageAttachment {
  // Rounded to the minute: the same URL for a minute lets the browser reuse its cached copy.
  const expires = Math.ceil((ctx.now().getTime() / 1000 + ATTACHMENT_URL_SECONDS) / 60) * 60;
  return {
    id: row.id,
    name: row.name,
    content_type: row.content_type as MessageAttachmentType,
    size: row.size,
    url: `${origin}/attachments/${row.id}/?expires=${expires}&signature=${signature(row.access_key, row.id, expires)}`,
  };
}

/**
 * GET /attachments/{id}/?expires&signature: the file, for a URL a participant was given and that
 * has not expired; anything else is a plain 404. Outside /api (not a call of the contract): an
 * <img> cannot send the Authorization header, so the URL itself is the permission.
 */
export function registerAttachmentFiles(app: FastifyInstance, ctx: AppContext): void {
  app.get('/attachments/:id/', async (request, reply) => {
    const { id } = request.params as { id?: string };
    const { expires, signature: given } = request.query as { expires?: string; signature?: string };
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const attachmentId = Number(id);
    const until = Number(expires);
    if (!Number.isSafeInteger(attachmentId) || attachmentId < 1 || !Number.isSafeInteger(until) || !given)
      return notFound();
    if (until * 1000 < ctx.now().getTime()) return notFound();
    const row = await ctx.db
      .selectFrom('message_attachments')
      .select(['name', 'content_type', 'data', 'access_key'])
      .where('id', '=', attachmentId)
      .executeTakeFirst();
    if (!row) return notFound();
    const expected = Buffer.from(signature(row.access_key, attachmentId, until));
    const received = Buffer.from(given);
    if (expected.length !== received.length || !timingSafeEqual(expected, received)) return notFound();
    const disposition = row.content_type === 'application/pdf' ? 'attachment' : 'inline';
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', `${disposition}; filename="${encodeURIComponent(row.name)}"`)
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(row.data));
  });
}
