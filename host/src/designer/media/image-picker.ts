import { isSixteenByNine, META_IMAGE_RATIO_MESSAGE, UPLOAD_FAILED_MESSAGE, type ImagePurpose } from '@tessera/core';
import type { PickedImage as ChosenImage } from '@tessera/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { uploadImage, type UploadImageOptions } from './media-api.ts';
import { createUploadQueue, type UploadQueue } from './upload-queue.ts';
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
  /** Several images at once (SDK `pickImages`): at most `max`; the upload queue's batch is `key`. */
  multiple?: { max: number };
}

export interface PickManyOptions {
  valueKey?: string;
  max?: number;
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
  /** Files uploaded several at a time: the multiple picker's and those dropped on panels and the canvas. */
  readonly queue: UploadQueue;
  /** SDK EditorServices.pickImages: opens the picker for several images; resolves with them, or none when cancelled. */
  pickImages(options: PickManyOptions): Promise<ChosenImage[]>;
  /** Ends a pick of several images with the ones chosen (none: cancelled), stopping what its batch still uploads. */
  finishMany(key: string, images: readonly ChosenImage[]): void;
  /** SDK EditorServices.uploadImages: uploads dropped files in parallel; resolves with those that arrived. */
  uploadImages(files: readonly File[], options: PickManyOptions & { elementId?: string }): Promise<ChosenImage[]>;
  /** Ends the pick for `key` with an image (checked against the purpose's rules) or nothing. */
  finish(key: string, picked: PickedImage | null, check?: { width: number; height: number }): boolean;
  /** Closes the dialog; an upload going on goes on, and the field gets the image when it arrives. */
  hide(): void;
  /** Ends the pick for `key` with nothing, stopping its upload. */
  cancel(key: string): void;
  /** Uploads files for the multiple picker's batch, in parallel (its items in `queue`). */
  uploadMany(target: OpenPicker, files: readonly File[]): Promise<void>;
  /** Uploads an image for the picker's field with progress; the pick ends with it, or the failure stays shown. */
  upload(target: OpenPicker, image: Blob, fileName: string): Promise<void>;
}

/** A gallery's limit is its own; this one only bounds a caller that names none. */
const DEFAULT_MAX_PICK = 50;

/** Meta images must be 16:9 within 0.01 (spec §5); a refused one is toasted (§8). */
export function allowedFor(purpose: ImagePurpose, size: { width: number; height: number }): boolean {
  return purpose !== 'meta' || isSixteenByNine(size.width, size.height);
}

/**
 * The designer's image picker behind SDK `pickImage`: one pending pick per element and value
 * key, uploads tracked per element and value key (spec §4), and a pick that outlives its dialog
 * while its upload runs. Behind `pickImages` and `uploadImages` too: several files uploaded in
 * parallel through one queue, each with its own progress and failure.
 */
export function createImagePicker(options: ImagePickerOptions): ImagePicker {
  const state = createStore<{ open: OpenPicker | null }>()(() => ({ open: null }));
  const uploadsStore = createUploadsStore();
  const waiting = new Map<string, { purpose: ImagePurpose; resolvers: ((picked: PickedImage | null) => void)[] }>();
  const send = options.upload ?? uploadImage;
  const many = new Map<string, (images: ChosenImage[]) => void>();
  let drops = 0;
  const sendFor = (elementId: string | null, valueKey: string) => (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
    send({ file, fileName: file.name, landingId: options.landingId, elementId: elementId ?? undefined, valueKey, signal, onProgress }).then((result) => ({
      url: result.url,
      width: result.ShowWidth ?? 0,
      height: result.ShowHeight ?? 0,
    }));
  const queue = createUploadQueue();

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

  const finishMany = (key: string, images: readonly ChosenImage[]) => {
    queue.clear(key);
    many.get(key)?.(images.slice());
    many.delete(key);
    if (state.getState().open?.key === key) state.setState({ open: null });
  };

  const hide = () => {
    const open = state.getState().open;
    if (!open) return;
    if (open.multiple) return finishMany(open.key, []);
    if (uploadsStore.getState().uploads[open.key]?.status === 'uploading') state.setState({ open: null });
    else cancel(open.key);
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
      if (open?.multiple) finishMany(open.key, []);
      else if (open && open.key !== key && !uploadsStore.getState().uploads[open.key]) finish(open.key, null);
      return new Promise((resolve) => {
        const pick = waiting.get(key) ?? { purpose, resolvers: [] };
        pick.resolvers.push(resolve);
        waiting.set(key, pick);
        state.setState({ open: { key, purpose, elementId, valueKey } });
      });
    },
    queue,
    pickImages({ valueKey = 'Images', max = DEFAULT_MAX_PICK }) {
      const elementId = options.selectedElementId();
      const key = `${uploadKey(elementId, valueKey)}::many`;
      const open = state.getState().open;
      if (open && open.key !== key) hide();
      many.get(key)?.([]);
      return new Promise((resolve) => {
        many.set(key, resolve);
        state.setState({ open: { key, purpose: 'image', elementId, valueKey, multiple: { max } } });
      });
    },
    finishMany,
    async uploadImages(files, { elementId, valueKey = 'Images', max = DEFAULT_MAX_PICK }) {
      const batch = `drop:${uploadKey(elementId ?? null, valueKey)}:${++drops}`;
      const items = await queue.add(batch, files.slice(0, Math.max(0, max)), sendFor(elementId ?? null, valueKey));
      // What arrived leaves the tray; a refused file stays there with its message until dismissed.
      for (const item of items) if (item.status === 'done') queue.remove(item.id);
      return items.flatMap((item) => (item.image ? [item.image] : []));
    },
    finish,
    hide,
    cancel,
    uploadMany(target, files) {
      return queue.add(target.key, files, sendFor(target.elementId, target.valueKey)).then(() => undefined);
    },
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
