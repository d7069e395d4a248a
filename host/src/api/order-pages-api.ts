import { dataEnvelope, publicOrderPageSchema } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { libraryApi } from './designed-library-api.ts';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's order pages (spec §7 subscriptions/order-pages). */
export const orderPagesApi = libraryApi({ base: '/subscriptions/order-pages', key: queryKeys.orderPages });

/** A published order page as the public sign-up screen reads it. */
export const usePublicOrderPage = (id: number) =>
  useQuery({ queryKey: [...queryKeys.orderPages, 'public', id], queryFn: ({ signal }) => apiRequest(`/order-pages/${id}`, { schema: dataEnvelope(publicOrderPageSchema), signal }).then((r) => r.data) });
