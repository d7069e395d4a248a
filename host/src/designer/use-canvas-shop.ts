import type { Product } from '@tessera/core';
import { shopLookup, type SiteProduct, type SiteShop } from '@tessera/sdk';
import { useMemo } from 'react';
import { useSiteShop } from './site-data/site-data-queries.ts';

const toSiteProduct = (product: Product): SiteProduct => ({
  id: product.id,
  name: product.name,
  description: product.description,
  amount: product.amount,
  currency: product.currency,
  interval: product.interval,
  paymentLinkUrl: product.payment_link_url,
  image: product.image,
});

/**
 * The website's shop as the canvas shows it and the order elements' panels pick from: its
 * products buyers can choose, and whether an account takes payments. The card field itself
 * only works on the published page, so the canvas has none. A user who may design pages but
 * not see gateways gets the products without the "connect an account" note. Asked for once an
 * element or panel reads it (site-data/site-data-demand.ts).
 */
export function useCanvasShop(landingId: number | null): { shop: SiteShop | undefined; products: readonly SiteProduct[] | undefined } {
  const { products, gateway } = useSiteShop(landingId);
  return useMemo(() => {
    if (!products) return { shop: undefined, products: undefined };
    const siteProducts = products.map(toSiteProduct);
    const connected = gateway !== null;
    const base = shopLookup({ currency: gateway?.currency ?? siteProducts[0]?.currency ?? '', cardForm: null, products: siteProducts });
    return { shop: { ...base, ready: connected }, products: siteProducts };
  }, [products, gateway]);
}
