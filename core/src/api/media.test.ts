import { describe, expect, it } from 'vitest';
import { cropAspect, cropOutputSize, generateAiImageBodySchema, stockPhotosQuerySchema } from './media.ts';

describe('crop rules (spec §2, §9)', () => {
  it('crops a favicon square and anything else 16:9', () => {
    expect(cropAspect('favicon')).toBe(1);
    for (const purpose of ['image', 'logo', 'meta'] as const) expect(cropAspect(purpose)).toBeCloseTo(16 / 9);
  });

  it('writes a favicon at 256×256, and anything else within 1200×1800 without enlarging it', () => {
    expect(cropOutputSize('favicon', 40, 40)).toEqual({ width: 256, height: 256 });
    expect(cropOutputSize('image', 3200, 1800)).toEqual({ width: 1200, height: 675 });
    expect(cropOutputSize('image', 800, 450)).toEqual({ width: 800, height: 450 });
    expect(cropOutputSize('image', 1000, 3000)).toEqual({ width: 600, height: 1800 });
  });
});

describe('AI and stock inputs (spec §5)', () => {
  it('needs a non-empty prompt and a non-empty query', () => {
    expect(generateAiImageBodySchema.safeParse({ image_prompt: '  ' }).success).toBe(false);
    expect(generateAiImageBodySchema.parse({ image_prompt: ' a fox ' }).image_prompt).toBe('a fox');
    expect(stockPhotosQuerySchema.safeParse({ query: ' ' }).success).toBe(false);
    expect(stockPhotosQuerySchema.parse({ query: 'sea' })).toEqual({ query: 'sea', page: 1 });
  });
});
