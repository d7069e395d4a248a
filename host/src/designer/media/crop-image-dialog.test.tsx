// @vitest-environment jsdom
import type { ImagePurpose } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle, type Rendered } from '../../test/render.tsx';
import { CropImageDialog, type CropSource } from './CropImageDialog.tsx';
import type { CropRect } from './crop.ts';

let view: Rendered;
afterEach(() => view.unmount());

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const source = (width: number, height: number): CropSource => ({ image: {} as CanvasImageSource, src: 'blob:test', width, height });

async function open(props: Partial<Parameters<typeof CropImageDialog>[0]> & { source: CropSource }) {
  const onCancel = vi.fn();
  const onCropped = vi.fn();
  const render_ = vi.fn(async (_image: CanvasImageSource, _crop: CropRect, _purpose: ImagePurpose) => new Blob(['webp'], { type: 'image/webp' }));
  view = await render(<CropImageDialog purpose="image" progress={null} error={null} onCancel={onCancel} onCropped={onCropped} render={render_} {...props} />);
  return { onCancel, onCropped, render: render_ };
}

describe('Crop Image dialog', () => {
  it('does not close on Escape or a click on the backdrop; Cancel closes it', async () => {
    const { onCancel } = await open({ source: source(1600, 1200) });
    expect($('[role="dialog"] h2')?.textContent).toBe('Crop Image');
    await settle(() => $('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await settle(() => $('.modal-backdrop')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect($('[role="dialog"]')).not.toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    await click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('crops 16:9 from the middle and writes it within 1200×1800, as WebP', async () => {
    const { render: draw, onCropped } = await open({ source: source(2400, 1800) });
    expect(document.body.textContent).toContain('saved as a 1200×675 WebP image');
    await click(button('Crop & Upload'));
    const [, crop, purpose] = draw.mock.calls[0]!;
    expect(crop).toEqual({ x: 0, y: 225, width: 2400, height: 1350 });
    expect(purpose).toBe('image');
    expect(onCropped).toHaveBeenCalledWith(expect.any(Blob), { width: 1200, height: 675 });
  });

  it('crops a square for a favicon, written at 256×256', async () => {
    const { render: draw, onCropped } = await open({ source: source(800, 600), purpose: 'favicon' });
    expect(document.body.textContent).toContain('256×256');
    await click(button('Crop & Upload'));
    expect(draw.mock.calls[0]![1]).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(onCropped).toHaveBeenCalledWith(expect.any(Blob), { width: 256, height: 256 });
  });

  it('moves the frame with the arrow keys and sizes it with the slider, inside the image', async () => {
    const { render: draw } = await open({ source: source(1000, 1000) });
    const frame = $('[data-testid="crop-frame"]')!;
    // 1000 wide gives a 1000×562.5 crop in the middle; a step is 2 % of the shorter side.
    await settle(() => frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true })));
    const slider = $('input[type="range"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await settle(() => {
      setter.call(slider, '50');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(() => frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    await click(button('Crop & Upload'));
    const crop = draw.mock.calls[0]![1];
    expect(crop.width).toBe(500);
    expect(crop.height).toBeCloseTo(281.25);
    expect(crop.x).toBe(230);
    // Centred where the frame was after moving up 20: 198.75 + 281.25 - 140.625.
    expect(crop.y).toBeCloseTo(339.375);
  });

  it('shows the upload progress with its buttons off, and an upload failure', async () => {
    await open({ source: source(1600, 900), progress: 0.42 });
    expect(document.body.textContent).toContain('Uploading 42%');
    expect(button('Crop & Upload')?.hasAttribute('disabled')).toBe(true);
    expect(button('Cancel')?.hasAttribute('disabled')).toBe(true);
    view.unmount();
    await open({ source: source(1600, 900), error: 'Upload failed.' });
    expect($('[role="alert"]')?.textContent).toBe('Upload failed.');
  });
});
