import type { Db } from '../../db/database.ts';
import type { ShopCouponRow } from '../../db/schema-shop.ts';
import { validationFailed } from '../../http/http-error.ts';
import { couponsWithCode } from './shop.queries.ts';

export const INVALID_COUPON_MESSAGE = 'This coupon is not valid.';
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired.';
export const COUPON_USED_UP_MESSAGE = 'This coupon has been used up.';
export const COUPON_USED_BY_BUYER_MESSAGE = 'You have already used this coupon.';

/**
 * The orders that count against a coupon's limits. A redemption is a paid order; an order still
 * being paid (or waiting for the buyer's bank) holds its place for an hour, so two checkouts
 * cannot both take the last one, and gives it back when its payment fails.
 */
const PLACE_HELD_MS = 60 * 60 * 1000;

function redeemingOrders(db: Db, couponId: number, now: Date) {
  return db
    .selectFrom('shop_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where((eb) => eb.or([eb('status', '=', 'paid'), eb.and([eb('status', 'in', ['pending', 'requires_action']), eb('created_at', '>', new Date(now.getTime() - PLACE_HELD_MS))])]));
}

/** Paid orders per coupon, as the agency's coupon list shows them. */
export async function paidRedemptions(db: Db, couponIds: readonly number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shop_orders')
    .select(['coupon_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('coupon_id', 'in', couponIds)
    .where('status', '=', 'paid')
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((row) => [row.coupon_id!, Number(row.n)]));
}

/**
 * The website's coupon with this code if it may be used now, else a 422 on `field` saying why:
 * unknown or archived, past its end, used up, or (with `buyerEmail`) already used by this buyer.
 * `now` is the Clock's. At checkout it runs in the order's transaction with the coupon's row locked until the order is
 * written, so checkouts using the same coupon take their places one at a time.
 */
export async function usableCoupon(
  db: Db,
  where: { landingId: number; gatewayId: number; code: string },
  field: 'code' | 'coupon',
  now: Date,
  buyerEmail?: string,
): Promise<ShopCouponRow> {
  const refuse = (message: string) => validationFailed({ [field]: [message] });
  const found = couponsWithCode(db, where.landingId, where.code).where('gateway_id', '=', where.gatewayId).where('archived', '=', false);
  const coupon = await (buyerEmail === undefined ? found : found.forUpdate()).executeTakeFirst();
  if (!coupon) throw refuse(INVALID_COUPON_MESSAGE);
  if (coupon.redeem_by !== null && coupon.redeem_by.getTime() <= now.getTime()) throw refuse(COUPON_EXPIRED_MESSAGE);
  if (coupon.max_redemptions !== null) {
    const { n } = await redeemingOrders(db, coupon.id, now).executeTakeFirstOrThrow();
    if (Number(n) >= coupon.max_redemptions) throw refuse(COUPON_USED_UP_MESSAGE);
  }
  if (buyerEmail !== undefined && coupon.once_per_buyer) {
    const { n } = await redeemingOrders(db, coupon.id, now)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', buyerEmail.toLowerCase()))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw refuse(COUPON_USED_BY_BUYER_MESSAGE);
  }
  return coupon;
}
