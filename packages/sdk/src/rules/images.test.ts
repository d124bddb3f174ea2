import { describe, expect, it } from 'vitest';
import { type Image, imageOrderSchema } from '../schemas';
import { cardImage, imageOrderPayload, mergeImageOrder, moveImage, sortImages } from './images';

function image(id: number, over: Partial<Image> = {}): Image {
  return { id, image: `https://cdn.test/${id}.jpg`, thumbnail: null, is_main: false, order: 0, ...over };
}

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('sortImages', () => {
  it('puts the main image first, then by order, then by id', () => {
    const list = [
      image(1, { order: 2 }),
      image(2, { order: 0 }),
      image(3, { order: 1, is_main: true }),
      image(4),
    ];
    expect(ids(sortImages(list))).toEqual([3, 2, 4, 1]);
  });

  it('handles empty lists and does not change its input', () => {
    expect(sortImages([])).toEqual([]);
    const list = [image(2, { order: 1 }), image(1, { order: 0 })];
    const sorted = sortImages(list);
    expect(ids(sorted)).toEqual([1, 2]);
    expect(ids(list)).toEqual([2, 1]);
    expect(sorted).not.toBe(list);
  });
});

describe('cardImage', () => {
  it('prefers the thumbnail', () => {
    expect(cardImage({ thumbnail: 'https://cdn.test/t.jpg', images: [image(1, { is_main: true })] })).toBe(
      'https://cdn.test/t.jpg',
    );
  });

  it('falls back to the main image, then the first by order', () => {
    expect(cardImage({ thumbnail: null, images: [image(1), image(2, { is_main: true })] })).toBe(
      'https://cdn.test/2.jpg',
    );
    expect(cardImage({ images: [image(1, { order: 3 }), image(2, { order: 1 })] })).toBe(
      'https://cdn.test/2.jpg',
    );
    expect(cardImage({ thumbnail: '  ', images: [image(5)] })).toBe('https://cdn.test/5.jpg');
  });

  it('skips images without a URL and gives null for the placeholder', () => {
    expect(cardImage({ images: [image(1, { image: ' ', is_main: true }), image(2)] })).toBe(
      'https://cdn.test/2.jpg',
    );
    expect(cardImage({ images: [] })).toBeNull();
    expect(cardImage({ images: null, thumbnail: null })).toBeNull();
    expect(cardImage({})).toBeNull();
  });
});

describe('moveImage', () => {
  const list = [image(1), image(2), image(3)];

  it('moves up and down by one place', () => {
    expect(ids(moveImage(list, 1, 'up'))).toEqual([2, 1, 3]);
    expect(ids(moveImage(list, 1, 'down'))).toEqual([1, 3, 2]);
    expect(ids(moveImage(list, 2, 'up'))).toEqual([1, 3, 2]);
    expect(ids(moveImage(list, 0, 'down'))).toEqual([2, 1, 3]);
  });

  it('changes nothing at the ends or out of range', () => {
    expect(ids(moveImage(list, 0, 'up'))).toEqual([1, 2, 3]);
    expect(ids(moveImage(list, 2, 'down'))).toEqual([1, 2, 3]);
    expect(ids(moveImage(list, -1, 'up'))).toEqual([1, 2, 3]);
    expect(ids(moveImage(list, 3, 'up'))).toEqual([1, 2, 3]);
    expect(ids(moveImage(list, 1.5, 'up'))).toEqual([1, 2, 3]);
    expect(moveImage([], 0, 'down')).toEqual([]);
  });

  it('always returns a new array and leaves the input alone', () => {
    const moved = moveImage(list, 0, 'up');
    expect(moved).not.toBe(list);
    moveImage(list, 1, 'up');
    expect(ids(list)).toEqual([1, 2, 3]);
  });
});

describe('imageOrderPayload', () => {
  it('gives each id its zero-based position', () => {
    expect(imageOrderPayload([image(7), image(3), image(5)])).toEqual({
      image_order: [
        { id: 7, order: 0 },
        { id: 3, order: 1 },
        { id: 5, order: 2 },
      ],
    });
  });

  it('is accepted by the contract schema', () => {
    expect(imageOrderSchema.safeParse(imageOrderPayload([image(1), image(2)])).success).toBe(true);
  });

  it('gives an empty order for no images', () => {
    expect(imageOrderPayload([])).toEqual({ image_order: [] });
  });
});

describe('mergeImageOrder', () => {
  it('takes the answered orders and sorts by them', () => {
    const list = [image(1, { order: 0 }), image(2, { order: 1 }), image(3, { order: 2 })];
    const merged = mergeImageOrder(list, [
      { id: 3, order: 0 },
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ]);
    expect(ids(merged)).toEqual([3, 1, 2]);
    expect(merged.map((i) => i.order)).toEqual([0, 1, 2]);
  });

  it('keeps the order of images the answer leaves out, ignores unknown ids', () => {
    const list = [image(1, { order: 0 }), image(2, { order: 5 })];
    const merged = mergeImageOrder(list, [
      { id: 1, order: 9 },
      { id: 99, order: 0 },
    ]);
    expect(merged.map((i) => [i.id, i.order])).toEqual([
      [2, 5],
      [1, 9],
    ]);
  });

  it('breaks order ties by id and keeps the other fields', () => {
    const merged = mergeImageOrder([image(4, { is_main: true }), image(2)], []);
    expect(ids(merged)).toEqual([2, 4]);
    expect(merged[1]?.is_main).toBe(true);
  });

  it('does not change its input', () => {
    const list = [image(1, { order: 0 })];
    mergeImageOrder(list, [{ id: 1, order: 3 }]);
    expect(list[0]?.order).toBe(0);
  });

  it('round-trips a move: payload then merge gives the moved list', () => {
    const list = [image(1, { order: 0 }), image(2, { order: 1 }), image(3, { order: 2 })];
    const moved = moveImage(list, 2, 'up');
    const merged = mergeImageOrder(list, imageOrderPayload(moved).image_order);
    expect(ids(merged)).toEqual([1, 3, 2]);
  });
});
