import {
  adminPageTemplateSchema,
  adminPageTemplateWithDesignSchema,
  createPageTemplateBodySchema,
  dataEnvelope,
  idSchema,
  listEnvelope,
  publishBlockBodySchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  savedAdminPageTemplateSchema,
  updatePageTemplateBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import {
  cloneLibraryItem,
  createLibraryItem,
  deleteLibraryItem,
  listLibrary,
  publishLibraryItem,
  requireLibraryItem,
  saveLibraryDesign,
  toLibraryItem,
  toLibraryItemWithDesign,
  updateLibraryItem,
  type DesignedLibrary,
} from './designed-library.service.ts';

export interface LibraryRoutesSpec extends DesignedLibrary {
  /** The list's address under the API, e.g. "/admin-page-templates". */
  url: string;
  /** The item id's path parameter, e.g. "pageTemplateId". */
  param: string;
  tags: string[];
  /** What publishing does, for the publish route's summary. */
  publishes: string;
  /** The key §7 names for one item beside `data` (e.g. "orderPage"), where it names one. */
  itemKey?: string;
}

const access = { roles: ['Admin'], tenant: 'none' } as const;
const deleted = z.object({ message: z.string(), success: z.boolean() });

/** The admin's CRUD, design, publish and clone routes of one library of designed documents. */
export function designedLibraryRoutes(db: Db, registry: ElementRegistry, spec: LibraryRoutesSpec) {
  const { noun, tags } = spec;
  const lower = noun.toLowerCase();
  const params = z.object({ [spec.param]: idSchema });
  const idOf = (request: { params: unknown }) => (request.params as Record<string, number>)[spec.param]!;
  const one = `${spec.url}/:${spec.param}`;
  return [
    defineRoute({
      method: 'GET',
      url: spec.url,
      summary: `Every ${lower}, published or not, newest first`,
      tags,
      access,
      response: { 200: listEnvelope(adminPageTemplateSchema) },
      handler: async () => {
        const rows = await listLibrary(db, spec);
        return { data: rows.map(toLibraryItem), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: one,
      summary: `A ${lower} with its design and version`,
      tags,
      access,
      params,
      response: { 200: dataEnvelope(adminPageTemplateWithDesignSchema).extend(spec.itemKey ? { [spec.itemKey]: adminPageTemplateWithDesignSchema } : {}) },
      handler: async (request) => {
        const item = toLibraryItemWithDesign(await requireLibraryItem(db, spec, idOf(request)));
        return { data: item, ...(spec.itemKey ? { [spec.itemKey]: item } : {}) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: spec.url,
      summary: `Create a ${lower} (unpublished; blank unless a design is sent)`,
      tags,
      access,
      body: createPageTemplateBodySchema,
      response: { 201: savedAdminPageTemplateSchema },
      handler: async (request, reply) => {
        const row = await createLibraryItem(db, registry, spec, requireUser(request).id, request.body);
        return reply.status(201).send({ data: toLibraryItem(row), message: `${noun} created.`, success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: one,
      summary: `Rename a ${lower} or change its category (the design is saved by …/design)`,
      tags,
      access,
      params,
      body: updatePageTemplateBodySchema,
      response: { 200: savedAdminPageTemplateSchema },
      handler: async (request) => ({ data: toLibraryItem(await updateLibraryItem(db, spec, idOf(request), request.body)), message: `${noun} saved.`, success: true }),
    }),
    defineRoute({
      method: 'PUT',
      url: `${one}/design`,
      summary: `Save the ${lower}'s design from the designer; refused with 409 when \`version\` is not the stored one`,
      tags,
      access,
      params,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await saveLibraryDesign(db, registry, spec, idOf(request), request.body);
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: one,
      summary: `Delete a ${lower}`,
      tags,
      access,
      params,
      response: { 200: deleted },
      handler: async (request) => {
        await deleteLibraryItem(db, spec, idOf(request));
        return { message: `${noun} deleted.`, success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${one}/publish`,
      summary: `${spec.publishes} (\`published: false\` withdraws it)`,
      tags,
      access,
      params,
      body: publishBlockBodySchema.optional(),
      response: { 200: savedAdminPageTemplateSchema },
      handler: async (request) => {
        const published = request.body?.published ?? true;
        const row = await publishLibraryItem(db, spec, idOf(request), published);
        return { data: toLibraryItem(row), message: published ? `${noun} published.` : `${noun} unpublished.`, success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${one}/clone`,
      summary: `Copy a ${lower} (fresh node ids, unpublished)`,
      tags,
      access,
      params,
      response: { 201: savedAdminPageTemplateSchema },
      handler: async (request, reply) => {
        const copy = await cloneLibraryItem(db, spec, idOf(request), requireUser(request).id);
        return reply.status(201).send({ data: toLibraryItem(copy), message: `${noun} cloned.`, success: true });
      },
    }),
  ];
}
