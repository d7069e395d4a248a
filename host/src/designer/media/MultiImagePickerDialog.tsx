import { altFromFileName, type PickedImage } from '@tessera/sdk';
import { useFileDrop } from '@tessera/sdk/editor';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Modal } from '../../ui/Modal.tsx';
import type { ImagePicker, OpenPicker } from './image-picker.ts';
import { useRecentImages } from './media-api.ts';
import { UploadRow } from './UploadRow.tsx';
import { PickerTab } from './PickerTab.tsx';

const NO_ITEMS: never[] = [];

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What the uploads of the dialog have come to, in words for its live status line. */
function uploadSummary(total: number, done: number, failed: number): string {
  const going = total - done - failed;
  if (going > 0) return `Uploading ${plural(going, 'image')}… ${done} of ${total} uploaded`;
  return failed > 0 ? `${done} of ${total} uploaded, ${failed} failed` : `${done} of ${total} uploaded`;
}

/**
 * The picker behind SDK `pickImages`: several files uploaded at once (chosen together or dragged
 * in), three at a time, each with its progress, its alt text from its file name to check, and
 * its own failure; or images already uploaded, ticked in a grid. *Add* hands all of them over.
 */
export function MultiImagePickerDialog({ picker, open, max }: { picker: ImagePicker; open: OpenPicker; max: number }) {
  const all = useStore(picker.queue.store, (s) => s.items);
  const items = all.filter((item) => item.batch === open.key);
  const [tab, setTab] = useState<'upload' | 'library'>('upload');
  const [ticked, setTicked] = useState<readonly number[]>([]);
  const [overflow, setOverflow] = useState<string | null>(null);
  const recent = useRecentImages(picker.landingId);
  const library = recent.data ?? NO_ITEMS;

  const kept = items.filter((item) => item.status !== 'failed').length;
  const room = Math.max(0, max - kept - ticked.length);
  const done = items.filter((item) => item.status === 'done');
  const failed = items.filter((item) => item.status === 'failed').length;
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const count = done.length + ticked.length;

  const take = (files: File[]) => {
    const leftOut = files.length - room;
    setOverflow(leftOut > 0 ? `${plural(leftOut, 'file')} left out: only ${plural(room, 'more image')} fit.` : null);
    if (room > 0) void picker.uploadMany(open, files.slice(0, room));
  };
  const drop = useFileDrop(take, room > 0);

  const add = () => {
    const uploaded = done.flatMap((item): PickedImage[] => (item.image ? [item.image] : []));
    const chosen = library
      .filter((file) => ticked.includes(file.id))
      .map((file): PickedImage => ({ url: file.url, width: file.width ?? 0, height: file.height ?? 0, alt: altFromFileName(file.name) }));
    picker.finishMany(open.key, [...uploaded, ...chosen]);
  };

  const cancel = () => picker.finishMany(open.key, []);

  return (
    <Modal
      title="Add images"
      onClose={cancel}
      footer={
        <>
          <button type="button" className="btn" onClick={cancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" disabled={count === 0 || busy} onClick={add}>
            {count === 0 ? 'Add images' : `Add ${plural(count, 'image')}`}
          </button>
        </>
      }
    >
      <div className="image-picker image-picker--multiple" data-testid="image-picker">
        <div className="image-picker__tabs" role="tablist" aria-label="Image sources">
          <PickerTab id="upload" current={tab} onSelect={setTab}>
            Upload
          </PickerTab>
          <PickerTab id="library" current={tab} onSelect={setTab}>
            Your images{ticked.length > 0 ? ` (${ticked.length} chosen)` : ''}
          </PickerTab>
        </div>
        {tab === 'upload' ? (
          <div role="tabpanel" aria-label="Upload">
            <div className={drop.active ? 'image-picker__drop is-active' : 'image-picker__drop'} {...drop.handlers} data-testid="image-drop-zone">
              <p>{drop.active ? 'Drop the images to upload them' : 'Drag images here, or'}</p>
              <label className={room === 0 ? 'btn is-disabled' : 'btn btn--primary'}>
                Choose files
                <input
                  className="visually-hidden"
                  type="file"
                  accept="image/*"
                  multiple
                  disabled={room === 0}
                  onChange={(event) => {
                    take(Array.from(event.target.files ?? []));
                    event.target.value = '';
                  }}
                />
              </label>
              <p className="image-picker__hint">
                Several at once: JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each; {room === 0 ? 'no more fit' : `${plural(room, 'more image')} fit`}.
              </p>
            </div>
            {overflow ? (
              <p className="media-alert" role="alert">
                {overflow}
              </p>
            ) : null}
            {items.length > 0 ? (
              <>
                <p className="image-picker__summary" role="status">
                  {uploadSummary(items.length, done.length, failed)}
                </p>
                <ul className="upload-list" aria-label="Uploads">
                  {items.map((item) => (
                    <UploadRow key={item.id} item={item} onAlt={(alt) => picker.queue.setAlt(item.id, alt)} onRemove={() => picker.queue.remove(item.id)} />
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : (
          <div role="tabpanel" aria-label="Your images">
            {recent.isPending ? <p className="image-picker__hint">Loading your images…</p> : null}
            {recent.isError ? (
              <p className="media-alert" role="alert">
                Your images could not be loaded.
              </p>
            ) : null}
            {recent.isSuccess && library.length === 0 ? <p className="image-picker__hint">No images uploaded yet: upload some on the Upload tab.</p> : null}
            <ul className="library-grid" aria-label="Your images">
              {library.map((file) => {
                const checked = ticked.includes(file.id);
                return (
                  <li key={file.id}>
                    <label className={checked ? 'library-grid__tile is-checked' : 'library-grid__tile'}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && room === 0}
                        onChange={() => setTicked((current) => (checked ? current.filter((id) => id !== file.id) : [...current, file.id]))}
                      />
                      <img src={file.url} alt="" loading="lazy" />
                      <span className="library-grid__name">{file.name}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </Modal>
  );
}
