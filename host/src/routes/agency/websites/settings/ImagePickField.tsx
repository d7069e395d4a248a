import type { ImagePurpose } from '@tessera/core';
import type { ReactNode } from 'react';
import type { ImagePicker, PickedImage } from '../../../../designer/media/image-picker.ts';
import { FieldNote } from '../../../../ui/FormRow.tsx';

interface ImagePickFieldProps {
  id: string;
  label: string;
  purpose: ImagePurpose;
  /** Tells apart two fields of one purpose on a screen (a card's photo and cover). */
  valueKey?: string;
  picker: ImagePicker;
  /** The image's address; '' when there is none. */
  url: string;
  error?: string | undefined;
  hint?: ReactNode;
  onPick(image: PickedImage): void;
  onClear(): void;
}

/** An image of the website chosen with the designer's picker (upload, crop, stock photo, AI), shown with a way to change or remove it. */
export function ImagePickField({ id, label, purpose, valueKey, picker, url, error, hint, onPick, onClear }: ImagePickFieldProps) {
  const choose = async () => {
    const picked = await picker.pickImage({ purpose, ...(valueKey ? { valueKey } : {}) });
    if (picked) onPick(picked);
  };
  return (
    <div className={error ? 'form-row has-error' : 'form-row'} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <span className="form-row__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field">
        {url ? <img className={`image-field__preview image-field__preview--${purpose}`} src={url} alt={`${label}: current image`} /> : <span className="image-field__empty">No image</span>}
        <button type="button" className="btn btn--small" onClick={() => void choose()}>
          {url ? `Change ${label.toLowerCase()}…` : `Choose ${label.toLowerCase()}…`}
        </button>
        {url ? (
          <button type="button" className="btn btn--small btn--danger" onClick={onClear}>
            {`Remove ${label.toLowerCase()}`}
          </button>
        ) : null}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
