import { MAX_UPLOAD_BYTES, formatFileSize } from '@tessera/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast, TOAST_DURATION_MS } from '../../../../ui/toasts.tsx';
import { useUploadFileMutation } from '../../../../api/files-api.ts';

/** Picks a file and uploads it, showing its progress; a failure is told with the server's message. */
export function FileUploader({ landingId }: { landingId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadFileMutation(landingId);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(
      { file, onProgress: (fraction) => setProgress({ name: file.name, fraction }) },
      {
        onSuccess: () => toast.success('File uploaded.', { duration: TOAST_DURATION_MS }),
        onError: (failure) => {
          setError(failure.message);
          toast.error(failure.message, { duration: TOAST_DURATION_MS });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="uploader">
      <input ref={input} id="file-upload" type="file" className="visually-hidden" onChange={onPick} disabled={upload.isPending} aria-label="File to upload" />
      <button type="button" className="btn btn--primary" disabled={upload.isPending} onClick={() => input.current?.click()}>
        Upload file
      </button>
      <span className="form-row__hint">At most {formatFileSize(MAX_UPLOAD_BYTES)}.</span>
      {progress ? (
        <label className="uploader__progress">
          <span>Uploading {progress.name}</span>
          <progress max={1} value={progress.fraction} aria-valuetext={`${Math.round(progress.fraction * 100)}%`} />
        </label>
      ) : null}
      {error ? (
        <p className="form-row__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
