// @vitest-environment jsdom
import { META_IMAGE_RATIO_MESSAGE } from '@tessera/core';
import { act } from 'react';
import type * as SonnerModule from 'sonner';
import type * as CropModule from '../../../../designer/media/crop.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, settle, waitFor } from '../../../../test/render.tsx';

const { toastError, renderCrop } = vi.hoisted(() => ({
  toastError: vi.fn(),
  renderCrop: vi.fn(async () => new Blob(['webp'], { type: 'image/webp' })),
}));
vi.mock('sonner', async (original) => {
  const sonner = await original<typeof SonnerModule>();
  return { ...sonner, toast: Object.assign(vi.fn(), sonner.toast, { error: toastError, success: vi.fn() }) };
});
// jsdom decodes no images and draws no canvas: the file reads as 640×480 and the crop is recorded.
vi.mock('../../../../designer/media/crop.ts', async (original) => ({
  ...(await original<typeof CropModule>()),
  measureImage: async () => ({ width: 640, height: 480, image: new Image() }),
  renderCrop,
}));

let app: OpenedApp | undefined;

const SETTINGS = {
  title: 'Bakery',
  description: '',
  lang: 'en',
  favicon: '',
  meta_image: null,
  owner_section: { name: '', email: '', phone: '', title: '' },
  business_section: { name: '', email: '', phone: '', address: '', city: '', state: '', postal_code: '', country: '' },
  socials: {},
  legals: { privacy: 'Privacy policy', service: 'Terms of service', privacy_url: '', service_url: '' },
};
const DETAIL = { ...LANDINGS.data[0]!, settings: SETTINGS, prompts: { business: '', audience: '', tone: '', blog: '', keywords: '' }, automatic_backup: false, template_id: null };
const photo = (id: string, width: number, height: number) => ({ id, urls: { regular: `https://photos.example/${id}.jpg`, thumb: `https://photos.example/${id}-s.jpg` }, width, height, alt: `Photo ${id}`, author: { name: 'A', url: null } });

/** A stand-in XMLHttpRequest (uploads report progress through it) whose answer the test gives. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function api() {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12': () => ({ body: { data: DETAIL } }),
    'GET /api/v1/landings/12/robots': () => ({ body: { data: { robots_txt: '', is_default: true } } }),
    'GET /api/v1/editor-data': () => ({ body: { data: { all_premium_elements: false, premium_elements: [], has_ai_key: false, pages: null, permissions: null } } }),
    'GET /api/v1/stock-photos': () => ({ body: { data: [photo('square', 1000, 1000), photo('wide', 1600, 900)], meta: { page: 1, per_page: 12, total: 2, total_pages: 1 } } }),
    'POST /api/v1/stock-photos/wide/use': () => ({ body: { url: '/uploads/3/wide.jpg', width: 1080, height: 608, Ratio: 0.56, library_id: 4 } }),
    'PUT /api/v1/landings/12/settings': () => ({ body: { data: DETAIL, message: 'Settings saved.', success: true } }),
  });
}

const sentSettings = (calls: ReturnType<typeof mockApi>) =>
  JSON.parse(String(calls.fetchMock.mock.calls.filter(([url, init]) => url === '/api/v1/landings/12/settings' && init?.method === 'PUT').at(-1)![1]!.body)) as Record<string, unknown>;
const save = () => click(app!.view.container.querySelector('form[aria-label="General settings"] button[type="submit"]'));
const preview = (alt: string) => app!.view.container.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
const buttonIn = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.agency);
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  toastError.mockClear();
  renderCrop.mockClear();
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

async function openSettings() {
  const calls = api();
  app = await openApp('/agency/websites/12/settings');
  await waitFor(() => expect(app!.text()).toContain('Settings of Bakery'));
  return calls;
}

describe('website settings images', () => {
  it('crops a chosen favicon square before uploading it to the website, shows it, saves it, and removes it', async () => {
    const calls = await openSettings();
    expect(app!.text()).toContain('No image');
    await click(app!.button('Choose favicon…'));
    expect(app!.dialog('Choose a favicon')).not.toBeNull();
    const input = app!.view.container.querySelector<HTMLInputElement>('[data-testid="image-picker"] input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'logo.png', { type: 'image/png' })], configurable: true });
    await settle(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    const crop = app!.dialog('Crop Image')!;
    expect(crop.textContent).toContain('256×256');
    await click(buttonIn(crop, 'Crop & Upload'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const [, rect, purpose] = renderCrop.mock.calls[0] as unknown as [unknown, { width: number; height: number }, string];
    expect(purpose).toBe('favicon');
    expect(rect.width).toBe(rect.height);
    expect(FakeXhr.last!.url).toBe('/api/v1/images/upload-image?landing_id=12');
    expect((FakeXhr.last!.body!.get('file') as File).name).toBe('logo.webp');
    await settle(() => FakeXhr.last!.respond(200, { url: '/uploads/3/logo.webp', valueKey: 'favicon', Ratio: 1, ShowWidth: 256, ShowHeight: 256, library_id: 9 }));
    await waitFor(() => expect(preview('Favicon: current image')?.getAttribute('src')).toBe('/uploads/3/logo.webp'));
    expect(app!.dialog('Crop Image')).toBeNull();
    await save();
    await waitFor(() => expect(sentSettings(calls).favicon).toBe('/uploads/3/logo.webp'));

    await click(app!.button('Remove favicon'));
    expect(preview('Favicon: current image')).toBeNull();
    await save();
    await waitFor(() => expect(sentSettings(calls).favicon).toBe(''));
  });

  it('takes only a 16:9 meta image, toasting "Only 16:9 images are allowed." otherwise, and saves it with its size', async () => {
    const calls = await openSettings();
    await click(app!.button('Choose meta image…'));
    const dialog = app!.dialog('Choose a sharing image (16:9)')!;
    await click(buttonIn(dialog, 'Stock photos'));
    const search = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'bread');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonIn(dialog, 'Search'));
    await waitFor(() => expect(dialog.querySelectorAll('.stock-photos__photo')).toHaveLength(2));
    await click(dialog.querySelectorAll('.stock-photos__photo')[0]!);
    expect(toastError).toHaveBeenCalledWith(META_IMAGE_RATIO_MESSAGE, expect.anything());
    expect(calls.calls.some((call) => call.includes('/use'))).toBe(false);
    await click(dialog.querySelectorAll('.stock-photos__photo')[1]!);
    await waitFor(() => expect(preview('Meta image: current image')?.getAttribute('src')).toBe('/uploads/3/wide.jpg'));
    await save();
    await waitFor(() => expect(sentSettings(calls).meta_image).toEqual({ url: '/uploads/3/wide.jpg', width: 1080, height: 608 }));

    await click(app!.button('Remove meta image'));
    await save();
    await waitFor(() => expect(sentSettings(calls).meta_image).toBeNull());
  });
});
