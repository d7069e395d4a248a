import {
  AGENCY_ROLES,
  customUrlBodySchema,
  customUrlResponseSchema,
  domainCheckQuerySchema,
  dnsRecordSchema,
  idSchema,
  validateDomainBodySchema,
  validateSubdomainBodySchema,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import { toLanding } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import { rerenderPublishedPages } from '../sites/publisher.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { cnameTargetFor, pointsHere, refusePlatformDomain, refuseTakenDomain, refuseUnavailableSubdomain, requiredRecord } from './domain-checks.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const checkAccess = { roles: ROLES, tenant: 'landing', landingIdIn: 'query' } as const;
const checked = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string(), success: z.boolean() });

export interface DomainsDeps {
  db: Db;
  config: AppConfig;
  hosts: SiteHosts;
  dns: DnsResolver;
  render: PageRenderer;
  sites: PublishedSites;
}

/** The website a check is about (`?landing_id=`, already checked to be in reach), which may keep its own value. */
const landingOf = (request: FastifyRequest) => request.tenant.landing;

export function domainsRoutes({ db, config, hosts, dns, render, sites }: DomainsDeps) {
  return [
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/custom-url',
      summary: "Set or remove (null) the website's custom domain; answers with the DNS record to create",
      tags: ['domains'],
      access: { roles: ROLES, tenant: 'landing', permission: 'settings.edit' },
      params: z.object({ id: idSchema }),
      body: customUrlBodySchema,
      response: { 200: customUrlResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const domain = request.body.custom_url;
        if (domain !== null) {
          refusePlatformDomain(hosts, domain, 'custom_url');
          await refuseTakenDomain(db, domain, landing.id, 'custom_url');
        }
        let updated;
        try {
          updated = await db
            .updateTable('landings')
            .set({ domain, updated_at: new Date() })
            .where('id', '=', landing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (isUniqueViolation(error)) await refuseTakenDomain(db, domain!, landing.id, 'custom_url');
          throw error;
        }
        // Canonical addresses in the published pages name the primary host, which this changes.
        await rerenderPublishedPages(db, config, render, updated);
        sites.invalidateLanding(landing.id);
        const url = toLanding(updated, config, await whitelabelDomainOfAgency(db, updated.agency_id)).url;
        const dnsRecord = domain === null ? null : requiredRecord(config, domain, await cnameTargetFor(db, config, updated.agency_id));
        return {
          data: { custom_url: domain, url, dns: dnsRecord },
          message: domain === null ? 'Custom domain removed.' : 'Custom domain saved. Create the DNS record shown, then check the domain.',
          success: true,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/validate-domain',
      summary: 'Check a custom domain: format (§5), not used by another website, and its DNS pointing here',
      tags: ['domains'],
      access: checkAccess,
      query: domainCheckQuerySchema,
      body: validateDomainBodySchema,
      response: { 200: checked(z.object({ domain: z.string(), dns: dnsRecordSchema })) },
      handler: async (request) => {
        const { domain } = request.body;
        const landing = landingOf(request);
        refusePlatformDomain(hosts, domain, 'domain');
        await refuseTakenDomain(db, domain, landing?.id, 'domain');
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
