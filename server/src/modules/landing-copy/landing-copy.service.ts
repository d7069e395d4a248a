import type { CopyLandingBody } from '@tessera/core';
import type { LandingRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { agencyForNewLanding, createLanding, freeSubdomain } from '../landings/landing-create.ts';
import { readSiteContent } from '../site-content/read-content.ts';
import type { SiteContent } from '../site-content/site-content.ts';

export type CopyKind = 'clone' | 'duplicate' | 'import';

/** What the person sharing a website keeps to themselves: who they are and where to reach them. */
function withoutPersonalSettings(content: SiteContent): SiteContent {
  const { owner_section: _owner, business_section: _business, socials: _socials, ...settings } = content.settings;
  return { ...content, settings };
}

/**
 * A full copy of `source` as a new website: pages with fresh node ids and their links moved,
 * the home page, forms, menus, keywords, settings, prompts and file references.
 * - clone: titled as the source; an admin may put it in another agency (`agency_id`);
 * - duplicate: always in the source's agency, titled "… (copy)";
 * - import (a shared website, by its share id): into the caller's agency, checked against that
 *   agency's premium elements, without the sharer's owner and business details.
 * The copy gets the subdomain asked for, else a free one derived from the source's.
 */
export async function copyLanding(deps: DashboardDeps, user: AuthUser, source: LandingRow, kind: CopyKind, body: CopyLandingBody): Promise<LandingRow> {
  const requested = user.role === 'Admin' ? (kind === 'clone' ? (body.agency_id ?? source.agency_id) : kind === 'duplicate' ? source.agency_id : body.agency_id) : undefined;
  const agencyId = await agencyForNewLanding(deps.db, user, requested);
  const content = await readSiteContent(deps.db, source);
  const title = body.title ?? (kind === 'duplicate' ? `${source.title} (copy)` : source.title);
  return createLanding(deps, user, {
    agencyId,
    title,
    description: source.description,
    subdomain: body.subdomain ?? (await freeSubdomain(deps.db, kind === 'import' ? source.subdomain : `${source.subdomain}-copy`)),
    templateId: source.template_id,
    content: kind === 'import' ? withoutPersonalSettings(content) : content,
    keepUnchecked: kind !== 'import',
  });
}
