import type { PaymentProvider } from '@tessera/sdk';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { ShopSubscriptionRow } from '../../db/schema-shop.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { providerFailure } from '../gateways/provider-call.ts';

/**
 * Ends a buyer's subscription now, at the provider first: the row here changes only once the
 * provider has stopped charging, so the two never disagree about a buyer still paying.
 */
export async function cancelBuyerSubscription(
  deps: { db: Db; payments: PaymentProvider },
  landing: LandingRow,
  accountId: string,
  subscriptionId: number,
): Promise<ShopSubscriptionRow> {
  const row = await deps.db
    .selectFrom('shop_subscriptions')
    .selectAll()
    .where('landing_id', '=', landing.id)
    .where('account_id', '=', accountId)
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) throw notFound('Subscription');
  if (row.status === 'canceled') throw new HttpError('conflict', 'This subscription has already ended.');
  const ended = await deps.payments.cancelSubscription(row.provider_subscription_id, { immediately: true }, { account: row.account_id }).catch((error: unknown) => {
    throw providerFailure(error, 'The payment provider refused to cancel');
  });
  return deps.db
    .updateTable('shop_subscriptions')
    .set({ status: ended.status, cancel_at_period_end: ended.cancelAtPeriodEnd, updated_at: dbNow() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
