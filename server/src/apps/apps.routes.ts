import { ALL_PREMIUM, AGENCY_ROLES, canUseApp, installedAppSchema, listEnvelope } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { requireUser } from '../http/access-control.ts';
import { defineRoute } from '../http/route-definition.ts';
import { agencyGrants } from '../modules/agencies/agency-grants.ts';
import { directoryEntry } from './app-directory.ts';

/** GET /apps: the installed apps for the dashboard, which shows an app's screens only while it is held. */
export function appsRoutes(db: Db, apps: readonly AppDefinition[]) {
  return [
    defineRoute({
      method: 'GET',
      url: '/apps',
      summary: "The installed apps, what each brings, and whether the caller's agency holds it",
      tags: ['apps'],
      access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'agency' },
      response: { 200: listEnvelope(installedAppSchema) },
      handler: async (request) => {
        const user = requireUser(request);
        const grants = user.role === 'Admin' || user.agencyId === null ? ALL_PREMIUM : await agencyGrants(db, user.agencyId);
        const data = apps.map((app) => ({ ...directoryEntry(app), held: canUseApp(app, grants) }));
        return { data, meta: { total: data.length } };
      },
    }),
  ];
}
