import {
  contactDetailSchema,
  contactSchema,
  contactsBulkResultSchema,
  contactTagListSchema,
  dataEnvelope,
  listEnvelope,
  type Contact,
  type ContactDetail,
  type ContactSource,
} from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type DownloadedFile } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const contactList = listEnvelope(contactSchema);

/** What narrows the list and its CSV export alike; empty strings mean "any". */
export interface ContactFilterValues {
  search: string;
  source: ContactSource | '';
  tag: string;
  from: string;
  to: string;
}

export interface ContactsQuery extends ContactFilterValues {
  page: number;
  perPage: number;
}

function filterParams(filters: ContactFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const key of ['source', 'tag', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params;
}

export function fetchContacts(landingId: number, query: ContactsQuery, signal?: AbortSignal): Promise<{ contacts: Contact[]; total: number }> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  for (const [key, value] of filterParams(query)) params.set(key, value);
  return apiRequest(`/landings/${landingId}/contacts?${params}`, { schema: contactList, signal }).then((r) => ({ contacts: r.data, total: r.meta.total }));
}

/** The contacts as CSV: those the filters keep (as the list shows them), or all. */
export function downloadContactsCsv(landingId: number, filters: ContactFilterValues): Promise<DownloadedFile> {
  const params = filterParams(filters);
  const query = params.size > 0 ? `?${params}` : '';
  return apiDownload(`/landings/${landingId}/contacts/export${query}`);
}

export function useContacts(landingId: number, query: ContactsQuery) {
  return useQuery({
    queryKey: queryKeys.contacts(landingId, query),
    queryFn: ({ signal }) => fetchContacts(landingId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every tag the website's contacts carry, for the tag filter and suggestions. */
export function useContactTags(landingId: number) {
  return useQuery({
    queryKey: [...queryKeys.contactLists(landingId), 'tags'],
    queryFn: ({ signal }) => apiRequest(`/landings/${landingId}/contacts/tags`, { schema: contactTagListSchema, signal }).then((r) => r.data),
  });
}

export function useContactDetail(landingId: number, contactId: number) {
  return useQuery({
    queryKey: [...queryKeys.contactLists(landingId), 'detail', contactId],
    queryFn: ({ signal }): Promise<ContactDetail> => apiRequest(`/landings/${landingId}/contacts/${contactId}`, { schema: dataEnvelope(contactDetailSchema), signal }).then((r) => r.data),
  });
}

/** After any change, every list, tag list and detail of the website's contacts is read again. */
function useRefreshContacts(landingId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.contactLists(landingId) });
}

export function useSetContactTagsMutation(landingId: number, contactId: number) {
  const refresh = useRefreshContacts(landingId);
  return useMutation({
    mutationFn: (tags: string[]) => apiRequest(`/landings/${landingId}/contacts/${contactId}/tags`, { method: 'PUT', body: { tags }, schema: dataEnvelope(contactSchema), quietStatuses: [422] }),
    onSuccess: refresh,
  });
}

export function useDeleteContactMutation(landingId: number) {
  const refresh = useRefreshContacts(landingId);
  return useMutation({
    mutationFn: (contactId: number) => apiRequest(`/landings/${landingId}/contacts/${contactId}`, { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: refresh,
  });
}

export function useBulkTagContactsMutation(landingId: number) {
  const refresh = useRefreshContacts(landingId);
  return useMutation({
    mutationFn: (body: { ids: number[]; tag: string }) => apiRequest(`/landings/${landingId}/contacts/bulk-tag`, { method: 'POST', body, schema: contactsBulkResultSchema, quietStatuses: [422] }),
    onSuccess: refresh,
  });
}

export function useBulkDeleteContactsMutation(landingId: number) {
  const refresh = useRefreshContacts(landingId);
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest(`/landings/${landingId}/contacts/bulk-delete`, { method: 'POST', body: { ids }, schema: contactsBulkResultSchema }),
    onSuccess: refresh,
  });
}
