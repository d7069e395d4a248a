import { brandKitCss, brandKitOf, pageDocumentSchema, walkElements } from '@tessera/core';
import type { OrderLine } from '@tessera/core/rules';
import type { Db } from '../../db/database.ts';
import { readDeclaration } from '../../plugins/element-declarations.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { compressHtml } from '../sites/compressed-html.ts';
import type { SitePathResolver } from '../sites/published-sites.ts';
import { pagePath } from '../sites/publisher.ts';
import { renderShellHtml } from '../sites/render-page.tsx';
import { absoluteAssetUrl, siteSettings } from '../sites/site-settings.ts';
import { THANKS_CSS, ThanksPage } from './thanks-page.tsx';
import { orderOfThanksPath } from './thanks-link.ts';

const DEFAULT_MESSAGE = 'Thank you for your order!';

interface ThanksDeps {
  db: Db;
  /** Signs the thank-you addresses checkout hands out (thanksPath). */
  key: Buffer;
  registry: ElementRegistry;
}

/** What the order's pay element says after paying, as published: the thank-you page's heading. */
async function payMessage(deps: ThanksDeps, pageId: number | null, elementId: string): Promise<string> {
  if (pageId === null) return DEFAULT_MESSAGE;
  const row = await deps.db.selectFrom('pages').select('published_design').where('id', '=', pageId).executeTakeFirst();
  const design = pageDocumentSchema.safeParse(row?.published_design);
  if (!design.success) return DEFAULT_MESSAGE;
  for (const { element } of walkElements(design.data)) {
    if (element.id !== elementId) continue;
    const definition = deps.registry.get(element.key);
    const pays = definition?.checkout?.pays;
    const settings = definition && pays ? readDeclaration(definition, element.props, (props) => pays(props)) : undefined;
    return settings?.successMessage || DEFAULT_MESSAGE;
  }
  return DEFAULT_MESSAGE;
}

/**
 * The thank-you page after paying on a published page (`/thank-you/{order}/{signature}` on the
 * website's own host): the order's number, lines and total in the website's brand kit. Only the
 * website the order was made on shows it, and only once the order is paid or waiting for the
 * buyer's bank; it is never indexed.
 */
export function orderThanksResolver(deps: ThanksDeps): SitePathResolver {
  return {
    name: 'order thank-you pages',
    async resolve({ landing, path, origin }) {
      const orderId = orderOfThanksPath(deps.key, path);
      if (orderId === undefined) return undefined;
      const { db } = deps;
      const order = await db.selectFrom('shop_orders').selectAll().where('id', '=', orderId).where('landing_id', '=', landing.id).where('status', 'in', ['paid', 'requires_action']).executeTakeFirst();
      if (!order) return undefined;
      const site = await db.selectFrom('landings').select(['title', 'brand_kit', 'settings', 'home_page_id']).where('id', '=', landing.id).executeTakeFirstOrThrow();
      const lines: readonly OrderLine[] = order.items;
      const ids = lines.map((line) => line.productId);
      const products = ids.length ? await db.selectFrom('shop_products').select(['id', 'image']).where('landing_id', '=', landing.id).where('id', 'in', ids).execute() : [];
      const images = new Map(products.map((product) => [product.id, product.image]));
      const page = order.page_id === null ? undefined : await db.selectFrom('pages').select(['id', 'unique_name']).where('id', '=', order.page_id).executeTakeFirst();
      const settings = siteSettings(site.settings);
      const message = await payMessage(deps, order.page_id, order.element_id);
      const meta = { title: `Order #${order.id} · ${site.title}`, description: '', lang: settings.lang, siteName: site.title, faviconUrl: absoluteAssetUrl(settings.favicon, origin), noindex: true };
      const html = renderShellHtml(
        meta,
        brandKitCss(brandKitOf(site.brand_kit)) + THANKS_CSS,
        <ThanksPage
          site={{ name: site.title, lang: settings.lang, message, backHref: page ? pagePath(page, site.home_page_id) : '/' }}
          order={{
            id: order.id,
            paid: order.status === 'paid',
            email: order.email,
            lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, amount: line.amount, interval: line.interval, image: images.get(line.productId) ?? null })),
            couponCode: order.coupon_code,
            subtotal: order.subtotal,
            discount: order.discount,
            total: order.total,
            currency: order.currency,
            createdAt: order.created_at,
          }}
        />,
      );
      const compressed = await compressHtml(html);
      return { kind: 'html', body: { etag: compressed.etag, identity: compressed.html, gzip: compressed.gzip, br: compressed.br } };
    },
  };
}
