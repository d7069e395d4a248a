import {
  aiImageResultSchema,
  fileSchema,
  listEnvelope,
  stockPhotoPageSchema,
  storedImageSchema,
  uploadImageResultSchema,
  type AiImageResult,
  type FileItem,
  type StockPhotoPage,
  type StoredImage,
  type UploadImageResult,
} from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';
import { postWithUploadProgress } from '../../api/upload-with-progress.ts';
import { withLanding } from '../../api/with-landing.ts';

/** Where an image is for: the element and the field of it (spec §3 upload responses: elementId, valueKey). */
export interface ImageTarget {
  /** The website whose files it joins; null: the agency's media library. */
  landingId: number | null;
  elementId?: string;
  valueKey?: string;
}

const echo = ({ elementId, valueKey }: ImageTarget) => ({ ...(elementId ? { elementId } : {}), ...(valueKey ? { valueKey } : {}) });

export const mediaQueryKeys = {
  images: (landingId: number | null) => ['picker-images', landingId] as const,
  stockPhotos: (query: string) => ['stock-photos', query] as const,
};

export interface UploadImageOptions extends ImageTarget {
  file: Blob;
  fileName: string;
  /** Called with 0…1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST images/upload-image as multipart with its upload progress; rejects with the server's message, or §8's 'Upload failed.'. */
export function uploadImage({ file, fileName, landingId, elementId, valueKey, onProgress, signal }: UploadImageOptions): Promise<UploadImageResult> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('resize-image', 'false');
  if (elementId) form.append('elementId', elementId);
  if (valueKey) form.append('valueKey', valueKey);
  return postWithUploadProgress(withLanding('/images/upload-image', landingId), form, { schema: uploadImageResultSchema, onProgress, signal });
}

/** POST images/ckeditor-image: an image for user HTML, scaled like the designer's uploads; rejects with the message to show. */
export function uploadInlineImage(file: File, landingId: number | null): Promise<{ url: string; width: number; height: number }> {
  const form = new FormData();
  form.append('upload', file, file.name);
  return postWithUploadProgress(withLanding('/images/ckeditor-image', landingId), form, { schema: uploadImageResultSchema }).then((result) => ({
    url: result.url,
    width: result.ShowWidth ?? 0,
    height: result.ShowHeight ?? 0,
  }));
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

const fileList = listEnvelope(fileSchema);
/** As many as the picker's grid shows at once; a search would be the next step past that. */
const RECENT_IMAGES = 60;

/** The images already uploaded, newest first: the website's files, or (without a website) the media library. */
export function fetchRecentImages(landingId: number | null, signal?: AbortSignal): Promise<FileItem[]> {
  const query = `kind=image&per_page=${RECENT_IMAGES}`;
  const path = landingId === null ? `/media-library/all?${query}` : `/landings/${landingId}/files?${query}`;
  return apiRequest(path, { schema: fileList, signal }).then((r) => r.data);
}

/** Asked afresh each time the picker opens: the images uploaded since (through it or a drop) belong in it. */
export function useRecentImages(landingId: number | null) {
  return useQuery({ queryKey: mediaQueryKeys.images(landingId), queryFn: ({ signal }) => fetchRecentImages(landingId, signal), staleTime: 0 });
}
