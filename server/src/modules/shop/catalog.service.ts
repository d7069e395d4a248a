import { randomUUID } from 'node:crypto';
import type { CreateProductBody, createCouponBodySchema, createProductBodySchema } from '@tessera/core';
import type { PaymentProvider } from '@tessera/sdk';
import type { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { PaymentGatewayRow, ShopCouponRow, ShopProductRow } from '../../db/schema-shop.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { atProvider } from '../gateways/provider-call.ts';
import { paidRedemptions } from './coupon-limits.ts';
import { couponsWithCode } from './shop.queries.ts';

export interface CatalogDeps {
  db: Db;
  payments: PaymentProvider;
}

const changeAtProvider = <T>(call: () => Promise<T>) => atProvider(call, 'The payment provider refused the change');

/**
 * A website's products and coupons, made on its connected account first and stored after, so a
 * product here always exists at the provider. Prices and discounts are fixed once made (the
 * provider's are); names change, and archiving hides an item from buyers without losing it.
 */
export class Catalog {
  constructor(private readonly deps: CatalogDeps) {}

  products(landingId: number, options: { activeOnly?: boolean } = {}): Promise<ShopProductRow[]> {
    let query = this.deps.db.selectFrom('shop_products').selectAll().where('landing_id', '=', landingId);
    if (options.activeOnly) query = query.where('archived', '=', false);
    return query.orderBy('id').execute();
  }

  coupons(landingId: number): Promise<ShopCouponRow[]> {
    return this.deps.db.selectFrom('shop_coupons').selectAll().where('landing_id', '=', landingId).orderBy('id').execute();
  }

  /** Paid orders per coupon. */
  redemptions(couponIds: readonly number[]): Promise<Map<number, number>> {
    return paidRedemptions(this.deps.db, couponIds);
  }

  async createProduct(landing: LandingRow, gateway: PaymentGatewayRow, body: z.output<typeof createProductBodySchema>): Promise<ShopProductRow> {
    const made = await changeAtProvider(() =>
      this.deps.payments.createProduct(
        { name: body.name, description: body.description, amount: body.amount, currency: gateway.currency, interval: body.interval },
        { account: gateway.account_id, idempotencyKey: `product-${randomUUID()}` },
      ),
    );
    return this.deps.db
      .insertInto('shop_products')
      .values({
        landing_id: landing.id,
        gateway_id: gateway.id,
        account_id: gateway.account_id,
        provider_product_id: made.productId,
        provider_price_id: made.priceId,
        payment_link_url: made.paymentLinkUrl,
        name: body.name,
        description: body.description,
        amount: body.amount,
        currency: gateway.currency,
        interval: body.interval,
        image: body.image,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async requireProduct(landing: LandingRow, gateway: PaymentGatewayRow, productId: number): Promise<ShopProductRow> {
    const row = await this.deps.db.selectFrom('shop_products').selectAll().where('landing_id', '=', landing.id).where('gateway_id', '=', gateway.id).where('id', '=', productId).executeTakeFirst();
    if (!row) throw notFound('Product');
    return row;
  }

  async updateProduct(landing: LandingRow, gateway: PaymentGatewayRow, productId: number, body: Partial<Pick<CreateProductBody, 'name' | 'description'>> & { image?: string | null; archived?: boolean }): Promise<ShopProductRow> {
    const product = await this.requireProduct(landing, gateway, productId);
    const change = { name: body.name, description: body.description, ...(body.archived !== undefined ? { active: !body.archived } : {}) };
    // The image lives here only: changing just the image has nothing to tell the provider.
    if (body.name !== undefined || body.description !== undefined || body.archived !== undefined) {
      await changeAtProvider(() => this.deps.payments.updateProduct(product.provider_product_id, change, { account: gateway.account_id }));
    }
    return this.deps.db
      .updateTable('shop_products')
      .set({ ...(body.name !== undefined ? { name: body.name } : {}), ...(body.description !== undefined ? { description: body.description } : {}), ...(body.image !== undefined ? { image: body.image } : {}), ...(body.archived !== undefined ? { archived: body.archived } : {}), updated_at: dbNow() })
      .where('id', '=', product.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The provider keeps products that have prices; there it is archived, here it goes. Past orders keep their lines' names. */
  async deleteProduct(landing: LandingRow, gateway: PaymentGatewayRow, productId: number): Promise<void> {
    const product = await this.requireProduct(landing, gateway, productId);
    await changeAtProvider(() => this.deps.payments.updateProduct(product.provider_product_id, { active: false }, { account: gateway.account_id }));
    await this.deps.db.deleteFrom('shop_products').where('id', '=', product.id).execute();
  }

  async createCoupon(landing: LandingRow, gateway: PaymentGatewayRow, body: z.output<typeof createCouponBodySchema>): Promise<ShopCouponRow> {
    const taken = await couponsWithCode(this.deps.db, landing.id, body.code).executeTakeFirst();
    if (taken) throw validationFailed({ code: ['This code is already used by another coupon of this website.'] });
    const made = await changeAtProvider(() =>
      this.deps.payments.createCoupon(
        {
          name: body.name,
          code: body.code,
          percentOff: body.percent_off,
          amountOff: body.amount_off,
          currency: gateway.currency,
          duration: body.duration,
          maxRedemptions: body.max_redemptions,
          redeemBy: body.redeem_by === null ? null : Math.floor(Date.parse(body.redeem_by) / 1000),
        },
        { account: gateway.account_id, idempotencyKey: `coupon-${randomUUID()}` },
      ),
    );
    return this.deps.db
      .insertInto('shop_coupons')
      .values({
        landing_id: landing.id,
        gateway_id: gateway.id,
        account_id: gateway.account_id,
        provider_coupon_id: made.id,
        provider_promotion_code_id: made.promotionCodeId,
        name: body.name,
        code: body.code,
        percent_off: body.percent_off,
        amount_off: body.amount_off,
        currency: gateway.currency,
        duration: body.duration,
        max_redemptions: body.max_redemptions,
        redeem_by: body.redeem_by === null ? null : new Date(body.redeem_by),
        once_per_buyer: body.once_per_buyer,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async requireCoupon(landing: LandingRow, gateway: PaymentGatewayRow, couponId: number): Promise<ShopCouponRow> {
    const row = await this.deps.db.selectFrom('shop_coupons').selectAll().where('landing_id', '=', landing.id).where('gateway_id', '=', gateway.id).where('id', '=', couponId).executeTakeFirst();
    if (!row) throw notFound('Coupon');
    return row;
  }

  async updateCoupon(landing: LandingRow, gateway: PaymentGatewayRow, couponId: number, body: { name?: string; archived?: boolean }): Promise<ShopCouponRow> {
    const coupon = await this.requireCoupon(landing, gateway, couponId);
    if (body.archived !== undefined && body.archived !== coupon.archived) {
      await changeAtProvider(() => this.deps.payments.setPromotionCodeActive(coupon.provider_promotion_code_id, !body.archived, { account: gateway.account_id }));
    }
    return this.deps.db
      .updateTable('shop_coupons')
      .set({ ...(body.name !== undefined ? { name: body.name } : {}), ...(body.archived !== undefined ? { archived: body.archived } : {}), updated_at: dbNow() })
      .where('id', '=', coupon.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteCoupon(landing: LandingRow, gateway: PaymentGatewayRow, couponId: number): Promise<void> {
    const coupon = await this.requireCoupon(landing, gateway, couponId);
    await changeAtProvider(() => this.deps.payments.deleteCoupon(coupon.provider_coupon_id, { account: gateway.account_id }));
    await this.deps.db.deleteFrom('shop_coupons').where('id', '=', coupon.id).execute();
  }
}
