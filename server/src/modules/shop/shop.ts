import type { PaymentProvider } from '@tessera/sdk';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { Db } from '../../db/database.ts';
import { InMemoryAttemptLimiter } from '../../services/attempt-limiter.ts';
import type { SecretBox } from '../../services/secret-box.ts';
import type { AccountEventHandler } from '../billing/payment-events.ts';
import { gatewaysRoutes } from '../gateways/gateways.routes.ts';
import { Gateways } from '../gateways/gateways.service.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import type { Webhooks } from '../webhooks/webhooks.service.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { Catalog } from './catalog.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { Checkout, CHECKOUTS_PER_MINUTE } from './checkout.service.ts';
import { salesRoutes } from './sales.routes.ts';
import { applyShopEvent } from './shop-events.ts';

export interface ShopOptions {
  db: Db;
  payments: PaymentProvider;
  secrets: SecretBox;
  sites: PublishedSites;
  webhooks: Webhooks;
  addressKey: Buffer;
  /** The app's public origin, where the provider's Connect returns. */
  appOrigin: string;
  log: (message: string, details: Record<string, unknown>) => void;
  /** The Clock, which connection requests and checkout's attempt windows run on. */
  now: () => Date;
  registry: ElementRegistry;
  /** Signs the orders' thank-you addresses; the same key the thank-you resolver checks them with. */
  thanksKey: Buffer;
}

/** Selling on agency websites, put together: gateways, the catalog, sales lists, checkout and the connected accounts' events. */
export function createShop(options: ShopOptions) {
  const { db, payments } = options;
  const gateways = new Gateways({ db, payments, secrets: options.secrets, appOrigin: options.appOrigin, now: options.now });
  const catalog = new Catalog({ db, payments });
  const orders = { db, webhooks: options.webhooks, addressKey: options.addressKey, log: options.log };
  const checkout = new Checkout({ ...orders, payments, sites: options.sites, registry: options.registry, thanksKey: options.thanksKey, now: options.now, limiter: new InMemoryAttemptLimiter({ maxAttempts: CHECKOUTS_PER_MINUTE, windowMs: 60_000 }, () => options.now().getTime()) });
  const onAccountEvent: AccountEventHandler = (event) => applyShopEvent({ ...orders, payments }, event);
  return {
    routeGroups: [gatewaysRoutes(gateways), catalogRoutes(catalog, gateways), salesRoutes(db, payments), checkoutRoutes(checkout)],
    onAccountEvent,
  };
}
