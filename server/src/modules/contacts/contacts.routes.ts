import { AGENCY_ROLES, contactSchema, contactsQuerySchema, idSchema, listEnvelope, type Contact } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { answersMatch } from './contact-search.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'contacts.view' } as const;

export function contactsRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/contacts',
      summary: "The website's form submissions, newest first; `search` matches any answer",
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema }),
      query: contactsQuerySchema,
      response: { 200: listEnvelope(contactSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { page, per_page, search } = request.query;
        let query = db.selectFrom('contacts as c').where('c.landing_id', '=', landing.id);
        if (search) query = query.where(answersMatch(search));
        const [rows, count] = await Promise.all([
          query
            .leftJoin('pages as p', 'p.id', 'c.page_id')
            .select(['c.id', 'c.landing_id', 'c.page_id', 'p.name as page_name', 'c.element_id', 'c.fields', 'c.created_at'])
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        const data: Contact[] = rows.map((row) => ({ ...row, page_name: row.page_name ?? null, created_at: row.created_at.toISOString() }));
        return { data, meta: { total: Number(count.total) } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/contacts/:contactId',
      summary: 'Delete a form submission',
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema, contactId: idSchema }),
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
