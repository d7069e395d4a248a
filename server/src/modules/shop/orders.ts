import { createHmac } from 'node:crypto';
import { dbNow, type Db } from '../../db/database.ts';
import type { ShopOrderRow } from '../../db/schema-shop.ts';
import type { Webhooks } from '../webhooks/webhooks.service.ts';

export interface OrdersDeps {
  db: Db;
  webhooks: Webhooks;
  /** Key of the address hashes kept with contacts. */
  addressKey: Buffer;
  log: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Marks an order paid, once: the same payment may be reported by the checkout's own answer and
 * by the provider's webhook, each possibly twice. Only the call that moves the order to paid
 * records the buyer as a contact and the invoice, and tells the website's webhooks.
 */
export async function markOrderPaid(deps: OrdersDeps, orderId: number, buyerIp = ''): Promise<ShopOrderRow | null> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const paid = await trx.updateTable('shop_orders').set({ status: 'paid', paid_at: dbNow(), failure: null }).where('id', '=', orderId).where('status', '!=', 'paid').returningAll().executeTakeFirst();
    if (!paid) return null;
    const contact = await trx
      .insertInto('contacts')
      .values({
        landing_id: paid.landing_id,
        page_id: paid.page_id,
        element_id: paid.element_id,
        fields: JSON.stringify({ name: paid.name, email: paid.email, ...paid.fields, order: `#${paid.id}` }),
        ip_hash: createHmac('sha256', deps.addressKey).update(buyerIp).digest('base64url'),
        source: 'checkout',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shop_invoices')
      .values({
        landing_id: paid.landing_id,
        order_id: paid.id,
        account_id: paid.account_id,
        provider_ref: `order-${paid.id}`,
        email: paid.email,
        description: paid.items.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name)).join(', '),
        amount: paid.total,
        currency: paid.currency,
        status: 'paid',
      })
      .execute();
    return trx.updateTable('shop_orders').set({ contact_id: contact.id }).where('id', '=', paid.id).returningAll().executeTakeFirstOrThrow();
  });
  if (!order) return null;
  try {
    await deps.webhooks.dispatch(order.landing_id, 'order.paid', {
      order: {
        id: order.id,
        status: order.status,
        email: order.email,
        name: order.name,
        items: order.items.map((line) => ({ product_id: line.productId, name: line.name, quantity: line.quantity, amount: line.amount, interval: line.interval })),
        coupon: order.coupon_code,
        subtotal: order.subtotal,
        discount: order.discount,
        total: order.total,
        currency: order.currency,
        paid_at: order.paid_at?.toISOString() ?? null,
      },
      contact: { id: order.contact_id },
    });
  } catch (error) {
    // The order is paid and recorded; webhooks that could not be queued do not undo that.
    deps.log('webhooks not queued for a paid order', { orderId: order.id, error: String(error) });
  }
  return order;
}
