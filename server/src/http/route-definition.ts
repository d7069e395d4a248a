import type { PermissionKey, Role } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';

/**
 * Whose data a route reaches, checked by the access-control hook before the handler runs:
 * - 'none': public or global data;
 * - 'self': the caller's own account;
 * - 'agency': the caller's own agency (an admin's: all agencies), filtered by the handler;
 * - 'landing': the website `:id` (or `?landing_id=`, see `landingIdIn`) must be one the caller reaches;
 * - 'managed-user': the user `:id` must be one the caller manages (an agency owner its sub-users, an admin anyone);
 * - 'user-landing': the user-landing entry `:id` must belong to a user the caller manages.
 * Another tenant's id answers 404, exactly like a missing one.
 */
export type TenantRule = 'none' | 'self' | 'agency' | 'landing' | 'managed-user' | 'user-landing';

/**
 * How the server checks a caller for a route. Every /api/v1 route declares one; the server
 * refuses to boot with a route that does not (see access-control.ts).
 */
export interface RouteAccess {
  /** Roles that may call the route, or 'public' for anyone. */
  roles: readonly Role[] | 'public';
  tenant: TenantRule;
  /**
   * The permission a sub-user needs (owners and admins hold all): with tenant 'landing', on that
   * website; with tenant 'agency', on one of their websites, for the agency's data no one website holds.
   */
  permission?: PermissionKey;
  /** With tenant 'landing': the website id is the `:id` path parameter (default) or the optional `landing_id` query value. */
  landingIdIn?: 'params' | 'query';
  /**
   * With landingIdIn 'query': what a call naming no website reaches. By default the agency's own
   * data (its block library, media library, AI key), so a sub-user needs `permission` on at least
   * one of their websites; 'new-website' when the call makes a website instead, which the handler
   * allows only to those who may create websites (§6).
   */
  withoutLanding?: 'agency-data' | 'new-website';
  /** Writes by users of a blocked agency (§4) are refused unless the route allows them: own account, sign-out. */
  allowBlocked?: boolean;
  /** Only who may create websites (§6): admins, agency owners, and sub-users holding can_create_landing (403 before the tenant check). */
  creatorsOnly?: boolean;
  /**
   * Which hosts answer the route: the app's (default), or 'sites': only published sites' own
   * hosts, for what their pages call on their own origin (form submissions).
   */
  hosts?: 'app' | 'sites';
  /**
   * The app the route belongs to: when it is premium, a caller whose agency (the website's, with
   * tenant 'landing') does not hold it is refused with 403 naming the app. Admins hold every app.
   */
  app?: { id: string; label: string; premium: boolean };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  method: HTTPMethods;
  url: string;
  /**
   * Other addresses of the same call, answered by the same handler with the same rules: where
   * spec §7 spells a call's address otherwise than this route's own (e.g. "PUT instant-backup"
   * beside backup-records), so a client written to the spec finds it.
   */
  alsoAt?: readonly string[];
  summary: string;
  tags: string[];
  access: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** Documented response shapes by status (for the OpenAPI document; not used to serialise). */
  response?: Record<number, z.ZodType>;
  /** Checks that need the route's own data (a site's website and its app grant) before the params and body are validated. */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  handler: (
    request: FastifyRequest<{ Params: Infer<P>; Querystring: Infer<Q>; Body: Infer<B> }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

// A route list holds routes with many different schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteSpec = RouteSpec<any, any, any>;

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return spec;
}

/** The access rule in words, for the OpenAPI document. */
function describeAccess(access: RouteAccess): string {
  const parts = [access.roles === 'public' ? 'Public.' : `Roles: ${access.roles.join(', ')}.`, `Tenant: ${access.tenant}.`];
  if (access.permission) {
    const noWebsite = access.landingIdIn === 'query' && access.withoutLanding !== 'new-website' ? ' (naming none: on one of their websites)' : '';
    parts.push(access.tenant === 'agency' ? `Sub-users need the \`${access.permission}\` permission on one of their websites.` : `Sub-users need the \`${access.permission}\` permission on the website${noWebsite}.`);
  }
  if (access.app?.premium) parts.push(`The agency must hold the premium app ${access.app.label}.`);
  return parts.join(' ');
}

export function registerRoutes(app: FastifyInstance, routes: readonly AnyRouteSpec[]): void {
  for (const route of routes) for (const url of [route.url, ...(route.alsoAt ?? [])]) registerRoute(app, route, url);
}

function registerRoute(app: FastifyInstance, route: AnyRouteSpec, url: string): void {
  app.route({
    method: route.method,
    url,
    schema: {
      summary: url === route.url ? route.summary : `${route.summary} (the spec's address of ${route.method} ${route.url})`,
      description: describeAccess(route.access),
      tags: route.tags,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.response ? { response: route.response } : {}),
    },
    config: { access: route.access },
    ...(route.preValidation ? { preValidation: route.preValidation } : {}),
    handler: route.handler,
  });
}
