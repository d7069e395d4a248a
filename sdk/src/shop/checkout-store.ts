// Not the rules index: its zod schemas would come into every order island's script.
import { priceOrder, type CouponTerms, type OrderLine, type OrderTotals } from '@tessera/core/order-pricing';

/** A product an Order Select on the page offers, as the island reads it from the page. */
export interface OfferedProduct {
  id: number;
  name: string;
  amount: number;
  currency: string;
  interval: string | null;
  /** Its picture's address, '' or absent for none. */
  image?: string;
}

/** A chosen product as the order shows it: priced as the server prices it, with its picture. */
export interface CheckoutLine extends OrderLine {
  image: string;
}

export interface AppliedCoupon extends CouponTerms {
  code: string;
}

export interface CheckoutState {
  /** The chosen products with their quantities, in the order the page shows them. */
  lines: CheckoutLine[];
  coupon: AppliedCoupon | null;
  /** Lower-case ISO code of the products, '' before any is offered. */
  currency: string;
  totals: OrderTotals;
}

export interface CheckoutStore {
  /** An Order Select tells what it offers and what the buyer has chosen in it (productId → quantity). */
  choose(selectId: string, offered: readonly OfferedProduct[], chosen: ReadonlyMap<number, number>): void;
  setCoupon(coupon: AppliedCoupon | null): void;
  state(): CheckoutState;
  /** Calls `listener` now and on every change; answers the unsubscribe. */
  subscribe(listener: (state: CheckoutState) => void): () => void;
}

const KEY = Symbol.for('tessera.checkout');

function createCheckoutStore(): CheckoutStore {
  const selects = new Map<string, { offered: readonly OfferedProduct[]; chosen: ReadonlyMap<number, number> }>();
  let coupon: AppliedCoupon | null = null;
  const listeners = new Set<(state: CheckoutState) => void>();
  const state = (): CheckoutState => {
    const lines: CheckoutLine[] = [];
    let currency = '';
    for (const { offered, chosen } of selects.values()) {
      for (const product of offered) {
        currency ||= product.currency;
        const quantity = chosen.get(product.id);
        if (quantity && !lines.some((line) => line.productId === product.id)) lines.push({ productId: product.id, name: product.name, quantity, amount: product.amount, interval: product.interval, image: product.image ?? '' });
      }
    }
    return { lines, coupon, currency, totals: priceOrder(lines, coupon) };
  };
  const changed = () => {
    const now = state();
    for (const listener of listeners) listener(now);
  };
  return {
    choose(selectId, offered, chosen) {
      selects.set(selectId, { offered, chosen });
      changed();
    },
    setCoupon(next) {
      coupon = next;
      changed();
    },
    state,
    subscribe(listener) {
      listeners.add(listener);
      listener(state());
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page's one checkout: every order element's island on the page shares it (Order Select
 * chooses, Coupon applies, Order Summary shows, Credit Card pays). Kept on the global object so
 * islands bundled apart still meet in one store.
 */
export function checkoutStore(): CheckoutStore {
  const holder = globalThis as unknown as Record<symbol, CheckoutStore | undefined>;
  return (holder[KEY] ??= createCheckoutStore());
}
