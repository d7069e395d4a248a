import { grantsFor } from '../agencies/agency-grants.ts';
import { pageDocumentSchema, validateDesign, type PageDocument, type SandboxDesign } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { StoredPage } from '../pages/page-columns.ts';
import type { PageSandboxRow } from '../../db/schema-designer.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { updatePageIfVersion } from '../pages/pages.queries.ts';
import { requirePage } from '../pages/pages.service.ts';
import { saveVersionedDesign, staleVersion, type VersionedDesign } from '../pages/versioned-design.ts';

/**
 * A page's sandbox: a copy of its design edited and saved on its own. Until something is saved
 * there is no row and the sandbox is the page's design at version 0. Applying writes the
 * sandbox into the page as a normal save would (the page's version check included); the page
 * is never touched otherwise.
 */

function findSandbox(db: Db, pageId: number) {
  return db.selectFrom('page_sandboxes').selectAll().where('page_id', '=', pageId).executeTakeFirst();
}

function view(page: StoredPage, sandbox: PageSandboxRow | undefined): SandboxDesign {
  return {
    page_id: page.id,
    design: pageDocumentSchema.parse(sandbox ? sandbox.design : page.design),
    version: sandbox?.version ?? 0,
    base_version: sandbox?.base_version ?? page.version,
    page_version: page.version,
    updated_at: sandbox?.updated_at.toISOString() ?? null,
  };
}

export async function readSandbox(db: Db, landing: LandingRow, pageId: number): Promise<SandboxDesign> {
  const page = await requirePage(db, landing, pageId);
  return view(page, await findSandbox(db, page.id));
}

async function checkedDesign(db: Db, registry: ElementRegistry, user: AuthUser, landing: LandingRow, input: unknown, previous: unknown): Promise<PageDocument> {
  const grants = await grantsFor(db, user, landing.agency_id);
  const result = validateDesign(input, { registry, grants, previous, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(result.errors);
  return result.document;
}

/** The page's design and version and its sandbox's, if one was saved, in one query. */
function findSandboxOfPage(db: Db, landingId: number, pageId: number) {
  return db
    .selectFrom('pages')
    .leftJoin('page_sandboxes', 'page_sandboxes.page_id', 'pages.id')
    .select(['pages.design as page_design', 'pages.version as page_version', 'page_sandboxes.design as sandbox_design', 'page_sandboxes.version as sandbox_version'])
    .where('pages.landing_id', '=', landingId)
    .where('pages.id', '=', pageId)
    .executeTakeFirst();
}

/**
 * The sandbox's save over `input.version` (0 until one is saved, when the sandbox is the page's
 * design): 409 when it moved on, unless it repeats what is stored. The first save inserts it,
 * based on the page's version then.
 */
export async function saveSandbox(
  db: Db,
  registry: ElementRegistry,
  user: AuthUser,
  landing: LandingRow,
  pageId: number,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  // The page's version when the sandbox is first saved: what applying it will replace.
  let basedOn = 0;
  const document: VersionedDesign = {
    noun: 'sandbox',
    async read() {
      const row = await findSandboxOfPage(db, landing.id, pageId);
      if (!row) throw notFound('Page');
      basedOn = row.page_version;
      return row.sandbox_version === null ? { design: row.page_design, version: 0 } : { design: row.sandbox_design, version: row.sandbox_version };
    },
    async write(design, expectedVersion) {
      const json = JSON.stringify(design);
      const saved =
        expectedVersion === 0
          ? await db
              .insertInto('page_sandboxes')
              .values({ page_id: pageId, design: json, base_version: basedOn, updated_by: user.id })
              .onConflict((oc) => oc.column('page_id').doNothing())
              .returning('version')
              .executeTakeFirst()
          : await db
              .updateTable('page_sandboxes')
              .set({ design: json, updated_by: user.id, updated_at: dbNow() })
              .set((eb) => ({ version: eb('version', '+', 1) }))
              .where('page_id', '=', pageId)
              .where('version', '=', expectedVersion)
              .returning('version')
              .executeTakeFirst();
      return saved?.version;
    },
  };
  return saveVersionedDesign(document, registry, await grantsFor(db, user, landing.agency_id), input);
}

/** Writes the sandbox into the page when both are still at the versions the caller saw. */
export async function applySandbox(
  db: Db,
  registry: ElementRegistry,
  user: AuthUser,
  landing: LandingRow,
  pageId: number,
  input: { version: number; page_version: number },
): Promise<{ page_version: number; version: number }> {
  const page = await requirePage(db, landing, pageId);
  const sandbox = await findSandbox(db, page.id);
  const current = sandbox?.version ?? 0;
  if (input.version !== current) throw staleVersion('sandbox', input.version, current);
  if (page.version !== input.page_version) {
    throw new HttpError(
      'version_conflict',
      `The page was saved since this sandbox was copied from it (the sandbox replaces version ${input.page_version}, the page is now at version ${page.version}). Applying now would undo those changes.`,
    );
  }
  // Nothing saved in the sandbox: it is the page's own design, and applying changes nothing.
  if (!sandbox) return { page_version: page.version, version: 0 };
  // Plugins or grants may have changed since the sandbox was saved: the page gets only what a save would accept.
  const design = await checkedDesign(db, registry, user, landing, sandbox.design, page.design);
  return db.transaction().execute(async (trx) => {
    const pageVersion = await updatePageIfVersion(trx, page.id, input.page_version, { design: JSON.stringify(design) }, user.id);
    if (pageVersion === undefined) throw new HttpError('version_conflict', 'The page was saved elsewhere at the same moment. Reload it and apply again.');
    const moved = await trx
      .updateTable('page_sandboxes')
      .set({ base_version: pageVersion })
      .where('page_id', '=', page.id)
      .where('version', '=', input.version)
      .returning('version')
      .executeTakeFirst();
    // The sandbox was saved meanwhile: roll the page back rather than apply what the caller did not see.
    if (!moved) throw staleVersion('sandbox', input.version, (await findSandbox(trx, page.id))?.version ?? 0);
    return { page_version: pageVersion, version: moved.version };
  });
}

/** Drops the sandbox: it is the page's design again. */
export async function discardSandbox(db: Db, landing: LandingRow, pageId: number): Promise<SandboxDesign> {
  const page = await requirePage(db, landing, pageId);
  await db.deleteFrom('page_sandboxes').where('page_id', '=', page.id).execute();
  return view(page, undefined);
}
