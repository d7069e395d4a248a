import type { OrderBody, SignupResponse } from '@tessera/core';
import type { PaymentProvider } from '@tessera/sdk';
import { validationFailed } from '../../http/http-error.ts';
import { EMAIL_TAKEN, signUpAgency, type AuthDeps } from '../auth/auth.service.ts';
import { emailTaken } from '../auth/auth.queries.ts';
import { findPlanRowByName, pricesOfPlans } from '../plans/plans.queries.ts';
import { chosenPrice, declinedAsFieldError, findCouponId, recordNewSubscription } from './subscriptions.service.ts';

/**
 * POST /order with a card: the order page's sign-up that pays. The card is charged before
 * anything is written, so a declined card leaves no account behind (the provider keeps an
 * unused customer) and the form can be sent again with another card.
 */
export async function paidOrder(deps: AuthDeps & { payments: PaymentProvider }, input: OrderBody & { payment_method: string }, hostname: string): Promise<SignupResponse> {
  const { db, payments } = deps;
  const plan = await findPlanRowByName(db, input.plan);
  if (!plan || plan.type !== 'agency') throw validationFailed({ plan: ['The selected plan is invalid.'] });
  const price = chosenPrice(await pricesOfPlans(db, [plan.id]), input.price_id);
  if (await emailTaken(db, input.email)) throw validationFailed({ email: [EMAIL_TAKEN] });
  const couponId = await findCouponId(payments, input.coupon);

  // A card saved for the sign-up pays for one order: the same request sent twice makes one customer and one subscription.
  const once = (step: string) => ({ idempotencyKey: `order-${input.payment_method}-${step}` });
  const customer = await payments.createCustomer({ email: input.email, name: input.agency_name || input.name }, once('customer'));
  const card = await declinedAsFieldError(payments.attachPaymentMethod(customer.id, input.payment_method));
  await payments.setDefaultPaymentMethod(customer.id, card.id);
  const subscription = await declinedAsFieldError(
    payments.createSubscription(
      { customerId: customer.id, priceId: price.provider_price_id, paymentMethodId: card.id, couponId, metadata: { plan_id: String(plan.id), section: 'agency' } },
      once('subscription'),
    ),
  );
  let signup;
  try {
    signup = await signUpAgency(deps, input, hostname, { provider_customer_id: customer.id, default_payment_method: card.id });
  } catch (error) {
    // The address was taken between the check and the insert. If by this same order sent twice, its
    // first request owns the subscription; else the subscription must not bill anyone.
    const owner = await db.selectFrom('agencies').select('id').where('provider_customer_id', '=', customer.id).executeTakeFirst();
    if (!owner) await payments.cancelSubscription(subscription.id, { immediately: true });
    throw error;
  }
  await recordNewSubscription(db, subscription, { agencyId: signup.agencyId, planId: plan.id, priceId: price.id, section: 'agency' });
  const agency = await db.selectFrom('agencies').select('subscribed').where('id', '=', signup.agencyId).executeTakeFirstOrThrow();
  return { ...signup.answer, subscribed: agency.subscribed };
}
