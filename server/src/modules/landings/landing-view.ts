import type { Landing } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { LandingRow } from '../../db/schema.ts';

/** `<subdomain>.<domain>`: the domain is the agency's white-label domain when it has one, else the site domain. */
export function siteUrl(config: AppConfig, subdomain: string, whitelabelDomain: string | null): string {
  const defaultPort = config.siteScheme === 'https' ? 443 : 80;
  const port = config.sitePort === defaultPort ? '' : `:${config.sitePort}`;
  return `${config.siteScheme}://${subdomain}.${whitelabelDomain ?? config.siteDomain}${port}/`;
}

export function toLanding(row: LandingRow, config: AppConfig, whitelabelDomain: string | null): Landing {
  return {
    id: row.id,
    unique_id: row.unique_id,
    title: row.title,
    description: row.description,
    subdomain: row.subdomain,
    domain: row.domain,
    home_page_id: row.home_page_id,
    url: row.domain ? `${config.siteScheme}://${row.domain}/` : siteUrl(config, row.subdomain, whitelabelDomain),
    created_at: row.created_at.toISOString(),
  };
}
