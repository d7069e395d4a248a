import { uploadImageResultSchema } from '@tessera/core';
import { useState } from 'react';
import { postWithUploadProgress } from '../../../../api/upload-with-progress.ts';
import { FieldNote } from '../../../../ui/FormRow.tsx';

interface CardImageFieldProps {
  id: string;
  label: string;
  landingId: number;
  cardId: number;
  url: string;
  onUrl(url: string): void;
}

/**
 * A card's photo or cover for its holder, who has no website files to pick from: an image from
 * their device, uploaded for this card (the server scales it and keeps it with the website's files).
 */
export function CardImageField({ id, label, landingId, cardId, url, onUrl }: CardImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setError(undefined);
    setProgress(0);
    try {
      const result = await postWithUploadProgress(`/landings/${landingId}/cards/${cardId}/images`, form, { schema: uploadImageResultSchema, onProgress: setProgress });
      onUrl(result.url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className={error ? 'form-row has-error' : 'form-row'} role="group" aria-labelledby={`${id}-label`}>
      <span className="form-row__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field">
        {url ? <img className="image-field__preview" src={url} alt={`${label}: current image`} /> : <span className="image-field__empty">No image</span>}
        <label className="btn btn--small">
          {url ? `Change ${label.toLowerCase()}…` : `Upload ${label.toLowerCase()}…`}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {url ? (
          <button type="button" className="btn btn--small btn--danger" onClick={() => onUrl('')}>
            {`Remove ${label.toLowerCase()}`}
          </button>
        ) : null}
        {progress !== null ? <progress max={1} value={progress} aria-label={`Uploading the ${label.toLowerCase()}`} /> : null}
      </div>
      <FieldNote id={id} error={error} />
    </div>
  );
}
