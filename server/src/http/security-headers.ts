import type { FastifyInstance } from 'fastify';
import { hostnameOf, type SiteHosts } from '../modules/sites/site-hosts.ts';

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The payment provider's card form: its script, the frames it draws the card fields in, and its API. */
const STRIPE_JS = { script: 'https://js.stripe.com', api: 'https://api.stripe.com' };

/** What a support chat set by the admin loads and talks to (see `supportChatSources`). */
export interface SupportChatPolicy {
  scripts: readonly string[];
  connect: readonly string[];
}

/**
 * The dashboard and designer: only their own scripts and API, and with a live payment provider
 * its card form's (Stripe.js); with a support chat its provider's script and connections (the
 * dashboard document is served with them, see `registerSpa`). Styles may be inline because the
 * canvas injects each element's CSS as it is edited. Images come from the app's storage (served
 * on its own origin), the stock-photo host and any https address a page links an image to, which
 * the designer must show as the published page will. Embeds (maps, videos) are https frames.
 */
export function appContentSecurityPolicy({ paymentProviderScripts, supportChat }: { paymentProviderScripts: boolean; supportChat?: SupportChatPolicy | null }): string {
  const scripts = ["'self'", ...(paymentProviderScripts ? [STRIPE_JS.script] : []), ...(supportChat?.scripts ?? [])];
  const connect = ["'self'", ...(paymentProviderScripts ? [STRIPE_JS.api] : []), ...(supportChat?.connect ?? [])];
  return policy({
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...(supportChat ? ['https:'] : [])],
    'connect-src': connect,
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * A published page: its own island scripts only (and a live payment provider's card form, for
 * the order elements), unless the agency's plan lets the HTML Editor
 * carry scripts (inline, or from https hosts such as a chat widget's). Pages may show images,
 * video and embeds from anywhere on https, and be framed by anyone (agencies embed them).
 */
export function siteContentSecurityPolicy({ scriptsAllowed, paymentProviderScripts = false }: { scriptsAllowed: boolean; paymentProviderScripts?: boolean }): string {
  const own = paymentProviderScripts ? ["'self'", STRIPE_JS.script] : ["'self'"];
  return policy({
    'default-src': ["'self'"],
    'script-src': scriptsAllowed ? ["'self'", "'unsafe-inline'", 'https:'] : own,
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': scriptsAllowed ? ["'self'", 'https:'] : paymentProviderScripts ? ["'self'", STRIPE_JS.api] : ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  });
}

/** Sent with every answer unless its route set its own. */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: `nosniff` and a referrer policy everywhere; on the app's own host a
 * CSP, no framing by other sites, and HSTS once it is reached over https. Routes that set their
 * own CSP (draft previews, uploads, published pages) keep it.
 */
export function useSecurityHeaders(app: FastifyInstance, hosts: SiteHosts, options: { paymentProviderScripts: boolean }): void {
  const appPolicy = appContentSecurityPolicy(options);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!hosts.isAppHost(hostnameOf(request.headers.host))) return;
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', appPolicy);
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
