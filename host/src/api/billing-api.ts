import {
  billingOverviewSchema,
  subscribeResponseSchema,
  couponSchema,
  dataEnvelope,
  itemsEnvelope,
  paymentMethodSchema,
  paymentMethodSecretSchema,
  planSchema,
  premiumPluginSchema,
  priceSchema,
  profileSchema,
  type BillingOverview,
  type CreatePlanBody,
  type CreatePriceBody,
  type Plan,
  type Price,
  type UpdatePlanBody,
  type UpdatePriceBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-store.ts';
import { fetchProfile } from './auth-api.ts';
import { confirmPayment } from '@tessera/sdk/checkout';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

/** Plans, prices and the grant matrix (the admin's), the agency's subscription and cards. */

const planList = itemsEnvelope(planSchema);
const planEnvelope = dataEnvelope(planSchema);
const priceList = itemsEnvelope(priceSchema);
const priceEnvelope = dataEnvelope(priceSchema);
const overviewEnvelope = dataEnvelope(billingOverviewSchema);
const subscribeAnswer = subscribeResponseSchema;
const methodList = itemsEnvelope(paymentMethodSchema);

export const usePlans = () => useQuery({ queryKey: queryKeys.plans, queryFn: ({ signal }) => apiRequest('/subscriptions/plans', { schema: planList, signal }).then((r) => r.data) });
export const usePlan = (id: number) => useQuery({ queryKey: queryKeys.plan(id), queryFn: ({ signal }) => apiRequest(`/plans/${id}`, { schema: planEnvelope, signal }).then((r) => r.data) });
export const usePremiumPlugins = () =>
  useQuery({ queryKey: queryKeys.premiumPlugins, queryFn: ({ signal }) => apiRequest('/plans/premium-plugins', { schema: itemsEnvelope(premiumPluginSchema), signal }).then((r) => r.data) });
export const usePrices = () => useQuery({ queryKey: queryKeys.prices, queryFn: ({ signal }) => apiRequest('/subscriptions/prices', { schema: priceList, signal }).then((r) => r.data) });
export const usePrice = (id: number) => useQuery({ queryKey: queryKeys.price(id), queryFn: ({ signal }) => apiRequest(`/prices/${id}`, { schema: priceEnvelope, signal }).then((r) => r.data) });

function usePlanMutation<T>(send: (input: T) => Promise<Plan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => {
      queryClient.setQueryData(queryKeys.plan(plan.id), plan);
      queryClient.setQueryData<Plan[]>(queryKeys.plans, (plans) => plans?.map((entry) => (entry.id === plan.id ? plan : entry)));
      return queryClient.invalidateQueries({ queryKey: queryKeys.plans, exact: true });
    },
  });
}

const sendPlan = (url: string, method: 'POST' | 'PUT', body: unknown) => apiRequest(url, { method, body, schema: planEnvelope }).then((r) => r.data);
export const useCreatePlanMutation = () => usePlanMutation((body: CreatePlanBody) => sendPlan('/plans', 'POST', body));
export const useUpdatePlanMutation = (id: number) => usePlanMutation((body: UpdatePlanBody) => sendPlan(`/plans/${id}`, 'PUT', body));
/** One cell of the grant matrix, saved as soon as it is ticked. */
export const usePlanGrantMutation = () =>
  usePlanMutation(({ planId, pluginId, granted }: { planId: number; pluginId: string; granted: boolean }) =>
    sendPlan(`/plans/${planId}/premium/${encodeURIComponent(pluginId)}`, 'PUT', { granted }),
  );

function usePriceMutation<T>(send: (input: T) => Promise<Price>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (price) => {
      queryClient.setQueryData(queryKeys.price(price.id), price);
      return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.prices, exact: true }), queryClient.invalidateQueries({ queryKey: queryKeys.plans })]);
    },
  });
}

const sendPrice = (url: string, method: 'POST' | 'PUT', body: unknown) => apiRequest(url, { method, body, schema: priceEnvelope }).then((r) => r.data);
export const useCreatePriceMutation = () => usePriceMutation((body: CreatePriceBody) => sendPrice('/prices', 'POST', body));
export const useUpdatePriceMutation = (id: number) => usePriceMutation((body: UpdatePriceBody) => sendPrice(`/prices/${id}`, 'PUT', body));

export const useBillingOverview = () =>
  useQuery({ queryKey: queryKeys.billing, queryFn: ({ signal }) => apiRequest('/subscriptions/current', { schema: overviewEnvelope, signal }).then((r) => r.data) });

/** A change to the agency's billing changes its standing too, so the session takes the profile (blocked or not) again. */
function useBillingMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      // The overview first: reading it brings in what the provider decided since (a confirmed payment), which the standing follows.
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing });
      useSession.getState().setUser(await fetchProfile());
    },
  });
}

export const useSubscribeMutation = () =>
  useBillingMutation(({ planId, section, coupon }: { planId: number; section?: string; coupon?: string }) => {
    const query = new URLSearchParams({ ...(section ? { section } : {}), ...(coupon ? { coupon } : {}) });
    return apiRequest(`/subscriptions/${planId}${query.size ? `?${query}` : ''}`, { method: 'POST', schema: subscribeAnswer });
  });

export function useCancelMutation() {
  const userId = useSession((s) => s.user?.id);
  return useBillingMutation((planType: string) => apiRequest(`/subscriptions/${userId}/${planType}/cancel`, { method: 'DELETE', schema: overviewEnvelope }));
}

/** Confirms with the bank the first payment of a subscription that waits for it; the plan starts once it is paid. */
export const useConfirmPaymentMutation = () =>
  useBillingMutation(({ cardForm, clientSecret }: { cardForm: BillingOverview['card_form']; clientSecret: string }) => confirmPayment(cardForm, clientSecret));

export const useResumeMutation = () => useBillingMutation(() => apiRequest('/subscriptions/resume', { method: 'POST', schema: dataEnvelope(profileSchema) }));

export const checkCoupon = (code: string) =>
  apiRequest(`/subscriptions/check-coupon?${new URLSearchParams({ code })}`, { method: 'POST', schema: dataEnvelope(couponSchema) }).then((r) => r.data);

export const usePaymentMethods = () =>
  useQuery({ queryKey: queryKeys.paymentMethods, queryFn: ({ signal }) => apiRequest('/payment-methods', { schema: methodList, signal }).then((r) => r.data) });

export const fetchCardFormSecret = () => apiRequest('/payment-methods/secret', { schema: dataEnvelope(paymentMethodSecretSchema) }).then((r) => r.data);

export const useAddPaymentMethodMutation = () =>
  useBillingMutation((paymentMethod: string) => apiRequest('/payment-methods', { method: 'POST', body: { payment_method: paymentMethod }, schema: methodList }));
export const useDefaultPaymentMethodMutation = () => useBillingMutation((id: string) => apiRequest(`/payment-methods/${id}/default`, { method: 'PUT', schema: methodList }));
export const useRemovePaymentMethodMutation = () => useBillingMutation((id: string) => apiRequest(`/payment-methods/${id}`, { method: 'DELETE', schema: methodList }));
