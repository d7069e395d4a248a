import { isSixteenByNine, META_IMAGE_RATIO_MESSAGE, UPLOAD_FAILED_MESSAGE, type ImagePurpose } from '@tessera/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { uploadImage, type UploadImageOptions } from './media-api.ts';
import { createUploadsStore, uploadKey, uploads, type UploadsStore } from './uploads-store.ts';

/** What `pickImage` resolves to (SDK EditorServices): the stored image's address and natural size. */
export interface PickedImage {
  url: string;
  width: number;
  height: number;
}

export interface PickOptions {
  purpose: ImagePurpose;
  /** Which field of the element the image is for; the SDK's image fields send their label. */
  valueKey?: string;
}

/** The picker on screen: for one field of one element. */
export interface OpenPicker {
  key: string;
  purpose: ImagePurpose;
  elementId: string | null;
  valueKey: string;
}

export interface ImagePickerOptions {
  /** The website the images join (its files); null: the agency's media library. */
  landingId: number | null;
  /** The element the inspector shows when a field asks for an image. */
  selectedElementId(): string | null;
  /** Tells the user something went wrong outside the dialog (the 16:9 toast). */
  notify(message: string): void;
  upload?: (options: UploadImageOptions) => ReturnType<typeof uploadImage>;
}

export interface ImagePicker {
  readonly landingId: number | null;
  readonly state: StoreApi<{ open: OpenPicker | null }>;
  readonly uploads: UploadsStore;
  /** SDK EditorServices.pickImage: opens the picker; resolves with the image, or null when cancelled. */
  pickImage(options: PickOptions): Promise<PickedImage | null>;
  /** Ends the pick for `key` with an image (checked against the purpose's rules) or nothing. */
  finish(key: string, picked: PickedImage | null, check?: { width: number; height: number }): boolean;
  /** Closes the dialog; an upload going on goes on, and the field gets the image when it arrives. */
  hide(): void;
  /** Ends the pick for `key` with nothing, stopping its upload. */
  cancel(key: string): void;
  /** Uploads an image for the picker's field with progress; the pick ends with it, or the failure stays shown. */
  upload(target: OpenPicker, image: Blob, fileName: string): Promise<void>;
}

/** Meta images must be 16:9 within 0.01 (spec §5); a refused one is toasted (§8). */
export function allowedFor(purpose: ImagePurpose, size: { width: number; height: number }): boolean {
  return purpose !== 'meta' || isSixteenByNine(size.width, size.height);
}

/**
 * The designer's image picker behind SDK `pickImage`: one pending pick per element and value
 * key, uploads tracked per element and value key (spec §4), and a pick that outlives its dialog
 * while its upload runs.
 */
export function createImagePicker(options: ImagePickerOptions): ImagePicker {
  const state = createStore<{ open: OpenPicker | null }>()(() => ({ open: null }));
  const uploadsStore = createUploadsStore();
  const waiting = new Map<string, { purpose: ImagePurpose; resolvers: ((picked: PickedImage | null) => void)[] }>();
  const send = options.upload ?? uploadImage;

  const finish: ImagePicker['finish'] = (key, picked, check) => {
    const pick = waiting.get(key);
    if (picked && pick && !allowedFor(pick.purpose, check ?? picked)) {
      options.notify(META_IMAGE_RATIO_MESSAGE);
      return false;
    }
    waiting.delete(key);
    for (const resolve of pick?.resolvers ?? []) resolve(picked);
    if (state.getState().open?.key === key) state.setState({ open: null });
    return true;
  };

  const cancel = (key: string) => {
    uploadsStore.getState().uploads[key]?.cancel();
    uploads.finish(uploadsStore, key);
    finish(key, null);
  };

  return {
    landingId: options.landingId,
    state,
    uploads: uploadsStore,
    pickImage({ purpose, valueKey = purpose }) {
      const elementId = options.selectedElementId();
      const key = uploadKey(elementId, valueKey);
      // Another field's dialog gives way: its pick ends unless its upload is still running.
      const open = state.getState().open;
      if (open && open.key !== key && !uploadsStore.getState().uploads[open.key]) finish(open.key, null);
      return new Promise((resolve) => {
        const pick = waiting.get(key) ?? { purpose, resolvers: [] };
        pick.resolvers.push(resolve);
        waiting.set(key, pick);
        state.setState({ open: { key, purpose, elementId, valueKey } });
      });
    },
    finish,
    hide() {
      const open = state.getState().open;
      if (!open) return;
      if (uploadsStore.getState().uploads[open.key]?.status === 'uploading') state.setState({ open: null });
      else cancel(open.key);
    },
    cancel,
    async upload(target, image, fileName) {
      const { key, elementId, valueKey } = target;
      if (uploadsStore.getState().uploads[key]?.status === 'uploading') return;
      const abort = new AbortController();
      uploads.start(uploadsStore, { elementId, valueKey, fileName, cancel: () => abort.abort() });
      try {
        const result = await send({
          file: image,
          fileName,
          landingId: options.landingId,
          elementId: elementId ?? undefined,
          valueKey,
          signal: abort.signal,
          onProgress: (fraction) => uploads.progress(uploadsStore, key, fraction),
        });
        uploads.finish(uploadsStore, key);
        finish(key, { url: result.url, width: result.ShowWidth ?? 0, height: result.ShowHeight ?? 0 });
      } catch (error) {
        if (abort.signal.aborted) return;
        uploads.fail(uploadsStore, key, error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE);
      }
    },
  };
}
