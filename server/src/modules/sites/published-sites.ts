import type { Db } from '../../db/database.ts';
import type { ChangeBus } from '../../services/change-bus.ts';
import { siteContentSecurityPolicy } from '../../http/security-headers.ts';
import { compressHtml } from './compressed-html.ts';
import { findLandingByHost, findPublishedBytes } from './site-pages.ts';
import type { SiteHosts } from './site-hosts.ts';
import { siteSettings, type SiteSettings } from './site-settings.ts';
import { TtlCache } from './ttl-cache.ts';

/** A landing as its published site needs it. */
export interface SiteLanding {
  id: number;
  /** Null for a website of the admin's own. */
  agencyId: number | null;
  title: string;
  homePageId: number | null;
  robotsText: string | null;
  settings: SiteSettings;
  /** The CSP its pages are served with (scripts in the HTML Editor only when the agency's plan has them). */
  contentSecurityPolicy: string;
}

export interface SiteRequest {
  landing: SiteLanding;
  /** The normalised path (normalizeSitePath). */
  path: string;
  /** Scheme and host the visitor asked, for absolute URLs in robots.txt and sitemap.xml. */
  origin: string;
}

/** HTML in every encoding we serve, with its validator. */
export interface HtmlBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A published page in every encoding, as stored at publish. */
export interface PageBody extends HtmlBody {
  pageId: number;
  landingId: number;
}

export type SiteResponse =
  | { kind: 'page'; body: PageBody }
  /** HTML that is not a page of the site's own (blog posts and lists, episodes): served alike, not counted in page views. */
  | { kind: 'html'; body: HtmlBody }
  | { kind: 'redirect'; status: 301 | 302; location: string; /** Counted as a hit of this redirect. */ redirectId?: number }
  /** A file of the site's own (robots.txt, a vCard, a QR code); `filename` makes it a download. */
  | { kind: 'text'; contentType: string; body: string | Buffer; filename?: string };

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * One kind of address on a published site. The router asks the resolvers in order and serves
 * the first answer. The platform's are in publishing.ts; installed apps (the blog, the episodes…)
 * get theirs from their `sitePaths` (apps/app-site-paths.ts). Each lists its public addresses
 * through `sitemapEntries`.
 */
export interface SitePathResolver {
  name: string;
  resolve(request: SiteRequest, sites: PublishedSites): Promise<SiteResponse | undefined>;
  sitemapEntries?(landing: SiteLanding): Promise<SitemapEntry[]>;
}

/** Another process's change (in a multi-process set-up) shows within this time; this process's own changes at once. */
const FRESH_MS = 10_000;
const MAX_HOSTS = 10_000;
const MAX_RESPONSES = 50_000;
const MAX_BODY_BYTES = 256 * 1024 * 1024;

const responseKey = (landing: SiteLanding, path: string, origin: string) => `${landing.id} ${origin} ${path}`;

export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The published sites of this process: which landing a host is, what each path of it answers,
 * and the published bytes of its pages, all in memory so a repeat request touches no database
 * and does no work but choosing an encoding. Publishing, unpublishing, redirects, robots, the
 * home page, custom domains and menus invalidate a landing at once.
 */
export class PublishedSites {
  // Unknown hosts are asked again each time: the change that claims one (an agency joining a white-label) may come from anywhere.
  readonly #landings = new TtlCache<string, SiteLanding | undefined>(FRESH_MS, MAX_HOSTS, (landing) => landing !== undefined);
  readonly #responses = new TtlCache<string, { landingId: number; response: SiteResponse | undefined }>(FRESH_MS, MAX_RESPONSES);
  readonly #bodies = new Map<number, PageBody>();
  #bodyBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly hosts: SiteHosts,
    private readonly resolvers: readonly SitePathResolver[],
    private readonly options: {
      /** A live payment provider: pages may load its card form (the local fake's is on the site's own origin). */
      paymentProviderScripts: boolean;
      /** The other processes of the install, told of each change so they forget the site too. */
      changes?: ChangeBus | undefined;
    } = { paymentProviderScripts: false },
  ) {}

  /** The public origin of the site at `hostname`, for absolute addresses (SiteHosts.siteOrigin). */
  originAt(hostname: string): string {
    return this.hosts.siteOrigin(hostname);
  }

  landingAt(hostname: string): SiteLanding | undefined | Promise<SiteLanding | undefined> {
    return this.#landings.get(hostname, async () => {
      const row = await findLandingByHost(this.db, this.hosts, hostname);
      if (!row) return undefined;
      const scriptsAllowed = row.plan_features?.includes('html-scripts') ?? false;
      return {
        id: row.id,
        agencyId: row.agency_id,
        title: row.title,
        homePageId: row.home_page_id,
        robotsText: row.robots_text,
        settings: siteSettings(row.settings),
        contentSecurityPolicy: siteContentSecurityPolicy({ scriptsAllowed, paymentProviderScripts: this.options.paymentProviderScripts }),
      };
    });
  }

  /** The landing at `hostname` when this process already holds it, fresh; nothing is looked up. */
  knownLanding(hostname: string): SiteLanding | undefined {
    return this.#landings.peek(hostname);
  }

  /** What `resolve` answers when this process already holds it, fresh; nothing is looked up. */
  knownResponse(landing: SiteLanding, path: string, origin: string): SiteResponse | undefined {
    return this.#responses.peek(responseKey(landing, path, origin))?.response;
  }

  async resolve(landing: SiteLanding, path: string, origin: string): Promise<SiteResponse | undefined> {
    const cached = await this.#responses.get(responseKey(landing, path, origin), async () => {
      const request = { landing, path, origin };
      for (const resolver of this.resolvers) {
        const response = await resolver.resolve(request, this);
        if (response) return { landingId: landing.id, response };
      }
      return { landingId: landing.id, response: undefined };
    });
    return cached.response;
  }

  /** The published bytes of a page at `etag`, from memory when they are still current. */
  async pageBody(pageId: number, etag: string | null): Promise<PageBody | undefined> {
    const known = this.#bodies.get(pageId);
    if (known && known.etag === etag) return known;
    const row = await findPublishedBytes(this.db, pageId);
    if (!row?.published_html) return undefined;
    // Pages published before compressed copies were stored get them on their first visit.
    const stored =
      row.published_gzip && row.published_br && row.published_etag
        ? { gzip: asBuffer(row.published_gzip), br: asBuffer(row.published_br), etag: row.published_etag }
        : await compressHtml(row.published_html);
    const body: PageBody = { pageId, landingId: row.landing_id, etag: stored.etag, identity: Buffer.from(row.published_html), gzip: stored.gzip, br: stored.br };
    this.#keepBody(body);
    return body;
  }

  #keepBody(body: PageBody): void {
    this.#dropBody(body.pageId);
    this.#bodies.set(body.pageId, body);
    this.#bodyBytes += body.identity.length + body.gzip.length + body.br.length;
    for (const pageId of this.#bodies.keys()) {
      if (this.#bodyBytes <= MAX_BODY_BYTES) break;
      this.#dropBody(pageId);
    }
  }

  #dropBody(pageId: number): void {
    const body = this.#bodies.get(pageId);
    if (!body) return;
    this.#bodies.delete(pageId);
    this.#bodyBytes -= body.identity.length + body.gzip.length + body.br.length;
  }

  async sitemapEntries(landing: SiteLanding): Promise<SitemapEntry[]> {
    const lists = await Promise.all(this.resolvers.map((resolver) => resolver.sitemapEntries?.(landing) ?? []));
    return lists.flat();
  }

  /**
   * Forgets everything known about a landing: call it after any change to what its site shows
   * (publish, unpublish, redirects, robots, home page, domains, settings, menus).
   */
  invalidateLanding(landingId: number): void {
    this.forgetLanding(landingId);
    this.options.changes?.announce({ kind: 'site', landingId });
  }

  /** Forgets a landing in this process only: another process changed it (see ChangeBus). */
  forgetLanding(landingId: number): void {
    this.#landings.deleteWhere((landing) => landing?.id === landingId);
    this.#responses.deleteWhere((entry) => entry.landingId === landingId);
    for (const body of [...this.#bodies.values()]) if (body.landingId === landingId) this.#dropBody(body.pageId);
  }
}
