import { contactSchema, listEnvelope, type Contact } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type DownloadedFile } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const contactList = listEnvelope(contactSchema);

export interface ContactsQuery {
  page: number;
  perPage: number;
  search: string;
}

export function fetchContacts(landingId: number, query: ContactsQuery, signal?: AbortSignal): Promise<{ contacts: Contact[]; total: number }> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search.trim()) params.set('search', query.search.trim());
  return apiRequest(`/landings/${landingId}/contacts?${params}`, { schema: contactList, signal }).then((r) => ({ contacts: r.data, total: r.meta.total }));
}

/** The contacts as CSV: all of them, or those `search` matches (as the list shows them). */
export function downloadContactsCsv(landingId: number, search: string): Promise<DownloadedFile> {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  const query = params.size > 0 ? `?${params}` : '';
  return apiDownload(`/landings/${landingId}/contacts/export${query}`);
}

export function deleteContact(landingId: number, contactId: number): Promise<void> {
  return apiRequest(`/landings/${landingId}/contacts/${contactId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useContacts(landingId: number, query: ContactsQuery) {
  return useQuery({
    queryKey: queryKeys.contacts(landingId, query),
    queryFn: ({ signal }) => fetchContacts(landingId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteContactMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => deleteContact(landingId, contactId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contactLists(landingId) }),
  });
}
