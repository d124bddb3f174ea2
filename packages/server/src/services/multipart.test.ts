import { PassThrough } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { readFile } from './multipart';

/** A part as the plugin hands it over: a file stream that busboy may already have cut. */
function part(truncated = false) {
  const file = Object.assign(new PassThrough(), { truncated, bytesRead: 0 });
  return { part: { file } as unknown as MultipartFile, file };
}

describe('readFile', () => {
  it('reads a file to its end', async () => {
    const { part: p, file } = part();
    const read = readFile(p, 10);
    file.end(Buffer.from('hola'));
    expect((await read).toString()).toBe('hola');
  });

  it('fails with 413 the moment the limit is crossed, though the part never ends', async () => {
    const { part: p, file } = part();
    const read = readFile(p, 10);
    file.write(Buffer.from('0123456789'));
    file.truncated = true;
    file.emit('limit');
    await expect(read).rejects.toMatchObject({ statusCode: 413 });
  });

  it('fails with 413 when the limit was crossed before the part was handed over', async () => {
    // Under load busboy parses what has arrived while the route still awaits the database: 'limit'
    // has fired already and the part's boundary never comes.
    const { part: p } = part(true);
    await expect(readFile(p, 10)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('sees a stream that failed before it was read (a truncated body parsed in one go)', async () => {
    const { part: p, file } = part();
    file.destroy(new Error('Unexpected end of form'));
    await expect(readFile(p, 10)).rejects.toThrow('Unexpected end of form');
  });
});
