import type { AppConfig } from '../../config.ts';
import { STRIPE_JS_URL } from '../../services/payments/stripe-payment-provider.ts';
import { FAKE_PUBLISHABLE_KEY, FAKE_STRIPE_JS_PATH } from '../../services/payments/start-payments.ts';
import type { PaymentMethod, PaymentMethodSecret } from '@tessera/core';
import { PaymentDeclinedError } from '@tessera/sdk';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { ensureCustomer } from './billing-customer.ts';
import { billedAgencyId, type BillingDeps } from './subscriptions.service.ts';

/** What the browser's card form loads: the provider's script (or the app's stand-in for the local fake) and the publishable key. */
export interface CardFormSettings {
  scriptUrl: string;
  publishableKey: string;
}

/** The live provider's Stripe.js and key, or the local fake's stand-in (served on the app's and the sites' own origins). */
export function cardFormSettingsFor(config: AppConfig): CardFormSettings {
  return config.payments.kind === 'stripe'
    ? { scriptUrl: STRIPE_JS_URL, publishableKey: config.payments.publishableKey }
    : { scriptUrl: FAKE_STRIPE_JS_PATH, publishableKey: FAKE_PUBLISHABLE_KEY };
}

/** A SetupIntent for the card form: for the agency's customer, or (`null`) for a card saved before its customer exists. */
export async function cardFormSecret(deps: BillingDeps, customerId: string | null): Promise<PaymentMethodSecret> {
  const intent = await deps.payments.createSetupIntent(customerId);
  return { client_secret: intent.clientSecret, publishable_key: deps.cardForm.publishableKey, script_url: deps.cardForm.scriptUrl };
}

export async function defaultMethodOf(deps: BillingDeps, agencyId: number) {
  const row = await deps.db.selectFrom('agencies').select('default_payment_method').where('id', '=', agencyId).executeTakeFirstOrThrow();
  return row.default_payment_method;
}

export async function listPaymentMethods(deps: BillingDeps, user: AuthUser): Promise<PaymentMethod[]> {
  const agencyId = billedAgencyId(user);
  const customerId = await ensureCustomer(deps.db, deps.payments, agencyId);
  const [methods, defaultId] = await Promise.all([deps.payments.listPaymentMethods(customerId), defaultMethodOf(deps, agencyId)]);
  return methods.map((method) => ({ id: method.id, brand: method.brand, last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear, default: method.id === defaultId }));
}

export async function paymentMethodSecret(deps: BillingDeps, user: AuthUser): Promise<PaymentMethodSecret> {
  return cardFormSecret(deps, await ensureCustomer(deps.db, deps.payments, billedAgencyId(user)));
}

async function setDefault(deps: BillingDeps, agencyId: number, customerId: string, methodId: string) {
  await deps.payments.setDefaultPaymentMethod(customerId, methodId);
  await deps.db.updateTable('agencies').set({ default_payment_method: methodId }).where('id', '=', agencyId).execute();
}

/**
 * Saves a card the card form confirmed to the agency's customer; the agency's first card becomes
 * its default. A refused card is a 422 on `payment_method` with the provider's message.
 */
export async function saveCard(deps: BillingDeps, agencyId: number, paymentMethodId: string): Promise<{ customerId: string; methodId: string }> {
  const customerId = await ensureCustomer(deps.db, deps.payments, agencyId);
  try {
    const method = await deps.payments.attachPaymentMethod(customerId, paymentMethodId);
    if ((await defaultMethodOf(deps, agencyId)) === null) await setDefault(deps, agencyId, customerId, method.id);
    return { customerId, methodId: method.id };
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw validationFailed({ payment_method: [error.message] });
    throw error;
  }
}

export async function addPaymentMethod(deps: BillingDeps, user: AuthUser, paymentMethodId: string): Promise<PaymentMethod[]> {
  await saveCard(deps, billedAgencyId(user), paymentMethodId);
  return listPaymentMethods(deps, user);
}

/** A card of another customer answers 404, like one that does not exist. */
async function ownedMethod(deps: BillingDeps, user: AuthUser, methodId: string) {
  const agencyId = billedAgencyId(user);
  const customerId = await ensureCustomer(deps.db, deps.payments, agencyId);
  const owned = (await deps.payments.listPaymentMethods(customerId)).some((method) => method.id === methodId);
  if (!owned) throw notFound('Payment method');
  return { agencyId, customerId };
}

export async function makeDefaultPaymentMethod(deps: BillingDeps, user: AuthUser, methodId: string): Promise<PaymentMethod[]> {
  const { agencyId, customerId } = await ownedMethod(deps, user, methodId);
  await setDefault(deps, agencyId, customerId, methodId);
  return listPaymentMethods(deps, user);
}

/** The default card stays while a subscription pays with it; another card becomes default first. */
export async function removePaymentMethod(deps: BillingDeps, user: AuthUser, methodId: string): Promise<PaymentMethod[]> {
  const { agencyId } = await ownedMethod(deps, user, methodId);
  if ((await defaultMethodOf(deps, agencyId)) === methodId) {
    const paying = await deps.db.selectFrom('agency_subscriptions').select('id').where('agency_id', '=', agencyId).where('status', 'in', ['active', 'trialing', 'past_due']).executeTakeFirst();
    if (paying) throw validationFailed({ payment_method: ['Your subscription pays with this card. Make another card the default first.'] });
    await deps.db.updateTable('agencies').set({ default_payment_method: null }).where('id', '=', agencyId).execute();
  }
  await deps.payments.detachPaymentMethod(methodId);
  return listPaymentMethods(deps, user);
}
