import { AGENCY_ROLES, contactsBulkDeleteBodySchema, contactsBulkResultSchema, contactsBulkTagBodySchema, idSchema } from '@tessera/core';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { requireLanding } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { addTagToContacts } from './contact-tags.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'contacts.view' } as const;
const plural = (count: number) => (count === 1 ? '1 contact' : `${count} contacts`);

/**
 * Locks the named contacts, refusing the whole action when any is not the website's (another
 * website's id answers exactly like a missing one), so a bulk action changes all or nothing.
 */
async function lockAll(tx: Transaction<Database>, landingId: number, ids: readonly number[]): Promise<void> {
  const found = await tx.selectFrom('contacts').select('id').where('landing_id', '=', landingId).where('id', 'in', ids).forUpdate().execute();
  if (found.length !== ids.length) throw notFound('Contact');
}

/** Actions on many of a website's contacts at once, each in one transaction. */
export function contactsBulkRoutes(db: Db) {
  return [
    defineRoute({
      method: 'POST',
      url: '/landings/:id/contacts/bulk-tag',
      summary: 'Add one tag to the named contacts (all of the website, or none is changed)',
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema }),
      body: contactsBulkTagBodySchema,
      response: { 200: contactsBulkResultSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { ids, tag } = request.body;
        await db.transaction().execute(async (tx) => {
          await lockAll(tx, landing.id, ids);
          await addTagToContacts(tx, landing.id, ids, tag);
        });
        return { message: `Tagged ${plural(ids.length)}.`, count: ids.length };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/contacts/bulk-delete',
      summary: 'Delete the named contacts (all of the website, or none is deleted)',
      tags: ['contacts'],
      access,
      params: z.object({ id: idSchema }),
      body: contactsBulkDeleteBodySchema,
      response: { 200: contactsBulkResultSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { ids } = request.body;
        await db.transaction().execute(async (tx) => {
          await lockAll(tx, landing.id, ids);
          await tx.deleteFrom('contacts').where('landing_id', '=', landing.id).where('id', 'in', ids).execute();
        });
        return { message: `Deleted ${plural(ids.length)}.`, count: ids.length };
      },
    }),
  ];
}
