import type { SiteShopData } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { CardFormSettings } from '../billing/payment-methods.service.ts';
import { activeGateway } from '../gateways/gateways.queries.ts';
import { toSiteProduct } from './shop-views.ts';

/** A website's shop as its published pages show it: the active account's products, and what the card field needs. */
export async function siteShopData(db: Db, cardForm: CardFormSettings, landingId: number): Promise<SiteShopData> {
  const gateway = await activeGateway(db, landingId);
  if (!gateway) return { currency: '', cardForm: null, products: [] };
  const products = await db.selectFrom('shop_products').selectAll().where('gateway_id', '=', gateway.id).where('archived', '=', false).orderBy('id').execute();
  return {
    currency: gateway.currency,
    cardForm: { scriptUrl: cardForm.scriptUrl, publishableKey: cardForm.publishableKey, accountId: gateway.account_id },
    products: products.map(toSiteProduct),
  };
}
