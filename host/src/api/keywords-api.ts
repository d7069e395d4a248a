import { generatedKeywordsSchema, generatedTitleSchema, keywordSchema, listEnvelope, type Keyword } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const keywordList = listEnvelope(keywordSchema);

export function fetchKeywords(landingId: number, signal?: AbortSignal): Promise<Keyword[]> {
  return apiRequest(`/landings/${landingId}/keywords`, { schema: keywordList, signal }).then((r) => r.data);
}

/** Adds keywords by name; the server skips names the website already has. */
export function addKeywords(landingId: number, body: { names: string[] }): Promise<Keyword[]> {
  return apiRequest(`/landings/${landingId}/keywords`, { method: 'POST', body, schema: keywordList }).then((r) => r.data);
}

export function deleteKeyword(landingId: number, name: string): Promise<void> {
  return apiRequest(`/landings/${landingId}/keywords/${encodeURIComponent(name)}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** Keyword ideas from the AI; nothing is stored. Failures (no AI key: 422) are the screen's to show. */
export function generateKeywords(landingId: number, prompt: string): Promise<string[]> {
  return apiRequest(`/landings/${landingId}/keywords/generate-keywords`, { method: 'POST', body: { prompt }, schema: generatedKeywordsSchema, quietStatuses: [422] }).then(
    (r) => r.data.keywords,
  );
}

export function generateTitle(landingId: number, name: string): Promise<string> {
  return apiRequest(`/landings/${landingId}/keywords/generate-title`, { method: 'POST', body: { name }, schema: generatedTitleSchema, quietStatuses: [422] }).then(
    (r) => r.data.title,
  );
}

export function useKeywords(landingId: number) {
  return useQuery({ queryKey: queryKeys.keywords(landingId), queryFn: ({ signal }) => fetchKeywords(landingId, signal) });
}

/** A change to the keywords puts the server's new list straight into the cache, or refetches it. */
export function useAddKeywordsMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: { names: string[] }) => addKeywords(landingId, body), onSuccess: (list) => queryClient.setQueryData(queryKeys.keywords(landingId), list) });
}

export function useDeleteKeywordMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (name: string) => deleteKeyword(landingId, name), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.keywords(landingId) }) });
}

export const useGenerateKeywordsMutation = (landingId: number) => useMutation({ mutationFn: (prompt: string) => generateKeywords(landingId, prompt) });
export const useGenerateTitleMutation = (landingId: number) => useMutation({ mutationFn: (name: string) => generateTitle(landingId, name) });
