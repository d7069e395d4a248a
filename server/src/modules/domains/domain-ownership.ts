import { HttpError, type OutboundHttp } from '@tessera/sdk';
import type { DnsResolver } from '../../services/dns-resolver.ts';

/** The TXT record name that proves a domain: `_tessera.<domain>`. */
export const txtRecordName = (domain: string) => `_tessera.${domain}`;

/** The token file's address; the port is 80 but for tests (TESSERA_DOMAIN_VERIFICATION_PORT). */
export const tokenFileUrl = (domain: string, token: string, port: number) =>
  `http://${domain}${port === 80 ? '' : `:${port}`}/.well-known/tessera-verification/${token}`;

/** A token file is one short line: anything longer is not one. */
const TOKEN_FILE_MAX_BYTES = 1024;

export type OwnershipProof = { proved: 'txt' | 'http' } | { proved: null; found: string };

export interface OwnershipDeps {
  dns: DnsResolver;
  outbound: OutboundHttp;
  port: number;
}

async function txtFinding(dns: DnsResolver, domain: string, token: string): Promise<string | null> {
  const name = txtRecordName(domain);
  const values = (await dns.txt(name)).map((value) => value.trim());
  if (values.includes(token)) return null;
  return values.length === 0 ? `there is no TXT record at ${name}` : `the TXT record at ${name} does not hold this website's token`;
}

async function httpFinding({ outbound, port }: OwnershipDeps, domain: string, token: string): Promise<string | null> {
  const url = tokenFileUrl(domain, token, port);
  try {
    const answer = await outbound.getPublic(url, { field: 'domain', maxBytes: TOKEN_FILE_MAX_BYTES, accept: 'text/plain' });
    return answer.body.toString('utf8').trim() === token ? null : `${url} answered without the token`;
  } catch (error) {
    // The guarded request says what went wrong (unreachable, private address, an error status).
    if (!(error instanceof HttpError) || !error.errors) throw error;
    const reason = (Object.values(error.errors)[0]?.[0] ?? error.message).replace(/\.$/, '');
    return `${url} could not be read (${reason.charAt(0).toLowerCase()}${reason.slice(1)})`;
  }
}

/** Whether the claimant of `domain` holding `token` controls it: the TXT record first, then the token file. */
export async function proveOwnership(deps: OwnershipDeps, domain: string, token: string): Promise<OwnershipProof> {
  const txt = await txtFinding(deps.dns, domain, token);
  if (txt === null) return { proved: 'txt' };
  const http = await httpFinding(deps, domain, token);
  if (http === null) return { proved: 'http' };
  return { proved: null, found: `${txt}, and ${http}` };
}
