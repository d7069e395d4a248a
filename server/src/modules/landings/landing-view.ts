import { landingPromptsSchema, landingSettingsBodySchema, type Landing, type LandingListItem, type LandingRendering, type LandingSettings } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import { siteOrigin } from '../../http/public-origins.ts';
import type { LandingRow } from '../../db/schema.ts';

/** `<subdomain>.<domain>`: the domain is the agency's white-label domain when it has one, else the site domain. */
export function siteUrl(config: AppConfig, subdomain: string, whitelabelDomain: string | null): string {
  return `${siteOrigin(config, `${subdomain}.${whitelabelDomain ?? config.siteDomain}`)}/`;
}

export function toLanding(row: LandingRow, config: AppConfig, whitelabelDomain: string | null): Landing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subdomain: row.subdomain,
    domain: row.domain,
    home_page_id: row.home_page_id,
    url: row.domain ? `${config.siteScheme}://${row.domain}/` : siteUrl(config, row.subdomain, whitelabelDomain),
    created_at: row.created_at.toISOString(),
  };
}

type ListedLandingRow = LandingRow & {
  whitelabel_domain: string | null;
  home_name: string | null;
  home_unique_name: string | null;
  published: boolean;
  pages_count: number;
  pages_with_changes: number;
  views_30d: number | null;
  contacts_count: number | null;
};

export function toLandingListItem(row: ListedLandingRow, config: AppConfig, rendering: LandingRendering = null): LandingListItem {
  const { whitelabel_domain, home_name, home_unique_name, published, pages_count, pages_with_changes, views_30d, contacts_count, ...landing } = row;
  return {
    ...toLanding(landing, config, whitelabel_domain),
    status: published ? 'published' : 'draft',
    rendering,
    home_page: landing.home_page_id !== null && home_name !== null ? { id: landing.home_page_id, name: home_name, unique_name: home_unique_name ?? '' } : null,
    pages_count,
    pages_with_changes,
    updated_at: landing.updated_at.toISOString(),
    stats: { views_30d, contacts: contacts_count },
  };
}

/** The settings as the settings screen edits them, every section filled with its defaults. */
export function toLandingSettings(row: LandingRow): LandingSettings {
  const stored = row.settings;
  const parsed = landingSettingsBodySchema.safeParse({ ...stored, title: row.title || 'Untitled', description: row.description });
  const settings = parsed.success ? parsed.data : landingSettingsBodySchema.parse({ title: row.title || 'Untitled' });
  const image = settings.meta_image;
  return {
    ...settings,
    title: row.title,
    meta_image: image && { ...image, Ratio: image.width && image.height ? imageRatio(image.width, image.height) : 0 },
  };
}

export function toLandingDetail(row: LandingRow, config: AppConfig, whitelabelDomain: string | null, rendering: LandingRendering = null) {
  return {
    ...toLanding(row, config, whitelabelDomain),
    settings: toLandingSettings(row),
    prompts: landingPromptsSchema.safeParse(row.prompts ?? {}).data ?? landingPromptsSchema.parse({}),
    automatic_backup: row.automatic_backup,
    template_id: row.template_id,
    rendering,
  };
}

export function imageRatio(width: number, height: number): number {
  return width > 0 && height > 0 ? Math.round((height / width) * 100) / 100 : 0;
}
