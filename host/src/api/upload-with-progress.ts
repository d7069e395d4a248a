import { errorBodySchema, firstFieldMessage, UPLOAD_FAILED_MESSAGE } from '@tessera/core';
import { ApiError } from './api-error.ts';
import { API_BASE, type ResponseSchema } from './http-client.ts';
import { readToken } from './token-storage.ts';

export interface UploadProgressOptions<T> {
  schema: ResponseSchema<T>;
  /** 0…1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The message to show for a failed upload (spec §8): the server's, otherwise 'Upload failed.' */
function messageOf(body: unknown): string {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return UPLOAD_FAILED_MESSAGE;
  return (parsed.data.errors && firstFieldMessage(parsed.data.errors)) || parsed.data.message || UPLOAD_FAILED_MESSAGE;
}

/**
 * POSTs a multipart form to the v1 API through XMLHttpRequest, which (unlike fetch) reports
 * upload progress, with the bearer token. Resolves with the body parsed by `schema`; rejects
 * with an ApiError carrying the message to show, or an AbortError when `signal` stops it.
 */
export function postWithUploadProgress<T>(path: string, form: FormData, { schema, onProgress, signal }: UploadProgressOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_FAILED_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, messageOf(body)));
      const parsed = schema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(0, UPLOAD_FAILED_MESSAGE));
      onProgress?.(1);
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
