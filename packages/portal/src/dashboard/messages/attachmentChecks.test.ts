import { describe, expect, it } from 'vitest';
import { addAttachments, isImageType } from './attachmentChecks';

const limits = {
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
};
const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('addAttachments', () => {
  it('accepts images and PDFs within the limits', () => {
    const result = addAttachments([], [file('a.jpg'), file('b.pdf', 'application/pdf')], limits);
    expect(result.files.map((f) => f.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(result.problems).toEqual([]);
  });
  it('refuses other types and files over the size, by name', () => {
    const result = addAttachments(
      [],
      [file('virus.exe', 'application/x-msdownload'), file('big.png', 'image/png', 11 * 1024 * 1024)],
      limits,
    );
    expect(result.files).toEqual([]);
    expect(result.problems).toEqual([
      { kind: 'type', name: 'virus.exe' },
      { kind: 'size', name: 'big.png' },
    ]);
  });
  it('keeps at most five, counting those already attached', () => {
    const current = [file('1.jpg'), file('2.jpg'), file('3.jpg'), file('4.jpg')];
    const result = addAttachments(current, [file('5.jpg'), file('6.jpg'), file('7.jpg')], limits);
    expect(result.files).toHaveLength(5);
    expect(result.problems).toEqual([{ kind: 'count', max: 5 }]);
  });
  it('knows an image type', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});
