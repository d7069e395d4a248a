import { describe, expect, it } from 'vitest';
import { altFromFileName, imageOptionOf } from './image-option.ts';

describe('altFromFileName', () => {
  it.each([
    ['summer-beach_2.jpg', 'Summer beach 2'],
    ['our team.at.work.webp', 'Our team at work'],
    ['NYC skyline.PNG', 'NYC skyline'],
    ['  --a__b--.png', 'A b'],
    ['C:\\Users\\me\\harbour-view.jpeg', 'Harbour view'],
    ['no-extension', 'No extension'],
  ])('%s → %s', (name, alt) => expect(altFromFileName(name)).toBe(alt));

  it.each(['IMG_0042.JPG', 'DSC-1234.jpg', 'PXL_20260102_123456789.jpg', '20260102_101010.png', '.png', 'image.png'])(
    'asks instead of guessing from the camera name %s',
    (name) => expect(altFromFileName(name)).toBe(''),
  );

  it('keeps within the alt text’s 300 characters', () => expect(altFromFileName(`${'a'.repeat(400)}.png`)).toHaveLength(300));
});

describe('imageOptionOf', () => {
  it('keeps the address and alt and derives the Ratio from the size', () =>
    expect(imageOptionOf({ url: '/uploads/a.png', width: 200, height: 100, alt: 'A' })).toEqual({ url: '/uploads/a.png', Ratio: 0.5, alt: 'A' }));
});
