import { describe, expect, it } from 'vitest';
import { previewFrame } from './preview-frame.ts';

describe('previewFrame', () => {
  it('lays the page out at its width, draws it at the zoom, and gives the chrome the inverse', () => {
    expect(previewFrame(375, 2)).toEqual({ width: '375px', zoom: 2, '--canvas-unzoom': '0.5' });
    expect(previewFrame(1188, 0.5)).toEqual({ width: '1188px', zoom: 0.5, '--canvas-unzoom': '2' });
  });
});
