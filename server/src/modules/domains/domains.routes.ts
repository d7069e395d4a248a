import {
  AGENCY_ROLES,
  customDomainResponseSchema,
  customUrlBodySchema,
  customUrlResponseSchema,
  domainCheckQuerySchema,
  dnsRecordSchema,
  idSchema,
  validateDomainBodySchema,
  validateSubdomainBodySchema,
  verifyCustomDomainResponseSchema,
} from '@tessera/core';
import type { OutboundHttp } from '@tessera/sdk';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import { toLanding } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import type { SiteRerenders } from '../sites/rerender-job.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { cnameTargetFor, pointsHere, refusePlatformDomain, refuseUnavailableSubdomain, requiredRecord } from './domain-checks.ts';
import { awardDomain, claimDomain, claimOf, toClaim } from './domain-claims.ts';
import { proveOwnership } from './domain-ownership.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const claimAccess = { roles: ROLES, tenant: 'landing', permission: 'settings.edit' } as const;
const checkAccess = { roles: ROLES, tenant: 'landing', landingIdIn: 'query' } as const;
const checked = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string(), success: z.boolean() });

export interface DomainsDeps {
  db: Db;
  config: AppConfig;
  hosts: SiteHosts;
  dns: DnsResolver;
  sites: PublishedSites;
  rerenders: SiteRerenders;
  /** The guarded outbound requests, resolved when first needed (the server provides them after publishing is put together). */
  outbound: () => OutboundHttp;
}

/** The website a check is about (`?landing_id=`, already checked to be in reach), which may keep its own value. */
const landingOf = (request: FastifyRequest) => request.tenant.landing;

export function domainsRoutes({ db, config, hosts, dns, sites, rerenders, outbound }: DomainsDeps) {
  const claimView = async (landingId: number) => {
    const row = await claimOf(db, landingId);
    return row ? toClaim(row, config.domainVerificationPort) : null;
  };
  /** Canonical addresses in the published pages name the website's primary host, which a domain change moves. */
  const addressMoved = async (landing: LandingRow) => {
    sites.invalidateLanding(landing.id);
    await rerenders.request(landing.id);
  };

  return [
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/custom-url',
      summary:
        "Claim or remove (null) the website's custom domain: it stays pending, serving nothing, until verified; answers with the DNS record that points it here and the proofs of ownership to create",
      tags: ['domains'],
      access: claimAccess,
      params: z.object({ id: idSchema }),
      body: customUrlBodySchema,
      response: { 200: customUrlResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const domain = request.body.custom_url;
        if (domain !== null) refusePlatformDomain(hosts, domain, 'custom_url');
        const updated = await claimDomain(db, landing, domain);
        if (updated.domain !== landing.domain) await addressMoved(updated);
        const url = toLanding(updated, config, await whitelabelDomainOfAgency(db, updated.agency_id)).url;
        const dnsRecord = domain === null ? null : requiredRecord(config, domain, await cnameTargetFor(db, config, updated.agency_id));
        return {
          data: { custom_url: domain, url, dns: dnsRecord, claim: await claimView(landing.id) },
          message: domain === null ? 'Custom domain removed.' : 'Custom domain saved. Prove it is yours with the TXT record or the file shown, then verify it.',
          success: true,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/custom-domain',
      summary: "The website's claim on a custom domain (null without one): pending, verified or lost, with the TXT record and token file that prove it",
      tags: ['domains'],
      access: claimAccess,
      params: z.object({ id: idSchema }),
      response: { 200: customDomainResponseSchema },
      handler: async (request) => ({ data: await claimView(requireLanding(request).id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/custom-domain/verify',
      summary:
        "Verify the website's custom domain: its TXT record, else its token file over HTTP. Once verified the website answers there, and another website's claim on it is lost; otherwise 422 says what was found",
      tags: ['domains'],
      access: claimAccess,
      params: z.object({ id: idSchema }),
      response: { 200: verifyCustomDomainResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const claim = await claimOf(db, landing.id);
        if (!claim) throw validationFailed({ domain: ['This website has no custom domain to verify.'] });
        const proof = await proveOwnership({ dns, outbound: outbound(), port: config.domainVerificationPort }, claim.domain, claim.token);
        if (proof.proved === null) {
          throw validationFailed({ domain: [`${claim.domain} is not verified yet: ${proof.found}. DNS changes can take a while to show.`] });
        }
        const awarded = await awardDomain(db, landing.id, claim.domain);
        for (const moved of [awarded.landing, ...awarded.losers]) await addressMoved(moved);
        return {
          data: toClaim(awarded.claim, config.domainVerificationPort),
          message: `${claim.domain} is verified by its ${proof.proved === 'txt' ? 'TXT record' : 'token file'}.`,
          success: true,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/validate-domain',
      summary: 'Check a custom domain: format (§5), not a platform address, and its DNS pointing here (who owns it is proved by verifying it)',
      tags: ['domains'],
      access: checkAccess,
      query: domainCheckQuerySchema,
      body: validateDomainBodySchema,
      response: { 200: checked(z.object({ domain: z.string(), dns: dnsRecordSchema })) },
      handler: async (request) => {
        const { domain } = request.body;
        const landing = landingOf(request);
        refusePlatformDomain(hosts, domain, 'domain');
        const target = await cnameTargetFor(db, config, landing?.agency_id ?? requireUser(request).agencyId);
        const record = requiredRecord(config, domain, target);
        if (!(await pointsHere(dns, config, domain, target))) {
          throw validationFailed({
            domain: [`${domain} does not point here yet. Create a ${record.type} record for ${domain} with the value ${record.value}; DNS changes can take a while to show.`],
          });
        }
        return { data: { domain, dns: record }, message: 'The domain is set up correctly.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/validate-subdomain',
      summary: 'Check a subdomain: format (§5), not reserved, not taken by another website',
      tags: ['domains'],
      access: checkAccess,
      query: domainCheckQuerySchema,
      body: validateSubdomainBodySchema,
      response: { 200: checked(z.object({ subdomain: z.string(), available: z.boolean() })) },
      handler: async (request) => {
        const { subdomain } = request.body;
        await refuseUnavailableSubdomain(db, subdomain, landingOf(request)?.id);
        return { data: { subdomain, available: true }, message: 'The subdomain is available.', success: true };
      },
    }),
  ];
}
