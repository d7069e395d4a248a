import { validateDesign, type PageDocument, type PremiumGrants } from '@tessera/core';
import type { LandingRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { agencyGrants } from '../agencies/agency-grants.ts';
import { agencyForNewLanding, blankSiteContent, createLanding, freeSubdomain } from '../landings/landing-create.ts';
import { slugify } from '@tessera/core/rules';
import { pageNamesOfLanding } from '../site-content/page-names.ts';
import type { Upload } from '../files/multipart-upload.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { parseWxr, type WxrEntry, type WxrExport } from './wxr.ts';
import { wxrPageDesign } from './wxr-design.ts';

export interface WxrImportResult {
  landing: LandingRow;
  pagesCreated: number;
  skipped: number;
}

/**
 * A WordPress export's pages and posts as draft pages (title headline, sanitised content in
 * paragraphs), added to `target`, or to a new website named after the export when there is none.
 * Posts get their WordPress slug as address, made unique on the website.
 */
/** The uploaded WordPress export, or a 422 on `file` when it is none or holds nothing to import. */
export function readWxrUpload(upload: Upload): WxrExport {
  if (upload.bytes.subarray(0, 1000).toString('utf8').trimStart()[0] !== '<') throw validationFailed({ file: ['This is not a WordPress export (WXR) file.'] });
  const wxr = parseWxr(upload.bytes.toString('utf8'));
  if (wxr.entries.length === 0) throw validationFailed({ file: ['The export holds no pages or posts.'] });
  return wxr;
}

/** An entry's page design, checked against `grants`; a 422 on `file` naming the entry when it cannot be. */
export function wxrEntryDesign(registry: ElementRegistry, grants: PremiumGrants, entry: WxrEntry): PageDocument {
  const checked = validateDesign(wxrPageDesign(entry.title, entry.html), { registry, grants });
  if (!checked.ok) throw validationFailed({ file: [`"${entry.title}" could not be imported.`] });
  return checked.document;
}

export async function importWxr(deps: DashboardDeps, user: AuthUser, upload: Upload, target: LandingRow | undefined): Promise<WxrImportResult> {
  const wxr = readWxrUpload(upload);

  let landing = target;
  if (!landing) {
    const title = wxr.title || 'Imported website';
    const agencyId = await agencyForNewLanding(deps.db, user, user.role === 'Admin' ? Number(upload.fields.agency_id) || undefined : undefined);
    const subdomain = upload.fields.subdomain?.trim() || (await freeSubdomain(deps.db, slugify(title)));
    const content = { ...blankSiteContent(title), pages: [] };
    landing = await createLanding(deps, user, { agencyId, title, description: wxr.description.slice(0, 1000), subdomain, content, keepUnchecked: true });
  }

  const site = landing;
  const grants = await agencyGrants(deps.db, site.agency_id);
  const names = await pageNamesOfLanding(deps, site.id);
  const rows = wxr.entries.map((entry) => ({
    landing_id: site.id,
    name: entry.title.slice(0, 200),
    unique_name: names.claim(entry.slug || entry.title),
    title: entry.title.slice(0, 200),
    type: 'page',
    design: JSON.stringify(wxrEntryDesign(deps.registry, grants, entry)),
  }));
  const inserted = await deps.db.insertInto('pages').values(rows).returning('id').execute();
  const result = site.home_page_id === null
    ? await deps.db.updateTable('landings').set({ home_page_id: inserted[0]!.id }).where('id', '=', site.id).returningAll().executeTakeFirstOrThrow()
    : site;
  return { landing: result, pagesCreated: inserted.length, skipped: wxr.skipped };
}
