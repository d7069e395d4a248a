import { pageDocumentSchema } from '@tessera/core';
import { sql } from 'kysely';
import { dbNow } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { BackupRecordRow } from '../../db/schema-dashboard.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { DesignRemapper } from '../site-content/design-remap.ts';
import { remapGlobalSections, storedGlobalSections, takeGlobalSections } from '../site-content/global-content.ts';
import { writeForms, writeKeywords, writeMenus } from '../site-content/instantiate.ts';
import { siteContentSchema } from '../site-content/site-content.ts';
import { takeBackup } from './backups.service.ts';

/**
 * Puts the website back as `backup` kept it: pages (designs, names, addresses, titles), the
 * home page, forms, menus, keywords, settings and prompts. A backup of the current state is
 * taken first, so the restore can itself be undone. Pages the backup has keep their ids (and
 * their published snapshot, until published again); pages deleted since come back as drafts;
 * pages made since are deleted. Restored pages get a new version, so open editors reload.
 */
export async function restoreBackup(deps: DashboardDeps, landing: LandingRow, backup: BackupRecordRow, userId: number): Promise<LandingRow> {
  const content = siteContentSchema.parse(backup.snapshot);
  await takeBackup(deps.db, landing, 'restore', userId);
  const restored = await deps.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('pages').select('id').where('landing_id', '=', landing.id).execute();
    const kept = new Set(content.pages.map((page) => page.ref));
    const gone = current.filter((page) => !kept.has(page.id)).map((page) => page.id);
    await trx.updateTable('landings').set({ home_page_id: null }).where('id', '=', landing.id).execute();
    if (gone.length > 0) await trx.deleteFrom('pages').where('id', 'in', gone).execute();
    // Addresses are unique per website: park the kept pages' addresses while they are swapped.
    await trx
      .updateTable('pages')
      .set({ unique_name: sql<string>`'restoring-' || id` })
      .where('landing_id', '=', landing.id)
      .execute();

    const ids = new Map<number, number>();
    const existing = new Set(current.map((page) => page.id));
    for (const page of content.pages) {
      const values = { name: page.name, unique_name: page.unique_name, title: page.title, description: page.description, type: page.type };
      if (existing.has(page.ref)) {
        await trx.updateTable('pages').set((eb) => ({ ...values, version: eb('version', '+', 1), design_updated_by: null, updated_at: dbNow() })).where('id', '=', page.ref).execute();
        ids.set(page.ref, page.ref);
      } else {
        const row = await trx
          .insertInto('pages')
          .values({ ...values, landing_id: landing.id, design: JSON.stringify(page.design) })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(page.ref, row.id);
      }
    }
    // Node ids stay as they were; only links to pages that came back under a new id move.
    const remapper = new DesignRemapper(deps.registry, ids, { sameWebsite: true });
    await trx.deleteFrom('forms').where('landing_id', '=', landing.id).execute();
    await trx.deleteFrom('menus').where('landing_id', '=', landing.id).execute();
    await trx.deleteFrom('landing_keywords').where('landing_id', '=', landing.id).execute();
    // Forms and menus come back under new ids, which the designs' Form and Navigation elements then name.
    await writeForms(trx, landing.id, content.forms, remapper, { keepWebhooks: true });
    await writeMenus(trx, landing.id, content.menus, remapper);
    await writeKeywords(trx, landing.id, content.keywords);
    const homeIndex = Math.max(0, content.pages.findIndex((page) => page.home));
    const { designs, globals } = takeGlobalSections(
      content.pages.map((page) => remapper.remap(pageDocumentSchema.parse(page.design))),
      homeIndex,
    );
    for (const [index, page] of content.pages.entries()) {
      await trx.updateTable('pages').set({ design: JSON.stringify(designs[index]) }).where('id', '=', ids.get(page.ref)!).execute();
    }
    // The header and footer come back as the backup's draft; the live ones stay live, naming the forms and menus by their new ids.
    const live = await trx.selectFrom('landings').select('published_global_sections').where('id', '=', landing.id).executeTakeFirstOrThrow();
    await trx
      .updateTable('landings')
      .set({ global_sections: storedGlobalSections(globals), published_global_sections: storedGlobalSections(remapGlobalSections(remapper, live.published_global_sections)) })
      .where('id', '=', landing.id)
      .execute();
    // Published snapshots stay, but name the forms and menus by their new ids (or lose those the backup does not have).
    const published = await trx.selectFrom('pages').select(['id', 'published_design']).where('landing_id', '=', landing.id).where('published_design', 'is not', null).execute();
    for (const page of published) {
      await trx.updateTable('pages').set({ published_design: JSON.stringify(remapper.remap(pageDocumentSchema.parse(page.published_design))) }).where('id', '=', page.id).execute();
    }

    const home = content.pages.find((page) => page.home);
    return trx
      .updateTable('landings')
      .set({
        title: content.title ?? landing.title,
        description: content.description ?? landing.description,
        settings: JSON.stringify(content.settings),
        prompts: JSON.stringify(content.prompts),
        home_page_id: home ? ids.get(home.ref)! : (ids.values().next().value ?? null),
        updated_at: dbNow(),
      })
      .where('id', '=', landing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await deps.siteChanged(restored, { rerender: true });
  return restored;
}
