import { FILE_TOO_LARGE_MESSAGE, IMAGE_ONLY_MESSAGE, isSixteenByNine, MAX_UPLOAD_BYTES, META_IMAGE_RATIO_MESSAGE, type StockPhoto } from '@tessera/core';
import { useEffect, useState, type DragEvent } from 'react';
import { useStore } from 'zustand';
import { Modal } from '../../ui/Modal.tsx';
import { AiImageDialog } from './AiImageDialog.tsx';
import { measureImage } from './crop.ts';
import { CropImageDialog, type CropSource } from './CropImageDialog.tsx';
import type { ImagePicker, OpenPicker } from './image-picker.ts';
import { copyStockPhoto } from './media-api.ts';
import { MultiImagePickerDialog } from './MultiImagePickerDialog.tsx';
import { StockPhotosPanel } from './StockPhotosPanel.tsx';
import { PickerTab } from './PickerTab.tsx';

interface ImagePickerDialogProps {
  picker: ImagePicker;
  open: OpenPicker;
  /** The agency holds an AI key: the Generate AI Image dialog is offered (spec §6). */
  aiAvailable: boolean;
  /** Tells the user something outside the dialog (the 16:9 toast). */
  notify(message: string): void;
  /** Reads an image file's natural size (the browser's image decoder by default). */
  measure?: typeof measureImage;
}

type Staged = CropSource & { file: File };

const PURPOSE_TITLES = { image: 'Choose an image', logo: 'Choose a logo', favicon: 'Choose a favicon', meta: 'Choose a sharing image (16:9)' } as const;

/** The file's name with the extension of what is uploaded (a crop is WebP). */
const renamed = (name: string, type: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.${type === 'image/webp' ? 'webp' : type.split('/')[1] ?? 'png'}`;

/** The picker for one image, or (SDK `pickImages`) for several. */
export function ImagePickerDialog(props: ImagePickerDialogProps) {
  return props.open.multiple ? <MultiImagePickerDialog picker={props.picker} open={props.open} max={props.open.multiple.max} /> : <SingleImagePickerDialog {...props} />;
}

/**
 * The image picker behind SDK `pickImage`: upload a file (dragged in or chosen; images only, at
 * most 20 MB), optionally cropped first (always for a favicon, and for a meta image that is not
 * 16:9), a stock photo, or an AI image. The upload shows its progress for this element's field.
 */
function SingleImagePickerDialog({ picker, open, aiAvailable, notify, measure = measureImage }: ImagePickerDialogProps) {
  const upload = useStore(picker.uploads, (s) => s.uploads[open.key]);
  const [tab, setTab] = useState<'upload' | 'stock'>('upload');
  const [staged, setStaged] = useState<Staged | null>(null);
  const [cropping, setCropping] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [stockError, setStockError] = useState<string | null>(null);
  const uploading = upload?.status === 'uploading';

  // The preview address of a staged file is released with it.
  useEffect(() => () => (staged ? URL.revokeObjectURL(staged.src) : undefined), [staged]);

  const send = (image: Blob, fileName: string) => void picker.upload(open, image, fileName);

  const take = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setFileError(IMAGE_ONLY_MESSAGE);
    if (file.size > MAX_UPLOAD_BYTES) return setFileError(FILE_TOO_LARGE_MESSAGE);
    const src = URL.createObjectURL(file);
    let measured: Awaited<ReturnType<typeof measureImage>>;
    try {
      measured = await measure(src);
    } catch {
      URL.revokeObjectURL(src);
      return setFileError('This image could not be read. Try another file.');
    }
    const next = { file, src, image: measured.image, width: measured.width, height: measured.height };
    setStaged(next);
    if (open.purpose === 'favicon') setCropping(true);
    else if (open.purpose === 'meta') {
      if (isSixteenByNine(next.width, next.height)) send(file, file.name);
      else {
        notify(META_IMAGE_RATIO_MESSAGE);
        setCropping(true);
      }
    }
  };

  const chooseStock = async (photo: StockPhoto) => {
    if (open.purpose === 'meta' && !isSixteenByNine(photo.width, photo.height)) return notify(META_IMAGE_RATIO_MESSAGE);
    setChoosing(photo.id);
    setStockError(null);
    try {
      const kept = await copyStockPhoto(photo.id, { landingId: picker.landingId, elementId: open.elementId ?? undefined, valueKey: open.valueKey });
      picker.finish(open.key, { url: kept.url, width: kept.width, height: kept.height });
    } catch (error) {
      setStockError(error instanceof Error ? error.message : 'The photo could not be used.');
    } finally {
      setChoosing(null);
    }
  };

  if (aiOpen) {
    return (
      <AiImageDialog
        target={{ landingId: picker.landingId, elementId: open.elementId ?? undefined, valueKey: open.valueKey }}
        onClose={() => setAiOpen(false)}
        // §4: using an AI image stores its url and resets Ratio to 0 (its size is not measured).
        onUse={(image) => picker.finish(open.key, { url: image.url, width: 0, height: 0 }, image)}
      />
    );
  }

  if (cropping && staged) {
    return (
      <CropImageDialog
        source={staged}
        purpose={open.purpose}
        progress={uploading ? upload.progress : null}
        error={upload?.status === 'failed' ? upload.error : null}
        onCancel={() => {
          setCropping(false);
          // A favicon or an off-ratio meta image cannot go up uncropped: back to choosing a file.
          if (open.purpose === 'favicon' || open.purpose === 'meta') setStaged(null);
        }}
        onCropped={(image) => send(image, renamed(staged.file.name, image.type))}
      />
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!uploading) void take(event.dataTransfer.files[0]);
  };

  return (
    <Modal
      title={PURPOSE_TITLES[open.purpose]}
      onClose={() => picker.hide()}
      footer={
        <>
          {uploading ? (
            <button type="button" className="btn" onClick={() => picker.hide()}>
              Hide (keep uploading)
            </button>
          ) : null}
          <button type="button" className="btn" onClick={() => picker.cancel(open.key)}>
            Cancel
          </button>
        </>
      }
    >
      <div className="image-picker" data-testid="image-picker">
        <div className="image-picker__tabs" role="tablist" aria-label="Image sources">
          <PickerTab id="upload" current={tab} onSelect={setTab}>
            Upload
          </PickerTab>
          <PickerTab id="stock" current={tab} onSelect={setTab}>
            Stock photos
          </PickerTab>
          {aiAvailable ? (
            <button type="button" className="image-picker__ai" onClick={() => setAiOpen(true)} disabled={uploading}>
              Generate AI Image
            </button>
          ) : null}
        </div>
        {tab === 'upload' ? (
          <div role="tabpanel" aria-label="Upload">
            {staged && !uploading ? (
              <div className="image-picker__staged">
                <img src={staged.src} alt={`Chosen: ${staged.file.name}`} />
                <p>
                  {staged.file.name} · {staged.width}×{staged.height}
                </p>
                <div className="image-picker__staged-actions">
                  <button type="button" className="btn" onClick={() => setStaged(null)}>
                    Choose another
                  </button>
                  <button type="button" className="btn" onClick={() => setCropping(true)}>
                    Crop…
                  </button>
                  <button type="button" className="btn btn--primary" onClick={() => send(staged.file, staged.file.name)}>
                    Upload image
                  </button>
                </div>
              </div>
            ) : (
              <div className="image-picker__drop" onDragOver={(event) => event.preventDefault()} onDrop={onDrop} data-testid="image-drop-zone">
                <p>Drag an image here, or</p>
                <label className={uploading ? 'btn is-disabled' : 'btn btn--primary'}>
                  Choose a file
                  <input
                    className="visually-hidden"
                    type="file"
                    accept="image/*"
                    disabled={uploading}
                    onChange={(event) => {
                      void take(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </label>
                <p className="image-picker__hint">JPEG, PNG, WebP, GIF or AVIF, up to 20 MB{open.purpose === 'meta' ? '; 16:9' : ''}.</p>
              </div>
            )}
            {uploading ? (
              <div className="media-progress" role="status">
                <progress max={1} value={upload.progress} aria-label="Upload progress" />
                <span>
                  Uploading {upload.fileName}: {Math.round(upload.progress * 100)}%
                </span>
              </div>
            ) : null}
            {fileError || upload?.status === 'failed' ? (
              <p className="media-alert" role="alert">
                {fileError ?? upload?.error}
              </p>
            ) : null}
          </div>
        ) : (
          <div role="tabpanel" aria-label="Stock photos">
            <StockPhotosPanel onChoose={(photo) => void chooseStock(photo)} choosing={choosing} />
            {stockError ? (
              <p className="media-alert" role="alert">
                {stockError}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </Modal>
  );
}
