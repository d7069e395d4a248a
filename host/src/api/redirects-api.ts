import { dataEnvelope, listEnvelope, redirectSchema, type Redirect, type RedirectBody } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const redirectList = listEnvelope(redirectSchema);
const redirectSaved = dataEnvelope(redirectSchema);

/** One redirect; an unknown id is the caller's to show (404, no toast). */
export function fetchRedirect(landingId: number, redirectId: number, signal?: AbortSignal): Promise<Redirect> {
  return apiRequest(`/landings/${landingId}/redirects/${redirectId}`, { schema: redirectSaved, signal, quietStatuses: [404] }).then((r) => r.data);
}

export function fetchRedirects(landingId: number, signal?: AbortSignal): Promise<Redirect[]> {
  return apiRequest(`/landings/${landingId}/redirects/all`, { schema: redirectList, signal }).then((r) => r.data);
}

/** Creates the redirect, or replaces it when `redirectId` is given. */
export function saveRedirect(landingId: number, body: RedirectBody, redirectId?: number): Promise<Redirect> {
  const path = redirectId === undefined ? `/landings/${landingId}/redirects` : `/landings/${landingId}/redirects/${redirectId}`;
  return apiRequest(path, { method: redirectId === undefined ? 'POST' : 'PUT', body, schema: redirectSaved }).then((r) => r.data);
}

export function deleteRedirect(landingId: number, redirectId: number): Promise<void> {
  return apiRequest(`/landings/${landingId}/redirects/${redirectId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useRedirects(landingId: number) {
  return useQuery({ queryKey: queryKeys.redirects(landingId), queryFn: ({ signal }) => fetchRedirects(landingId, signal) });
}

export function useRedirect(landingId: number, redirectId: number | null) {
  return useQuery({
    queryKey: queryKeys.redirect(landingId, redirectId ?? 0),
    queryFn: ({ signal }) => fetchRedirect(landingId, redirectId ?? 0, signal),
    enabled: redirectId !== null,
  });
}

function useRedirectsMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.redirects(landingId) }) });
}

export const useSaveRedirectMutation = (landingId: number, redirectId?: number) =>
  useRedirectsMutation(landingId, (body: RedirectBody) => saveRedirect(landingId, body, redirectId));
export const useDeleteRedirectMutation = (landingId: number) => useRedirectsMutation(landingId, (redirectId: number) => deleteRedirect(landingId, redirectId));
