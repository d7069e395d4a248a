import { createStore, type StoreApi } from 'zustand/vanilla';

/** One upload under way, or failed, for one field of one element (spec §4: loading state per element and value key). */
export interface UploadState {
  elementId: string | null;
  valueKey: string;
  fileName: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'failed';
  error: string | null;
  cancel: () => void;
}

export interface UploadsState {
  uploads: Readonly<Record<string, UploadState>>;
}

export type UploadsStore = StoreApi<UploadsState>;

/** The key of a field of an element: the same element and value key share one loading state. */
export const uploadKey = (elementId: string | null, valueKey: string) => `${elementId ?? 'page'}::${valueKey}`;

export function createUploadsStore(): UploadsStore {
  return createStore<UploadsState>()(() => ({ uploads: {} }));
}

function patch(store: UploadsStore, key: string, change: Partial<UploadState> | null) {
  const uploads = { ...store.getState().uploads };
  const current = uploads[key];
  if (change === null) delete uploads[key];
  else if (current) uploads[key] = { ...current, ...change };
  else return;
  store.setState({ uploads });
}

export const uploads = {
  start(store: UploadsStore, upload: Omit<UploadState, 'progress' | 'status' | 'error'>): string {
    const key = uploadKey(upload.elementId, upload.valueKey);
    store.setState({ uploads: { ...store.getState().uploads, [key]: { ...upload, progress: 0, status: 'uploading', error: null } } });
    return key;
  },
  progress: (store: UploadsStore, key: string, progress: number) => patch(store, key, { progress }),
  fail: (store: UploadsStore, key: string, error: string) => patch(store, key, { status: 'failed', error }),
  finish: (store: UploadsStore, key: string) => patch(store, key, null),
};
