import { dataEnvelope, listEnvelope, messageResponseSchema, whitelabelSchema, type Whitelabel, type WhitelabelBody } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const whitelabelList = listEnvelope(whitelabelSchema);
const whitelabelEnvelope = dataEnvelope(whitelabelSchema);

export interface WhitelabelListQuery {
  page: number;
  search: string;
}

export function useWhitelabels(query: WhitelabelListQuery) {
  const params = new URLSearchParams({ page: String(query.page), ...(query.search ? { search: query.search } : {}) });
  return useQuery({
    queryKey: queryKeys.whitelabels(query),
    queryFn: ({ signal }) => apiRequest(`/whitelabels?${params}`, { schema: whitelabelList, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useWhitelabel = (id: number) =>
  useQuery({ queryKey: queryKeys.whitelabel(id), queryFn: ({ signal }) => apiRequest(`/whitelabels/${id}`, { schema: whitelabelEnvelope, signal }).then((r) => r.data) });

/** Every change shows in the list and in the app's own host table, so both are read again. */
function useWhitelabelMutation<T>(send: (input: T) => Promise<Whitelabel | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (whitelabel) => {
      if (whitelabel) queryClient.setQueryData(queryKeys.whitelabel(whitelabel.id), whitelabel);
      return queryClient.invalidateQueries({ queryKey: queryKeys.whitelabelsAll });
    },
  });
}

const send = (url: string, method: 'POST' | 'PUT', body?: WhitelabelBody) => apiRequest(url, { method, body, schema: whitelabelEnvelope }).then((r) => r.data);
export const useCreateWhitelabelMutation = () => useWhitelabelMutation((body: WhitelabelBody) => send('/whitelabels', 'POST', body));
export const useUpdateWhitelabelMutation = (id: number) => useWhitelabelMutation((body: WhitelabelBody) => send(`/whitelabels/${id}`, 'PUT', body));
/** Asks the white-label's domains for their certificates; the answer carries the new status. */
export const useCheckCertificatesMutation = () => useWhitelabelMutation((id: number) => send(`/whitelabels/${id}/cert`, 'POST'));
export const useDeleteWhitelabelMutation = () =>
  useWhitelabelMutation((id: number) => apiRequest(`/whitelabels/${id}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => null));
