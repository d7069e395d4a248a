import { META_IMAGE_RATIO_MESSAGE, isSixteenByNine, type LandingSettingsBody, type UpdateLandingBody } from '@tessera/core';
import { isUniqueViolation } from '@tessera/sdk';
import { dbNow } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { refusePlatformDomain, refuseUnavailableSubdomain } from '../domains/domain-checks.ts';
import { claimDomain } from '../domains/domain-claims.ts';
import { releaseStoredObjects } from '../files/stored-objects.ts';

export async function updateLanding(deps: DashboardDeps, landing: LandingRow, body: UpdateLandingBody): Promise<LandingRow> {
  const { db, hosts } = deps;
  // A custom domain is claimed like PUT …/custom-url does: it serves nothing until verified.
  const { domain, ...fields } = body;
  if (fields.subdomain !== undefined && fields.subdomain !== landing.subdomain) await refuseUnavailableSubdomain(db, fields.subdomain, landing.id);
  if (domain) refusePlatformDomain(hosts, domain, 'domain');
  let updated: LandingRow;
  try {
    updated = await db
      .updateTable('landings')
      .set({ ...fields, updated_at: dbNow() })
      .where('id', '=', landing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error) && fields.subdomain !== undefined) await refuseUnavailableSubdomain(db, fields.subdomain, landing.id);
    throw error;
  }
  if (domain !== undefined) updated = await claimDomain(db, updated, domain);
  const addressMoved = updated.subdomain !== landing.subdomain || updated.domain !== landing.domain;
  await deps.siteChanged(updated, { rerender: addressMoved || updated.title !== landing.title || updated.description !== landing.description });
  return updated;
}

/** The natural size of a meta image: as given, else that of the uploaded file it names. */
async function metaImageSize(deps: DashboardDeps, landing: LandingRow, image: NonNullable<LandingSettingsBody['meta_image']>) {
  if (image.width && image.height) return { width: image.width, height: image.height };
  const file = await deps.db
    .selectFrom('files')
    .select(['width', 'height'])
    .where('url', '=', image.url)
    .where((eb) => eb.or([eb('landing_id', '=', landing.id), eb('agency_id', '=', landing.agency_id)]))
    .executeTakeFirst();
  return file?.width && file.height ? { width: file.width, height: file.height } : {};
}

export async function saveLandingSettings(deps: DashboardDeps, landing: LandingRow, body: LandingSettingsBody): Promise<LandingRow> {
  const { title, description, meta_image, ...settings } = body;
  let metaImage = null;
  if (meta_image?.url) {
    const size = await metaImageSize(deps, landing, meta_image);
    if (size.width && size.height && !isSixteenByNine(size.width, size.height)) throw validationFailed({ 'meta_image': [META_IMAGE_RATIO_MESSAGE] });
    metaImage = { url: meta_image.url, ...size };
  }
  const updated = await deps.db
    .updateTable('landings')
    .set({ title, description, settings: JSON.stringify({ ...landing.settings, ...settings, meta_image: metaImage }), updated_at: dbNow() })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.siteChanged(updated, { rerender: true });
  return updated;
}

export async function deleteLanding(deps: DashboardDeps, landing: LandingRow): Promise<void> {
  const keys = await deps.db.selectFrom('files').select('storage_key').where('landing_id', '=', landing.id).execute();
  await deps.db.deleteFrom('landings').where('id', '=', landing.id).execute();
  await deps.siteChanged(landing, { rerender: false });
  await releaseStoredObjects(deps.db, deps.storage, keys.map((row) => row.storage_key));
}
