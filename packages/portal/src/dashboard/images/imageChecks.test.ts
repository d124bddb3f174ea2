import { describe, expect, it } from 'vitest';
import { checkPropertyFiles, roomFileCheck } from './imageChecks';

const file = (name: string, type = 'image/jpeg', size = 100) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('checkPropertyFiles', () => {
  it('keeps images of any type and refuses other files once', () => {
    const gif = file('a.gif', 'image/gif');
    const { files, problems } = checkPropertyFiles(
      [gif, file('b.pdf', 'application/pdf'), file('c.txt', 'text/plain')],
      [],
    );
    expect(files).toEqual([gif]);
    expect(problems).toEqual([{ title: 'Error', description: 'Solo se permiten archivos de imagen' }]);
  });

  it('refuses files over 10 MB and keeps at most 10', () => {
    const big = file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    const current = Array.from({ length: 9 }, (_, i) => file(`c${i}.jpg`));
    const { files, problems } = checkPropertyFiles([big, file('x.jpg'), file('y.jpg')], current);
    expect(files).toHaveLength(10);
    expect(problems.map((p) => p.title)).toEqual(['Archivo muy grande', 'Demasiadas imágenes']);
  });

  it('ignores a file picked twice', () => {
    const a = file('a.jpg');
    expect(checkPropertyFiles([file('a.jpg')], [a]).files).toEqual([a]);
  });
});

describe('roomFileCheck', () => {
  it('allows 10 for a room without images and 5 more for one with images', () => {
    const many = Array.from({ length: 12 }, (_, i) => file(`r${i}.png`, 'image/png'));
    expect(roomFileCheck(0)(many, []).files).toHaveLength(10);
    const more = roomFileCheck(3)(many, []);
    expect(more.files).toHaveLength(5);
    expect(more.problems).toEqual([
      { title: 'Demasiadas imágenes', description: 'Solo puedes subir un máximo de 5 imágenes' },
    ]);
  });

  it('refuses formats other than JPG, PNG and WebP', () => {
    expect(roomFileCheck(0)([file('a.gif', 'image/gif')], []).problems).toEqual([
      { title: 'Archivo no válido', description: 'a.gif no es una imagen válida' },
    ]);
  });
});
