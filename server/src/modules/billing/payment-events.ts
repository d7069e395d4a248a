import type { PaymentEvent } from '@tessera/sdk';
import { dbNow, type Db } from '../../db/database.ts';
import { subscriptionIdOfInvoice } from '../../services/payments/stripe-objects.ts';
import { refreshSubscription, type BillingDeps } from './subscriptions.service.ts';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const idOf = (value: unknown) => text(value) ?? text((value as { id?: unknown } | null)?.id);


/** Invoice statuses only move forward: a late `invoice.created` must not reopen a paid invoice. */
const INVOICE_STAGE: Record<string, number> = { draft: 0, open: 1, paid: 2, uncollectible: 2, void: 2 };

async function recordInvoice(db: Db, invoice: Record<string, unknown>): Promise<boolean> {
  const customer = idOf(invoice.customer);
  const id = text(invoice.id);
  if (!customer || !id) return false;
  const agency = await db.selectFrom('agencies').select('id').where('provider_customer_id', '=', customer).executeTakeFirst();
  if (!agency) return false;
  const status = text(invoice.status) ?? 'open';
  const values = {
    provider_invoice_id: id,
    agency_id: agency.id,
    provider_subscription_id: subscriptionIdOfInvoice(invoice),
    status,
    amount_due: cents(invoice.amount_due),
    amount_paid: cents(invoice.amount_paid),
    currency: text(invoice.currency) ?? 'usd',
    hosted_invoice_url: text(invoice.hosted_invoice_url),
    issued_at: new Date(cents(invoice.created) * 1000),
  };
  const existing = await db.selectFrom('billing_invoices').select('status').where('provider_invoice_id', '=', id).executeTakeFirst();
  if (!existing) {
    await db.insertInto('billing_invoices').values(values).onConflict((conflict) => conflict.column('provider_invoice_id').doNothing()).execute();
  } else if ((INVOICE_STAGE[status] ?? 0) >= (INVOICE_STAGE[existing.status] ?? 0)) {
    await db.updateTable('billing_invoices').set({ ...values, updated_at: dbNow() }).where('provider_invoice_id', '=', id).execute();
  }
  return true;
}

/** A subscription event may arrive late or twice, so it only names the subscription to read again from the provider. */
async function refreshNamed(deps: BillingDeps, subscriptionId: string | null): Promise<boolean> {
  if (subscriptionId === null) return false;
  const refreshed = await refreshSubscription(deps, subscriptionId);
  if (!refreshed) return false;
  deps.realtime?.publish({ kind: 'agency', agencyId: refreshed.agencyId }, { type: 'subscription.changed', status: refreshed.status });
  return true;
}

/** Applies an event of an agency's connected account (selling on its websites); see shop/shop-events.ts. */
export type AccountEventHandler = (event: PaymentEvent & { account: string }) => Promise<boolean>;

async function apply(deps: BillingDeps, event: PaymentEvent, onAccountEvent?: AccountEventHandler): Promise<boolean> {
  if (event.account !== null) return onAccountEvent ? onAccountEvent({ ...event, account: event.account }) : false;
  if (event.type.startsWith('customer.subscription.')) return refreshNamed(deps, text(event.object.id));
  if (event.type.startsWith('invoice.')) {
    const recorded = await recordInvoice(deps.db, event.object);
    const refreshed = await refreshNamed(deps, subscriptionIdOfInvoice(event.object));
    return recorded || refreshed;
  }
  return false;
}

/**
 * Records a verified event once by its id and applies it; a second delivery only counts. If
 * applying fails the record is dropped, so the provider's retry applies it again.
 */
export async function handlePaymentEvent(deps: BillingDeps, event: PaymentEvent, onAccountEvent?: AccountEventHandler): Promise<EventOutcome> {
  const recorded = await deps.db
    .insertInto('payment_webhook_events')
    .values({ id: event.id, type: event.type, payload: JSON.stringify(event.object) })
    .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ deliveries: eb('payment_webhook_events.deliveries', '+', 1) })))
    .returning('deliveries')
    .executeTakeFirstOrThrow();
  if (recorded.deliveries > 1) return 'duplicate';
  try {
    return (await apply(deps, event, onAccountEvent)) ? 'processed' : 'ignored';
  } catch (error) {
    await deps.db.deleteFrom('payment_webhook_events').where('id', '=', event.id).execute();
    throw error;
  }
}
