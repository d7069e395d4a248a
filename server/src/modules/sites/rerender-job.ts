import { createServiceToken } from '@tessera/sdk';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { embeddedPglite, type Db } from '../../db/database.ts';
import type { Queue } from '../../services/queue.ts';
import type { RealtimePublisher } from '../realtime/realtime-hub.ts';
import type { PublishedSites } from './published-sites.ts';
import { rerenderPublishedPages } from './publisher.ts';
import type { PageRenderer } from './render-page.tsx';

export const SITE_RERENDER_JOB = 'site-rerender';

export interface SiteRerenderJob {
  landingId: number;
}

/** A re-render that fails (the database went away mid-way) is tried again soon: the site must not keep what was revoked. */
const JOB_OPTIONS = { retryLimit: 3, retryDelaySeconds: 10 };

/** The first key of the advisory locks that keep two processes from rendering one website at once; the second is its id. */
const RENDER_LOCK = 7_301_992;

/** The published pages of a website that a re-render waiting or running is writing again. */
export interface SiteRendering {
  pages: number;
}

/**
 * Renders a website's published pages again off the request path, after a change that shows on
 * every page (settings, menus, forms, domain, the agency's grants). One job per website is
 * waiting at a time: a change while one waits is taken in by it (it reads the website when it
 * starts), and a change while one runs queues one more, so no change is left unrendered.
 */
export interface SiteRerenders {
  request(landingId: number): Promise<void>;
  /** The websites among `landingIds` with published pages that a re-render is waiting or running for. */
  rendering(landingIds: readonly number[]): Promise<Map<number, SiteRendering>>;
}

export const SiteRerendersToken = createServiceToken<SiteRerenders>('SiteRerenders');

export interface SiteRerenderDeps {
  db: Db;
  config: AppConfig;
  queue: Queue;
  render: PageRenderer;
  sites: Pick<PublishedSites, 'invalidateLanding'>;
  realtime: RealtimePublisher;
}

const keyOf = (landingId: number) => String(landingId);

/**
 * Runs `work` while no other process renders the website. The queue lets a second job of a
 * website start while the first runs; rendered one after the other, the later one's pages win.
 * The embedded database serves one process, whose worker runs one job at a time.
 */
async function oneRenderAtATime(db: Db, landingId: number, work: () => Promise<void>): Promise<void> {
  if (embeddedPglite(db)) return work();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${RENDER_LOCK}, ${landingId})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${RENDER_LOCK}, ${landingId})`.execute(connection);
    }
  });
}

/** What one job does: render the website as it is now, refresh the site cache, tell its users. */
async function rerenderSite(deps: Omit<SiteRerenderDeps, 'queue'>, landingId: number): Promise<void> {
  const { db, config, render, sites, realtime } = deps;
  await oneRenderAtATime(db, landingId, async () => {
    const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirst();
    if (!landing) return;
    const pages = await rerenderPublishedPages(db, config, render, landing);
    sites.invalidateLanding(landing.id);
    realtime.publish({ kind: 'landing', landingId: landing.id, agencyId: landing.agency_id }, { type: 'site.published', landing_id: landing.id, pages });
  });
}

export async function startSiteRerenders(deps: SiteRerenderDeps): Promise<SiteRerenders> {
  const { db, queue } = deps;
  await queue.defineCoalescing(SITE_RERENDER_JOB);
  await queue.work<SiteRerenderJob>(SITE_RERENDER_JOB, (job) => rerenderSite(deps, job.data.landingId));
  return {
    async request(landingId) {
      await queue.send<SiteRerenderJob>(SITE_RERENDER_JOB, { landingId }, { ...JOB_OPTIONS, singletonKey: keyOf(landingId) });
    },
    async rendering(landingIds) {
      if (landingIds.length === 0) return new Map();
      const keys = await queue.unfinishedKeys(SITE_RERENDER_JOB);
      const waiting = landingIds.filter((id) => keys.has(keyOf(id)));
      if (waiting.length === 0) return new Map();
      const counts = await db
        .selectFrom('pages')
        .select(['landing_id', (eb) => eb.fn.countAll<number>().as('pages')])
        .where('landing_id', 'in', waiting)
        .where('published_design', 'is not', null)
        .groupBy('landing_id')
        .execute();
      return new Map(counts.map((row) => [row.landing_id, { pages: Number(row.pages) }]));
    },
  };
}
