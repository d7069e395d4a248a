import { dataEnvelope, distributeMediaResultSchema, fileSchema, listEnvelope, type FileItem, type FileKind } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';
import { postWithUploadProgress } from './upload-with-progress.ts';

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

/** Uploads one file as multipart `file` with its progress (0…1); rejects with the message to show (spec §8). */
export function uploadFile(landingId: number, file: File, onProgress: (fraction: number) => void): Promise<FileItem> {
  const form = new FormData();
  form.append('file', file);
  return postWithUploadProgress(`/landings/${landingId}/files`, form, { schema: fileSaved, onProgress }).then((r) => r.data);
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

/** POST /media-library/distribute: files copied into other websites' files (the websites' lists are read again). */
export function useDistributeFilesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileIds, landingIds }: { fileIds: number[]; landingIds: number[] }) =>
      apiRequest('/media-library/distribute', { method: 'POST', body: { library_ids: fileIds, landing_ids: landingIds }, schema: distributeMediaResultSchema }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.landings }),
  });
}
