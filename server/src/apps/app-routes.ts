import type { AnyAppRoute, AppCaller, AppLanding } from '@tessera/sdk';
import type { FastifyRequest } from 'fastify';
import type { LandingRow } from '../db/schema.ts';
import { defineRoute, type AnyRouteSpec } from '../http/route-definition.ts';
import type { InstalledApp } from './installed-apps.ts';

export const toAppLanding = (landing: Pick<LandingRow, 'id' | 'agency_id' | 'title'>): AppLanding => ({ id: landing.id, agencyId: landing.agency_id, title: landing.title });

function callerOf(request: FastifyRequest): AppCaller | null {
  const user = request.user;
  return user ? { id: user.id, role: user.role, agencyId: user.agencyId } : null;
}

/**
 * Every app route as one of the server's own: the same access check (with the app's grant),
 * validation, error answers and OpenAPI entry, the app's label as its tag.
 */
export function appRoutes(apps: readonly InstalledApp[]): AnyRouteSpec[] {
  return apps.flatMap(({ definition, server, context }) =>
    (server.routes ?? []).map((route: AnyAppRoute) =>
      defineRoute({
        method: route.method,
        url: route.url,
        summary: route.summary,
        tags: [definition.label],
        access: { ...route.access, app: { id: definition.id, label: definition.label, premium: definition.premium } },
        params: route.params,
        query: route.query,
        body: route.body,
        response: route.response,
        handler: (request, reply) =>
          route.handler({
            params: request.params,
            query: request.query,
            body: request.body,
            caller: callerOf(request),
            landing: request.tenant.landing ? toAppLanding(request.tenant.landing) : null,
            reply,
          }, context),
      }),
    ),
  );
}
