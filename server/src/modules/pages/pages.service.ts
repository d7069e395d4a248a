import { ALL_PREMIUM, pageDocumentSchema, stableJson, validateDesign, walkElements, type PageDocument, type PremiumGrants } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import { findAgencyPremiumElements, findPage, listPages, markPublished, updatePageIfVersion } from './pages.queries.ts';

export async function premiumGrantsFor(db: Db, user: AuthUser, landing: LandingRow): Promise<PremiumGrants> {
  if (user.role === 'Admin') return ALL_PREMIUM;
  const agency = await findAgencyPremiumElements(db, landing.agency_id);
  return { all: false, elements: new Set(agency?.premium_elements ?? []) };
}

export async function requirePage(db: Db, landing: LandingRow, pageId: number) {
  const page = await findPage(db, landing.id, pageId);
  if (!page) throw notFound('Page');
  return page;
}

/** Props as the elements hold them, without the plugin versions the server stamps on save. */
function propsFingerprint(design: PageDocument): string {
  return stableJson([...walkElements(design)].map(({ element }) => [element.id, element.key, element.props]));
}

export interface SaveDesignInput {
  design: unknown;
  version: number;
}

export async function saveDesign(
  db: Db,
  registry: ElementRegistry,
  grants: PremiumGrants,
  landing: LandingRow,
  pageId: number,
  input: SaveDesignInput,
): Promise<{ version: number; shouldReload: boolean }> {
  const page = await requirePage(db, landing, pageId);
  const staleMessage = (current: number) =>
    `This page was saved elsewhere since you opened it (you edited version ${input.version}, it is now at version ${current}). Reload to see those changes.`;
  const previous = pageDocumentSchema.parse(page.design);
  const result = validateDesign(input.design, { registry, grants, previous, fieldPrefix: 'design' });
  if (page.version !== input.version) {
    // PUT is idempotent: a repeated save (a browser retrying it, a double submit) of exactly what is stored succeeds.
    if (result.ok && stableJson(result.document) === stableJson(previous)) return { version: page.version, shouldReload: false };
    throw new HttpError('version_conflict', staleMessage(page.version));
  }
  if (!result.ok) throw validationFailed(result.errors);

  const version = await updatePageIfVersion(db, page.id, input.version, { design: JSON.stringify(result.document) });
  if (version === undefined) {
    const current = await requirePage(db, landing, pageId);
    throw new HttpError('version_conflict', staleMessage(current.version));
  }
  const sent = pageDocumentSchema.safeParse(input.design);
  const shouldReload = !sent.success || propsFingerprint(sent.data) !== propsFingerprint(result.document);
  return { version, shouldReload };
}

/** Freezes the current design as the published snapshot and renders its HTML once, here. */
export async function publishPage(db: Db, render: PageRenderer, landing: LandingRow, pageId: number) {
  const page = await requirePage(db, landing, pageId);
  const design = pageDocumentSchema.parse(page.design);
  const paths = new Map((await listPages(db, landing.id)).map((p) => [p.id, p.id === landing.home_page_id ? '/' : `/${p.unique_name}`]));
  const html = render(
    design,
    { title: page.title || page.name || landing.title, description: page.description },
    { pageHref: (id) => paths.get(id) },
  );
  return markPublished(db, page.id, {
    published_design: JSON.stringify(design),
    published_version: page.version,
    published_html: html,
    published_at: new Date(),
  });
}
