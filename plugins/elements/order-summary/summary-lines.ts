import { formatMoney, type CheckoutState } from '@tessera/sdk/checkout';

export interface SummaryLine {
  productId: number;
  name: string;
  /** Quantity and unit price, or how often a subscription is billed. */
  detail: string;
  amount: string;
  image: string;
}

export interface SummaryView {
  lines: SummaryLine[];
  /** Shown only when a coupon takes something off, so the discount reads against it. */
  subtotal: string | null;
  coupon: { label: string; amount: string } | null;
  total: string;
}

/**
 * What the summary card shows for the page's checkout. Every amount is cents the server gave
 * the page (the products' stored prices) priced by the function the server charges with, so
 * the card cannot promise a total the payment would not take.
 */
export function summaryView(state: CheckoutState): SummaryView {
  const money = (cents: number) => formatMoney(cents, state.currency || 'usd');
  const lines = state.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    detail: line.interval ? `Billed every ${line.interval}` : line.quantity > 1 ? `${line.quantity} × ${money(line.amount)}` : 'One-time',
    amount: money(line.amount * line.quantity),
    image: line.image,
  }));
  const discounted = state.totals.discount > 0;
  return {
    lines,
    subtotal: discounted ? money(state.totals.subtotal) : null,
    coupon: discounted ? { label: state.coupon ? `Coupon ${state.coupon.code}` : 'Discount', amount: `−${money(state.totals.discount)}` } : null,
    total: money(state.totals.total),
  };
}
