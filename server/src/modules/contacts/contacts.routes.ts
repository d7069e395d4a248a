import {
  AGENCY_ROLES,
  contactDetailSchema,
  contactSchema,
  contactsQuerySchema,
  contactTagListSchema,
  contactTagsBodySchema,
  dataEnvelope,
  idSchema,
  listEnvelope,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { contactDetail } from './contact-detail.ts';
import { contactsMatching } from './contact-filters.ts';
import { CONTACT_COLUMNS, toContacts } from './contact-rows.ts';
import { setContactTags } from './contact-tags.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'contacts.view' } as const;
const contactParams = z.object({ id: idSchema, contactId: idSchema });

export function contactsRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/contacts',
      summary:
        "The website's contacts, newest first; `search` matches any answer, `source` (form, card_lead, checkout), `tag` and the UTC days `from`–`to` (each included) narrow them",
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema }),
      query: contactsQuerySchema,
      response: { 200: listEnvelope(contactSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { page, per_page, ...filters } = request.query;
        const query = contactsMatching(db, landing.id, filters);
        const [rows, count] = await Promise.all([
          query
            .leftJoin('pages as p', 'p.id', 'c.page_id')
            .select(CONTACT_COLUMNS)
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { data: await toContacts(db, rows), meta: { total: Number(count.total) } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/contacts/tags',
      summary: "Every tag the website's contacts carry, alphabetically",
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema }),
      response: { 200: contactTagListSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await db.selectFrom('contact_tags').select('tag').distinct().where('landing_id', '=', landing.id).orderBy('tag').execute();
        return { data: rows.map((row) => row.tag) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/contacts/:contactId',
      summary: "A contact with the website's form submissions, orders and card leads from the same person (this contact, or its e-mail)",
      tags: ['contacts'],
      access,
      params: contactParams,
      response: { 200: dataEnvelope(contactDetailSchema) },
      handler: async (request) => ({ data: await contactDetail(db, requireLanding(request).id, request.params.contactId) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/contacts/:contactId/tags',
      summary: "Replace a contact's tags; a tag the website already uses in another case keeps that spelling",
      tags: ['contacts'],
      access,
      params: contactParams,
      body: contactTagsBodySchema,
      response: { 200: dataEnvelope(contactSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { contactId } = request.params;
        await db.transaction().execute(async (tx) => {
          const contact = await tx.selectFrom('contacts').select('id').where('id', '=', contactId).where('landing_id', '=', landing.id).forUpdate().executeTakeFirst();
          if (!contact) throw notFound('Contact');
          await setContactTags(tx, landing.id, contactId, request.body.tags);
        });
        return { data: (await contactDetail(db, landing.id, contactId)).contact };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/contacts/:contactId',
      summary: 'Delete a contact',
      tags: ['contacts'],
      access,
      params: contactParams,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const deleted = await db
          .deleteFrom('contacts')
          .where('id', '=', request.params.contactId)
          .where('landing_id', '=', landing.id)
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw notFound('Contact');
        return { message: 'Contact deleted.', success: true };
      },
    }),
  ];
}
