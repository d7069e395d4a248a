import {
  agencyDeletionSchema,
  agencyListItemSchema,
  agencySchema,
  dataEnvelope,
  listEnvelope,
  messageResponseSchema,
  type Agency,
  type AgencyListItem,
  type CreateAgencyBody,
  type UpdateAgencyBody,
} from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';

const agencyList = listEnvelope(agencyListItemSchema);
const agencyEnvelope = dataEnvelope(agencySchema);
const agencyWithMessage = agencyEnvelope.extend(messageResponseSchema.shape);
const deletionEnvelope = dataEnvelope(agencyDeletionSchema);

/** The three lists of spec §2: agencies, agencies/archived, agencies/free_register. */
export type AgencyListView = 'active' | 'archived' | 'free_register';

export interface AgenciesPageQuery {
  view: AgencyListView;
  page: number;
  perPage: number;
  search: string;
}

const agencyKeys = {
  all: ['agencies'] as const,
  list: (query: AgenciesPageQuery) => ['agencies', 'list', query] as const,
  one: (agencyId: number) => ['agencies', agencyId] as const,
  deletion: (agencyId: number) => ['agencies', agencyId, 'deletion'] as const,
};

export function fetchAgencies({ view, page, perPage, search }: AgenciesPageQuery, signal?: AbortSignal): Promise<{ agencies: AgencyListItem[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage), status: view === 'archived' ? 'archived' : 'active' });
  if (view === 'free_register') params.set('free_register', 'true');
  if (search.trim()) params.set('search', search.trim());
  return apiRequest(`/agencies?${params}`, { schema: agencyList, signal }).then((r) => ({ agencies: r.data, total: r.meta.total }));
}

export function useAgencies(query: AgenciesPageQuery) {
  return useQuery({ queryKey: agencyKeys.list(query), queryFn: ({ signal }) => fetchAgencies(query, signal), placeholderData: keepPreviousData });
}

export function useAgency(agencyId: number) {
  return useQuery({ queryKey: agencyKeys.one(agencyId), queryFn: ({ signal }) => apiRequest(`/agencies/${agencyId}`, { schema: agencyEnvelope, signal }).then((r) => r.data) });
}

/** A change to one agency; the lists and the agency's own cache take the answer. */
function useAgencyMutation<T>(send: (input: T) => Promise<Agency>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.one(agency.id), agency);
      return queryClient.invalidateQueries({ queryKey: [...agencyKeys.all, 'list'] });
    },
  });
}

const send = (url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => apiRequest(url, { method, body, schema: agencyWithMessage }).then((r) => r.data);

export const useCreateAgencyMutation = () => useAgencyMutation((body: CreateAgencyBody) => send('/agencies', 'POST', body));
export const useUpdateAgencyMutation = (agencyId: number) => useAgencyMutation((body: UpdateAgencyBody) => send(`/agencies/${agencyId}`, 'PUT', body));
export const useOpenAiKeyMutation = (agencyId: number) => useAgencyMutation((key: string | null) => send(`/agencies/${agencyId}/update-openai`, 'PUT', { openai_api_key: key }));
export const useArchiveAgencyMutation = () =>
  useAgencyMutation(({ id, archived }: { id: number; archived: boolean }) => (archived ? send(`/agencies/${id}`, 'DELETE') : send(`/agencies/${id}/restore`, 'POST')));

/** What deleting the agency for good removes, and the live subscription that holds it back. */
export function useAgencyDeletion(agencyId: number) {
  return useQuery({ queryKey: agencyKeys.deletion(agencyId), queryFn: ({ signal }) => apiRequest(`/agencies/${agencyId}/deletion`, { schema: deletionEnvelope, signal }).then((r) => r.data) });
}

/** Deletes an archived agency for good: the server wants its name typed back. Its 422 is the dialog's to show. */
export function useDeleteAgencyMutation(agencyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) =>
      apiRequest(`/agencies/${agencyId}`, { method: 'DELETE', body: { confirm_name: confirmName }, schema: deletionEnvelope.extend(messageResponseSchema.shape), quietStatuses: [422] }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: agencyKeys.one(agencyId) });
      return queryClient.invalidateQueries({ queryKey: [...agencyKeys.all, 'list'] });
    },
  });
}
