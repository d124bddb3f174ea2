import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isRowId } from '../validation';

/** A keyset position: the row a page starts after ('n') or before ('p'), by its sort value and id. */
export interface Cursor {
  direction: 'n' | 'p';
  value: string | number;
  id: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.direction, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor of a link, or null when it is not one this server wrote. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [direction, value, id] = parsed as unknown[];
    if (direction !== 'n' && direction !== 'p') return null;
    if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value))) return null;
    if (typeof id !== 'number' || !isRowId(id)) return null;
    return { direction, value, id };
  } catch {
    return null;
  }
}

/** The URL of the same search from a keyset position (no `page`: the cursor says where). */
export function cursorUrl(ctx: AppContext, request: FastifyRequest, cursor: Cursor): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.delete('page');
  url.searchParams.set('cursor', encodeCursor(cursor));
  return `${ctx.origin(request)}${url.pathname}${url.search}`;
}
