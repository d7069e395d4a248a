import {
  AGENCY_ROLES,
  createLandingBodySchema,
  dataEnvelope,
  idSchema,
  landingDetailSchema,
  landingListItemSchema,
  landingPromptsSchema,
  landingSavedSchema,
  landingSettingsBodySchema,
  landingsQuerySchema,
  listEnvelope,
  messageSchema,
  updateLandingBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { dbNow } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { siteTemplateContent } from '../templates/templates.ts';
import { agencyForNewLanding, blankSiteContent, createLanding } from './landing-create.ts';
import { deleteLanding, saveLandingSettings, updateLanding } from './landing-edit.ts';
import { toLanding, toLandingDetail, toLandingListItem } from './landing-view.ts';
import { listVisibleLandings, whitelabelDomainOfAgency } from './landings.queries.ts';

export const LANDING_ROLES = ['Admin', ...AGENCY_ROLES] as const;
/** Who may create websites: agency owners, admins, and AgencyUsers holding can_create_landing (checked in the handler). */
export const CREATOR_ROLES = ['Admin', 'Agency', 'AgencyUser'] as const;
const params = z.object({ id: idSchema });
const detailSaved = z.object({ data: landingDetailSchema, message: z.string(), success: z.boolean() });

export function landingsRoutes(deps: DashboardDeps) {
  const { db, config } = deps;
  const detail = async (landing: Parameters<typeof toLandingDetail>[0]) => {
    const [whitelabelDomain, rendering] = await Promise.all([whitelabelDomainOfAgency(db, landing.agency_id), deps.rerenders.rendering([landing.id])]);
    return toLandingDetail(landing, config, whitelabelDomain, rendering.get(landing.id) ?? null);
  };
  return [
    defineRoute({
      method: 'GET',
      url: '/landings',
      summary: "The caller's websites, a page at a time: search (title, subdomain, domain), sort, status published/draft",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'agency' },
      query: landingsQuerySchema,
      response: { 200: listEnvelope(landingListItemSchema) },
      handler: async (request) => {
        const { rows, total } = await listVisibleLandings(db, requireUser(request), request.query);
        const rendering = await deps.rerenders.rendering(rows.map((row) => row.id));
        return { data: rows.map((row) => toLandingListItem(row, config, rendering.get(row.id) ?? null)), meta: { total } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id',
      summary: 'One website with its settings, AI prompts and backup option',
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing' },
      params,
      response: { 200: dataEnvelope(landingDetailSchema) },
      handler: async (request) => ({ data: await detail(requireLanding(request)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings',
      summary: 'Create a website, blank (a home page) or from a published site template (`template_id`)',
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'agency', creatorsOnly: true },
      body: createLandingBodySchema,
      response: { 201: landingSavedSchema },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const body = request.body;
        const agencyId = await agencyForNewLanding(db, user, body.agency_id);
        const content = body.template_id === undefined ? blankSiteContent(body.title) : await siteTemplateContent(db, body.template_id);
        const landing = await createLanding(deps, user, {
          agencyId,
          title: body.title,
          description: body.description,
          subdomain: body.subdomain,
          templateId: body.template_id,
          content,
          keepUnchecked: true,
        });
        return reply.status(201).send({ data: toLanding(landing, config, await whitelabelDomainOfAgency(db, agencyId)), message: 'Website created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id',
      summary: "Change a website's title, description, subdomain or custom domain (§5 rules)",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing', permission: 'settings.edit' },
      params,
      body: updateLandingBodySchema,
      response: { 200: detailSaved },
      handler: async (request) => {
        const updated = await updateLanding(deps, requireLanding(request), request.body);
        return { data: await detail(updated), message: 'Website saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/settings',
      summary: 'Save the website settings: title, description, language, favicon, meta image (16:9), owner and business, socials, legal links',
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing', permission: 'settings.edit' },
      params,
      body: landingSettingsBodySchema,
      response: { 200: detailSaved },
      handler: async (request) => {
        const updated = await saveLandingSettings(deps, requireLanding(request), request.body);
        return { data: await detail(updated), message: 'Settings saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/prompts',
      summary: "Save the website's AI prompts (business, audience, tone, blog, keywords)",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing', permission: 'settings.edit' },
      params,
      body: landingPromptsSchema,
      response: { 200: detailSaved },
      handler: async (request) => {
        const updated = await db
          .updateTable('landings')
          .set({ prompts: JSON.stringify(request.body), updated_at: dbNow() })
          .where('id', '=', requireLanding(request).id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: await detail(updated), message: 'Prompts saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id',
      summary: 'Delete a website with its pages, forms, menus, files and backups; its addresses answer 404 at once',
      tags: ['landings'],
      access: { roles: ['Admin', 'Agency'], tenant: 'landing' },
      params,
      response: { 200: messageSchema },
      handler: async (request) => {
        await deleteLanding(deps, requireLanding(request));
        return { message: 'Website deleted.', success: true };
      },
    }),
  ];
}
