import {
  landingListItemSchema,
  landingSavedSchema,
  listEnvelope,
  sharedLandingSchema,
  siteTemplateSchema,
  type CopyLandingBody,
  type CreateLandingBody,
  type Landing,
  type LandingListItem,
  type LandingStatus,
  type SharedLanding,
  type SiteTemplate,
  type UpdateLandingBody,
} from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';
import { websitePath } from './website-paths.ts';

/** How often a screen showing a website being published asks again, should the realtime "done" event not reach it. */
export const PUBLISHING_REFRESH_MS = 3_000;

const listItems = listEnvelope(landingListItemSchema);
const templateList = listEnvelope(siteTemplateSchema);

export type WebsiteSort = 'id' | 'title' | 'created_at' | 'updated_at';

export interface WebsitesQuery {
  page: number;
  perPage: number;
  search: string;
  sort: WebsiteSort;
  desc: boolean;
  status: LandingStatus | '';
}

export interface WebsitesPage {
  websites: LandingListItem[];
  total: number;
}

export function fetchWebsites(query: WebsitesQuery, signal?: AbortSignal): Promise<WebsitesPage> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage), sort_by: query.sort, sort_desc: String(query.desc) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  return apiRequest(`/landings?${params}`, { schema: listItems, signal }).then((r) => ({ websites: r.data, total: r.meta.total }));
}

export function fetchSiteTemplates(signal?: AbortSignal): Promise<SiteTemplate[]> {
  return apiRequest('/templates', { schema: templateList, signal }).then((r) => r.data);
}

export function createWebsite(body: CreateLandingBody): Promise<Landing> {
  return apiRequest('/landings', { method: 'POST', body, schema: landingSavedSchema }).then((r) => r.data);
}

export function updateWebsite(landingId: number, body: UpdateLandingBody) {
  return apiRequest(websitePath(landingId), { method: 'PUT', body, schema: messageResponseSchema });
}

export function copyWebsite(landingId: number, kind: 'clone' | 'duplicate', body: CopyLandingBody = {}): Promise<Landing> {
  return apiRequest(`${websitePath(landingId)}/${kind}`, { method: 'POST', body, schema: landingSavedSchema }).then((r) => r.data);
}

export function deleteWebsite(landingId: number): Promise<void> {
  return apiRequest(websitePath(landingId), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** The link another agency opens to import a copy of the website (spec §2: websites/{id} share). */
export function shareLink(uniqueId: string): string {
  return `${window.location.origin}/agency/websites/${uniqueId}`;
}

/** What a share link offers; a bad, unknown or forbidden share id is the caller's to show (no toast). */
export function fetchSharedWebsite(uniqueId: string, signal?: AbortSignal): Promise<SharedLanding> {
  return apiRequest(`/landings/shared/${encodeURIComponent(uniqueId)}`, { schema: sharedLandingSchema, signal, quietStatuses: [403, 404, 422] }).then((r) => r.data);
}

/** Imports a copy of the shared website into the caller's agency. */
export function importSharedWebsite(uniqueId: string): Promise<Landing> {
  return apiRequest(`/landings/import/landing/${encodeURIComponent(uniqueId)}/unique-id`, { method: 'POST', body: {}, schema: landingSavedSchema }).then((r) => r.data);
}

export function useSharedWebsite(uniqueId: string) {
  return useQuery({ queryKey: queryKeys.sharedWebsite(uniqueId), queryFn: ({ signal }) => fetchSharedWebsite(uniqueId, signal) });
}

export function useWebsites(query: WebsitesQuery) {
  return useQuery({
    queryKey: queryKeys.websites(query),
    queryFn: ({ signal }) => fetchWebsites(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.websites.some((website) => website.rendering) ? PUBLISHING_REFRESH_MS : false),
  });
}

export function useSiteTemplates() {
  return useQuery({ queryKey: queryKeys.siteTemplates, queryFn: ({ signal }) => fetchSiteTemplates(signal) });
}

/** Every change to a website refreshes the lists and its own entry (all under ['landings']). */
function useWebsiteMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.landings }) });
}

export const useCreateWebsiteMutation = () => useWebsiteMutation(createWebsite);
export const useUpdateWebsiteMutation = (landingId: number) => useWebsiteMutation((body: UpdateLandingBody) => updateWebsite(landingId, body));
export const useCopyWebsiteMutation = () =>
  useWebsiteMutation(({ landingId, kind }: { landingId: number; kind: 'clone' | 'duplicate' }) => copyWebsite(landingId, kind));
export const useImportWebsiteMutation = () => useWebsiteMutation(importSharedWebsite);
export const useDeleteWebsiteMutation = () => useWebsiteMutation(deleteWebsite);
