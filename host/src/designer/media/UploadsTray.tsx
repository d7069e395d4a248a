import { useStore } from 'zustand';
import type { ImagePicker } from './image-picker.ts';

/**
 * Uploads whose dialog was hidden, each for one field of one element (spec §4: a loading state
 * per element and value key), with their progress, or why they failed.
 */
export function UploadsTray({ picker }: { picker: ImagePicker }) {
  const uploads = useStore(picker.uploads, (s) => s.uploads);
  const openKey = useStore(picker.state, (s) => s.open?.key);
  const shown = Object.entries(uploads).filter(([key]) => key !== openKey);
  if (shown.length === 0) return null;
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
      </ul>
    </section>
  );
}
