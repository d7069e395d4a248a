import {
  agenciesQuerySchema,
  agencyListItemSchema,
  agencyDeletionSchema,
  agencySchema,
  agencySettingsSchema,
  createAgencyBodySchema,
  dataEnvelope,
  deleteAgencyBodySchema,
  idSchema,
  listEnvelope,
  messageResponseSchema,
  updateAgencyBodySchema,
  updateAgencySettingsBodySchema,
  updateOpenAiBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { ownAgencyId } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { agencyDeletion, deleteAgencyForGood } from './agency-deletion.ts';
import { readAgencySettings, updateAgencySettings } from './agency-settings.ts';
import { listAgencies } from './agencies.queries.ts';
import { createAgency, requireAgency, setArchived, setOpenAiKey, toAgencyListItem, updateAgency, type AgenciesDeps } from './agencies.service.ts';

const params = z.object({ id: idSchema });
const ADMIN = { roles: ['Admin'], tenant: 'none' } as const;
/** The agency owner, on their own agency. */
const OWNER = { roles: ['Agency'], tenant: 'agency' } as const;
const withMessage = dataEnvelope(agencySchema).extend(messageResponseSchema.shape);
const deleted = dataEnvelope(agencyDeletionSchema).extend({ ...messageResponseSchema.shape, deleted: z.literal(true) });

/** The admin's agencies (spec §2 admin agencies, archived, free_register, create, edit). */
export function agenciesRoutes(deps: AgenciesDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/agencies/edit-settings',
      summary: "The caller's own agency settings: name, logo, default time zone, support e-mail",
      tags: ['agencies'],
      access: OWNER,
      response: { 200: dataEnvelope(agencySettingsSchema) },
      handler: async (request) => ({ data: await readAgencySettings(db, ownAgencyId(request)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/agencies/edit-settings',
      summary: "Change the caller's own agency settings (the owner only)",
      tags: ['agencies'],
      access: OWNER,
      body: updateAgencySettingsBodySchema,
      response: { 200: z.object({ data: agencySettingsSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request) => ({ data: await updateAgencySettings(db, ownAgencyId(request), request.body), message: 'Agency settings saved.', success: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/agencies',
      summary: 'Agencies, active or archived, searchable by name or owner, sorted and paginated',
      tags: ['agencies'],
      access: ADMIN,
      query: agenciesQuerySchema,
      response: { 200: listEnvelope(agencyListItemSchema) },
      handler: async (request) => {
        const { rows, total } = await listAgencies(db, request.query);
        return { data: rows.map(toAgencyListItem), meta: { total } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/agencies',
      summary: 'Create an agency with its owner account',
      tags: ['agencies'],
      access: ADMIN,
      body: createAgencyBodySchema,
      response: { 200: withMessage },
      handler: async (request) => ({ data: await createAgency(db, request.body), message: 'Agency created.', success: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/agencies/:id',
      summary: 'One agency with its plan: premium elements, plan features and limits',
      tags: ['agencies'],
      access: ADMIN,
      params,
      response: { 200: dataEnvelope(agencySchema) },
      handler: async (request) => ({ data: await requireAgency(db, request.params.id) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/agencies/:id',
      summary: "Change an agency's name, standing, premium elements, plan features and limits",
      tags: ['agencies'],
      access: ADMIN,
      params,
      body: updateAgencyBodySchema,
      response: { 200: withMessage },
      handler: async (request) => ({ data: await updateAgency(deps, request.params.id, request.body), message: 'Agency updated.', success: true }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/agencies/:id/update-openai',
      summary: "Set or remove the agency's own AI key",
      tags: ['agencies'],
      access: ADMIN,
      params,
      body: updateOpenAiBodySchema,
      response: { 200: withMessage },
      handler: async (request) => ({ data: await setOpenAiKey(db, request.params.id, request.body.openai_api_key), message: 'AI key saved.', success: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/agencies/:id/deletion',
      summary: 'What deleting an agency for good removes (websites, pages, cards, files, accounts) and the live subscription that holds it back',
      tags: ['agencies'],
      access: ADMIN,
      params,
      response: { 200: dataEnvelope(agencyDeletionSchema) },
      handler: async (request) => ({ data: await agencyDeletion(db, request.params.id) }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/agencies/:id',
      summary:
        "Archive an active agency (its accounts can no longer sign in; restore undoes it). An archived one is deleted for good with its websites, files, cards and accounts once confirm_name repeats its name; refused while a subscription is live",
      tags: ['agencies'],
      access: ADMIN,
      params,
      body: deleteAgencyBodySchema,
      response: { 200: z.union([withMessage, deleted]) },
      handler: async (request) => {
        const { id } = request.params;
        if (!(await requireAgency(db, id)).archived) {
          const agency = await setArchived(db, id, true);
          deps.sessions.sessionsEnded({ kind: 'agency', agencyId: id });
          return { data: agency, message: 'Agency archived.', success: true };
        }
        const removed = await deleteAgencyForGood(
          { ...deps, onOrphan: (key, error) => request.log.warn({ key, err: error }, 'a stored file of a deleted agency could not be removed') },
          id,
          request.body.confirm_name,
        );
        request.log.info({ agency: removed, by: request.user?.id }, 'agency deleted for good');
        return { data: removed, deleted: true as const, message: `${removed.name} was deleted for good.`, success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/agencies/:id/restore',
      summary: 'Restore an archived agency',
      tags: ['agencies'],
      access: ADMIN,
      params,
      response: { 200: withMessage },
      handler: async (request) => ({ data: await setArchived(db, request.params.id, false), message: 'Agency restored.', success: true }),
    }),
  ];
}
