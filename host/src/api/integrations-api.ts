import {
  callGetApiResultSchema,
  dataEnvelope,
  integrationDeliverySchema,
  integrationSchema,
  listEnvelope,
  oauthAccountSchema,
  oauthConnectStartSchema,
  oauthTargetSchema,
  oauthVerifyResultSchema,
  type IntegrationBody,
  type OAuthProvider,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const base = (landingId: number) => `/landings/${landingId}/integrations`;

export const useIntegrations = (landingId: number) =>
  useQuery({ queryKey: queryKeys.integrations(landingId), queryFn: ({ signal }) => apiRequest(`${base(landingId)}/all`, { schema: listEnvelope(integrationSchema), signal }).then((r) => r.data) });

export const useIntegrationDeliveries = (landingId: number, integrationId: number) =>
  useQuery({
    queryKey: [...queryKeys.integrations(landingId), integrationId, 'deliveries'],
    queryFn: ({ signal }) => apiRequest(`${base(landingId)}/${integrationId}/deliveries`, { schema: listEnvelope(integrationDeliverySchema), signal }).then((r) => r.data),
  });

/** The connections of the website's agency an integration can use. */
export const useWebsiteConnections = (landingId: number) =>
  useQuery({ queryKey: [...queryKeys.oauthAccounts, 'website', landingId], queryFn: ({ signal }) => apiRequest(`${base(landingId)}/accounts`, { schema: listEnvelope(oauthAccountSchema), signal }).then((r) => r.data) });

/** The audiences or pipeline stages of a connection, once one is chosen. */
export const useConnectionTargets = (landingId: number, accountId: number | null) =>
  useQuery({
    queryKey: [...queryKeys.oauthAccounts, 'targets', accountId],
    queryFn: ({ signal }) => apiRequest(`${base(landingId)}/accounts/${accountId}/targets`, { schema: listEnvelope(oauthTargetSchema), signal }).then((r) => r.data),
    enabled: accountId !== null,
  });

export const saveIntegration = (landingId: number, body: IntegrationBody, integrationId?: number) =>
  apiRequest(integrationId === undefined ? base(landingId) : `${base(landingId)}/${integrationId}`, { method: integrationId === undefined ? 'POST' : 'PUT', body, schema: dataEnvelope(integrationSchema) }).then((r) => r.data);

export const toggleIntegration = (landingId: number, integrationId: number) =>
  apiRequest(`${base(landingId)}/${integrationId}/toggle`, { method: 'PUT', body: {}, schema: dataEnvelope(integrationSchema) }).then((r) => r.data);

export const deleteIntegration = (landingId: number, integrationId: number) =>
  apiRequest(`${base(landingId)}/${integrationId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);

export const callGetApi = (landingId: number, integrationId: number, fields: Record<string, string>) =>
  apiRequest(`${base(landingId)}/${integrationId}/call-get-api`, { method: 'POST', body: { fields }, schema: dataEnvelope(callGetApiResultSchema) }).then((r) => r.data);

/** Every integration change refreshes the website's list and delivery logs. */
export function useIntegrationMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations(landingId) }) });
}

/** The agency owner's own connections. */
export const useOAuthAccounts = (enabled: boolean) =>
  useQuery({ queryKey: [...queryKeys.oauthAccounts, 'own'], queryFn: ({ signal }) => apiRequest('/oauth-accounts', { schema: listEnvelope(oauthAccountSchema), signal }).then((r) => r.data), enabled });

/** Starts connecting an account and sends the browser to the provider; it comes back to `returnTo`. */
export async function connectProvider(provider: OAuthProvider, returnTo: string): Promise<void> {
  const started = await apiRequest(`/oauth-accounts/${provider}/connect`, { method: 'POST', body: { return_to: returnTo }, schema: dataEnvelope(oauthConnectStartSchema) });
  window.location.assign(started.data.authorize_url);
}

export const verifyConnection = (id: number) => apiRequest('/oauth-accounts/verify', { method: 'POST', body: { id }, schema: dataEnvelope(oauthVerifyResultSchema) }).then((r) => r.data);
export const disconnect = (id: number) => apiRequest(`/oauth-accounts/${id}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);

/** A change to the connections refreshes every list of them and the integrations showing their state. */
export function useConnectionMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.oauthAccounts }), queryClient.invalidateQueries({ queryKey: ['landings'] })]),
  });
}
