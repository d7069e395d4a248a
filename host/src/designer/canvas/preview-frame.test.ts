import { describe, expect, it } from 'vitest';
import { previewFrame } from './preview-frame.ts';

describe('previewFrame', () => {
  it('lays a desktop page out at least 1188px wide and zooms it into a narrower pane', () => {
    expect(previewFrame('desktop', null)).toEqual({ minWidth: '1188px' });
    expect(previewFrame('desktop', 1400)).toEqual({ minWidth: '1188px' });
    expect(previewFrame('desktop', 891)).toEqual({ width: '1188px', zoom: 0.75 });
  });

  it('keeps a tablet or phone at its own width, zoomed only when the pane is narrower', () => {
    expect(previewFrame('tablet', 1100)).toEqual({ width: '1024px' });
    expect(previewFrame('tablet', 768)).toEqual({ width: '1024px', zoom: 0.75 });
    expect(previewFrame('mobile', 900)).toEqual({ width: '375px' });
  });
});
