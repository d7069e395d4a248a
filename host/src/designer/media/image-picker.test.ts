// @vitest-environment jsdom
import { META_IMAGE_RATIO_MESSAGE, type UploadImageResult } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImagePicker } from './image-picker.ts';
import { uploadImage, type UploadImageOptions } from './media-api.ts';

function setup(selected: () => string | null = () => 'element-1') {
  const calls: { options: UploadImageOptions; resolve(result: UploadImageResult): void; reject(error: Error): void }[] = [];
  const upload = vi.fn(
    (options: UploadImageOptions) =>
      new Promise<UploadImageResult>((resolve, reject) => {
        calls.push({ options, resolve, reject });
      }),
  );
  const notify = vi.fn();
  const picker = createImagePicker({ landingId: 12, selectedElementId: selected, notify, upload });
  return { picker, calls, notify };
}

const image = new Blob(['png'], { type: 'image/png' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the image picker behind pickImage', () => {
  it('uploads for the selected element and field, with progress, and resolves with the stored image', async () => {
    const { picker, calls } = setup();
    const picked = picker.pickImage({ purpose: 'image', valueKey: 'Image' });
    const open = picker.state.getState().open!;
    expect(open).toEqual({ key: 'element-1::Image', purpose: 'image', elementId: 'element-1', valueKey: 'Image' });

    void picker.upload(open, image, 'photo.png');
    expect(calls[0]!.options).toMatchObject({ landingId: 12, elementId: 'element-1', valueKey: 'Image', fileName: 'photo.png' });
    calls[0]!.options.onProgress!(0.5);
    expect(picker.uploads.getState().uploads['element-1::Image']).toMatchObject({ status: 'uploading', progress: 0.5, fileName: 'photo.png' });

    calls[0]!.resolve({ url: '/uploads/3/a.png', elementId: 'element-1', valueKey: 'Image', Ratio: 0.5, ShowWidth: 800, ShowHeight: 400, library_id: 4 });
    expect(await picked).toEqual({ url: '/uploads/3/a.png', width: 800, height: 400 });
    expect(picker.state.getState().open).toBeNull();
    expect(picker.uploads.getState().uploads).toEqual({});
  });

  it('keeps one loading state per element and value key; a hidden dialog lets its upload finish into its field', async () => {
    let selected = 'element-1';
    const { picker, calls } = setup(() => selected);
    const first = picker.pickImage({ purpose: 'image', valueKey: 'Image 1' });
    void picker.upload(picker.state.getState().open!, image, 'one.png');
    picker.hide();
    expect(picker.state.getState().open).toBeNull();

    selected = 'element-2';
    const second = picker.pickImage({ purpose: 'image', valueKey: 'Image 1' });
    void picker.upload(picker.state.getState().open!, image, 'two.png');
    calls[0]!.options.onProgress!(0.25);
    calls[1]!.options.onProgress!(0.75);
    const states = picker.uploads.getState().uploads;
    expect(Object.keys(states)).toEqual(['element-1::Image 1', 'element-2::Image 1']);
    expect([states['element-1::Image 1']!.progress, states['element-2::Image 1']!.progress]).toEqual([0.25, 0.75]);

    calls[0]!.resolve({ url: '/uploads/3/one.png', ShowWidth: 10, ShowHeight: 10, library_id: 1 });
    expect(await first).toEqual({ url: '/uploads/3/one.png', width: 10, height: 10 });
    // The second field's dialog is still open, and still uploading.
    expect(picker.state.getState().open?.key).toBe('element-2::Image 1');
    calls[1]!.resolve({ url: '/uploads/3/two.png', ShowWidth: 20, ShowHeight: 20, library_id: 2 });
    expect(await second).toEqual({ url: '/uploads/3/two.png', width: 20, height: 20 });
  });

  it("keeps a failed upload's message for its field, and may be tried again", async () => {
    const { picker, calls } = setup();
    const picked = picker.pickImage({ purpose: 'logo', valueKey: 'Logo' });
    const open = picker.state.getState().open!;
    void picker.upload(open, image, 'logo.png');
    calls[0]!.reject(new Error('The file is not what its name says it is.'));
    await tick();
    expect(picker.uploads.getState().uploads['element-1::Logo']).toMatchObject({ status: 'failed', error: 'The file is not what its name says it is.' });
    void picker.upload(open, image, 'logo.png');
    calls[1]!.resolve({ url: '/uploads/3/logo.png', ShowWidth: 300, ShowHeight: 60, library_id: 5 });
    expect(await picked).toEqual({ url: '/uploads/3/logo.png', width: 300, height: 60 });
  });

  it('cancels: the pick resolves to null and a running upload is stopped', async () => {
    const { picker, calls } = setup();
    const picked = picker.pickImage({ purpose: 'image', valueKey: 'Image' });
    void picker.upload(picker.state.getState().open!, image, 'big.png');
    const signal = calls[0]!.options.signal!;
    picker.cancel('element-1::Image');
    expect(signal.aborted).toBe(true);
    expect(await picked).toBeNull();
    expect(picker.uploads.getState().uploads).toEqual({});
  });

  it('refuses a meta image that is not 16:9 within 0.01, with the toast, and takes one that is', async () => {
    const { picker, notify } = setup(() => null);
    const picked = picker.pickImage({ purpose: 'meta' });
    const { key } = picker.state.getState().open!;
    expect(key).toBe('page::meta');
    expect(picker.finish(key, { url: '/uploads/3/square.png', width: 1000, height: 1000 })).toBe(false);
    expect(notify).toHaveBeenCalledWith(META_IMAGE_RATIO_MESSAGE);
    expect(picker.state.getState().open?.key).toBe(key);
    // 1200×680 is 0.5667 against 0.5625: within 0.01.
    expect(picker.finish(key, { url: '/uploads/3/wide.png', width: 1200, height: 680 })).toBe(true);
    expect(await picked).toEqual({ url: '/uploads/3/wide.png', width: 1200, height: 680 });
  });
});

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadImage (XMLHttpRequest)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the multipart form with the bearer token and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('tessera.token', 'secret-token');
    const progress: number[] = [];
    const result = uploadImage({ file: image, fileName: 'cut.webp', landingId: 12, elementId: 'element-1', valueKey: 'Image', onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/v1/images/upload-image?landing_id=12', 'Bearer secret-token']);
    expect([xhr.body!.get('elementId'), xhr.body!.get('valueKey'), (xhr.body!.get('file') as File).name]).toEqual(['element-1', 'Image', 'cut.webp']);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { url: '/uploads/3/cut.webp', elementId: 'element-1', valueKey: 'Image', Ratio: 0.56, ShowWidth: 1200, ShowHeight: 675, library_id: 9 });
    expect(await result).toMatchObject({ url: '/uploads/3/cut.webp', ShowWidth: 1200 });
    expect(progress).toEqual([0.25, 1, 1]);
    localStorage.clear();
  });

  it("rejects with the server's message, or 'Upload failed.' without one", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadImage({ file: image, fileName: 'a.pdf', landingId: null });
    FakeXhr.last.answer(422, { message: 'Only image files can be uploaded here.', errors: { file: ['Only image files can be uploaded here.'] } });
    await expect(refused).rejects.toMatchObject({ status: 422, message: 'Only image files can be uploaded here.' });
    const broken = uploadImage({ file: image, fileName: 'a.png', landingId: null });
    FakeXhr.last.answer(500, 'oops');
    await expect(broken).rejects.toMatchObject({ status: 500, message: 'Upload failed.' });
  });
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const stored = (url: string) => ({ url, Ratio: 0.5, ShowWidth: 800, ShowHeight: 400, library_id: 1 });

describe('the image picker behind pickImages and uploadImages', () => {
  it('uploads several files for the element’s field in parallel and resolves with those the user adds, alt text as edited', async () => {
    const { picker, calls } = setup();
    const picked = picker.pickImages({ valueKey: 'Images', max: 10 });
    const open = picker.state.getState().open!;
    expect(open).toMatchObject({ elementId: 'element-1', valueKey: 'Images', multiple: { max: 10 } });

    const uploaded = picker.uploadMany(open, [png('summer-beach_2.png'), png('notes.png')]);
    expect(calls.map((call) => call.options)).toMatchObject([
      { landingId: 12, elementId: 'element-1', valueKey: 'Images', fileName: 'summer-beach_2.png' },
      { landingId: 12, elementId: 'element-1', valueKey: 'Images', fileName: 'notes.png' },
    ]);
    calls[0]!.resolve(stored('/uploads/1.png'));
    calls[1]!.reject(new Error('The file is too large.'));
    await uploaded;
    const [beach, refused] = picker.queue.store.getState().items;
    expect(refused).toMatchObject({ status: 'failed', error: 'The file is too large.' });
    picker.queue.setAlt(beach!.id, 'Summer beach at noon');

    picker.finishMany(open.key, [picker.queue.store.getState().items[0]!.image!]);
    expect(await picked).toEqual([{ url: '/uploads/1.png', width: 800, height: 400, alt: 'Summer beach at noon' }]);
    expect(picker.state.getState().open).toBeNull();
    expect(picker.queue.store.getState().items).toEqual([]);
  });

  it('resolves a cancelled pick of several with none', async () => {
    const { picker } = setup();
    const picked = picker.pickImages({});
    picker.hide();
    expect(await picked).toEqual([]);
  });

  it('uploads dropped files up to the room left, and keeps a refused one in the tray with its message', async () => {
    const { picker, calls } = setup();
    const dropped = picker.uploadImages([png('harbour_at_dusk.png'), png('huge.png'), png('one-too-many.png')], { elementId: 'element-7', valueKey: 'Gallery', max: 2 });
    expect(calls.map((call) => [call.options.elementId, call.options.fileName])).toEqual([
      ['element-7', 'harbour_at_dusk.png'],
      ['element-7', 'huge.png'],
    ]);
    calls[1]!.reject(new Error('The file is too large.'));
    calls[0]!.resolve(stored('/uploads/2.png'));
    expect(await dropped).toEqual([{ url: '/uploads/2.png', width: 800, height: 400, alt: 'Harbour at dusk' }]);
    expect(picker.queue.store.getState().items).toMatchObject([{ fileName: 'huge.png', status: 'failed', error: 'The file is too large.' }]);
  });
});
