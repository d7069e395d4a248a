// @vitest-environment jsdom
import { AI_IMAGE_FAILED_MESSAGE, AI_IMAGE_NOT_GENERATED_MESSAGE, AI_PROMPT_REQUIRED_MESSAGE } from '@tessera/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiRoute } from '../../test/mock-api.ts';
import { click, render, settle, waitFor, type Rendered } from '../../test/render.tsx';
import { AiImageDialog } from './AiImageDialog.tsx';

let view: Rendered;
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const step = () => $('[data-testid="ai-image-dialog"]')?.getAttribute('data-step');
const alertText = () => $('[role="alert"]')?.textContent ?? null;

function type(field: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** An answer the test releases when it wants, to see the generating state. */
function deferred() {
  let release!: (answer: { status?: number; body?: unknown }) => void;
  const answer = new Promise<{ status?: number; body?: unknown }>((resolve) => (release = resolve));
  return { answer, release };
}

async function open(routes: Record<string, ApiRoute>) {
  const api = mockApi(routes);
  const onUse = vi.fn();
  const onClose = vi.fn();
  view = await render(<AiImageDialog target={{ landingId: 12, elementId: 'element-7', valueKey: 'Image' }} onUse={onUse} onClose={onClose} />);
  return { api, onUse, onClose };
}

const image = (n: number) => ({ url: `/uploads/3/ai-${n}.png`, width: 1024, height: 1024, Ratio: 1, elementId: 'element-7', valueKey: 'Image', library_id: n });

describe('Generate AI Image dialog', () => {
  it('goes prompt → generating → preview, asking with the prompt, element and value key', async () => {
    const pending = deferred();
    let sent: unknown;
    const { api } = await open({});
    api.fetchMock.mockImplementationOnce(async (url: string, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body));
      expect(url).toBe('/api/v1/images/generate-ai-image?landing_id=12');
      const { status = 200, body } = await pending.answer;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    expect(step()).toBe('prompt');
    type($<HTMLTextAreaElement>('textarea')!, 'a bakery at dawn');
    await click(button('Generate'));
    expect(step()).toBe('generating');
    expect(document.body.textContent).toContain('Generating the image…');
    expect(sent).toEqual({ image_prompt: 'a bakery at dawn', elementId: 'element-7', valueKey: 'Image' });

    await settle(() => pending.release({ body: image(1) }));
    await waitFor(() => expect(step()).toBe('preview'));
    expect($<HTMLImageElement>('.ai-image-dialog__preview')?.getAttribute('src')).toBe('/uploads/3/ai-1.png');
    expect(['Close', 'Regenerate', 'Edit', 'Use image'].every((name) => button(name))).toBe(true);
  });

  it('needs a prompt: an empty one is refused without calling the server', async () => {
    const { api } = await open({});
    type($<HTMLTextAreaElement>('textarea')!, '   ');
    await click(button('Generate'));
    expect(document.body.textContent).toContain(AI_PROMPT_REQUIRED_MESSAGE);
    expect(step()).toBe('prompt');
    expect(api.calls).toEqual([]);
  });

  it('regenerates, edits with a prompt of its own, and uses the image shown', async () => {
    let n = 0;
    const edits: unknown[] = [];
    const { onUse } = await open({
      'POST /api/v1/images/generate-ai-image': () => ({ body: image(++n) }),
      'POST /api/v1/images/edit-ai-image': (init) => {
        edits.push(JSON.parse(String(init?.body)));
        return { body: image(++n) };
      },
    });
    type($<HTMLTextAreaElement>('textarea')!, 'a red door');
    await click(button('Generate'));
    await waitFor(() => expect(step()).toBe('preview'));
    await click(button('Regenerate'));
    await waitFor(() => expect($('.ai-image-dialog__preview')?.getAttribute('src')).toBe('/uploads/3/ai-2.png'));

    await click(button('Edit'));
    expect(step()).toBe('editing');
    await click(button('Apply edit'));
    expect(document.body.textContent).toContain(AI_PROMPT_REQUIRED_MESSAGE);
    type($<HTMLTextAreaElement>('textarea')!, 'make it blue');
    await click(button('Apply edit'));
    await waitFor(() => expect($('.ai-image-dialog__preview')?.getAttribute('src')).toBe('/uploads/3/ai-3.png'));
    expect(edits).toEqual([{ image_prompt: 'make it blue', origin_img: '/uploads/3/ai-2.png', elementId: 'element-7', valueKey: 'Image' }]);

    await click(button('Use image'));
    expect(onUse).toHaveBeenCalledWith({ url: '/uploads/3/ai-3.png', width: 1024, height: 1024 });
  });

  it('says the image could not be generated when no url comes back, and keeps the prompt', async () => {
    await open({ 'POST /api/v1/images/generate-ai-image': () => ({ body: { url: null } }) });
    type($<HTMLTextAreaElement>('textarea')!, 'nothing');
    await click(button('Generate'));
    await waitFor(() => expect(alertText()).toBe(AI_IMAGE_NOT_GENERATED_MESSAGE));
    expect(step()).toBe('prompt');
    expect($<HTMLTextAreaElement>('textarea')!.value).toBe('nothing');
  });

  it('says generation failed when the call fails, and keeps the image shown before', async () => {
    let fail = false;
    await open({
      'POST /api/v1/images/generate-ai-image': () => (fail ? { status: 502, body: { message: 'Bad gateway', code: 'upstream_failed' } } : { body: image(1) }),
    });
    type($<HTMLTextAreaElement>('textarea')!, 'a cat');
    await click(button('Generate'));
    await waitFor(() => expect(step()).toBe('preview'));
    fail = true;
    await click(button('Regenerate'));
    await waitFor(() => expect(alertText()).toBe(AI_IMAGE_FAILED_MESSAGE));
    expect(step()).toBe('preview');
    expect($('.ai-image-dialog__preview')?.getAttribute('src')).toBe('/uploads/3/ai-1.png');
  });

  it('discards on Close, and an answer arriving after it is ignored', async () => {
    const pending = deferred();
    const { api, onClose, onUse } = await open({});
    api.fetchMock.mockImplementationOnce(async () => {
      const { body } = await pending.answer;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    type($<HTMLTextAreaElement>('textarea')!, 'late');
    await click(button('Generate'));
    await click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await settle(() => pending.release({ body: image(9) }));
    expect(onUse).not.toHaveBeenCalled();
  });
});
