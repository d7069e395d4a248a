import type { AppConfig } from '../config.ts';

/**
 * Every absolute address the product mails or returns (reset links, OAuth and Connect
 * redirect addresses, a site's page and card addresses in webhooks, links apps draw on sites)
 * starts with one of these origins. They come from configuration and from what the database
 * says a host is, never from a request's Host or X-Forwarded-Host/-Proto: a forged header would
 * otherwise send a reset link or an OAuth code to the forger's server.
 */

/** ":<port>", or nothing for the scheme's own port. */
export function portSuffix(scheme: 'http' | 'https', port: number): string {
  return port === (scheme === 'https' ? 443 : 80) ? '' : `:${port}`;
}

/** The app's public origin (TESSERA_APP_URL), no trailing slash. */
export function appOrigin(config: Pick<AppConfig, 'appUrl'>): string {
  return config.appUrl;
}

/**
 * The app as reached on a white-label's domain (or domain_2): the white-label serves the app, so
 * it is reached with the app's scheme and port.
 */
export function whitelabelOrigin(config: Pick<AppConfig, 'appUrl'>, domain: string): string {
  const app = new URL(config.appUrl);
  return `${app.protocol}//${domain}${app.port ? `:${app.port}` : ''}`;
}

/**
 * A published site at `hostname`, one of its own addresses (its subdomain under the site or
 * white-label domain, or its custom domain), reached the way visitors reach sites
 * (TESSERA_SITE_SCHEME and TESSERA_SITE_PORT).
 */
export function siteOrigin(config: Pick<AppConfig, 'siteScheme' | 'sitePort'>, hostname: string): string {
  return `${config.siteScheme}://${hostname}${portSuffix(config.siteScheme, config.sitePort)}`;
}
