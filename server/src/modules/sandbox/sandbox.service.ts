import { grantsFor } from '../agencies/agency-grants.ts';
import { pageDocumentSchema, stableJson, validateDesign, walkElements, type PageDocument, type SandboxDesign } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow, PageRow } from '../../db/schema.ts';
import type { PageSandboxRow } from '../../db/schema-designer.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { updatePageIfVersion } from '../pages/pages.queries.ts';
import { requirePage } from '../pages/pages.service.ts';

/**
 * A page's sandbox: a copy of its design edited and saved on its own. Until something is saved
 * there is no row and the sandbox is the page's design at version 0. Applying writes the
 * sandbox into the page as a normal save would (the page's version check included); the page
 * is never touched otherwise.
 */

function findSandbox(db: Db, pageId: number) {
  return db.selectFrom('page_sandboxes').selectAll().where('page_id', '=', pageId).executeTakeFirst();
}

function view(page: PageRow, sandbox: PageSandboxRow | undefined): SandboxDesign {
  return {
    page_id: page.id,
    design: pageDocumentSchema.parse(sandbox ? sandbox.design : page.design),
    version: sandbox?.version ?? 0,
    base_version: sandbox?.base_version ?? page.version,
    page_version: page.version,
    updated_at: sandbox?.updated_at.toISOString() ?? null,
  };
}

const sandboxMoved = (sent: number, current: number) =>
  new HttpError(
    'version_conflict',
    `This sandbox was saved elsewhere since you opened it (you edited version ${sent}, it is now at version ${current}). Reload to see those changes.`,
  );

export async function readSandbox(db: Db, landing: LandingRow, pageId: number): Promise<SandboxDesign> {
  const page = await requirePage(db, landing, pageId);
  return view(page, await findSandbox(db, page.id));
}

/** Props as the elements hold them, to tell whether validation changed anything the editor should reload. */
const propsOf = (design: PageDocument) => stableJson([...walkElements(design)].map(({ element }) => [element.id, element.key, element.props]));

async function checkedDesign(db: Db, registry: ElementRegistry, user: AuthUser, landing: LandingRow, input: unknown, previous: unknown): Promise<PageDocument> {
  const before = pageDocumentSchema.safeParse(previous);
  const grants = await grantsFor(db, user, landing.agency_id);
  const result = validateDesign(input, { registry, grants, previous: before.success ? before.data : undefined, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(result.errors);
  return result.document;
}

export async function saveSandbox(
  db: Db,
  registry: ElementRegistry,
  user: AuthUser,
  landing: LandingRow,
  pageId: number,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const page = await requirePage(db, landing, pageId);
  const existing = await findSandbox(db, page.id);
  const current = existing?.version ?? 0;
  if (input.version !== current) throw sandboxMoved(input.version, current);
  const design = await checkedDesign(db, registry, user, landing, input.design, existing?.design ?? page.design);
  const json = JSON.stringify(design);
  let saved: { version: number } | undefined;
  if (existing) {
    saved = await db
      .updateTable('page_sandboxes')
      .set({ design: json, updated_by: user.id, updated_at: new Date() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('page_id', '=', page.id)
      .where('version', '=', input.version)
      .returning('version')
      .executeTakeFirst();
  } else {
    saved = await db
      .insertInto('page_sandboxes')
      .values({ page_id: page.id, design: json, base_version: page.version, updated_by: user.id })
      .onConflict((oc) => oc.column('page_id').doNothing())
      .returning('version')
      .executeTakeFirst();
  }
  if (!saved) throw sandboxMoved(input.version, (await findSandbox(db, page.id))?.version ?? 0);
  const sent = pageDocumentSchema.safeParse(input.design);
  return { version: saved.version, shouldReload: !sent.success || propsOf(sent.data) !== propsOf(design) };
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
  if (input.version !== current) throw sandboxMoved(input.version, current);
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
    if (!moved) throw sandboxMoved(input.version, (await findSandbox(trx, page.id))?.version ?? 0);
    return { page_version: pageVersion, version: moved.version };
  });
}

/** Drops the sandbox: it is the page's design again. */
export async function discardSandbox(db: Db, landing: LandingRow, pageId: number): Promise<SandboxDesign> {
  const page = await requirePage(db, landing, pageId);
  await db.deleteFrom('page_sandboxes').where('page_id', '=', page.id).execute();
  return view(page, undefined);
}
