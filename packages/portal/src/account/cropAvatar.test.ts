import { describe, expect, it } from 'vitest';
import { avatarCropPlan, avatarFileName } from './cropAvatar';

describe('avatarCropPlan', () => {
  it('takes the centred square of a landscape picture and scales it to 512 at 0.85', () => {
    expect(avatarCropPlan(1920, 1080)).toEqual({ sx: 420, sy: 0, size: 1080, output: 512, quality: 0.85 });
  });
  it('takes the centred square of a portrait picture, offsets rounded down', () => {
    expect(avatarCropPlan(300, 451)).toEqual({ sx: 0, sy: 75, size: 300, output: 512, quality: 0.85 });
  });
  it('keeps a square picture whole, and upscales a small one to 512', () => {
    expect(avatarCropPlan(200, 200)).toEqual({ sx: 0, sy: 0, size: 200, output: 512, quality: 0.85 });
  });
  it('refuses a picture without pixels', () => {
    expect(avatarCropPlan(0, 100)).toBeNull();
    expect(avatarCropPlan(Number.NaN, 100)).toBeNull();
  });
});

describe('avatarFileName', () => {
  it('keeps the base name with the output extension', () => {
    expect(avatarFileName('Mi foto.PNG', 'image/jpeg')).toBe('Mi_foto.jpg');
    expect(avatarFileName('yo.gif', 'image/webp')).toBe('yo.webp');
    expect(avatarFileName('.png', 'image/jpeg')).toBe('avatar.jpg');
  });
});
