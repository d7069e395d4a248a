import { AGENCY_ROLES, distributeMediaBodySchema, distributeMediaResultSchema, fileSchema, filesQuerySchema, idSchema, libraryIdsQuerySchema, listEnvelope, renameFileBodySchema, rotateBodySchema } from '@tessera/core';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { Storage } from '../../services/storage.ts';
import { reachableFiles, requireReachableFile } from './file-access.ts';
import { pageOfFiles } from './files.routes.ts';
import { distributeFiles, rotateImage, toFileItem } from './files.service.ts';
import { validationFailed } from '../../http/http-error.ts';
import { requireLandingsWithPermission } from '../landings/landing-access.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'agency' } as const;
const saved = z.object({ data: fileSchema, message: z.string(), success: z.boolean() });

/** The media library (spec §7): every file the caller reaches, across its websites and the agency's own uploads. */
export function mediaLibraryRoutes(db: Db, storage: Storage) {
  const specific = async (user: ReturnType<typeof requireUser>, ids: number[]) =>
    (await db.selectFrom('files').selectAll().where('id', 'in', ids).where(reachableFiles(user)).orderBy('id').execute()).map(toFileItem);
  return [
    defineRoute({
      method: 'GET',
      url: '/media-library/all',
      summary: 'The media library, newest first; search by name, filter by kind',
      tags: ['media-library'],
      access,
      query: filesQuerySchema,
      response: { 200: listEnvelope(fileSchema) },
      handler: async (request) => pageOfFiles(db.selectFrom('files').where(reachableFiles(requireUser(request))), request.query),
    }),
    defineRoute({
      method: 'GET',
      url: '/media-library/specific',
      summary: 'Library items by id (`libraryIds=1,2,3`), in id order; ids out of reach are left out',
      tags: ['media-library'],
      access,
      query: libraryIdsQuerySchema,
      response: { 200: z.object({ data: z.array(fileSchema) }) },
      handler: async (request) => ({ data: await specific(requireUser(request), request.query.libraryIds) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/media-library/specific/object',
      summary: 'Library items by id (`libraryIds=1,2,3`), keyed by id',
      tags: ['media-library'],
      access,
      query: libraryIdsQuerySchema,
      response: { 200: z.object({ data: z.record(z.string(), fileSchema) }) },
      handler: async (request) => ({
        data: Object.fromEntries((await specific(requireUser(request), request.query.libraryIds)).map((item) => [String(item.id), item])),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/media-library/:id',
      summary: 'Rename a library item',
      tags: ['media-library'],
      access,
      params: z.object({ id: idSchema }),
      body: renameFileBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const file = await requireReachableFile(db, requireUser(request), request.params.id);
        const row = await db.updateTable('files').set({ name: request.body.name, updated_at: dbNow() }).where('id', '=', file.id).returningAll().executeTakeFirstOrThrow();
        return { data: toFileItem(row), message: 'File renamed.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/media-library/distribute',
      summary: "Copy library items into several websites' files (the same stored image, no new upload); a website already holding one keeps its own",
      tags: ['media-library'],
      access,
      body: distributeMediaBodySchema,
      response: { 200: distributeMediaResultSchema },
      handler: async (request) => {
        const user = requireUser(request);
        const ids = [...new Set(request.body.library_ids)];
        const files = await db.selectFrom('files').selectAll().where('id', 'in', ids).where(reachableFiles(user)).execute();
        const missing: Record<string, string[]> = {};
        request.body.library_ids.forEach((id, index) => {
          if (!files.some((file) => file.id === id)) missing[`library_ids.${index}`] = ['Choose files of your media library.'];
        });
        if (Object.keys(missing).length > 0) throw validationFailed(missing);
        const landings = await requireLandingsWithPermission(db, user, request.body.landing_ids, 'files.upload');
        const copied = await distributeFiles(db, files, landings);
        return { data: { copied }, message: copied === 1 ? '1 file copied.' : `${copied} files copied.`, success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/media-library/:id/rotate',
      summary: 'Turn an image clockwise (`angle`: 90, 180, 270; default 90); it gets a new address',
      tags: ['media-library'],
      access,
      params: z.object({ id: idSchema }),
      body: rotateBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const file = await requireReachableFile(db, requireUser(request), request.params.id);
        const row = await rotateImage(db, storage, file, request.body.angle);
        return { data: toFileItem(row), message: 'Image rotated.', success: true };
      },
    }),
  ];
}

