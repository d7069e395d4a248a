import { addFieldError, canUseApp, formConfigSchema, menuItemSchema, pageDocumentSchema, validateDesign, type FieldErrors, type PageDocument, type PremiumGrants } from '@tessera/core';
import type { DesignJson } from '@tessera/sdk';
import { readTemplatePart, type InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import { OwnTablesOnly } from '../../apps/own-tables.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { DesignRemapper } from './design-remap.ts';
import { storedGlobalSections, takeGlobalSections } from './global-content.ts';
import { PageNames } from '@tessera/core/rules';
import type { SiteContent } from './site-content.ts';

export interface InstantiateOptions {
  registry: ElementRegistry;
  /** The premium elements of the agency the content goes to. */
  grants: PremiumGrants;
  /**
   * Keep elements the grants or the installed plugins do not cover, as they were (a clone, a
   * backup, a template). Without it they are refused with 422 (content shared by someone else).
   */
  keepUnchecked: boolean;
  /** The installed apps' parts of site templates, for the `apps` of a template's content. */
  templateParts: readonly InstalledTemplatePart[];
}

/** An app's part of the content, read, for a website whose agency holds the app. */
interface UsedPart extends InstalledTemplatePart {
  value: unknown;
}

function usedParts(content: SiteContent, options: InstantiateOptions): UsedPart[] {
  return options.templateParts
    .filter(({ app }) => content.apps[app.definition.id] !== undefined && canUseApp(app.definition, options.grants))
    .map((entry) => ({ ...entry, value: readTemplatePart(entry.part, content.apps) }));
}

/**
 * Checks and normalises every page design and those of the apps' parts (plugin props with their
 * defaults, migrations) before anything is written; errors name the page or document.
 */
function checkedDesigns(content: SiteContent, parts: readonly UsedPart[], options: InstantiateOptions) {
  const errors: FieldErrors = {};
  const check = (items: readonly { name: string; design: unknown }[], field: string) =>
    items.map((item, index) => {
      const parsed = pageDocumentSchema.safeParse(item.design);
      const result = validateDesign(item.design, {
        registry: options.registry,
        grants: options.grants,
        previous: options.keepUnchecked && parsed.success ? parsed.data : undefined,
        fieldPrefix: `${field}.${index}.design`,
      });
      if (result.ok) return result.document;
      for (const [key, messages] of Object.entries(result.errors)) for (const message of messages) addFieldError(errors, key, `${item.name}: ${message}`);
      return undefined;
    });
  const pages = check(content.pages, 'pages');
  const apps = parts.map(({ part, value }) => check(part.documents(value), `apps.${part.appId}`));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { pages: pages as PageDocument[], apps: apps as PageDocument[][] };
}

/**
 * Writes `content` into `landing`, which has no pages yet: pages with fresh node ids and their
 * links moved to the new pages, the home page, forms, menus, the apps' parts (a template's
 * posts), keywords, settings, prompts, and file rows that share the source's stored objects.
 * Run it inside the transaction that created the landing.
 */
export async function instantiateSiteContent(trx: Db, landing: LandingRow, content: SiteContent, options: InstantiateOptions): Promise<LandingRow> {
  const parts = usedParts(content, options);
  const { pages: designs, apps: appDesigns } = checkedDesigns(content, parts, options);
  const names = new PageNames();
  const pageIds = new Map<number, number>();
  const inserted: number[] = [];
  for (const page of content.pages) {
    const row = await trx
      .insertInto('pages')
      .values({
        landing_id: landing.id,
        name: page.name,
        unique_name: names.claim(page.unique_name),
        title: page.title,
        description: page.description,
        type: page.type,
        design: JSON.stringify({ schemaVersion: 1, sections: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pageIds.set(page.ref, row.id);
    inserted.push(row.id);
  }

  const remapper = new DesignRemapper(options.registry, pageIds);
  for (const design of [...designs, ...appDesigns.flat()]) remapper.collect(design);
  // Forms and menus first: the designs' Form and Navigation elements name them by their new ids.
  await writeForms(trx, landing.id, content.forms, remapper, { keepWebhooks: false });
  await writeMenus(trx, landing.id, content.menus, remapper);
  const homeIndex = Math.max(0, content.pages.findIndex((page) => page.home));
  const { designs: references, globals } = takeGlobalSections(
    designs.map((design) => remapper.remap(design)),
    homeIndex,
  );
  for (const [index, design] of references.entries()) {
    await trx.updateTable('pages').set({ design: JSON.stringify(design) }).where('id', '=', inserted[index]!).execute();
  }

  const target = { id: landing.id, agencyId: landing.agency_id, title: landing.title };
  for (const [index, { app, part, value }] of parts.entries()) {
    const moved = appDesigns[index]!.map((design) => remapper.remap(design) as unknown as DesignJson);
    await part.instantiate(value, { landing: target, db: trx.withPlugin(new OwnTablesOnly(app.definition.id)), designs: moved }, app.context);
  }

  await writeKeywords(trx, landing.id, content.keywords);

  if (content.file_ids.length > 0) {
    const files = await trx
      .selectFrom('files')
      .select(['name', 'storage_key', 'url', 'mime', 'size', 'width', 'height'])
      .where('id', 'in', content.file_ids)
      .execute();
    if (files.length > 0) {
      await trx
        .insertInto('files')
        .values(files.map((file) => ({ ...file, agency_id: landing.agency_id, landing_id: landing.id })))
        .execute();
    }
  }

  return trx
    .updateTable('landings')
    .set({
      home_page_id: inserted[homeIndex] ?? null,
      global_sections: storedGlobalSections(globals),
      settings: JSON.stringify(content.settings),
      prompts: JSON.stringify(content.prompts),
      brand_kit: content.brand_kit ? JSON.stringify(content.brand_kit) : null,
      updated_at: dbNow(),
    })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The forms of `content` in the website, their page and element references moved by
 * `remapper`, which learns their new ids. Webhooks belong to one website: a copy's forms lose
 * them, a restored form keeps them.
 */
export async function writeForms(trx: Db, landingId: number, forms: SiteContent['forms'], remapper: DesignRemapper, options: { keepWebhooks: boolean }): Promise<void> {
  for (const form of forms) {
    const config = formConfigSchema.parse(form.config);
    config.submit.page_id = remapper.pageId(config.submit.page_id);
    if (config.submit.action === 'page' && config.submit.page_id === null) config.submit.action = 'message';
    config.element_ids = config.element_ids.map((id) => remapper.nodeId(id));
    if (!options.keepWebhooks) config.webhook_ids = [];
    const row = await trx.insertInto('forms').values({ landing_id: landingId, name: form.name, config: JSON.stringify(config) }).returning('id').executeTakeFirstOrThrow();
    if (form.ref !== undefined) remapper.forms.set(form.ref, row.id);
  }
}

/** The menus of `content` in the website, their page and section references moved by `remapper`, which learns their new ids. */
export async function writeMenus(trx: Db, landingId: number, menus: SiteContent['menus'], remapper: DesignRemapper): Promise<void> {
  const moveItem = <T extends { page_id: number | null; section_id: string }>(item: T): T => ({
    ...item,
    page_id: remapper.pageId(item.page_id),
    section_id: item.section_id && remapper.nodeId(item.section_id),
  });
  for (const menu of menus) {
    const items = menu.items.map((raw) => {
      const item = menuItemSchema.parse(raw);
      return { ...moveItem(item), children: item.children.map(moveItem) };
    });
    const row = await trx
      .insertInto('menus')
      .values({ landing_id: landingId, name: menu.name, position: menu.position, items: JSON.stringify(items) })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (menu.ref !== undefined) remapper.menus.set(menu.ref, row.id);
  }
}

export async function writeKeywords(trx: Db, landingId: number, names: readonly string[]): Promise<void> {
  const keywords = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (keywords.length > 0) await trx.insertInto('landing_keywords').values(keywords.map((name) => ({ landing_id: landingId, name }))).execute();
}
