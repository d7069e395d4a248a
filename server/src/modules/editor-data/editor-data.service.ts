import { PLAN_FEATURES, type EditorData, type PermissionKey } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { toPage } from '../pages/page-view.ts';
import { listPages } from '../pages/pages.queries.ts';
import { findAgencyEditorFacts } from './editor-data.queries.ts';

/**
 * What the designer needs up front. The grants and AI key are those of the website's agency
 * when a website is given (an admin editing an agency's site sees what that agency holds, plus
 * every element), else of the caller's agency.
 */
export async function editorData(
  db: Db,
  user: AuthUser,
  website: { landing: LandingRow; permissions: readonly PermissionKey[] } | undefined,
): Promise<EditorData> {
  const agencyId = website?.landing.agency_id ?? user.agencyId;
  const facts = agencyId === null ? undefined : await findAgencyEditorFacts(db, agencyId);
  const pages = website ? (await listPages(db, website.landing.id)).map((row) => toPage(row, website.landing)) : null;
  return {
    all_premium_elements: user.role === 'Admin',
    premium_elements: facts?.premium_elements ?? [],
    plan_features: user.role === 'Admin' ? [...PLAN_FEATURES] : (facts?.plan_features ?? []),
    has_ai_key: Boolean(facts?.has_ai_key),
    pages,
    permissions: website ? [...website.permissions] : null,
  };
}
