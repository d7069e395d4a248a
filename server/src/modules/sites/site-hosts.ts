import type { AppConfig } from '../../config.ts';

/** Requests for published sites are routed under this internal prefix (see app.ts rewriteUrl). */
export const SITES_PREFIX = '/_sites';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The app (dashboard, designer, API) answers on the site domain itself and on loopback names. */
export function isAppHost(hostname: string, config: AppConfig): boolean {
  return hostname === config.siteDomain || LOCAL_HOSTS.has(hostname) || hostname === '';
}

/** The subdomain when the host is `<subdomain>.<site domain>`, else undefined (a custom domain, maybe). */
export function subdomainOf(hostname: string, config: AppConfig): string | undefined {
  const suffix = `.${config.siteDomain}`;
  if (!hostname.endsWith(suffix)) return undefined;
  const label = hostname.slice(0, -suffix.length);
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : undefined;
}
