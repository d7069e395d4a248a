import { dataEnvelope, listEnvelope, webhookDeliverySchema, webhookSchema, type CreateWebhookBody, type Webhook, type WebhookDelivery } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const base = (landingId: number) => `/landings/${landingId}/webhooks`;

export function fetchWebhooks(landingId: number, signal?: AbortSignal): Promise<Webhook[]> {
  return apiRequest(base(landingId), { schema: listEnvelope(webhookSchema), signal }).then((r) => r.data);
}

/** Creates the webhook, or replaces it when `webhookId` is given (a secret left out keeps the stored one). */
export function saveWebhook(landingId: number, body: CreateWebhookBody, webhookId?: number): Promise<Webhook> {
  const path = webhookId === undefined ? base(landingId) : `${base(landingId)}/${webhookId}`;
  return apiRequest(path, { method: webhookId === undefined ? 'POST' : 'PUT', body, schema: dataEnvelope(webhookSchema) }).then((r) => r.data);
}

export function deleteWebhook(landingId: number, webhookId: number): Promise<void> {
  return apiRequest(`${base(landingId)}/${webhookId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** Sends a test event now; the answer is the delivery it made. */
export function testWebhook(landingId: number, webhookId: number): Promise<WebhookDelivery> {
  return apiRequest(`${base(landingId)}/${webhookId}/test`, { method: 'POST', schema: dataEnvelope(webhookDeliverySchema) }).then((r) => r.data);
}

export function fetchDeliveries(landingId: number, webhookId: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return apiRequest(`${base(landingId)}/${webhookId}/deliveries?page=1&per_page=20`, { schema: listEnvelope(webhookDeliverySchema), signal }).then((r) => r.data);
}

export function useWebhooks(landingId: number) {
  return useQuery({ queryKey: queryKeys.webhooks(landingId), queryFn: ({ signal }) => fetchWebhooks(landingId, signal) });
}

export function useDeliveries(landingId: number, webhookId: number) {
  return useQuery({ queryKey: queryKeys.deliveries(landingId, webhookId), queryFn: ({ signal }) => fetchDeliveries(landingId, webhookId, signal) });
}

/** Every webhook change refreshes the list and the delivery logs (all under the website's webhooks key). */
export function useWebhookMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(landingId) }) });
}
