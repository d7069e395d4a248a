import type { Db } from '../../server/src/db/database.ts';
import type { SoakSite } from './soak-site.ts';
import type { TrafficRecord } from './soak-traffic.ts';

/** What the database holds against what the cluster acknowledged. */
export interface SoakFindings {
  /** Each acknowledged write the database does not hold, said in a line. */
  lost: string[];
  /** Each checkout (buyer's unique address) with more than one order. */
  duplicateOrders: string[];
  /** The marker of the published design, which every process must serve. */
  publishedMarker: string | undefined;
}

const markerOf = (design: unknown) => /soak-save-(\d+|initial)/.exec(JSON.stringify(design ?? null))?.[0];

/** The page after the soak: at the last acknowledged save or a later one the soak sent, published at the last acknowledged publish or later. */
async function pageFindings(db: Db, site: SoakSite, record: TrafficRecord): Promise<{ lost: string[]; publishedMarker: string | undefined }> {
  const page = await db.selectFrom('pages').select(['version', 'design', 'published_version', 'published_design']).where('id', '=', site.pageId).executeTakeFirstOrThrow();
  const lost: string[] = [];
  const stored = markerOf(page.design);
  const lastSave = record.saves.reduce<TrafficRecord['saves'][number] | undefined>((last, save) => (!last || save.version > last.version ? save : last), undefined);
  if (lastSave && page.version < lastSave.version) lost.push(`save ${lastSave.marker}: acknowledged at version ${lastSave.version}, the page is at ${page.version}`);
  else if (lastSave && page.version === lastSave.version && stored !== lastSave.marker) lost.push(`save ${lastSave.marker}: version ${lastSave.version} holds ${stored} instead`);
  else if (lastSave && (!stored || !record.sentSaveMarkers.has(stored))) lost.push(`save ${lastSave.marker}: the page holds ${stored}, which the soak never sent`);

  const published = markerOf(page.published_design);
  const lastPublish = Math.max(-1, ...record.publishes.map((publish) => publish.publishedVersion));
  if ((page.published_version ?? -1) < lastPublish) lost.push(`publish of version ${lastPublish}: the published version is ${page.published_version}`);
  const savedAsPublished = record.saves.find((save) => save.version === page.published_version);
  if (savedAsPublished && published !== savedAsPublished.marker) lost.push(`publish of version ${page.published_version}: it holds ${published}, not that version's ${savedAsPublished.marker}`);
  return { lost, publishedMarker: published };
}

/** Every acknowledged form post is a stored contact. */
async function formFindings(db: Db, site: SoakSite, record: TrafficRecord): Promise<string[]> {
  const contacts = await db.selectFrom('contacts').select('fields').where('landing_id', '=', site.landingId).execute();
  const stored = new Set(contacts.map((contact) => String(contact.fields.email)));
  return record.forms.filter((form) => !stored.has(form.email)).map((form) => `form post ${form.email}: no contact`);
}

/** Every acknowledged checkout is exactly one paid order, the one it answered with; no checkout made two orders. */
async function orderFindings(db: Db, site: SoakSite, record: TrafficRecord): Promise<{ lost: string[]; duplicateOrders: string[] }> {
  const orders = await db.selectFrom('shop_orders').select(['id', 'email', 'status']).where('landing_id', '=', site.landingId).execute();
  const byBuyer = new Map<string, typeof orders>();
  for (const order of orders) byBuyer.set(order.email, [...(byBuyer.get(order.email) ?? []), order]);
  const duplicateOrders = [...byBuyer].filter(([, ofBuyer]) => ofBuyer.length > 1).map(([email, ofBuyer]) => `${email}: orders ${ofBuyer.map((order) => `#${order.id} ${order.status}`).join(', ')}`);
  const lost = record.checkouts
    .filter((checkout) => !byBuyer.get(checkout.email)?.some((order) => order.id === checkout.orderId && order.status === 'paid'))
    .map((checkout) => `checkout ${checkout.email}: order #${checkout.orderId} is not stored as paid`);
  return { lost, duplicateOrders };
}

export async function verifySoak(db: Db, site: SoakSite, record: TrafficRecord): Promise<SoakFindings> {
  const [page, forms, orders] = await Promise.all([pageFindings(db, site, record), formFindings(db, site, record), orderFindings(db, site, record)]);
  return { lost: [...page.lost, ...forms, ...orders.lost], duplicateOrders: orders.duplicateOrders, publishedMarker: page.publishedMarker };
}
