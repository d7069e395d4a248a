import { dataEnvelope, fileSchema, listEnvelope, type FileItem, type FileKind } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';
import { readToken } from './token-storage.ts';

const fileList = listEnvelope(fileSchema);
const fileSaved = dataEnvelope(fileSchema);

export interface FilesQuery {
  page: number;
  perPage: number;
  search: string;
  kind: FileKind | '';
}

export function fetchFiles(landingId: number, query: FilesQuery, signal?: AbortSignal): Promise<{ files: FileItem[]; total: number }> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.kind) params.set('kind', query.kind);
  return apiRequest(`/landings/${landingId}/files?${params}`, { schema: fileList, signal }).then((r) => ({ files: r.data, total: r.meta.total }));
}

export function renameFile(landingId: number, fileId: number, name: string): Promise<FileItem> {
  return apiRequest(`/landings/${landingId}/files/${fileId}`, { method: 'PUT', body: { name }, schema: fileSaved }).then((r) => r.data);
}

/** Deletes a file; a 409 names the pages still using it, which the caller shows (the global toast does too). */
export function deleteFile(landingId: number, fileId: number): Promise<void> {
  return apiRequest(`/landings/${landingId}/files/${fileId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** Spec §8: the server's message, otherwise 'Upload failed.' */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed.';

/**
 * Uploads one file as multipart `file` through XMLHttpRequest, which (unlike fetch) reports
 * upload progress: `onProgress` gets 0…1. Rejects with an Error carrying the message to show.
 */
export function uploadFile(landingId: number, file: File, onProgress: (fraction: number) => void): Promise<FileItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/landings/${landingId}/files`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    const failed = (message?: unknown) => reject(new Error(typeof message === 'string' && message ? message : UPLOAD_FAILED_MESSAGE));
    xhr.onerror = () => failed();
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return failed((body as { message?: unknown } | undefined)?.message);
      const parsed = fileSaved.safeParse(body);
      if (parsed.success) resolve(parsed.data.data);
      else failed();
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useFiles(landingId: number, query: FilesQuery) {
  return useQuery({
    queryKey: queryKeys.files(landingId, query),
    queryFn: ({ signal }) => fetchFiles(landingId, query, signal),
    placeholderData: keepPreviousData,
  });
}

function useFilesMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.fileLists(landingId) }) });
}

export const useRenameFileMutation = (landingId: number) =>
  useFilesMutation(landingId, ({ fileId, name }: { fileId: number; name: string }) => renameFile(landingId, fileId, name));
export const useDeleteFileMutation = (landingId: number) => useFilesMutation(landingId, (fileId: number) => deleteFile(landingId, fileId));
export const useUploadFileMutation = (landingId: number) =>
  useFilesMutation(landingId, ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => uploadFile(landingId, file, onProgress));
