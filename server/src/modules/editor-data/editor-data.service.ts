import type { EditorData, PermissionKey } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { aiAvailable } from '../ai/ai-key.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { toPage } from '../pages/page-view.ts';
import { listPages } from '../pages/pages.queries.ts';
import type { VirtualPagesOf } from '../site-content/virtual-pages.ts';

/**
 * What the designer needs up front. The grants and whether AI can be used are those of the website's agency
 * when a website is given (an admin editing an agency's site sees what that agency holds, plus
 * every element), else of the caller's agency.
 */
export async function editorData(
  db: Db,
  config: AppConfig,
  virtualPages: VirtualPagesOf,
  user: AuthUser,
  website: { landing: LandingRow; permissions: readonly PermissionKey[] } | undefined,
): Promise<EditorData> {
  const agencyId = website?.landing.agency_id ?? user.agencyId;
  const [ai, grants] = await Promise.all([aiAvailable(db, config, agencyId), grantsFor(db, user, agencyId)]);
  const pages = website
    ? [...(await listPages(db, website.landing.id)).map((row) => toPage(row, website.landing)), ...(await virtualPages(website.landing))]
    : null;
  return {
    all_premium_elements: grants.all,
    premium_elements: [...grants.elements],
    premium_apps: [...grants.apps],
    plan_features: [...grants.features],
    has_ai_key: ai,
    pages,
    permissions: website ? [...website.permissions] : null,
  };
}
