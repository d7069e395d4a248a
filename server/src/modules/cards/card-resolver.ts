import { cardContentSchema, type AnyCardDesign } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../../services/storage.ts';
import { UPLOADS_PATH } from '../files/files.service.ts';
import { compressHtml } from '../sites/compressed-html.ts';
import type { SiteLanding, SitePathResolver } from '../sites/published-sites.ts';
import { absoluteAssetUrl } from '../sites/site-settings.ts';
import { renderCardPage } from './card-page.tsx';
import { buildVCard } from './vcard.ts';

export interface CardResolverDeps {
  db: Db;
  storage: Storage;
  designs: readonly AnyCardDesign[];
  /** The platform's name on the card's "Powered by" line: the website's white-label's, else the app's. */
  platformName(landing: SiteLanding): Promise<string>;
}

const CARD_PATH = /^\/card\/([a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?)(\/vcard|\/qr\.svg|\/qr\.png)?$/;
const PHOTO_TYPES: Record<string, 'JPEG' | 'PNG' | 'WEBP' | 'GIF'> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WEBP', 'image/gif': 'GIF' };
/** A larger photo is left out of the vCard rather than making a contact card of megabytes. */
const MAX_VCARD_PHOTO_BYTES = 256 * 1024;
/** The QR code maker loads with the first code asked for. */
const qrCodes = async () => (await import('qrcode')).default;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The photo of the card when it is one of the agency's uploads (never fetched from another
 * site: the server makes no request a card's author chooses).
 */
async function uploadedPhoto(deps: CardResolverDeps, landing: SiteLanding, url: string) {
  if (!url.startsWith(UPLOADS_PATH)) return undefined;
  const file = await deps.db.selectFrom('files').select(['storage_key', 'mime', 'size']).where('url', '=', url).where('agency_id', 'is not distinct from', landing.agencyId).executeTakeFirst();
  const type = file && PHOTO_TYPES[file.mime];
  if (!file || !type || file.size > MAX_VCARD_PHOTO_BYTES) return undefined;
  const stored = await deps.storage.get(file.storage_key);
  return stored ? { bytes: await readAll(stored.body), type } : undefined;
}

/**
 * A website's cards at /card/<customUrl>: the card itself (or its Redirect), its vCard for Save
 * Contact (/vcard) and a QR code of its address (/qr.svg, /qr.png). A card whose design is no
 * longer installed is not shown.
 */
export function cardResolver(deps: CardResolverDeps): SitePathResolver {
  return {
    name: 'cards',
    async resolve({ landing, path, origin }) {
      const match = CARD_PATH.exec(path);
      if (!match) return undefined;
      const row = await deps.db.selectFrom('cards').selectAll().where('landing_id', '=', landing.id).where('custom_url', '=', match[1]!).executeTakeFirst();
      const design = row && deps.designs.find((entry) => entry.id === row.design);
      if (!row || !design) return undefined;
      const cardUrl = `${origin}/card/${row.custom_url}`;
      const vcardUrl = `/card/${row.custom_url}/vcard`;
      switch (match[2]) {
        case '/vcard': {
          const card = cardContentSchema.parse(row.content);
          const photo = card.photo ? await uploadedPhoto(deps, landing, card.photo) : undefined;
          return { kind: 'text', contentType: 'text/vcard; charset=utf-8', body: buildVCard(card, { cardUrl, ...(photo ? { photo } : {}) }), filename: `${row.custom_url}.vcf` };
        }
        case '/qr.svg':
          return { kind: 'text', contentType: 'image/svg+xml', body: await (await qrCodes()).toString(cardUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
        case '/qr.png':
          return { kind: 'text', contentType: 'image/png', body: await (await qrCodes()).toBuffer(cardUrl, { type: 'png', width: 512, margin: 2, errorCorrectionLevel: 'M' }) };
        default: {
          if (row.redirect) return { kind: 'redirect', status: 302, location: row.redirect };
          const faviconUrl = absoluteAssetUrl(landing.settings.favicon, origin);
          const html = renderCardPage(design, row, { lang: landing.settings.lang, cardUrl, faviconUrl, links: { vcardUrl, platformName: await deps.platformName(landing) } });
          const compressed = await compressHtml(html);
          return { kind: 'html', body: { etag: compressed.etag, identity: compressed.html, gzip: compressed.gzip, br: compressed.br } };
        }
      }
    },
    async sitemapEntries(landing) {
      const rows = await deps.db.selectFrom('cards').select(['custom_url', 'updated_at']).where('landing_id', '=', landing.id).where('redirect', '=', '').orderBy('id').execute();
      return rows.map((row) => ({ path: `/card/${row.custom_url}`, lastModified: row.updated_at }));
    },
  };
}
