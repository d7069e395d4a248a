import {
  cloneWithNewIds,
  fillGlobalSections,
  splitGlobalSections,
  type GlobalSectionKind,
  pageDocumentSchema,
  uniqueNameMessage,
  UNIQUE_NAME_TAKEN_MESSAGE,
  type PageDocument,
  type PremiumGrants,
} from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { StoredPage } from './page-columns.ts';
import { notFound } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import { leftOutElements, publishedColumns, renderSitePage, siteRenderContext, type SiteRenderContext } from '../sites/publisher.ts';
import type { SiteRerenders } from '../sites/rerender-job.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import { draftGlobalSections, publishGlobalSections, saveGlobalSections, storedGlobalKinds, type ChangedPage } from './global-sections.ts';
import { findPage, findPageDesign, markPublished, updatePageIfVersion } from './pages.queries.ts';
import { refuseForeignSiteItems } from './site-item-references.ts';
import { saveVersionedDesign, type VersionedDesign } from './versioned-design.ts';

export async function requirePage(db: Db, landing: LandingRow, pageId: number) {
  const page = await findPage(db, landing.id, pageId);
  if (!page) throw notFound('Page');
  return page;
}

export interface SaveDesignInput {
  design: unknown;
  version: number;
}

export async function saveDesign(
  db: Db,
  registry: ElementRegistry,
  grants: PremiumGrants,
  landing: LandingRow,
  pageId: number,
  input: SaveDesignInput,
  authorId: number,
): Promise<{ version: number; shouldReload: boolean; otherPages: ChangedPage[] }> {
  let otherPages: ChangedPage[] = [];
  let storedKinds = new Set<GlobalSectionKind>();
  const document: VersionedDesign = {
    noun: 'page',
    // Compared and checked as the designer had it: filled with the website's draft header and footer.
    async read() {
      const [page, site] = await Promise.all([findPageDesign(db, landing.id, pageId), db.selectFrom('landings').select('global_sections').where('id', '=', landing.id).executeTakeFirst()]);
      if (!page || !site) throw notFound('Page');
      storedKinds = storedGlobalKinds(page.design);
      const parsed = pageDocumentSchema.safeParse(page.design);
      return { design: parsed.success ? fillGlobalSections(parsed.data, draftGlobalSections(site)) : page.design, version: page.version };
    },
    // The page and the website's global sections are written together, or neither is.
    write: (design, expectedVersion) =>
      db.transaction().execute(async (trx) => {
        const { document: references, globals } = splitGlobalSections(design);
        const version = await updatePageIfVersion(trx, pageId, expectedVersion, { design: JSON.stringify(references) }, authorId);
        if (version !== undefined) otherPages = await saveGlobalSections(trx, landing.id, pageId, storedKinds, globals);
        return version;
      }),
    check: (design) => refuseForeignSiteItems(db, registry, landing.id, design, 'design'),
  };
  return { ...(await saveVersionedDesign(document, registry, grants, input)), otherPages };
}

/** What publishing needs: the renderer, the addresses it writes into pages, and the served sites to refresh. */
export interface PublishingDeps {
  db: Db;
  config: AppConfig;
  render: PageRenderer;
  sites: PublishedSites;
  /** Renders a website's published pages again, queued (a change that shows on all of them). */
  rerenders: Pick<SiteRerenders, 'request'>;
  /** The Clock: a publish's moment dates its backup, which the retention rule keeps or drops by the Clock. */
  now: () => Date;
}

/**
 * Freezes the current design as the published snapshot, rendered and compressed once, here, and
 * written in one update: a page that fails to render keeps what was live. `context` is the
 * website's, when several of its pages are published at once.
 */
export async function publishPage(deps: PublishingDeps, landing: LandingRow, pageId: number, context?: SiteRenderContext) {
  const { db, config, render, sites, now } = deps;
  const page = await requirePage(db, landing, pageId);
  const design = pageDocumentSchema.parse(page.design);
  // A page goes live with the website's header and footer as they are now; Publish site has taken them live already.
  const globals = context ? { landing, changed: false } : await publishGlobalSections(db, landing);
  const rendered = renderSitePage(render, context ?? (await siteRenderContext(db, config, globals.landing)), page, design);
  const published = await markPublished(db, page.id, {
    published_design: JSON.stringify(design),
    published_version: page.version,
    published_at: now(),
    ...(await publishedColumns(rendered)),
  });
  sites.invalidateLanding(landing.id);
  // The other published pages show the header and footer too: rendered again once this page is live.
  if (globals.changed) await deps.rerenders.request(landing.id);
  return { page: published, leftOut: leftOutElements(rendered) };
}

/** Takes the page off the site: its address answers 404 until it is published again. */
export async function unpublishPage({ db, sites }: PublishingDeps, landing: LandingRow, pageId: number) {
  const page = await requirePage(db, landing, pageId);
  const row = await markPublished(db, page.id, {
    published_design: null,
    published_version: null,
    published_html: null,
    published_gzip: null,
    published_br: null,
    published_etag: null,
    published_at: null,
  });
  sites.invalidateLanding(landing.id);
  return row;
}

/**
 * Makes the page the one at "/" at once; the published pages are rendered again by the queue,
 * since their links and canonical addresses move with it.
 */
export async function setHomePage(deps: PublishingDeps, landing: LandingRow, pageId: number): Promise<{ landing: LandingRow; page: StoredPage }> {
  const page = await requirePage(deps.db, landing, pageId);
  const updated = await deps.db
    .updateTable('landings')
    .set({ home_page_id: page.id, updated_at: dbNow() })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  deps.sites.invalidateLanding(landing.id);
  await deps.rerenders.request(landing.id);
  return { landing: updated, page };
}

/** The first of `base`, `base-2`, `base-3`… that no page of the landing uses. */
export async function freeUniqueName(db: Db, landingId: number, base: string, reserved: readonly string[]): Promise<string> {
  const stem = base.slice(0, 90).replace(/-+$/, '') || 'page';
  const taken = new Set(
    (await db.selectFrom('pages').select('unique_name').where('landing_id', '=', landingId).where('unique_name', 'like', `${stem}%`).execute()).map(
      (row) => row.unique_name,
    ),
  );
  if (!taken.has(stem) && uniqueNameMessage(stem, reserved) === null) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export async function uniqueNameAvailability(db: Db, landing: LandingRow, name: string, reserved: readonly string[], exceptPageId?: number) {
  const formatMessage = uniqueNameMessage(name, reserved);
  if (formatMessage) return { name, available: false, message: formatMessage };
  let query = db.selectFrom('pages').select('id').where('landing_id', '=', landing.id).where('unique_name', '=', name);
  if (exceptPageId !== undefined) query = query.where('id', '!=', exceptPageId);
  const taken = await query.executeTakeFirst();
  return taken ? { name, available: false, message: UNIQUE_NAME_TAKEN_MESSAGE } : { name, available: true, message: null };
}

/** The design with new ids on every section, row, column and element. */
export function withFreshIds(design: PageDocument): PageDocument {
  return { ...design, sections: design.sections.map((section) => cloneWithNewIds(section)) };
}

/** A draft copy of a page under a new address, in `target` (the same landing for a clone, another one for an import). */
export async function copyPage(db: Db, source: StoredPage, target: LandingRow, design: PageDocument, reserved: readonly string[]) {
  return db
    .insertInto('pages')
    .values({
      landing_id: target.id,
      name: source.landing_id === target.id ? `${source.name} (copy)` : source.name,
      unique_name: await freeUniqueName(db, target.id, source.landing_id === target.id ? `${source.unique_name}-copy` : source.unique_name, reserved),
      title: source.title,
      description: source.description,
      type: source.type,
      design: JSON.stringify(withFreshIds(design)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
