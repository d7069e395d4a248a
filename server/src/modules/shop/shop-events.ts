import type { PaymentEvent, PaymentProvider } from '@tessera/sdk';
import { dbNow } from '../../db/database.ts';
import { subscriptionIdOfInvoice } from '../../services/payments/stripe-objects.ts';
import { markOrderPaid, type OrdersDeps } from './orders.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

export interface ShopEventsDeps extends OrdersDeps {
  payments: PaymentProvider;
}

/** An order waiting for the buyer's bank is paid once everything it charged is: its one-time charge and its subscriptions' first invoices. */
async function settleIfPaid(deps: ShopEventsDeps, orderId: number, account: string): Promise<boolean> {
  const order = await deps.db.selectFrom('shop_orders').select(['id', 'status', 'provider_payment_intent_id']).where('id', '=', orderId).where('account_id', '=', account).executeTakeFirst();
  if (!order || order.status !== 'requires_action') return false;
  return (await markOrderPaid(deps, order.id)) !== null;
}

async function refreshSubscription(deps: ShopEventsDeps, subscriptionId: string, account: string): Promise<boolean> {
  const row = await deps.db.selectFrom('shop_subscriptions').select('id').where('provider_subscription_id', '=', subscriptionId).where('account_id', '=', account).executeTakeFirst();
  if (!row) return false;
  // Events may come late or twice: the provider's current state is what is kept.
  const now = await deps.payments.retrieveSubscription(subscriptionId, { account });
  await deps.db
    .updateTable('shop_subscriptions')
    .set({ status: now.status, cancel_at_period_end: now.cancelAtPeriodEnd, current_period_end: now.currentPeriodEnd ? new Date(now.currentPeriodEnd * 1000) : null, updated_at: dbNow() })
    .where('id', '=', row.id)
    .execute();
  return true;
}

/**
 * Events of agencies' connected accounts (they carry `account`): a charge or first invoice the
 * buyer's bank confirmed pays its order; later invoices of a subscription are the website's
 * renewals; subscription changes are read again from the provider.
 */
export async function applyShopEvent(deps: ShopEventsDeps, event: PaymentEvent & { account: string }): Promise<boolean> {
  const object = event.object;
  if (event.type === 'payment_intent.succeeded') {
    const order = await deps.db.selectFrom('shop_orders').select('id').where('provider_payment_intent_id', '=', text(object.id)).where('account_id', '=', event.account).executeTakeFirst();
    return order ? settleIfPaid(deps, order.id, event.account) : false;
  }
  if (event.type.startsWith('customer.subscription.')) {
    const id = text(object.id);
    return id ? refreshSubscription(deps, id, event.account) : false;
  }
  if (event.type === 'invoice.paid') {
    const subscriptionId = subscriptionIdOfInvoice(object);
    const invoiceId = text(object.id);
    const subscription = subscriptionId
      ? await deps.db.selectFrom('shop_subscriptions').selectAll().where('provider_subscription_id', '=', subscriptionId).where('account_id', '=', event.account).executeTakeFirst()
      : undefined;
    if (!subscription || !invoiceId) return false;
    await refreshSubscription(deps, subscription.provider_subscription_id, event.account);
    if (invoiceId === subscription.first_invoice_id) return subscription.order_id !== null && settleIfPaid(deps, subscription.order_id, event.account);
    await deps.db
      .insertInto('shop_invoices')
      .values({
        landing_id: subscription.landing_id,
        order_id: subscription.order_id,
        account_id: event.account,
        provider_ref: invoiceId,
        email: subscription.email,
        description: `${subscription.product_name} (renewal)`,
        amount: cents(object.amount_paid),
        currency: text(object.currency) ?? 'usd',
        status: 'paid',
      })
      .onConflict((conflict) => conflict.column('provider_ref').doNothing())
      .execute();
    return true;
  }
  return false;
}
