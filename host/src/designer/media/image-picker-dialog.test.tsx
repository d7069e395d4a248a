// @vitest-environment jsdom
import { IMAGE_ONLY_MESSAGE, META_IMAGE_RATIO_MESSAGE, STOCK_QUERY_REQUIRED_MESSAGE, type ImagePurpose } from '@tessera/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { mockApi, type ApiRoute } from '../../test/mock-api.ts';
import { click, render, settle, waitFor, type Rendered } from '../../test/render.tsx';
import { createImagePicker, type PickedImage } from './image-picker.ts';
import { ImagePickerHost } from './ImagePickerHost.tsx';

let view: Rendered;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const editorData = (hasAiKey: boolean) => () => ({ body: { data: { all_premium_elements: false, premium_elements: [], plan_features: [], has_ai_key: hasAiKey, pages: null, permissions: null } } });

/** Mounts the picker host as the designer does, and opens it for `purpose`. */
async function openPicker(purpose: ImagePurpose, routes: Record<string, ApiRoute> = {}, size = { width: 1600, height: 900 }) {
  const api = mockApi({ 'GET /api/v1/editor-data': editorData(false), ...routes });
  const notify = vi.fn();
  const picker = createImagePicker({ landingId: 12, selectedElementId: () => 'element-5', notify });
  const upload = vi.spyOn(picker, 'upload').mockResolvedValue(undefined);
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      {/* The dialog measures files with the browser's image decoder; jsdom has none. */}
      <ImagePickerHost picker={picker} notify={notify} measure={async () => ({ ...size, image: new Image() })} />
    </QueryClientProvider>,
  );
  let picked: PickedImage | null | undefined;
  await settle(() => {
    void picker.pickImage({ purpose, valueKey: 'Image' }).then((value) => (picked = value));
  });
  // The dialog's code loads on first use.
  await waitFor(() => expect(view.container.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull(), 10_000);
  return { api, notify, picker, upload, picked: () => picked };
}

async function choose(file: File) {
  const input = $<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await settle(() => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

const png = (name = 'photo.png', type = 'image/png') => new File(['bytes'], name, { type });

describe('the image picker dialog', () => {
  it('takes image files only', async () => {
    const { upload } = await openPicker('image');
    await choose(png('notes.pdf', 'application/pdf'));
    expect($('[role="alert"]')?.textContent).toBe(IMAGE_ONLY_MESSAGE);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows a chosen image with Upload image and Crop…, and uploads it for the element and field', async () => {
    const { upload } = await openPicker('image');
    await choose(png());
    expect($('.image-picker__staged img')?.getAttribute('alt')).toBe('Chosen: photo.png');
    await click(button('Upload image'));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ elementId: 'element-5', valueKey: 'Image', key: 'element-5::Image' }), expect.any(File), 'photo.png');
    await click(button('Crop…'));
    expect($('[data-testid="crop-dialog"]')).not.toBeNull();
  });

  it('crops a favicon straight away', async () => {
    await openPicker('favicon', {}, { width: 640, height: 480 });
    await choose(png('icon.png'));
    expect($('[role="dialog"] h2')?.textContent).toBe('Crop Image');
    expect(document.body.textContent).toContain('256×256');
  });

  it('toasts "Only 16:9 images are allowed." for a meta image of another ratio and offers the 16:9 crop; a 16:9 one uploads', async () => {
    const { notify, upload } = await openPicker('meta', {}, { width: 1200, height: 900 });
    await choose(png('share.png'));
    expect(notify).toHaveBeenCalledWith(META_IMAGE_RATIO_MESSAGE);
    expect($('[data-testid="crop-dialog"]')).not.toBeNull();
    expect(upload).not.toHaveBeenCalled();
    view.unmount();

    const wide = await openPicker('meta', {}, { width: 1920, height: 1080 });
    await choose(png('wide.png'));
    expect(wide.notify).not.toHaveBeenCalled();
    expect(wide.upload).toHaveBeenCalledTimes(1);
  });

  it('offers Generate AI Image only when the agency holds an AI key', async () => {
    await openPicker('image');
    await settle();
    expect(button('Generate AI Image')).toBeNull();
    view.unmount();
    await openPicker('image', { 'GET /api/v1/editor-data': editorData(true) });
    await waitFor(() => expect(button('Generate AI Image')).not.toBeNull());
    await click(button('Generate AI Image'));
    expect($('[role="dialog"] h2')?.textContent).toBe('Generate AI Image');
  });

  it('uses an AI image with its Ratio reset to 0 (no size)', async () => {
    const { picked } = await openPicker('image', {
      'GET /api/v1/editor-data': editorData(true),
      'POST /api/v1/images/generate-ai-image': () => ({ body: { url: '/uploads/3/ai.png', width: 1024, height: 1024, Ratio: 1, library_id: 1 } }),
    });
    await waitFor(() => expect(button('Generate AI Image')).not.toBeNull());
    await click(button('Generate AI Image'));
    const prompt = $<HTMLTextAreaElement>('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(prompt, 'a kite');
      prompt.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('Generate'));
    await waitFor(() => expect(button('Use image')).not.toBeNull());
    await click(button('Use image'));
    await settle();
    expect(picked()).toEqual({ url: '/uploads/3/ai.png', width: 0, height: 0 });
  });
});

describe('the stock photo panel', () => {
  const photo = (n: number) => ({
    id: `p${n}`,
    urls: { regular: `https://photos.example/p${n}.jpg`, thumb: `https://photos.example/p${n}-small.jpg` },
    width: 1600,
    height: 900,
    alt: `Photo ${n}`,
    author: { name: `Author ${n}`, url: null },
  });
  const page = (n: number) => ({
    data: Array.from({ length: 12 }, (_, i) => photo((n - 1) * 12 + i + 1)),
    meta: { page: n, per_page: 12, total: 30, total_pages: 3 },
  });

  it('needs a query, shows 12 landscape photos a page, loads more, and uses the copy of the one chosen', async () => {
    const used: string[] = [];
    const { api, picked } = await openPicker('image', {
      'GET /api/v1/stock-photos': (_init, url) => ({ body: page(Number(new URL(url, 'http://x').searchParams.get('page'))) }),
      'POST /api/v1/stock-photos/p14/use': (init, url) => {
        used.push(`${url} ${String(init?.body)}`);
        return { body: { url: '/uploads/3/p14.jpg', width: 1080, height: 608, Ratio: 0.56, library_id: 3 } };
      },
    });
    await click(button('Stock photos'));
    await click(button('Search'));
    expect(document.body.textContent).toContain(STOCK_QUERY_REQUIRED_MESSAGE);
    expect(api.calls.filter((call) => call.includes('stock-photos'))).toEqual([]);

    const input = $<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, ' sea ');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('Search'));
    await waitFor(() => expect($$('.stock-photos__photo')).toHaveLength(12));
    expect(api.calls).toContain('GET /api/v1/stock-photos?query=sea&page=1');
    await click(button('Load more'));
    await waitFor(() => expect($$('.stock-photos__photo')).toHaveLength(24));

    await click($$('.stock-photos__photo')[13]!);
    await waitFor(() => expect(picked()).toEqual({ url: '/uploads/3/p14.jpg', width: 1080, height: 608 }));
    expect(used).toEqual(['/api/v1/stock-photos/p14/use?landing_id=12 {"elementId":"element-5","valueKey":"Image"}']);
  });
});
