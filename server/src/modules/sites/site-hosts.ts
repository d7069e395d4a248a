import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { WhitelabelRow } from '../../db/schema.ts';
import { siteOrigin } from '../../http/public-origins.ts';
import type { ChangeBus } from '../../services/change-bus.ts';

/** Requests for published sites are routed under this internal prefix (see app.ts rewriteUrl). */
export const SITES_PREFIX = '/_sites';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const SUBDOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Where a published site is addressed: `<subdomain>.<site domain>` (whitelabelId null) or `<subdomain>.<white-label domain>`. */
export interface SiteAddress {
  subdomain: string;
  whitelabelId: number | null;
}

function subdomainUnder(hostname: string, domain: string): string | undefined {
  const suffix = `.${domain}`;
  if (!hostname.endsWith(suffix)) return undefined;
  const label = hostname.slice(0, -suffix.length);
  return SUBDOMAIN_LABEL.test(label) ? label : undefined;
}

/**
 * Which hosts are the app and which are published sites. The app answers on the site domain,
 * on loopback names and on every white-label's domain and domain_2. White-labels are read
 * from the database into memory: rewriteUrl is synchronous and runs on every request. A
 * process refreshes its copy when it changes a white-label and tells the others on the change
 * bus; a message lost on the way is made good within `maxAgeMs`.
 */
export class SiteHosts {
  #byDomain = new Map<string, WhitelabelRow>();
  /** On the process's monotonic clock, not the app's Clock: the copy's age is a duration within this process. */
  #loadedAt = -Infinity;
  #reads = 0;
  #applied = 0;
  #refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly changes?: ChangeBus,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** Reads the white-labels again when another process changed them. */
  async listenForChanges(): Promise<void> {
    await this.changes?.listen((change) => {
      if (change.kind === 'white-labels') this.refresh().catch(() => undefined);
    });
  }

  /** After this process changed a white-label: its own copy now, the other processes' at once. */
  async changed(): Promise<void> {
    await this.refresh();
    this.changes?.announce({ kind: 'white-labels' });
  }

  async refresh(): Promise<void> {
    // Reads may overlap (a change heard during a timed refresh): the one started last wins.
    const started = ++this.#reads;
    const rows = await this.db.selectFrom('whitelabels').selectAll().execute();
    if (started < this.#applied) return;
    this.#applied = started;
    const byDomain = new Map<string, WhitelabelRow>();
    for (const row of rows) {
      byDomain.set(row.domain.toLowerCase(), row);
      if (row.domain_2) byDomain.set(row.domain_2.toLowerCase(), row);
    }
    this.#byDomain = byDomain;
    this.#loadedAt = performance.now();
  }

  #refreshIfStale(): void {
    if (this.#refreshing || performance.now() - this.#loadedAt < this.maxAgeMs) return;
    // A failed refresh keeps answering with the domains last read; the next request tries again.
    this.#refreshing = this.refresh()
      .catch(() => undefined)
      .finally(() => {
        this.#refreshing = null;
      });
  }

  /** The white-label whose domain or domain_2 is exactly `hostname`. */
  whitelabelAt(hostname: string): WhitelabelRow | undefined {
    this.#refreshIfStale();
    return this.#byDomain.get(hostname);
  }

  isAppHost(hostname: string): boolean {
    return hostname === this.config.siteDomain || LOCAL_HOSTS.has(hostname) || hostname === '' || this.whitelabelAt(hostname) !== undefined;
  }

  /** The public origin of the published site found at `hostname`: the configured scheme and port, never the request's. */
  siteOrigin(hostname: string): string {
    return siteOrigin(this.config, hostname);
  }

  siteAddressOf(hostname: string): SiteAddress | undefined {
    const onSiteDomain = subdomainUnder(hostname, this.config.siteDomain);
    if (onSiteDomain) return { subdomain: onSiteDomain, whitelabelId: null };
    const dot = hostname.indexOf('.');
    if (dot < 0) return undefined;
    const whitelabel = this.whitelabelAt(hostname.slice(dot + 1));
    const label = hostname.slice(0, dot);
    return whitelabel && SUBDOMAIN_LABEL.test(label) ? { subdomain: label, whitelabelId: whitelabel.id } : undefined;
  }
}
