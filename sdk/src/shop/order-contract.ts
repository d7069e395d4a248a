import { siteReference } from '@tessera/core';
import { z } from 'zod';
import type { AfterSubmitSettings } from '../forms/after-submit.ts';

/**
 * The order elements' shared contract (spec §1 "order"): their plugin ids, the props the server
 * reads of them when a visitor pays, and the site addresses their islands call. The server
 * trusts none of the browser's numbers: it reads the products of the page's Order Select
 * elements and prices them itself.
 */
export const ORDER_ELEMENT_IDS = {
  select: 'order-select',
  summary: 'order-summary',
  coupon: 'coupon',
  card: 'credit-card',
  link: 'stripe-link',
} as const;

export { CHECKOUT_URL, COUPON_CHECK_URL } from './checkout-urls.ts';

/**
 * An element's part in checkout on a published page. The server sells only the products some
 * element of the page offers, and takes a payment only through an element that pays.
 */
export interface ElementCheckoutContract<Props> {
  /** The website's products this element offers (ids). */
  offers?: (props: Props) => readonly number[];
  /** This element takes the payment: what follows it (message, page or address). */
  pays?: (props: Props) => AfterSubmitSettings;
}

/** The products an Order Select offers (ids of the website's products); the server sells only these. */
export const offeredProductIdsSchema = z.array(siteReference('product')).max(50).default([]);

/** A product of the website as order elements show it. */
export interface SiteProduct {
  id: number;
  name: string;
  description: string;
  /** Cents. */
  amount: number;
  /** Lower-case ISO code. */
  currency: string;
  /** Null: paid once. */
  interval: 'month' | 'year' | null;
  /** The provider's hosted payment page for it (Stripe Link). */
  paymentLinkUrl: string | null;
  /** Its picture (an http(s) address or an uploaded image's path); absent or null for none, as on pages published before products had one. */
  image?: string | null;
}

/** The website's shop as elements see it (SiteContextValue.shop). */
export interface SiteShop {
  /** A connected account takes payments; without, order elements say so and checkout is off. */
  ready: boolean;
  /** The account's currency, '' when none is connected. */
  currency: string;
  /** What the card field needs in the browser: the provider's script, its key, and the connected account. */
  cardForm: { scriptUrl: string; publishableKey: string; accountId: string } | null;
  /** Active (not archived) products of the website by id. */
  product(productId: number): SiteProduct | undefined;
  products: readonly SiteProduct[];
}
