// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { FakeXhr } from '../../../../test/fake-xhr.ts';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, settle, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const FILE = {
  id: 3,
  library_id: 3,
  landing_id: 12,
  name: 'logo.png',
  url: '/uploads/logo.png',
  mime: 'image/png',
  kind: 'image',
  size: 1536,
  size_label: '1.5 kB',
  width: 10,
  height: 10,
  Ratio: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const field = (label: string, root: HTMLElement = app!.view.container) => fieldByLabel(root, label);

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/files': () => ({ body: { data: [FILE], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

function pick(name: string) {
  const input = app!.view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [new File(['x'], name, { type: 'image/png' })], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('/agency/websites/{id}/files', () => {
  it('lists files with type, §9 size and date', async () => {
    api();
    app = await openApp('/agency/websites/12/files');
    await waitFor(() => expect(app!.text()).toContain('logo.png'));
    expect(app!.text()).toContain('1.5 kB');
    expect(app!.text()).toContain('image/png');
  });

  it('uploads with progress, then lists the file; a failure shows the server message', async () => {
    const calls = api();
    app = await openApp('/agency/websites/12/files');
    await waitFor(() => expect(app!.text()).toContain('logo.png'));
    await settle(() => pick('photo.png'));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/v1/landings/12/files');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('file') as File).name).toBe('photo.png');
    await settle(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(app!.view.container.querySelector('progress')?.getAttribute('aria-valuetext')).toBe('50%');
    const listed = calls.calls.length;
    await settle(() => xhr.respond(201, { data: { ...FILE, id: 4, name: 'photo.png' }, message: 'File uploaded.', success: true }));
    await waitFor(() => expect(calls.calls.length).toBeGreaterThan(listed));
    expect(app!.view.container.querySelector('progress')).toBeNull();

    await settle(() => pick('big.png'));
    await settle(() => FakeXhr.last!.respond(413, { message: 'The file is larger than 20.0 MB.' }));
    await waitFor(() => expect(app!.view.container.querySelector('[role="alert"]')?.textContent).toBe('The file is larger than 20.0 MB.'));
  });

  it('renames a file', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/files/3': () => ({ body: { data: { ...FILE, name: 'brand.png' }, message: 'File renamed.', success: true } }) });
    app = await openApp('/agency/websites/12/files');
    await waitFor(() => expect(app!.button('Rename logo.png')).not.toBeNull());
    await click(app!.button('Rename logo.png'));
    const dialog = app!.dialog('Rename file')!;
    changeValue(field('Name', dialog), 'brand.png');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Rename file')).toBeNull());
    expect(calls.calls).toContain('PUT /api/v1/landings/12/files/3');
  });

  it('copies a file to other websites of the agency', async () => {
    const calls = api({
      'GET /api/v1/landings': () => ({ body: { data: [LANDINGS.data[0], { ...LANDINGS.data[0], id: 13, title: 'Florist' }], meta: { total: 2 } } }),
      'POST /api/v1/media-library/distribute': () => ({ body: { data: { copied: 1 }, message: '1 file copied.', success: true } }),
    });
    app = await openApp('/agency/websites/12/files');
    await waitFor(() => expect(app!.button('Copy logo.png to websites')).not.toBeNull());
    await click(app!.button('Copy logo.png to websites'));
    const dialog = app!.dialog('Copy logo.png to websites')!;
    await waitFor(() => expect(dialog.textContent).toContain('Florist'));
    // The website the file is in is not offered.
    expect(dialog.textContent).not.toContain(LANDINGS.data[0]!.title);
    await click(dialog.querySelector('input[type="checkbox"]'));
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Copy logo.png to websites')).toBeNull());
    const sent = calls.fetchMock.mock.calls.find(([url]) => url === '/api/v1/media-library/distribute')!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ library_ids: [3], landing_ids: [13] });
  });

  it('shows the used-by refusal when a page still uses the file', async () => {
    api({ 'DELETE /api/v1/landings/12/files/3': () => ({ status: 409, body: { message: 'This file is used on Home, About.' } }) });
    app = await openApp('/agency/websites/12/files');
    await waitFor(() => expect(app!.button('Delete logo.png')).not.toBeNull());
    await click(app!.button('Delete logo.png'));
    await click(app!.button('Delete file'));
    await waitFor(() => expect(app!.dialog('Delete this file?')?.textContent).toContain('This file is used on Home, About.'));
    expect(app!.button('Delete file')?.disabled).toBe(true);
  });
});
