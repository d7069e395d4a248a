import { appNotHeldMessage } from '@tessera/core';
import { HttpError, notFound, type AnyAppRoute, type AppCaller, type AppLanding } from '@tessera/sdk';
import type { FastifyRequest } from 'fastify';
import type { LandingRow } from '../db/schema.ts';
import { defineRoute, type AnyRouteSpec, type RouteAccess } from '../http/route-definition.ts';
import { hostnameOf } from '../modules/sites/site-hosts.ts';
import { admitAttempt, type AttemptLimiter } from '../services/attempt-limiter.ts';
import type { InstalledApp } from './installed-apps.ts';

export const toAppLanding = (landing: Pick<LandingRow, 'id' | 'agency_id' | 'title'>): AppLanding => ({ id: landing.id, agencyId: landing.agency_id, title: landing.title });

function callerOf(request: FastifyRequest): AppCaller | null {
  const user = request.user;
  return user ? { id: user.id, role: user.role, agencyId: user.agencyId } : null;
}

export interface AppRouteDeps {
  /** The published website answering at a site's host name. */
  siteLanding(hostname: string): Promise<AppLanding | undefined>;
  /** Whether the website's agency holds the premium app (an admin's own website holds every app). */
  siteHoldsApp(app: { id: string }, agencyId: number | null): Promise<boolean>;
  /** Counts what sites' visitors send, per address, as the sites' own forms are counted. */
  visitorLimiter: AttemptLimiter;
}

/**
 * Every app route as one of the server's own: the same access check (with the app's grant),
 * validation, error answers and OpenAPI entry, the app's label as its tag. A route for sites'
 * visitors finds the site's website and checks its agency's grant before anything the visitor
 * sent is validated, and each visitor's writes are limited per address.
 */
export function appRoutes(apps: readonly InstalledApp[], deps: AppRouteDeps): AnyRouteSpec[] {
  const sitesOf = new WeakMap<FastifyRequest, AppLanding>();
  return apps.flatMap(({ definition, server, context }) =>
    (server.routes ?? []).map((route: AnyAppRoute) => {
      const app = { id: definition.id, label: definition.label, premium: definition.premium };
      const forSites = route.access.tenant === 'site';
      // A site's visitors are nobody's users: the site's host names the website, and its agency's grant is checked here.
      const access: RouteAccess = forSites ? { roles: 'public', tenant: 'none', hosts: 'sites', app } : { ...route.access, tenant: route.access.tenant as Exclude<typeof route.access.tenant, 'site'>, app };
      const checkSite = async (request: FastifyRequest): Promise<void> => {
        const landing = await deps.siteLanding(hostnameOf(request.headers.host));
        if (!landing) throw notFound('Website');
        if (app.premium && !(await deps.siteHoldsApp(app, landing.agencyId))) throw new HttpError('forbidden', appNotHeldMessage(app.label));
        if (route.method !== 'GET') await admitAttempt(deps.visitorLimiter, `${app.id}:${request.ip}`, 'Too many requests.');
        sitesOf.set(request, landing);
      };
      return defineRoute({
        method: route.method,
        url: route.url,
        ...(route.alsoAt ? { alsoAt: route.alsoAt } : {}),
        summary: route.summary,
        tags: [definition.label],
        access,
        params: route.params,
        query: route.query,
        body: route.body,
        response: route.response,
        ...(forSites ? { preValidation: checkSite } : {}),
        handler: async (request, reply) =>
          route.handler(
            {
              params: request.params,
              query: request.query,
              body: request.body,
              caller: callerOf(request),
              landing: forSites ? sitesOf.get(request)! : request.tenant.landing ? toAppLanding(request.tenant.landing) : null,
              reply,
            },
            context,
          ),
      });
    }),
  );
}
