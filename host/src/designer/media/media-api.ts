import {
  aiImageResultSchema,
  dataEnvelope,
  editorDataSchema,
  stockPhotoPageSchema,
  storedImageSchema,
  uploadImageResultSchema,
  UPLOAD_FAILED_MESSAGE,
  type AiImageResult,
  type EditorData,
  type StockPhotoPage,
  type StoredImage,
  type UploadImageResult,
} from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { API_BASE, apiRequest } from '../../api/http-client.ts';
import { readToken } from '../../api/token-storage.ts';

/** Where an image is for: the element and the field of it (spec §3 upload responses: elementId, valueKey). */
export interface ImageTarget {
  /** The website whose files it joins; null: the agency's media library. */
  landingId: number | null;
  elementId?: string;
  valueKey?: string;
}

const withLanding = (path: string, landingId: number | null) => (landingId === null ? path : `${path}?landing_id=${landingId}`);
const echo = ({ elementId, valueKey }: ImageTarget) => ({ ...(elementId ? { elementId } : {}), ...(valueKey ? { valueKey } : {}) });

export const mediaQueryKeys = {
  editorData: (landingId: number | null) => ['editor-data', landingId] as const,
  stockPhotos: (query: string) => ['stock-photos', query] as const,
};

const editorDataEnvelope = dataEnvelope(editorDataSchema);

export function fetchEditorData(landingId: number | null, signal?: AbortSignal): Promise<EditorData> {
  return apiRequest(withLanding('/editor-data', landingId), { schema: editorDataEnvelope, signal }).then((r) => r.data);
}

/** GET /editor-data: whether the agency holds an AI key (the AI image button shows only then, spec §6). */
export function useEditorData(landingId: number | null) {
  return useQuery({ queryKey: mediaQueryKeys.editorData(landingId), queryFn: ({ signal }) => fetchEditorData(landingId, signal), staleTime: 60_000 });
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  const first = errors && Object.values(errors)[0];
  if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  return typeof message === 'string' && message ? message : null;
}

export interface UploadImageOptions extends ImageTarget {
  file: Blob;
  fileName: string;
  /** Called with 0…1 as the bytes go out (XMLHttpRequest upload progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST images/upload-image as multipart, through XMLHttpRequest for its upload progress events
 * (fetch has none). Rejects with an ApiError carrying the server's message, or §8's 'Upload failed.'.
 */
export function uploadImage({ file, fileName, landingId, elementId, valueKey, onProgress, signal }: UploadImageOptions): Promise<UploadImageResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, fileName);
    form.append('resize-image', 'false');
    if (elementId) form.append('elementId', elementId);
    if (valueKey) form.append('valueKey', valueKey);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${withLanding('/images/upload-image', landingId)}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadImageResultSchema.safeParse(body);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else reject(new ApiError(0, UPLOAD_FAILED_MESSAGE));
        return;
      }
      reject(new ApiError(request.status, messageOf(body) ?? UPLOAD_FAILED_MESSAGE));
    });
    request.addEventListener('error', () => reject(new ApiError(0, UPLOAD_FAILED_MESSAGE)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** The alerts of the AI dialog say what happened (§8); the global toast would only repeat it. */
const AI_QUIET = [422, 502];

export function generateAiImage(prompt: string, target: ImageTarget): Promise<AiImageResult> {
  return apiRequest(withLanding('/images/generate-ai-image', target.landingId), {
    method: 'POST',
    body: { image_prompt: prompt, ...echo(target) },
    schema: aiImageResultSchema,
    quietStatuses: AI_QUIET,
  });
}

export function editAiImage(prompt: string, originUrl: string, target: ImageTarget): Promise<AiImageResult> {
  return apiRequest(withLanding('/images/edit-ai-image', target.landingId), {
    method: 'POST',
    body: { image_prompt: prompt, origin_img: originUrl, ...echo(target) },
    schema: aiImageResultSchema,
    quietStatuses: AI_QUIET,
  });
}

export function searchStockPhotos(query: string, page: number, signal?: AbortSignal): Promise<StockPhotoPage> {
  return apiRequest(`/stock-photos?${new URLSearchParams({ query, page: String(page) })}`, { schema: stockPhotoPageSchema, signal });
}

/** Copies the chosen stock photo into the media library; pages use the copy, never the service's address. */
export function copyStockPhoto(photoId: string, target: ImageTarget): Promise<StoredImage> {
  return apiRequest(withLanding(`/stock-photos/${encodeURIComponent(photoId)}/use`, target.landingId), {
    method: 'POST',
    body: echo(target),
    schema: storedImageSchema,
  });
}
