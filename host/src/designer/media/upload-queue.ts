import { UPLOAD_FAILED_MESSAGE } from '@tessera/core';
import { altFromFileName, type PickedImage } from '@tessera/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** One file of a batch: waiting its turn, going up (0…1 of its bytes), arrived, or refused with the message to show. */
export interface QueuedUpload {
  id: string;
  /** The dialog or drop the file came with; a batch ends when each of its files has. */
  batch: string;
  fileName: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error: string | null;
  /** Once arrived: the stored image, its alt text from the file name until the user edits it. */
  image: PickedImage | null;
}

/** Sends one file; rejects with an Error whose message is the server's (or an AbortError when stopped). */
export type SendImage = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<{ url: string; width: number; height: number }>;

export interface UploadQueue {
  readonly store: StoreApi<{ items: readonly QueuedUpload[] }>;
  /** Queues the files of a batch, each sent by `send` in turn; resolves, once each has arrived or failed, with them in order. */
  add(batch: string, files: readonly File[], send: SendImage): Promise<QueuedUpload[]>;
  setAlt(id: string, alt: string): void;
  /** Stops a file (if it is still going) and forgets it. */
  remove(id: string): void;
  /** Stops and forgets every file of a batch. */
  clear(batch: string): void;
}

/** Three at a time: faster than one by one on a typical uplink, without starving the designer's own requests. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * Uploads files in parallel, at most `concurrency` at once, each with its own progress and its
 * own failure: one the server refuses keeps its message and the others go on.
 */
export function createUploadQueue(concurrency = UPLOAD_CONCURRENCY): UploadQueue {
  const store = createStore<{ items: readonly QueuedUpload[] }>()(() => ({ items: [] }));
  const files = new Map<string, { file: File; send: SendImage }>();
  const aborts = new Map<string, AbortController>();
  const settled = new Map<string, () => void>();
  let running = 0;
  let next = 0;

  const patch = (id: string, change: Partial<QueuedUpload>) =>
    store.setState({ items: store.getState().items.map((item) => (item.id === id ? { ...item, ...change } : item)) });

  const end = (id: string) => {
    files.delete(id);
    aborts.delete(id);
    settled.get(id)?.();
    settled.delete(id);
  };

  const start = async (item: QueuedUpload, { file, send }: { file: File; send: SendImage }) => {
    running += 1;
    const abort = new AbortController();
    aborts.set(item.id, abort);
    patch(item.id, { status: 'uploading' });
    try {
      const stored = await send(file, (progress) => patch(item.id, { progress }), abort.signal);
      if (!abort.signal.aborted) patch(item.id, { status: 'done', progress: 1, image: { ...stored, alt: altFromFileName(item.fileName) } });
    } catch (error) {
      if (!abort.signal.aborted) patch(item.id, { status: 'failed', error: error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE });
    } finally {
      running -= 1;
      end(item.id);
      pump();
    }
  };

  function pump() {
    for (const item of store.getState().items) {
      if (running >= concurrency) return;
      const file = files.get(item.id);
      if (item.status === 'waiting' && file) void start(item, file);
    }
  }

  const remove = (id: string) => {
    const abort = aborts.get(id);
    store.setState({ items: store.getState().items.filter((item) => item.id !== id) });
    abort?.abort();
    // A file still waiting was never started: it ends here.
    if (!abort) end(id);
  };

  return {
    store,
    add(batch, added, send) {
      const items = added.map((file): QueuedUpload => {
        const id = `upload-${++next}`;
        files.set(id, { file, send });
        return { id, batch, fileName: file.name, progress: 0, status: 'waiting', error: null, image: null };
      });
      const done = Promise.all(items.map((item) => new Promise<void>((resolve) => settled.set(item.id, resolve))));
      store.setState({ items: [...store.getState().items, ...items] });
      pump();
      return done.then(() => {
        const now = new Map(store.getState().items.map((item) => [item.id, item]));
        return items.flatMap((item) => now.get(item.id) ?? []);
      });
    },
    setAlt(id, alt) {
      const item = store.getState().items.find((candidate) => candidate.id === id);
      if (item?.image) patch(id, { image: { ...item.image, alt } });
    },
    remove,
    clear(batch) {
      for (const item of store.getState().items) if (item.batch === batch) remove(item.id);
    },
  };
}
