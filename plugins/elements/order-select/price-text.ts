import { formatMoney, type SiteProduct } from '@tessera/sdk';

/** How a product's price reads on its card: the amount from cents in its currency, and how often it is paid. */
export function priceParts(product: Pick<SiteProduct, 'amount' | 'currency' | 'interval'>): { amount: string; cadence: string } {
  return { amount: formatMoney(product.amount, product.currency), cadence: product.interval ? `/ ${product.interval}` : 'one-time' };
}

/** The price in one line, as the element's settings list it: "$9.00 / month", "$25.00". */
export const priceText = (product: Pick<SiteProduct, 'amount' | 'currency' | 'interval'>) => `${formatMoney(product.amount, product.currency)}${product.interval ? ` / ${product.interval}` : ''}`;
