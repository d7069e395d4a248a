/** A line of an order: a product's stored price by the quantity chosen. */
export interface OrderLine {
  productId: number;
  name: string;
  quantity: number;
  /** Cents per unit. */
  amount: number;
  /** Null: paid once; 'month' or 'year'. */
  interval: string | null;
}

export interface CouponTerms {
  percent_off: number | null;
  amount_off: number | null;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  total: number;
  /** What is charged now for the one-time lines, after their share of the discount. */
  oneTimeDue: number;
}

const lineTotal = (line: OrderLine) => line.amount * line.quantity;

/**
 * The order's money, in cents. The server prices with its stored products (the island uses the
 * same function only to show the buyer the total). A percentage coupon takes its
 * share off every line (the provider applies it to each subscription's invoices too); an
 * amount-off coupon comes off the one-time lines only, never below zero, since taking a fixed
 * amount off every renewal is not what a one-off code promises.
 */
export function priceOrder(lines: readonly OrderLine[], coupon: CouponTerms | null): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const oneTime = lines.filter((line) => line.interval === null).reduce((sum, line) => sum + lineTotal(line), 0);
  let discount = 0;
  let oneTimeDiscount = 0;
  if (coupon?.percent_off) {
    discount = lines.reduce((sum, line) => sum + Math.round((lineTotal(line) * coupon.percent_off!) / 100), 0);
    oneTimeDiscount = lines.filter((line) => line.interval === null).reduce((sum, line) => sum + Math.round((lineTotal(line) * coupon.percent_off!) / 100), 0);
  } else if (coupon?.amount_off) {
    discount = oneTimeDiscount = Math.min(coupon.amount_off, oneTime);
  }
  return { subtotal, discount, total: subtotal - discount, oneTimeDue: oneTime - oneTimeDiscount };
}
