import {
  addPaymentMethodBodySchema,
  billingOverviewSchema,
  cancelParamsSchema,
  checkCouponQuerySchema,
  couponSchema,
  dataEnvelope,
  idSchema,
  itemsEnvelope,
  paymentMethodIdSchema,
  paymentMethodSchema,
  paymentMethodSecretSchema,
  profileSchema,
  promoBodySchema,
  promoResponseSchema,
  subscribeBodySchema,
  subscribeQuerySchema,
  subscribeResponseSchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { getProfile, type ProfileDeps } from '../auth/auth.service.ts';
import { addPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, paymentMethodSecret, removePaymentMethod } from './payment-methods.service.ts';
import {
  billedAgencyId,
  billingOverview,
  cancelSubscription,
  checkCoupon,
  promoPlan,
  resumeSubscription,
  subscribe,
  subscribeUnlimited,
  type BillingDeps,
  type SubscribeOutcome,
} from './subscriptions.service.ts';

/** The agency owner's own billing; open while the agency is blocked, since paying is how it gets unblocked (§4). */
const OWNER = { roles: ['Agency'], tenant: 'self', allowBlocked: true } as const;
const subscribed = billingOverviewSchema;
const subscribeResponse = subscribeResponseSchema;
const methodsResponse = itemsEnvelope(paymentMethodSchema);
const methodParams = z.object({ id: paymentMethodIdSchema });

const subscribeAnswer = (outcome: SubscribeOutcome) => ({
  data: outcome.overview,
  requires_action: outcome.requires_action,
  client_secret: outcome.client_secret,
  message: outcome.requires_action ? 'Your bank asks you to confirm this payment.' : 'You are subscribed.',
  success: true,
});

/** Agency subscriptions and payment methods (spec §7 "Subscriptions and pricing", "Payment methods"). */
/** `config` for the profile a resumed subscription answers with. */
export function billingRoutes(deps: BillingDeps & Pick<ProfileDeps, 'config'>) {
  return [
    defineRoute({
      method: 'GET',
      url: '/subscriptions/current',
      summary: "The agency's subscriptions, standing and latest invoices",
      tags: ['subscriptions'],
      access: OWNER,
      response: { 200: dataEnvelope(subscribed) },
      handler: async (request) => ({ data: await billingOverview(deps, billedAgencyId(requireUser(request))) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/subscriptions/check-coupon',
      summary: 'A coupon by its code, to show its discount before subscribing',
      tags: ['subscriptions'],
      access: OWNER,
      query: checkCouponQuerySchema,
      response: { 200: dataEnvelope(couponSchema).extend({ coupon: couponSchema }) },
      handler: async (request) => {
        const coupon = await checkCoupon(deps.payments, request.query.code);
        return { data: coupon, coupon };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/subscriptions/promo',
      summary: 'The plan a promo code is for, with its discount',
      tags: ['subscriptions'],
      access: OWNER,
      body: promoBodySchema,
      response: { 200: promoResponseSchema },
      handler: async (request) => {
        const promo = await promoPlan(deps, request.body.code);
        return { data: promo, planId: promo.planId };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/subscriptions/resume',
      summary: 'Resume the agency plan: undo a pending cancellation, or subscribe again to the same price with the default card',
      tags: ['subscriptions'],
      access: OWNER,
      response: { 200: dataEnvelope(profileSchema).extend({ user: profileSchema }) },
      handler: async (request) => {
        const caller = requireUser(request);
        await resumeSubscription(deps, caller);
        const user = await getProfile(deps, caller);
        return { data: user, user };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/subscriptions/subscribe-unlimited',
      summary: 'Subscribe to the unlimited reseller plan, which grants every premium element and app',
      tags: ['subscriptions'],
      access: OWNER,
      response: { 200: subscribeResponse },
      handler: async (request) => subscribeAnswer(await subscribeUnlimited(deps, requireUser(request))),
    }),
    defineRoute({
      method: 'POST',
      url: '/subscriptions/:plan',
      summary: 'Subscribe to a plan with the default card: ?section=app-{plan} for an app plan, ?section=reseller for a reseller plan, &coupon= for a coupon',
      tags: ['subscriptions'],
      access: OWNER,
      params: z.object({ plan: idSchema }),
      query: subscribeQuerySchema,
      body: subscribeBodySchema.optional(),
      response: { 200: subscribeResponse },
      handler: async (request) =>
        subscribeAnswer(await subscribe(deps, requireUser(request), request.params.plan, { section: request.query.section, coupon: request.query.coupon, priceId: request.body?.price_id })),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/subscriptions/:userId/:planType/cancel',
      summary: 'Cancel a subscription now (agency, reseller or app-{plan}); cancelling the agency plan blocks the agency until it resumes',
      tags: ['subscriptions'],
      access: OWNER,
      params: cancelParamsSchema,
      response: { 200: dataEnvelope(subscribed) },
      handler: async (request) => ({ data: await cancelSubscription(deps, requireUser(request), request.params.userId, request.params.planType) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/payment-methods',
      summary: "The agency's saved cards (brand, last four digits, expiry), the default marked",
      tags: ['payment-methods'],
      access: OWNER,
      response: { 200: methodsResponse },
      handler: async (request) => ({ data: await listPaymentMethods(deps, requireUser(request)) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/payment-methods/secret',
      summary: 'A client secret for the card form, and which card form to show',
      tags: ['payment-methods'],
      access: OWNER,
      response: { 200: dataEnvelope(paymentMethodSecretSchema) },
      handler: async (request) => ({ data: await paymentMethodSecret(deps, requireUser(request)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/payment-methods',
      summary: 'Save a card the card form confirmed; the first card becomes the default',
      tags: ['payment-methods'],
      access: OWNER,
      body: addPaymentMethodBodySchema,
      response: { 200: methodsResponse },
      handler: async (request) => ({ data: await addPaymentMethod(deps, requireUser(request), request.body.payment_method) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/payment-methods/:id/default',
      summary: 'Make a card the default that subscriptions pay with',
      tags: ['payment-methods'],
      access: OWNER,
      params: methodParams,
      response: { 200: methodsResponse },
      handler: async (request) => ({ data: await makeDefaultPaymentMethod(deps, requireUser(request), request.params.id) }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/payment-methods/:id',
      summary: 'Remove a card (not the default while a subscription pays with it)',
      tags: ['payment-methods'],
      access: OWNER,
      params: methodParams,
      response: { 200: methodsResponse },
      handler: async (request) => ({ data: await removePaymentMethod(deps, requireUser(request), request.params.id) }),
    }),
  ];
}
