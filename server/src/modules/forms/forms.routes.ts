import { AGENCY_ROLES, dataEnvelope, hasPermission, distributeFormBodySchema, distributeFormResultSchema, formBodySchema, formParamsSchema, formSchema, idSchema, listEnvelope, messageSchema } from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { findReachableLanding, requireLandingsWithPermission } from '../landings/landing-access.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { distributeForm, requireForm, saveForm, toForm } from './forms.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'forms.edit' } as const;
const saved = z.object({ data: formSchema, message: z.string(), success: z.boolean() });

/** Form elements show their website's forms on published pages, so editing or deleting one renders the website's pages again. */
export function formsRoutes(deps: DashboardDeps) {
  const { db } = deps;
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
        const landing = requireLanding(request);
        const row = await saveForm(db, landing.id, request.body, request.params.formId);
        await deps.siteChanged(landing);
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
        const landing = requireLanding(request);
        const form = await requireForm(db, landing.id, request.params.formId);
        await db.deleteFrom('forms').where('id', '=', form.id).execute();
        await deps.siteChanged(landing);
        return { message: 'Form deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/block-form/distribute',
      summary: "Copy a website's form into other websites, for a block holding a Form element to be placed there; answers each website's copy",
      tags: ['forms'],
      access: { roles: ROLES, tenant: 'none' },
      body: distributeFormBodySchema,
      response: { 200: distributeFormResultSchema },
      handler: async (request) => {
        const user = requireUser(request);
        // The source is named like a route's website: out of reach it does not exist for the caller.
        const source = await findReachableLanding(db, user, request.body.landing_id);
        if (!source) throw notFound('Website');
        if (!hasPermission(source.permissions, 'forms.edit')) throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
        const form = await requireForm(db, source.landing.id, request.body.form_id);
        const targets = await requireLandingsWithPermission(db, user, request.body.landing_ids, 'forms.edit');
        // New forms change no published page until an element uses one, so nothing is rendered again here.
        const data = await distributeForm(db, form, targets);
        return { data, message: data.length === 1 ? 'Form copied to 1 website.' : `Form copied to ${data.length} websites.`, success: true };
      },
    }),
  ];
}
