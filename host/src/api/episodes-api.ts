import { dataEnvelope, episodeSavedSchema, episodeSchema, listEnvelope, type CreateEpisodeBody, type Episode, type UpdateEpisodeBody } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogListQuery } from './blog-api.ts';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const episodeList = listEnvelope(episodeSchema);
const episodeEnvelope = dataEnvelope(episodeSchema);

/** One page of a website's episodes, newest first; `search` matches title or address. */
export type EpisodeListQuery = BlogListQuery;

const episodePath = (landingId: number, episodeId: number) => `/landings/${landingId}/episodes/${episodeId}`;

export function fetchEpisodes(landingId: number, { page, perPage, search }: EpisodeListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search) params.set('search', search);
  return apiRequest(`/landings/${landingId}/episodes?${params}`, { schema: episodeList, signal });
}

export function fetchEpisode(landingId: number, episodeId: number, signal?: AbortSignal): Promise<Episode> {
  return apiRequest(episodePath(landingId, episodeId), { schema: episodeEnvelope, signal }).then((r) => r.data);
}

/** Creates the episode, or changes it when `episodeId` is given. */
export function saveEpisode(landingId: number, body: CreateEpisodeBody | UpdateEpisodeBody, episodeId?: number): Promise<Episode> {
  const path = episodeId === undefined ? `/landings/${landingId}/episodes` : episodePath(landingId, episodeId);
  return apiRequest(path, { method: episodeId === undefined ? 'POST' : 'PUT', body, schema: episodeSavedSchema }).then((r) => r.data);
}

export function useEpisodes(landingId: number, query: EpisodeListQuery) {
  return useQuery({
    queryKey: queryKeys.episodes(landingId, query),
    queryFn: ({ signal }) => fetchEpisodes(landingId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEpisode(landingId: number, episodeId: number | null) {
  return useQuery({
    queryKey: queryKeys.episode(landingId, episodeId ?? 0),
    queryFn: ({ signal }) => fetchEpisode(landingId, episodeId!, signal),
    enabled: episodeId !== null,
  });
}

export function useSaveEpisodeMutation(landingId: number, episodeId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEpisodeBody | UpdateEpisodeBody) => saveEpisode(landingId, body, episodeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.episodeLists(landingId) }),
  });
}

export function useEpisodeActionMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ episodeId, action }: { episodeId: number; action: 'publish' | 'unpublish' | 'delete' }) =>
      action === 'delete'
        ? apiRequest(episodePath(landingId, episodeId), { method: 'DELETE', schema: messageResponseSchema })
        : apiRequest(`${episodePath(landingId, episodeId)}/${action}`, { method: 'POST', schema: episodeSavedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.episodeLists(landingId) }),
  });
}
