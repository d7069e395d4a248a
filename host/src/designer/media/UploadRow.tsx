import { EditorIcon, MissingAltText } from '@tessera/sdk/editor';
import type { QueuedUpload } from './upload-queue.ts';

/** One file of a multiple upload: its progress, or the image with its alt text to check, or why it was refused. */
export function UploadRow({ item, onAlt, onRemove }: { item: QueuedUpload; onAlt: (alt: string) => void; onRemove: () => void }) {
  const altId = `${item.id}-alt`;
  return (
    <li className={`upload-row upload-row--${item.status}`} data-testid="upload-row" data-file-name={item.fileName}>
      <div className="upload-row__thumb">{item.image ? <img src={item.image.url} alt="" /> : null}</div>
      <div className="upload-row__body">
        <div className="upload-row__head">
          <span className="upload-row__name">{item.fileName}</span>
          <span className="upload-row__state">
            {item.status === 'waiting' ? 'Waiting' : item.status === 'uploading' ? `${Math.round(item.progress * 100)}%` : item.status === 'done' ? 'Uploaded' : 'Failed'}
          </span>
        </div>
        {item.status === 'waiting' || item.status === 'uploading' ? <progress max={1} value={item.progress} aria-label={`Uploading ${item.fileName}`} /> : null}
        {item.status === 'failed' ? (
          <p className="upload-row__error" role="alert">
            {item.error}
          </p>
        ) : null}
        {item.image ? (
          <>
            <label className="upload-row__alt-label" htmlFor={altId}>
              Alt text for {item.fileName}
            </label>
            <input id={altId} className="input" type="text" maxLength={300} value={item.image.alt} placeholder="Describe the image" onChange={(event) => onAlt(event.target.value)} />
            {item.image.alt.trim() ? null : <MissingAltText />}
          </>
        ) : null}
      </div>
      <button type="button" className="btn btn--small upload-row__remove" aria-label={`Remove ${item.fileName}`} title="Remove" onClick={onRemove}>
        <EditorIcon name="remove" />
      </button>
    </li>
  );
}
