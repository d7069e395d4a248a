import { pageDocumentSchema, walkElements, type CheckoutResult, type checkoutBodySchema } from '@tessera/core';
import { priceOrder, type OrderLine } from '@tessera/core/rules';
import { PaymentCouponRefusedError, PaymentDeclinedError, type AfterSubmitSettings, type PaymentProvider } from '@tessera/sdk';
import type { z } from 'zod';
import { readDeclaration } from '../../plugins/element-declarations.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { admitAttempt, type AttemptLimiter } from '../../services/attempt-limiter.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import { activeGateway } from '../gateways/gateways.queries.ts';
import { findPublishedPage, submittedPath } from '../sites/site-pages.ts';
import { markOrderPaid, type OrdersDeps } from './orders.ts';
import { INVALID_COUPON_MESSAGE, usableCoupon } from './coupon-limits.ts';
import { thanksPath } from './thanks-link.ts';

/** Payment attempts one address may make per window. */
export const CHECKOUTS_PER_MINUTE = 10;
export const NO_GATEWAY_MESSAGE = 'This website cannot take payments yet.';

export interface CheckoutDeps extends OrdersDeps {
  payments: PaymentProvider;
  sites: PublishedSites;
  limiter: AttemptLimiter;
  now: () => Date;
  /** The installed elements, whose declarations say which offer products and which take the payment. */
  registry: ElementRegistry;
  /** Signs the orders' thank-you addresses (thanksPath). */
  thanksKey: Buffer;
}

export interface CheckoutContext {
  hostname: string;
  ip: string;
  referer?: string;
}

/**
 * Checkout of a published page's order elements: the products offered by the page's Order Select
 * elements, priced from the stored products, charged on the website's connected account. One-time
 * lines are one charge; each recurring line starts a subscription there.
 */
export class Checkout {
  constructor(private readonly deps: CheckoutDeps) {}

  async #landing(hostname: string) {
    const landing = await this.deps.sites.landingAt(hostname);
    if (!landing) throw notFound('Website');
    return landing;
  }

  /** The Coupon element's live check, held to the checkout's attempts per address so codes cannot be guessed quickly. */
  async checkCoupon(hostname: string, code: string, ip: string) {
    const landing = await this.#landing(hostname);
    await admitAttempt(this.deps.limiter, `coupon-check:${ip}`, 'Too many coupon checks.');
    const gateway = await activeGateway(this.deps.db, landing.id);
    if (!gateway) throw validationFailed({ code: [INVALID_COUPON_MESSAGE] });
    const coupon = await usableCoupon(this.deps.db, { landingId: landing.id, gatewayId: gateway.id, code }, 'code', this.deps.now());
    return { code: coupon.code, percent_off: coupon.percent_off, amount_off: coupon.amount_off, currency: coupon.currency };
  }

  #rateLimit(ip: string) {
    return admitAttempt(this.deps.limiter, `checkout:${ip}`, 'Too many payment attempts.');
  }

  /** The pay element's settings and the products the page's elements offer, as published (never the draft) and as their plugins declare (`checkout`). */
  async #publishedOrder(landing: { id: number; homePageId: number | null }, path: string | undefined, elementId: string) {
    const page = path === undefined ? undefined : await findPublishedPage(this.deps.db, landing, path);
    if (!page) throw validationFailed({ pageUrl: ['This order form is not on a published page of this website.'] });
    const row = await this.deps.db.selectFrom('pages').select(['published_design']).where('id', '=', page.id).executeTakeFirstOrThrow();
    const design = pageDocumentSchema.safeParse(row.published_design);
    const offered = new Set<number>();
    let pay: AfterSubmitSettings | undefined;
    if (design.success) {
      for (const { element } of walkElements(design.data)) {
        const definition = this.deps.registry.get(element.key);
        const checkout = definition?.checkout;
        if (!checkout) continue;
        const declared = readDeclaration(definition, element.props, (props) => ({ offers: checkout.offers?.(props) ?? [], pays: element.id === elementId ? checkout.pays?.(props) : undefined }));
        for (const id of declared?.offers ?? []) offered.add(id);
        pay ??= declared?.pays;
      }
    }
    if (!pay) throw validationFailed({ elementId: ['This payment form is not on the published page.'] });
    return { pageId: page.id, pay, offered };
  }

  async #redirectOf(landingId: number, pay: AfterSubmitSettings): Promise<string | undefined> {
    if (pay.afterSubmit === 'url' && pay.redirectUrl) return pay.redirectUrl;
    if (pay.afterSubmit !== 'page' || pay.redirectPageId === null) return undefined;
    const [landing, page] = await Promise.all([
      this.deps.db.selectFrom('landings').select('home_page_id').where('id', '=', landingId).executeTakeFirstOrThrow(),
      this.deps.db.selectFrom('pages').select(['id', 'unique_name']).where('landing_id', '=', landingId).where('id', '=', pay.redirectPageId).executeTakeFirst(),
    ]);
    return page ? (page.id === landing.home_page_id ? '/' : `/${page.unique_name}`) : undefined;
  }

  async pay(body: z.output<typeof checkoutBodySchema>, context: CheckoutContext): Promise<CheckoutResult> {
    const { db, payments } = this.deps;
    const landing = await this.#landing(context.hostname);
    await this.#rateLimit(context.ip);
    const { pageId, pay, offered } = await this.#publishedOrder(landing, submittedPath(body.pageUrl, context.referer, this.deps.sites.originAt(context.hostname)), body.elementId);
    const gateway = await activeGateway(this.deps.db, landing.id);
    if (!gateway) throw validationFailed({ payment_method: [NO_GATEWAY_MESSAGE] });

    const ids = [...new Set(body.items.map((item) => item.productId))];
    const products = await db.selectFrom('shop_products').selectAll().where('landing_id', '=', landing.id).where('gateway_id', '=', gateway.id).where('archived', '=', false).where('id', 'in', ids).execute();
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines: OrderLine[] = [];
    for (const item of body.items) {
      const product = byId.get(item.productId);
      if (!product || !offered.has(product.id)) throw validationFailed({ items: ['A chosen product is not sold on this page.'] });
      if (product.interval !== null && item.quantity > 1) throw validationFailed({ items: [`${product.name} is a subscription: choose it once.`] });
      if (lines.some((line) => line.productId === product.id)) throw validationFailed({ items: [`${product.name} is chosen twice.`] });
      lines.push({ productId: product.id, name: product.name, quantity: item.quantity, amount: product.amount, interval: product.interval });
    }
    // The coupon's limits are checked and the order that takes its place written in one transaction.
    const { order, coupon, totals } = await db.transaction().execute(async (trx) => {
      const coupon = body.coupon ? await usableCoupon(trx, { landingId: landing.id, gatewayId: gateway.id, code: body.coupon }, 'coupon', this.deps.now(), body.email) : undefined;
      const totals = priceOrder(lines, coupon ?? null);
      const order = await trx
        .insertInto('shop_orders')
        .values({
          landing_id: landing.id,
          gateway_id: gateway.id,
          account_id: gateway.account_id,
          page_id: pageId,
          element_id: body.elementId,
          email: body.email,
          name: body.name,
          fields: JSON.stringify(body.fields),
          items: JSON.stringify(lines),
          coupon_code: coupon?.code ?? null,
          coupon_id: coupon?.id ?? null,
          subtotal: totals.subtotal,
          discount: totals.discount,
          total: totals.total,
          currency: gateway.currency,
          status: 'pending',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { order, coupon, totals };
    });
    const account = { account: gateway.account_id };
    const key = (step: string) => ({ ...account, idempotencyKey: `order-${order.id}-${step}` });
    let pendingSecret: string | undefined;
    try {
      const customer = await payments.createCustomer({ email: body.email, name: body.name, metadata: { order_id: String(order.id) } }, key('customer'));
      await db.updateTable('shop_orders').set({ provider_customer_id: customer.id }).where('id', '=', order.id).execute();
      const card = await payments.attachPaymentMethod(customer.id, body.payment_method, key('card'));
      if (totals.oneTimeDue > 0) {
        const description = `Order #${order.id}`;
        const charge = await payments.chargeOnce(
          { customerId: customer.id, paymentMethodId: card.id, amount: totals.oneTimeDue, currency: gateway.currency, description, metadata: { order_id: String(order.id), landing_id: String(landing.id) } },
          key('charge'),
        );
        await db.updateTable('shop_orders').set({ provider_payment_intent_id: charge.id }).where('id', '=', order.id).execute();
        if (charge.status === 'requires_action') pendingSecret = charge.clientSecret;
      }
      for (const line of lines.filter((candidate) => candidate.interval !== null)) {
        const product = byId.get(line.productId)!;
        const subscription = await payments.createSubscription(
          {
            customerId: customer.id,
            priceId: product.provider_price_id,
            paymentMethodId: card.id,
            ...(coupon?.percent_off ? { couponId: coupon.provider_coupon_id } : {}),
            metadata: { order_id: String(order.id), landing_id: String(landing.id), product_id: String(product.id) },
          },
          key(`subscription-${product.id}`),
        );
        await db
          .insertInto('shop_subscriptions')
          .values({
            landing_id: landing.id,
            order_id: order.id,
            product_id: product.id,
            account_id: gateway.account_id,
            provider_subscription_id: subscription.id,
            first_invoice_id: subscription.latestInvoiceId,
            email: body.email,
            name: body.name,
            product_name: product.name,
            status: subscription.status,
            cancel_at_period_end: subscription.cancelAtPeriodEnd,
            current_period_end: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd * 1000) : null,
          })
          .onConflict((conflict) => conflict.column('provider_subscription_id').doNothing())
          .execute();
        pendingSecret ??= subscription.pendingClientSecret ?? undefined;
      }
    } catch (error) {
      const refused = error instanceof PaymentDeclinedError || error instanceof PaymentCouponRefusedError;
      const message = refused ? error.message : 'The payment could not be completed. Please try again.';
      await db.updateTable('shop_orders').set({ status: 'failed', failure: message }).where('id', '=', order.id).where('status', '=', 'pending').execute();
      if (error instanceof PaymentDeclinedError) throw validationFailed({ payment_method: [error.message] });
      if (error instanceof PaymentCouponRefusedError) throw validationFailed({ coupon: [error.message] });
      this.deps.log('checkout failed at the payment provider', { orderId: order.id, error: String(error) });
      throw new HttpError('upstream_failed', message);
    }

    const redirect = await this.#redirectOf(landing.id, pay);
    const result = { orderId: order.id, message: pay.successMessage, ...(redirect ? { redirect } : { thanks: thanksPath(this.deps.thanksKey, order.id) }) };
    if (pendingSecret) {
      await db.updateTable('shop_orders').set({ status: 'requires_action' }).where('id', '=', order.id).where('status', '=', 'pending').execute();
      return { ...result, status: 'requires_action', client_secret: pendingSecret };
    }
    await markOrderPaid(this.deps, order.id, context.ip);
    return { ...result, status: 'paid' };
  }
}
