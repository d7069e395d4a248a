import { draftGlobalSections, withSiteGlobalSections } from '../pages/global-sections.ts';
import { requirePage } from '../pages/pages.service.ts';
import {
  emptyDocument,
  HOME_PAGE_DELETE_MESSAGE,
  UNIQUE_NAME_TAKEN_MESSAGE,
  uniqueNameMessage,
  validateDesign,
  type CreatePageBody,
  type PageDocument,
  type UpdatePageBody,
} from '@tessera/core';
import { dbNow } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import type { LandingRow, PageRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import { aiKeyFor, askAi } from '../ai/ai-key.ts';
import { pageCopyDesign } from '../ai/copy-designs.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { agencyGrants } from '../agencies/agency-grants.ts';
import { DesignRemapper } from '../site-content/design-remap.ts';
import { pageNamesOfLanding } from '../site-content/page-names.ts';
import { pageTemplateDesign } from '../templates/templates.ts';

/** 422 naming `unique_name` when the address is malformed, reserved, or another page's. */
async function checkUniqueName(deps: Pick<DashboardDeps, 'db' | 'reservedAddresses'>, landingId: number, name: string, exceptPageId?: number): Promise<void> {
  const { db } = deps;
  const message = uniqueNameMessage(name, deps.reservedAddresses);
  if (message) throw validationFailed({ unique_name: [message] });
  let query = db.selectFrom('pages').select('id').where('landing_id', '=', landingId).where('unique_name', '=', name);
  if (exceptPageId !== undefined) query = query.where('id', '!=', exceptPageId);
  if (await query.executeTakeFirst()) throw validationFailed({ unique_name: [UNIQUE_NAME_TAKEN_MESSAGE] });
}

async function startingDesign(deps: DashboardDeps, landing: LandingRow, body: CreatePageBody): Promise<PageDocument> {
  if (body.source === 'blank') return emptyDocument();
  let design: PageDocument;
  if (body.source === 'template') {
    design = await pageTemplateDesign(deps.db, body.page_template_id!);
  } else {
    const apiKey = await aiKeyFor(deps.db, deps.config, landing.agency_id);
    design = pageCopyDesign(await askAi(() => deps.aiText.pageCopy({ apiKey, prompt: body.prompt! })));
  }
  const checked = validateDesign(design, { registry: deps.registry, grants: await agencyGrants(deps.db, landing.agency_id), previous: design, fieldPrefix: 'design' });
  if (!checked.ok) throw validationFailed(checked.errors);
  const remapper = new DesignRemapper(deps.registry, new Map());
  remapper.collect(checked.document);
  return remapper.remap(checked.document);
}

/** A new draft page: blank, from a page template, or written by the AI from a prompt. */
export async function createPage(deps: DashboardDeps, landing: LandingRow, body: CreatePageBody): Promise<PageRow> {
  const { db } = deps;
  let uniqueName: string;
  if (body.unique_name) {
    await checkUniqueName(deps, landing.id, body.unique_name);
    uniqueName = body.unique_name;
  } else {
    uniqueName = (await pageNamesOfLanding(deps, landing.id)).claim(body.name);
  }
  // A website with a shared header and footer shows them on its new pages too.
  const design = withSiteGlobalSections(await startingDesign(deps, landing, body), draftGlobalSections(landing));
  try {
    return await db
      .insertInto('pages')
      .values({ landing_id: landing.id, name: body.name, unique_name: uniqueName, title: body.title, description: body.description, design: JSON.stringify(design) })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ unique_name: [UNIQUE_NAME_TAKEN_MESSAGE] });
    throw error;
  }
}

export async function updatePage(deps: DashboardDeps, landing: LandingRow, pageId: number, body: UpdatePageBody): Promise<PageRow> {
  const page = await requirePage(deps.db, landing, pageId);
  if (body.unique_name !== undefined && body.unique_name !== page.unique_name) await checkUniqueName(deps, landing.id, body.unique_name, page.id);
  let updated: PageRow;
  try {
    updated = await deps.db.updateTable('pages').set({ ...body, updated_at: dbNow() }).where('id', '=', page.id).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ unique_name: [UNIQUE_NAME_TAKEN_MESSAGE] });
    throw error;
  }
  // A new address moves every published link to the page; a new title or description shows in its published head.
  await deps.siteChanged(landing, { rerender: page.published_at !== null || updated.unique_name !== page.unique_name });
  return updated;
}

export async function deletePage(deps: DashboardDeps, landing: LandingRow, pageId: number): Promise<void> {
  const page = await requirePage(deps.db, landing, pageId);
  if (landing.home_page_id === page.id) throw validationFailed({ id: [HOME_PAGE_DELETE_MESSAGE] });
  await deps.db.deleteFrom('pages').where('id', '=', page.id).execute();
  await deps.siteChanged(landing, { rerender: page.published_at !== null });
}
