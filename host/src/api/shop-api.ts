// A website's payment gateways, products, coupons, subscriptions and invoices (spec §7).
import {
  activeGatewayResponseSchema,
  connectStartResponseSchema,
  dataEnvelope,
  gatewaySchema,
  gatewayVerificationResponseSchema,
  listEnvelope,
  productSchema,
  shopCouponSchema,
  shopInvoiceSchema,
  shopSubscriptionSchema,
  type CreateCouponBody,
  type CreateProductBody,
  type UpdateProductBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';
import { websitePath } from './website-paths.ts';

export const useGateways = (landingId: number) =>
  useQuery({
    queryKey: queryKeys.shop(landingId, 'gateways'),
    queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/gateways/all`, { schema: listEnvelope(gatewaySchema), signal }).then((r) => r.data),
  });

export const fetchActiveGateway = (landingId: number, signal?: AbortSignal) =>
  apiRequest(`${websitePath(landingId)}/gateways/stripe/active`, { schema: activeGatewayResponseSchema, signal }).then((r) => r.data);

export const fetchActiveProducts = (landingId: number, signal?: AbortSignal) =>
  apiRequest(`${websitePath(landingId)}/active-products`, { schema: listEnvelope(productSchema), signal }).then((r) => r.data);

export const useActiveGateway = (landingId: number, enabled = true) =>
  useQuery({ queryKey: queryKeys.shop(landingId, 'active-gateway'), enabled, queryFn: ({ signal }) => fetchActiveGateway(landingId, signal) });

export const useActiveProducts = (landingId: number, enabled = true) =>
  useQuery({ queryKey: queryKeys.shop(landingId, 'active-products'), enabled, queryFn: ({ signal }) => fetchActiveProducts(landingId, signal) });

export const useProducts = (landingId: number) =>
  useQuery({ queryKey: queryKeys.shop(landingId, 'products'), queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/products`, { schema: listEnvelope(productSchema), signal }).then((r) => r.data) });

export const useCoupons = (landingId: number) =>
  useQuery({ queryKey: queryKeys.shop(landingId, 'coupons'), queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/coupons`, { schema: listEnvelope(shopCouponSchema), signal }).then((r) => r.data) });

export const useShopSubscriptions = (landingId: number) =>
  useQuery({
    queryKey: queryKeys.shop(landingId, 'subscriptions'),
    queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/subscriptions`, { schema: listEnvelope(shopSubscriptionSchema), signal }).then((r) => r.data),
  });

export const useShopInvoices = (landingId: number) =>
  useQuery({ queryKey: queryKeys.shop(landingId, 'invoices'), queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/invoices`, { schema: listEnvelope(shopInvoiceSchema), signal }).then((r) => r.data) });

/** The provider's authorize address, where the agency approves the connection. */
export const startConnect = (landingId: number) =>
  apiRequest(`${websitePath(landingId)}/gateways/stripe`, { method: 'POST', schema: connectStartResponseSchema }).then((r) => r.data.authorize_url);

export const updateGateway = (landingId: number, gatewayId: number, body: { name?: string; active?: boolean }) =>
  apiRequest(`${websitePath(landingId)}/gateways/stripe/${gatewayId}`, { method: 'PUT', body, schema: dataEnvelope(gatewaySchema) });
export const revokeGateway = (landingId: number, gatewayId: number) => apiRequest(`${websitePath(landingId)}/gateways/stripe/${gatewayId}/revoke`, { method: 'PUT', schema: dataEnvelope(gatewaySchema) });
export const deleteGateway = (landingId: number, gatewayId: number) => apiRequest(`${websitePath(landingId)}/gateways/stripe/${gatewayId}`, { method: 'DELETE', schema: messageResponseSchema });
export const verifyGateway = (landingId: number, gatewayId: number) =>
  apiRequest(`/stripe-accounts/verify?landing_id=${landingId}`, { method: 'POST', body: { gateway_id: gatewayId }, schema: gatewayVerificationResponseSchema }).then((r) => r.data);

export const createProduct = (landingId: number, accountId: string, body: CreateProductBody) =>
  apiRequest(`${websitePath(landingId)}/${accountId}/products`, { method: 'POST', body, schema: dataEnvelope(productSchema) });
export const updateProduct = (landingId: number, accountId: string, productId: number, body: UpdateProductBody) =>
  apiRequest(`${websitePath(landingId)}/${accountId}/products/${productId}`, { method: 'PUT', body, schema: dataEnvelope(productSchema) });
export const createCoupon = (landingId: number, accountId: string, body: CreateCouponBody) =>
  apiRequest(`${websitePath(landingId)}/${accountId}/coupons`, { method: 'POST', body, schema: dataEnvelope(shopCouponSchema) });

/** Archive, unarchive or delete a product or coupon of the connected account. */
export function changeCatalogItem(landingId: number, accountId: string, kind: 'products' | 'coupons', itemId: number, action: 'archive' | 'unarchive' | 'delete') {
  const path = `${websitePath(landingId)}/${accountId}/${kind}/${itemId}`;
  return action === 'delete' ? apiRequest(path, { method: 'DELETE', schema: messageResponseSchema }) : apiRequest(`${path}/${action}`, { method: 'POST', schema: messageResponseSchema });
}

export const cancelShopSubscription = (landingId: number, accountId: string, subscriptionId: number) =>
  apiRequest(`${websitePath(landingId)}/${accountId}/subscriptions/${subscriptionId}/cancel`, { method: 'DELETE', schema: messageResponseSchema });

/** Any change of the website's shop refreshes all of it (gateways, catalog, sales). */
export function useShopMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shop(landingId) }) });
}
