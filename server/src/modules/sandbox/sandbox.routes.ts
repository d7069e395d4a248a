import {
  AGENCY_ROLES,
  applySandboxBodySchema,
  applySandboxResponseSchema,
  dataEnvelope,
  landingPageParamsSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  sandboxDesignSchema,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { applySandbox, discardSandbox, readSandbox, saveSandbox } from './sandbox.service.ts';

const PAGE_ROLES = ['Admin', ...AGENCY_ROLES] as const;
const URL = '/landings/:id/pages/:pageId/sandbox-design';

/** A page's sandbox design (spec §2 sandbox_design): edited apart from the page until applied. */
export function sandboxRoutes(db: Db, registry: ElementRegistry) {
  return [
    defineRoute({
      method: 'GET',
      url: URL,
      summary: "The page's sandbox design (the page's own design at version 0 until one is saved)",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.view' },
      params: landingPageParamsSchema,
      response: { 200: dataEnvelope(sandboxDesignSchema) },
      handler: async (request) => ({ data: await readSandbox(db, requireLanding(request), request.params.pageId) }),
    }),
    defineRoute({
      method: 'PUT',
      url: URL,
      summary: "Save the sandbox design; refused with 409 when `version` is not the sandbox's; the page is not touched",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.design' },
      params: landingPageParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await saveSandbox(db, registry, requireUser(request), requireLanding(request), request.params.pageId, request.body);
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${URL}/apply`,
      summary: 'Write the saved sandbox into the page; 409 when the sandbox or the page moved on from the versions sent',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.design' },
      params: landingPageParamsSchema,
      body: applySandboxBodySchema,
      response: { 200: applySandboxResponseSchema },
      handler: async (request) => {
        const data = await applySandbox(db, registry, requireUser(request), requireLanding(request), request.params.pageId, request.body);
        return { data, message: 'The sandbox was applied to the page.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: URL,
      summary: "Discard the sandbox: it starts again from the page's design",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.design' },
      params: landingPageParamsSchema,
      response: { 200: dataEnvelope(sandboxDesignSchema) },
      handler: async (request) => ({ data: await discardSandbox(db, requireLanding(request), request.params.pageId) }),
    }),
  ];
}
