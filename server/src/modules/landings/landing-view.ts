import type { Landing } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { LandingRow } from '../../db/schema.ts';

export function siteUrl(config: AppConfig, subdomain: string): string {
  const defaultPort = config.siteScheme === 'https' ? 443 : 80;
  const port = config.sitePort === defaultPort ? '' : `:${config.sitePort}`;
  return `${config.siteScheme}://${subdomain}.${config.siteDomain}${port}/`;
}

export function toLanding(row: LandingRow, config: AppConfig): Landing {
  return {
    id: row.id,
    unique_id: row.unique_id,
    title: row.title,
    description: row.description,
    subdomain: row.subdomain,
    domain: row.domain,
    home_page_id: row.home_page_id,
    url: row.domain ? `${config.siteScheme}://${row.domain}/` : siteUrl(config, row.subdomain),
    created_at: row.created_at.toISOString(),
  };
}
