import { describe, expect, it } from 'vitest';
import { cropAt, moveCrop, scaleCrop } from './crop.ts';

describe('crop geometry', () => {
  it('starts with the largest crop of the ratio, in the middle', () => {
    expect(cropAt(2000, 2000, 16 / 9)).toEqual({ x: 0, y: 437.5, width: 2000, height: 1125 });
    expect(cropAt(4000, 1000, 1)).toEqual({ x: 1500, y: 0, width: 1000, height: 1000 });
  });

  it('moves within the image only', () => {
    const crop = cropAt(1000, 1000, 1, 0.5);
    expect(moveCrop(crop, -9999, 9999, 1000, 1000)).toEqual({ x: 0, y: 500, width: 500, height: 500 });
  });

  it('resizes around its centre, never below a tenth, and slides back inside the image', () => {
    const corner = moveCrop(cropAt(1000, 1000, 1, 0.2), -1000, -1000, 1000, 1000);
    expect(scaleCrop(corner, 0.6, 1000, 1000, 1)).toEqual({ x: 0, y: 0, width: 600, height: 600 });
    expect(scaleCrop(corner, 0.01, 1000, 1000, 1).width).toBe(100);
  });
});
