import {
  cardContactSchema,
  cardHolderSchema,
  cardSchema,
  cardTransferSchema,
  dataEnvelope,
  heldCardSchema,
  listEnvelope,
  savedCardSchema,
  type Card,
  type CardTransfer,
  type CreateCardBody,
  type UpdateCardBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const base = (landingId: number) => `/landings/${landingId}/cards`;
const transferEnvelope = dataEnvelope(cardTransferSchema);

export const fetchCards = (landingId: number, signal?: AbortSignal) => apiRequest(base(landingId), { schema: listEnvelope(cardSchema), signal }).then((r) => r.data);
export const fetchCard = (landingId: number, cardId: number, signal?: AbortSignal) => apiRequest(`${base(landingId)}/${cardId}`, { schema: dataEnvelope(cardSchema), signal }).then((r) => r.data);

/** Creates the card, or changes it when `cardId` is given. */
export function saveCard(landingId: number, body: CreateCardBody | UpdateCardBody, cardId?: number): Promise<Card> {
  const path = cardId === undefined ? base(landingId) : `${base(landingId)}/${cardId}`;
  return apiRequest(path, { method: cardId === undefined ? 'POST' : 'PUT', body, schema: savedCardSchema }).then((r) => r.data);
}

export const deleteCard = (landingId: number, cardId: number) => apiRequest(`${base(landingId)}/${cardId}`, { method: 'DELETE', schema: messageResponseSchema });
export const cloneCard = (landingId: number, cardId: number) => apiRequest(`${base(landingId)}/${cardId}/clone`, { method: 'POST', schema: savedCardSchema }).then((r) => r.data);
export const transferCard = (landingId: number, cardId: number, email: string) =>
  apiRequest(`${base(landingId)}/${cardId}/transfer`, { method: 'POST', body: { email }, schema: transferEnvelope }).then((r) => r.data);

export function decideTransfer(transferId: number, decision: 'confirm' | 'decline'): Promise<CardTransfer> {
  return apiRequest(`/users/card-transfers-requests/${transferId}/${decision}`, { method: 'POST', schema: transferEnvelope }).then((r) => r.data);
}

export function useCards(landingId: number) {
  return useQuery({ queryKey: queryKeys.cards(landingId), queryFn: ({ signal }) => fetchCards(landingId, signal) });
}

export function useCard(landingId: number, cardId: number | undefined) {
  return useQuery({ queryKey: queryKeys.card(landingId, cardId ?? 0), queryFn: ({ signal }) => fetchCard(landingId, cardId!, signal), enabled: cardId !== undefined });
}

export function useCardContacts(landingId: number, cardId: number) {
  return useQuery({
    queryKey: [...queryKeys.card(landingId, cardId), 'contacts'],
    queryFn: ({ signal }) => apiRequest(`${base(landingId)}/${cardId}/contacts`, { schema: listEnvelope(cardContactSchema), signal }).then((r) => r.data),
  });
}

export function useCardHolders(landingId: number) {
  return useQuery({ queryKey: [...queryKeys.cards(landingId), 'users'], queryFn: ({ signal }) => apiRequest(`${base(landingId)}/users`, { schema: listEnvelope(cardHolderSchema), signal }).then((r) => r.data) });
}

export function useCardTransfers(landingId: number) {
  return useQuery({ queryKey: [...queryKeys.cards(landingId), 'transfers'], queryFn: ({ signal }) => apiRequest(`${base(landingId)}/transfers`, { schema: listEnvelope(cardTransferSchema), signal }).then((r) => r.data) });
}

/** The cards the signed-in user holds (GET /users/cards). */
export function useHeldCards() {
  return useQuery({ queryKey: queryKeys.myCards, queryFn: ({ signal }) => apiRequest('/users/cards', { schema: listEnvelope(heldCardSchema), signal }).then((r) => r.data) });
}

/** The transfer requests waiting for the signed-in user. */
export function useTransferRequests() {
  return useQuery({
    queryKey: [...queryKeys.myCards, 'requests'],
    queryFn: ({ signal }) => apiRequest('/users/card-transfers-requests', { schema: listEnvelope(cardTransferSchema), signal }).then((r) => r.data),
  });
}

/** A card change refreshes the website's cards and the user's own. */
export function useCardMutation<A, R>(landingId: number | null, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([landingId === null ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.cards(landingId) }), queryClient.invalidateQueries({ queryKey: queryKeys.myCards })]);
    },
  });
}
