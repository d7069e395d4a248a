import { AGENCY_ROLES, dataEnvelope, formBodySchema, formParamsSchema, formSchema, idSchema, listEnvelope, messageSchema } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { requireForm, saveForm, toForm } from './forms.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'forms.edit' } as const;
const saved = z.object({ data: formSchema, message: z.string(), success: z.boolean() });

export function formsRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/forms',
      summary: "The website's forms",
      tags: ['forms'],
      access,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(formSchema) },
      handler: async (request) => {
        const rows = await db.selectFrom('forms').selectAll().where('landing_id', '=', requireLanding(request).id).orderBy('id').execute();
        return { data: rows.map(toForm), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/forms/:formId',
      summary: 'One form',
      tags: ['forms'],
      access,
      params: formParamsSchema,
      response: { 200: dataEnvelope(formSchema) },
      handler: async (request) => ({ data: toForm(await requireForm(db, requireLanding(request).id, request.params.formId)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/forms',
      summary: 'Create a form: fields, after-submit action, notification e-mails, webhooks, connected form elements',
      tags: ['forms'],
      access,
      params: z.object({ id: idSchema }),
      body: formBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const row = await saveForm(db, requireLanding(request).id, request.body);
        return reply.status(201).send({ data: toForm(row), message: 'Form created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/forms/:formId',
      summary: 'Replace a form',
      tags: ['forms'],
      access,
      params: formParamsSchema,
      body: formBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const row = await saveForm(db, requireLanding(request).id, request.body, request.params.formId);
        return { data: toForm(row), message: 'Form saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/forms/:formId',
      summary: 'Delete a form',
      tags: ['forms'],
      access,
      params: formParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        const form = await requireForm(db, requireLanding(request).id, request.params.formId);
        await db.deleteFrom('forms').where('id', '=', form.id).execute();
        return { message: 'Form deleted.', success: true };
      },
    }),
  ];
}
