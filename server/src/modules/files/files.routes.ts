import { AGENCY_ROLES, fileParamsSchema, fileSchema, filesQuerySchema, idSchema, listEnvelope, messageSchema, renameFileBodySchema, type FILE_KINDS } from '@tessera/core';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { Storage } from '../../services/storage.ts';
import { likePattern } from '../landings/landings.queries.ts';
import { requireLandingFile } from './file-access.ts';
import { deleteFile, toFileItem } from './files.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'files.upload' } as const;
const KIND_MIME: Record<(typeof FILE_KINDS)[number], string> = { image: 'image/%', video: 'video/%', audio: 'audio/%', document: 'application/%' };

type FilesQuery = SelectQueryBuilder<Database, 'files', object>;

/** One page of files, newest first, with the total: the filters of a files list (§9 `{data, meta}`). */
export async function pageOfFiles(base: FilesQuery, query: z.infer<typeof filesQuerySchema>) {
  let filtered = base;
  if (query.search) filtered = filtered.where('files.name', 'ilike', likePattern(query.search));
  if (query.kind) filtered = filtered.where('files.mime', 'like', KIND_MIME[query.kind]);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('files')
      .orderBy('files.created_at', 'desc')
      .orderBy('files.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toFileItem), meta: { total: Number(count.total) } };
}

export function filesRoutes(db: Db, storage: Storage) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/files',
      summary: "The website's files, newest first, with type, size and date; search by name, filter by kind",
      tags: ['files'],
      access,
      params: z.object({ id: idSchema }),
      query: filesQuerySchema,
      response: { 200: listEnvelope(fileSchema) },
      handler: async (request) => pageOfFiles(db.selectFrom('files').where('files.landing_id', '=', requireLanding(request).id), request.query),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/files/:fileId',
      summary: 'Rename a file (its address stays)',
      tags: ['files'],
      access,
      params: fileParamsSchema,
      body: renameFileBodySchema,
      response: { 200: z.object({ data: fileSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const file = await requireLandingFile(db, requireLanding(request).id, request.params.fileId);
        const row = await db.updateTable('files').set({ name: request.body.name, updated_at: dbNow() }).where('id', '=', file.id).returningAll().executeTakeFirstOrThrow();
        return { data: toFileItem(row), message: 'File renamed.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/files/:fileId',
      summary: 'Delete a file; refused (409, naming the pages) while a page uses it',
      tags: ['files'],
      access,
      params: fileParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        await deleteFile(db, storage, await requireLandingFile(db, requireLanding(request).id, request.params.fileId));
        return { message: 'File deleted.', success: true };
      },
    }),
  ];
}
