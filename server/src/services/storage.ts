import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { createServiceToken } from '@tessera/sdk';

export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live, by key ("<owner>/<random>.<ext>"). The app serves every key at
 * /uploads/<key> whatever the adapter, so stored addresses never change with the storage.
 * Keys are never reused: a changed file (rotated) gets a new key, so served files can be cached for good.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

export const StorageToken = createServiceToken<Storage>('Storage');

/** What a key may look like: no "..", no leading slash, nothing a path or an S3 key could misread. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
}

/** Files on the local disk under `root` (the data dir's uploads folder by default). */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(join(base, ...key.split('/')));
    if (!path.startsWith(base + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return info.isFile() ? { body: createReadStream(path), size: info.size } : undefined;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
