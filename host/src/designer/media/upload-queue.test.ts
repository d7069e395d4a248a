import { describe, expect, it } from 'vitest';
import { createUploadQueue, type SendImage } from './upload-queue.ts';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** A server the test answers by hand: each request waits until the test resolves or refuses it. */
function manualServer() {
  const requests: { name: string; progress: (fraction: number) => void; ok: () => void; refuse: (message: string) => void; signal: AbortSignal }[] = [];
  const send: SendImage = (file, progress, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
      requests.push({ name: file.name, progress, signal, ok: () => resolve({ url: `/uploads/${file.name}`, width: 40, height: 30 }), refuse: (message) => reject(new Error(message)) });
    });
  return { send, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploadQueue', () => {
  it('sends at most three files at once and starts the next as one ends', async () => {
    const server = manualServer();
    const queue = createUploadQueue(3);
    const done = queue.add('gallery', ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'].map(png), server.send);

    expect(server.requests.map((r) => r.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(queue.store.getState().items.map((item) => item.status)).toEqual(['uploading', 'uploading', 'uploading', 'waiting', 'waiting']);

    server.requests[1]!.ok();
    await flush();
    expect(server.requests.map((r) => r.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);

    for (const request of server.requests) request.ok();
    await flush();
    server.requests[4]!.ok();
    const items = await done;
    expect(items.map((item) => item.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(items.map((item) => item.image?.url)).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png', '/uploads/e.png']);
  });

  it('reports each file’s own progress', () => {
    const server = manualServer();
    const queue = createUploadQueue();
    void queue.add('gallery', [png('one.png'), png('two.png')], server.send);

    server.requests[0]!.progress(0.25);
    server.requests[1]!.progress(0.8);
    expect(queue.store.getState().items.map((item) => [item.fileName, item.progress])).toEqual([
      ['one.png', 0.25],
      ['two.png', 0.8],
    ]);
  });

  it('keeps the server’s message at a refused file while the others arrive', async () => {
    const server = manualServer();
    const queue = createUploadQueue();
    const done = queue.add('gallery', [png('summer-beach_2.png'), png('notes.txt'), png('harbour.png')], server.send);

    server.requests[1]!.refuse('Only images can be uploaded here.');
    server.requests[0]!.ok();
    server.requests[2]!.ok();
    const items = await done;

    expect(items.map((item) => [item.fileName, item.status, item.error])).toEqual([
      ['summer-beach_2.png', 'done', null],
      ['notes.txt', 'failed', 'Only images can be uploaded here.'],
      ['harbour.png', 'done', null],
    ]);
    expect(items[0]!.image).toEqual({ url: '/uploads/summer-beach_2.png', width: 40, height: 30, alt: 'Summer beach 2' });
  });

  it('stops a removed file and lets its batch end without it', async () => {
    const server = manualServer();
    const queue = createUploadQueue(1);
    const done = queue.add('gallery', [png('first.png'), png('second.png'), png('third.png')], server.send);
    const [first, second] = queue.store.getState().items;

    queue.remove(second!.id);
    queue.remove(first!.id);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    await flush();
    expect(server.requests.map((r) => r.name)).toEqual(['first.png', 'third.png']);
    server.requests[1]!.ok();

    expect((await done).map((item) => item.fileName)).toEqual(['third.png']);
  });

  it('lets the user edit an arrived image’s alt text', async () => {
    const server = manualServer();
    const queue = createUploadQueue();
    const done = queue.add('gallery', [png('IMG_0042.JPG')], server.send);
    server.requests[0]!.ok();
    const [item] = await done;
    expect(item!.image?.alt).toBe('');

    queue.setAlt(item!.id, 'Our bakery at dawn');
    expect(queue.store.getState().items[0]!.image?.alt).toBe('Our bakery at dawn');
  });
});
