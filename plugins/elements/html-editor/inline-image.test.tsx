// @vitest-environment jsdom
import { mountPanel } from '@tessera/sdk/testing';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import htmlEditor from './index.ts';

function choose(host: HTMLElement, file: File) {
  const input = host.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('an image added to the HTML Editor', () => {
  it('is uploaded through the designer and its tag added at the end of the HTML', async () => {
    const uploaded: string[] = [];
    const panel = await mountPanel(htmlEditor, { html: '<p>Hi</p>' }, {
      pages: [],
      uploadInlineImage: async (file) => {
        uploaded.push(file.name);
        return { url: '/uploads/inline.png', width: 640, height: 320 };
      },
    });
    await act(async () => choose(panel.host, new File(['x'], 'inline.png', { type: 'image/png' })));
    expect(uploaded).toEqual(['inline.png']);
    expect(panel.changes.at(-1)).toEqual({ html: '<p>Hi</p>\n<img src="/uploads/inline.png" alt="" width="640" height="320">' });
    panel.unmount();
  });

  it("shows the upload's refusal and leaves the HTML as it was", async () => {
    const panel = await mountPanel(htmlEditor, { html: '<p>Hi</p>' }, { pages: [], uploadInlineImage: async () => Promise.reject(new Error('Only image files can be uploaded here.')) });
    await act(async () => choose(panel.host, new File(['x'], 'notes.txt', { type: 'text/plain' })));
    expect(panel.host.querySelector('[role="alert"]')?.textContent).toBe('Only image files can be uploaded here.');
    expect(panel.changes).toEqual([]);
    panel.unmount();
  });

  it('is not offered where the designer cannot upload', async () => {
    const panel = await mountPanel(htmlEditor, {});
    expect(panel.host.querySelector('input[type="file"]')).toBeNull();
    panel.unmount();
  });
});
