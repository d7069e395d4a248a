import { emptyDocument, installedPermissionKeys, SUBDOMAIN_TAKEN_MESSAGE } from '@tessera/core';
import { agencyGrants } from '../agencies/agency-grants.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import type { LandingRow } from '../../db/schema.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { refuseUnavailableSubdomain } from '../domains/domain-checks.ts';
import { refuseAtWebsiteLimit } from './website-limit.ts';
import type { InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import { instantiateSiteContent } from '../site-content/instantiate.ts';
import type { SiteContent } from '../site-content/site-content.ts';

export const CANNOT_CREATE_MESSAGE = 'You are not allowed to create websites.';

/** A website with one empty home page. */
export const blankSiteContent = (title: string): SiteContent => ({
  settings: {},
  prompts: {},
  pages: [{ ref: 1, name: 'Home', unique_name: 'home', title, description: '', type: 'page', home: true, design: emptyDocument() }],
  apps: {},
  forms: [],
  menus: [],
  keywords: [],
  file_ids: [],
});

/**
 * The agency a new website goes to: an admin names one (`agency_id`), everyone else creates in
 * their own. Refuses (403) a sub-user without can_create_landing, and an agency at its website
 * limit (checked again when the website is written).
 */
export async function agencyForNewLanding(db: Db, user: AuthUser, requestedAgencyId: number | undefined): Promise<number> {
  let agencyId: number;
  if (user.role === 'Admin') {
    if (requestedAgencyId === undefined) throw validationFailed({ agency_id: ['The agency id field is required.'] });
    agencyId = requestedAgencyId;
  } else {
    if (user.agencyId === null || (user.role !== 'Agency' && !user.canCreateLanding)) throw new HttpError('forbidden', CANNOT_CREATE_MESSAGE);
    agencyId = user.agencyId;
  }
  const agency = await db.selectFrom('agencies').select('id').where('id', '=', agencyId).where('archived_at', 'is', null).executeTakeFirst();
  if (!agency) throw validationFailed({ agency_id: ['The selected agency id is invalid.'] });
  await refuseAtWebsiteLimit(db, agencyId);
  return agencyId;
}

export interface NewLanding {
  agencyId: number;
  title: string;
  description: string;
  subdomain: string;
  templateId?: number | null;
  content: SiteContent;
  /** Keep elements the agency's grants or the installed plugins do not cover (see InstantiateOptions). */
  keepUnchecked: boolean;
}

/** What building a website's content takes: the installed element plugins and the apps' parts of site templates. */
export interface LandingBuilder {
  db: Db;
  registry: ElementRegistry;
  templateParts: readonly InstalledTemplatePart[];
}

/**
 * Creates a website with its content in one transaction, within the agency's website limit
 * (every way of making a website comes through here). A sub-user who creates one gets every
 * permission on it, as its owner would have.
 */
export async function createLanding({ db, registry, templateParts }: LandingBuilder, creator: AuthUser, input: NewLanding): Promise<LandingRow> {
  await refuseUnavailableSubdomain(db, input.subdomain, undefined);
  const grants = await agencyGrants(db, input.agencyId);
  try {
    return await db.transaction().execute(async (trx) => {
      await refuseAtWebsiteLimit(trx, input.agencyId, { lock: true });
      const landing = await trx
        .insertInto('landings')
        .values({
          agency_id: input.agencyId,
          title: input.title,
          description: input.description,
          subdomain: input.subdomain,
          template_id: input.templateId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const filled = await instantiateSiteContent(trx, landing, input.content, { registry, grants, keepUnchecked: input.keepUnchecked, templateParts });
      if (creator.role === 'AgencyUser' || creator.role === 'WebsiteUser') {
        await trx.insertInto('user_landings').values({ user_id: creator.id, landing_id: landing.id, permissions: JSON.stringify(installedPermissionKeys()) }).execute();
      }
      return filled;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ subdomain: [SUBDOMAIN_TAKEN_MESSAGE] });
    throw error;
  }
}

/** The first of `base`, `base-2`, `base-3`… that no website uses (for copies that get no subdomain of their own). */
export async function freeSubdomain(db: Db, base: string): Promise<string> {
  const stem = base.slice(0, 55).replace(/-+$/, '') || 'site';
  const taken = new Set(
    (await db.selectFrom('landings').select('subdomain').where('subdomain', 'like', `${stem}%`).execute()).map((row) => row.subdomain),
  );
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
