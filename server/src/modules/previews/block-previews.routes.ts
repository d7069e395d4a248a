import { AGENCY_ROLES, blockParamsSchema } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { Viewer } from './preview-access.ts';
import { previewRoutePair } from './preview-route-pair.ts';
import { renderAdminDocument, type TemplatePreviewDeps } from './template-previews.routes.ts';

const DESIGNERS = ['Admin', ...AGENCY_ROLES] as const;
const tags = ['blocks'];

function requireDesigner(viewer: Viewer): void {
  if (!(DESIGNERS as readonly string[]).includes(viewer.role)) throw new HttpError('forbidden', 'This action is unauthorized.');
}

/** An admin block as the designers' Blocks tab lists it: any for the admin, a published one for agencies (a draft is not there for them). */
async function visibleAdminBlock(db: Db, viewer: Viewer, blockId: number) {
  requireDesigner(viewer);
  const row = await db.selectFrom('admin_blocks').select(['id', 'name', 'design', 'published']).where('id', '=', blockId).executeTakeFirst();
  if (!row || (!row.published && viewer.role !== 'Admin')) throw notFound('Block');
  return row;
}

/** An agency's own block: the admin sees any, an agency's users only their agency's (another's is 404, like a missing one). */
async function visibleAgencyBlock(db: Db, viewer: Viewer, blockId: number) {
  requireDesigner(viewer);
  const row = await db.selectFrom('agency_blocks').select(['id', 'name', 'design', 'agency_id']).where('id', '=', blockId).executeTakeFirst();
  if (!row || (viewer.role !== 'Admin' && row.agency_id !== viewer.agencyId)) throw notFound('Block');
  return row;
}

/**
 * A block's sections drawn on their own, as the Blocks tab's thumbnails show them before they
 * are inserted: the admins' blocks and an agency's saved ones.
 */
export function blockPreviewsRoutes(deps: TemplatePreviewDeps) {
  const { db, render } = deps;
  return [
    ...previewRoutePair(deps, {
      url: '/admin-blocks/:blockId',
      params: blockParamsSchema,
      tags,
      roles: DESIGNERS,
      what: "an admin block's sections: any block for the admin, a published one for agencies",
      subject: ({ blockId }) => `admin-block:${blockId}`,
      path: ({ blockId }) => `/admin-blocks/${blockId}/preview`,
      load: (viewer, { blockId }) => visibleAdminBlock(db, viewer, blockId),
      render: (row) => renderAdminDocument(render, row, `/admin-blocks/${row.id}/preview`, { noindex: true }),
    }),
    ...previewRoutePair(deps, {
      url: '/agency-blocks/:blockId',
      params: blockParamsSchema,
      tags,
      roles: DESIGNERS,
      what: "an agency block's sections, for that agency's users and the admin",
      subject: ({ blockId }) => `agency-block:${blockId}`,
      path: ({ blockId }) => `/agency-blocks/${blockId}/preview`,
      load: (viewer, { blockId }) => visibleAgencyBlock(db, viewer, blockId),
      render: (row) => renderAdminDocument(render, row, `/agency-blocks/${row.id}/preview`, { noindex: true }),
    }),
  ];
}
