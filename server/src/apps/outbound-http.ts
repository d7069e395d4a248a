import { isIP } from 'node:net';
import { validationFailed, type OutboundHttp } from '@tessera/sdk';
import type { DnsResolver } from '../services/dns-resolver.ts';
import { PRIVATE_ADDRESS_MESSAGE, UNRESOLVED_HOST_MESSAGE, vetWebhookUrl } from '../modules/webhooks/address-guard.ts';
import { requestOnce } from '../modules/webhooks/outbound-request.ts';

const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/**
 * Where the resolver port sends a name when private addresses are allowed and nothing was vetted
 * (tests): a test's fake DNS decides where a domain's requests go. Unknown names are left to the system.
 */
async function addressByResolver(dns: DnsResolver, hostname: string): Promise<{ address: string; family: 4 | 6 } | undefined> {
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) return undefined;
  const [address] = await dns.addresses(hostname);
  return address ? { address, family: isIP(address) === 6 ? 6 : 4 } : undefined;
}

/** Apps' requests to user-given addresses, through the webhooks' address guard and pinned connection. */
export function createOutboundHttp(deps: { dns: DnsResolver; allowPrivate: boolean; userAgent: string }): OutboundHttp {
  return {
    async getPublic(url, { field, what = 'address', maxBytes, accept = '*/*' }) {
      const refuse = (message: string) => validationFailed({ [field]: [message] });
      // The guard words its reasons for webhooks; an app's user gave a feed or a channel.
      const reasonFor = (reason: string) =>
        reason === PRIVATE_ADDRESS_MESSAGE ? `The ${what} is on a private network, which may not be reached.` : reason === UNRESOLVED_HOST_MESSAGE ? `The ${what}'s host could not be found.` : reason;
      let current = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const target = URL.canParse(current) ? new URL(current) : null;
        if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) throw refuse('Use an http(s) address.');
        const vetted = await vetWebhookUrl(current, deps.dns, deps.allowPrivate);
        if (!vetted.ok) throw refuse(reasonFor(vetted.reason));
        const address = vetted.address ?? (await addressByResolver(deps.dns, target.hostname));
        const answer = await requestOnce({
          url: current,
          method: 'GET',
          timeoutMs: TIMEOUT_MS,
          maxResponseBytes: maxBytes,
          headers: { accept, 'user-agent': deps.userAgent },
          ...(address ? { address } : {}),
        });
        const status = answer.statusCode;
        if (status === null) throw refuse(`The ${what} could not be reached: ${answer.error ?? 'no answer'}`);
        const location = answer.headers.location;
        if (status >= 300 && status < 400 && location) {
          current = new URL(location, current).href;
          continue;
        }
        if (status < 200 || status >= 300) throw refuse(`The ${what} answered ${status}.`);
        if (answer.truncated) throw refuse(`The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        return { url: current, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
      }
      throw refuse(`The ${what} redirected more than ${MAX_REDIRECTS} times.`);
    },
  };
}
