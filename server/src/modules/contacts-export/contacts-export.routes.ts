import { AGENCY_ROLES, CONTACT_SOURCE_LABELS, contactsExportQuerySchema, idSchema } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { contactsMatching } from '../contacts/contact-filters.ts';
import { tagsOfWebsite } from '../contacts/contact-rows.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;

/** A spreadsheet would run a cell starting like a formula; such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : value === true ? 'yes' : value === false ? 'no' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'website';

export function contactsExportRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/contacts/export',
      summary:
        "The website's contacts as CSV (oldest first): date, source, tags, page, form element, then one column per field; takes the list's filters (`search`, `source`, `tag`, `from`, `to`) and keeps what the list shows",
      tags: ['contacts'],
      access: { roles: ROLES, tenant: 'landing', permission: 'contacts.view' },
      params: z.object({ id: idSchema }),
      query: contactsExportQuerySchema,
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const rows = await contactsMatching(db, landing.id, request.query)
          .leftJoin('pages as p', 'p.id', 'c.page_id')
          .select(['c.id', 'c.created_at', 'c.source', 'p.name as page_name', 'c.element_id', 'c.fields'])
          .orderBy('c.created_at')
          .orderBy('c.id')
          .execute();
        const tags = await tagsOfWebsite(db, landing.id);
        const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))];
        const lines = [
          ['Date', 'Source', 'Tags', 'Page', 'Form element', ...fieldNames].map(csvCell).join(','),
          ...rows.map((row) =>
            [row.created_at.toISOString(), CONTACT_SOURCE_LABELS[row.source], (tags.get(row.id) ?? []).join('; '), row.page_name ?? '', row.element_id, ...fieldNames.map((name) => row.fields[name])]
              .map(csvCell)
              .join(','),
          ),
        ];
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${slug(landing.title)}-contacts.csv"`,
            'cache-control': 'no-store',
          })
          .send(`\uFEFF${lines.join('\r\n')}\r\n`);
      },
    }),
  ];
}
