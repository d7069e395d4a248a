import { grantsFor } from '../agencies/agency-grants.ts';
import {
  adminBlockSchema,
  AGENCY_ROLES,
  agencyBlockSchema,
  agencyBlocksQuerySchema,
  blockParamsSchema,
  createBlockBodySchema,
  createBlocksBodySchema,
  dataEnvelope,
  listEnvelope,
  publishBlockBodySchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  updateAdminBlockBodySchema,
  updateBlockBodySchema,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { withFreshIds } from '../pages/pages.service.ts';
import { saveAdminBlockDesign, toAdminBlock, toAgencyBlock, updateAdminBlock, validBlockDesign } from './blocks.service.ts';

const DESIGNERS = ['Admin', ...AGENCY_ROLES] as const;
const ADMIN = ['Admin'] as const;
/**
 * The agency's block library is read by those who may view pages and changed by those who may
 * design them: on the website named by `landing_id`, or naming none, on one of their websites.
 */
const READ_LIBRARY = { roles: DESIGNERS, tenant: 'landing', landingIdIn: 'query', permission: 'pages.view' } as const;
const CHANGE_LIBRARY = { ...READ_LIBRARY, permission: 'pages.design' } as const;
const saved = <T extends z.ZodType>(item: T) => z.object({ data: item, message: z.string(), success: z.boolean() });
const deleted = z.object({ message: z.string(), success: z.boolean() });

/** The agency whose blocks a designer sees and saves: that of the website named by `landing_id`, else the caller's. */
function agencyOfRequest(request: FastifyRequest): number | null {
  return request.tenant.landing?.agency_id ?? requireUser(request).agencyId;
}

/** An agency block the caller may change: of the agency of `landing_id`, else their own agency's (an admin: any); else 404 like a missing one. */
async function findAgencyBlock(db: Db, request: FastifyRequest, blockId: number) {
  const user = requireUser(request);
  const agencyId = request.tenant.landing?.agency_id ?? (user.role === 'Admin' ? null : (user.agencyId ?? -1));
  let query = db.selectFrom('agency_blocks').selectAll().where('id', '=', blockId);
  if (agencyId !== null) query = query.where('agency_id', '=', agencyId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Block');
  return row;
}

async function findAdminBlock(db: Db, blockId: number) {
  const row = await db.selectFrom('admin_blocks').selectAll().where('id', '=', blockId).executeTakeFirst();
  if (!row) throw notFound('Block');
  return row;
}

/** Sections saved to reuse (spec §7 /agency-blocks, /admin-blocks): an agency's own, and the admins' published ones. */
export function blocksRoutes(db: Db, registry: ElementRegistry) {
  return [
    defineRoute({
      method: 'GET',
      url: '/agency-blocks',
      summary: "The agency's saved blocks (of the website's agency with `landing_id`), newest first",
      tags: ['blocks'],
      access: READ_LIBRARY,
      query: agencyBlocksQuerySchema,
      response: { 200: listEnvelope(agencyBlockSchema) },
      handler: async (request) => {
        const agencyId = agencyOfRequest(request);
        const rows = agencyId === null ? [] : await db.selectFrom('agency_blocks').selectAll().where('agency_id', '=', agencyId).orderBy('id', 'desc').execute();
        return { data: rows.map(toAgencyBlock), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/agency-blocks',
      summary: "Save sections as a block of the agency (the website's with `landing_id`)",
      tags: ['blocks'],
      access: CHANGE_LIBRARY,
      query: agencyBlocksQuerySchema,
      body: createBlockBodySchema,
      response: { 201: saved(agencyBlockSchema) },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const agencyId = agencyOfRequest(request);
        if (agencyId === null) throw validationFailed({ landing_id: ['Name the website whose agency keeps the block.'] });
        const design = validBlockDesign(registry, await grantsFor(db, user, agencyId), request.body.design);
        const row = await db
          .insertInto('agency_blocks')
          .values({ agency_id: agencyId, name: request.body.name, category: request.body.category, design: JSON.stringify(design), created_by: user.id })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAgencyBlock(row), message: 'Block saved.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/agency-blocks/:blockId',
      summary: "Rename an agency block or replace its sections",
      tags: ['blocks'],
      access: CHANGE_LIBRARY,
      params: blockParamsSchema,
      query: agencyBlocksQuerySchema,
      body: updateBlockBodySchema,
      response: { 200: saved(agencyBlockSchema) },
      handler: async (request) => {
        const row = await findAgencyBlock(db, request, request.params.blockId);
        const { name, category, design } = request.body;
        const checked = design === undefined ? undefined : validBlockDesign(registry, await grantsFor(db, requireUser(request), row.agency_id), design, row.design);
        const updated = await db
          .updateTable('agency_blocks')
          .set({ name, category, ...(checked ? { design: JSON.stringify(checked) } : {}), updated_at: dbNow() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: toAgencyBlock(updated), message: 'Block saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/agency-blocks/:blockId',
      summary: 'Delete an agency block (pages that used it keep their copy)',
      tags: ['blocks'],
      access: CHANGE_LIBRARY,
      params: blockParamsSchema,
      query: agencyBlocksQuerySchema,
      response: { 200: deleted },
      handler: async (request) => {
        const row = await findAgencyBlock(db, request, request.params.blockId);
        await db.deleteFrom('agency_blocks').where('id', '=', row.id).execute();
        return { message: 'Block deleted.', success: true };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/admin-blocks',
      summary: 'The admin blocks a designer may insert: the published ones, and for the admin every one (spec §7)',
      tags: ['blocks'],
      access: { roles: DESIGNERS, tenant: 'none' },
      response: { 200: listEnvelope(adminBlockSchema) },
      handler: async (request) => {
        const everyOne = requireUser(request).role === 'Admin';
        const rows = await db
          .selectFrom('admin_blocks')
          .selectAll()
          .$if(!everyOne, (query) => query.where('published', '=', true))
          .orderBy('category')
          .orderBy('name')
          .orderBy('id')
          .execute();
        return { data: rows.map(toAdminBlock), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-blocks/all',
      summary: 'Every admin block, published or not (the admin block screens)',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      response: { 200: listEnvelope(adminBlockSchema) },
      handler: async () => {
        const rows = await db.selectFrom('admin_blocks').selectAll().orderBy('id', 'desc').execute();
        return { data: rows.map(toAdminBlock), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-blocks/:blockId',
      summary: 'An admin block with its design and version',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      response: { 200: dataEnvelope(adminBlockSchema) },
      handler: async (request) => ({ data: toAdminBlock(await findAdminBlock(db, request.params.blockId)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-blocks',
      summary: 'Create an admin block (unpublished)',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      body: createBlockBodySchema,
      response: { 201: saved(adminBlockSchema) },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const design = validBlockDesign(registry, await grantsFor(db, user, null), request.body.design);
        const row = await db
          .insertInto('admin_blocks')
          .values({ name: request.body.name, category: request.body.category, design: JSON.stringify(design), created_by: user.id })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAdminBlock(row), message: 'Block created.', success: true });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-blocks-2',
      summary: "Create several admin blocks at once (e.g. every section of a page, each its own block), unpublished; all or none, errors under `blocks.N`",
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      body: createBlocksBodySchema,
      response: { 201: z.object({ data: z.array(adminBlockSchema), message: z.string(), success: z.boolean() }) },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const grants = await grantsFor(db, user, null);
        const rows = request.body.blocks.map((block, index) => ({
          name: block.name,
          category: block.category,
          design: JSON.stringify(validBlockDesign(registry, grants, block.design, undefined, `blocks.${index}.design`)),
          created_by: user.id,
        }));
        const created = await db.insertInto('admin_blocks').values(rows).returningAll().execute();
        return reply.status(201).send({ data: created.map(toAdminBlock), message: created.length === 1 ? '1 block created.' : `${created.length} blocks created.`, success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-blocks/:blockId',
      summary: "Change an admin block; a design sent with `version` is refused with 409 when the block moved on",
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      body: updateAdminBlockBodySchema,
      response: { 200: saved(adminBlockSchema) },
      handler: async (request) => {
        const row = await findAdminBlock(db, request.params.blockId);
        const updated = await updateAdminBlock(db, registry, row, request.body);
        return { data: toAdminBlock(updated), message: 'Block saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-blocks/:blockId/design',
      summary: "Save the block's sections from the designer; refused with 409 when `version` is not the block's",
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await saveAdminBlockDesign(db, registry, request.params.blockId, request.body);
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-blocks/:blockId',
      summary: 'Delete an admin block (pages that used it keep their copy)',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      response: { 200: deleted },
      handler: async (request) => {
        const row = await findAdminBlock(db, request.params.blockId);
        await db.deleteFrom('admin_blocks').where('id', '=', row.id).execute();
        return { message: 'Block deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-blocks/:blockId/publish',
      summary: 'Publish an admin block to every designer (`published: false` withdraws it)',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      body: publishBlockBodySchema.optional(),
      response: { 200: saved(adminBlockSchema) },
      handler: async (request) => {
        const row = await findAdminBlock(db, request.params.blockId);
        const published = request.body?.published ?? true;
        const updated = await db
          .updateTable('admin_blocks')
          .set({ published, published_at: published ? dbNow() : null })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: toAdminBlock(updated), message: published ? 'Block published.' : 'Block unpublished.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-blocks/:blockId/clone',
      summary: 'Copy an admin block (fresh node ids, unpublished)',
      tags: ['blocks'],
      access: { roles: ADMIN, tenant: 'none' },
      params: blockParamsSchema,
      response: { 201: saved(adminBlockSchema) },
      handler: async (request, reply) => {
        const row = await findAdminBlock(db, request.params.blockId);
        const copy = await db
          .insertInto('admin_blocks')
          .values({
            name: `${row.name} (copy)`.slice(0, 120),
            category: row.category,
            design: JSON.stringify(withFreshIds(toAdminBlock(row).design)),
            created_by: requireUser(request).id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAdminBlock(copy), message: 'Block cloned.', success: true });
      },
    }),
  ];
}
