import { useStore } from 'zustand';
import type { ImagePicker } from './image-picker.ts';

/**
 * Uploads whose dialog was hidden, and files dropped on a panel or the canvas, each for one field of one element (spec §4: a loading state
 * per element and value key), with their progress, or why they failed.
 */
export function UploadsTray({ picker }: { picker: ImagePicker }) {
  const uploads = useStore(picker.uploads, (s) => s.uploads);
  const openKey = useStore(picker.state, (s) => s.open?.key);
  const queued = useStore(picker.queue.store, (s) => s.items);
  const shown = Object.entries(uploads).filter(([key]) => key !== openKey);
  // Files dropped on a panel or the canvas: their progress here, and a refused one's message until dismissed.
  const dropped = queued.filter((item) => item.batch !== openKey && item.status !== 'done');
  if (shown.length === 0 && dropped.length === 0) return null;
  return (
    <section className="uploads-tray" aria-label="Uploads">
      <ul>
        {shown.map(([key, upload]) => (
          <li key={key} className={`uploads-tray__item uploads-tray__item--${upload.status}`} data-upload-key={key}>
            <span className="uploads-tray__name">
              {upload.valueKey}: {upload.fileName}
            </span>
            {upload.status === 'uploading' ? (
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.fileName}`} />
            ) : (
              <span role="alert">{upload.error}</span>
            )}
            <button type="button" className="btn btn--small" onClick={() => picker.cancel(key)}>
              {upload.status === 'uploading' ? 'Stop' : 'Dismiss'}
            </button>
          </li>
        ))}
        {dropped.map((item) => (
          <li key={item.id} className={`uploads-tray__item uploads-tray__item--${item.status === 'failed' ? 'failed' : 'uploading'}`} data-testid="dropped-upload">
            <span className="uploads-tray__name">{item.fileName}</span>
            {item.status === 'failed' ? <span role="alert">{item.error}</span> : <progress max={1} value={item.progress} aria-label={`Uploading ${item.fileName}`} />}
            <button type="button" className="btn btn--small" onClick={() => picker.queue.remove(item.id)}>
              {item.status === 'failed' ? 'Dismiss' : 'Stop'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
