import type { UserFacts } from '../apps/user-facts.ts';
import { AGENCY_ROLES, appNotHeldMessage, BLOCKED_AGENCY_MESSAGE, canUseApp, hasPermission, idSchema, installedPermissionKeys, isSubUserRole, type PermissionKey, type Role } from '@tessera/core';
import type { Clock } from '@tessera/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LandingRow, UserLandingsTable, UserRow } from '../db/schema.ts';
import { agencyGrants } from '../modules/agencies/agency-grants.ts';
import { findUserByAccessToken, type AuthUser } from '../modules/auth/access-tokens.ts';
import { findReachableLanding, holdsPermissionOnAnyLanding } from '../modules/landings/landing-access.ts';
import { hostnameOf, type SiteHosts } from '../modules/sites/site-hosts.ts';
import { findManagedUser, findManagedUserLanding } from '../modules/users/managed-users.ts';
import { HttpError, notFound } from './http-error.ts';
import type { RouteAccess } from './route-definition.ts';

export const API_PREFIX = '/api/v1';
/** Plugin routes also serve published sites on their own hosts, so they skip the app-host check. */
const PLUGIN_PREFIX = `${API_PREFIX}/plugins/`;

export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** What the tenant check found, for the handler to use instead of loading it again. */
export interface TenantContext {
  landing?: LandingRow;
  permissions?: readonly PermissionKey[];
  managedUser?: UserRow;
  userLanding?: Selectable<UserLandingsTable>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    tenant: TenantContext;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its access rule, in registration order. */
    routeTable: RouteTableEntry[];
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of a request on a route that requires one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError('unauthenticated', 'Unauthenticated.');
  return request.user;
}

/** The caller's own agency, for routes of the agency area ('agency' tenant rule). */
export function ownAgencyId(request: FastifyRequest): number {
  const agencyId = requireUser(request).agencyId;
  if (agencyId === null) throw new HttpError('forbidden', 'This account belongs to no agency.');
  return agencyId;
}

function checked<T>(value: T | undefined, what: string): T {
  // The hook fills these for routes that declare the matching tenant rule; a handler asking otherwise is our bug.
  if (value === undefined) throw new Error(`${what} was not checked for this route; declare the tenant rule`);
  return value;
}

export const requireLanding = (request: FastifyRequest) => checked(request.tenant.landing, 'The website');
export const landingPermissions = (request: FastifyRequest) => checked(request.tenant.permissions, 'The website');
export const requireManagedUser = (request: FastifyRequest) => checked(request.tenant.managedUser, 'The user');
export const requireUserLanding = (request: FastifyRequest) => checked(request.tenant.userLanding, 'The user-landing entry');

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function rawId(source: unknown, key: string): number | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[key];
  if (value === undefined) return undefined;
  // A malformed id is left to the route's schema, which answers 422 naming the field.
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

async function checkTenant(db: Db, request: FastifyRequest, access: RouteAccess, user: AuthUser): Promise<void> {
  switch (access.tenant) {
    case 'landing': {
      const landingId = access.landingIdIn === 'query' ? rawId(request.query, 'landing_id') : rawId(request.params, 'id');
      if (landingId === undefined) {
        if (access.landingIdIn === 'query' && access.permission && access.withoutLanding !== 'new-website' && !(await holdsPermissionOnAnyLanding(db, user, access.permission))) {
          throw new HttpError('forbidden', 'You do not have this permission on any of your websites.');
        }
        return;
      }
      const reachable = await findReachableLanding(db, user, landingId);
      if (!reachable) throw notFound('Website');
      if (access.permission && !hasPermission(reachable.permissions, access.permission)) {
        throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
      }
      request.tenant = { landing: reachable.landing, permissions: reachable.permissions };
      return;
    }
    case 'agency': {
      if (access.permission && !(await holdsPermissionOnAnyLanding(db, user, access.permission))) {
        throw new HttpError('forbidden', 'You do not have this permission on any of your websites.');
      }
      return;
    }
    case 'managed-user': {
      const userId = rawId(request.params, 'id');
      if (userId === undefined) return;
      const managed = await findManagedUser(db, user, userId);
      if (!managed) throw notFound('User');
      request.tenant = { managedUser: managed };
      return;
    }
    case 'user-landing': {
      const entryId = rawId(request.params, 'id');
      if (entryId === undefined) return;
      const found = await findManagedUserLanding(db, user, entryId);
      if (!found) throw notFound('Website access');
      request.tenant = { managedUser: found.user, userLanding: found.entry };
      return;
    }
    default:
      return;
  }
}

async function checkAppHeld(db: Db, app: NonNullable<RouteAccess['app']>, agencyId: number | null, user: AuthUser): Promise<void> {
  if (!app.premium || user.role === 'Admin') return;
  const held = agencyId !== null && canUseApp(app, await agencyGrants(db, agencyId));
  if (!held) throw new HttpError('forbidden', appNotHeldMessage(app.label));
}

/**
 * Checks every API request before its body is parsed or validated: the Host must be the app
 * (a published site for a route declared for sites' hosts; 404 "Unknown host." otherwise),
 * the bearer token names the user, the route's roles admit them (401, 403), a blocked agency
 * may not write (403), the route's tenant rule finds the website or user in the caller's
 * reach (404) with the permission it needs (403; naming no website where that is optional, on
 * one of the caller's websites), and a premium app's route needs the agency
 * to hold the app (403).
 * A route under /api/v1 without an access declaration, or with path parameters and no schema
 * for them, stops the server at boot.
 */
export function useAccessControl(app: FastifyInstance, db: Db, hosts: SiteHosts, facts: UserFacts, clock: Clock): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tenant', null as unknown as TenantContext);
  app.decorate('routeTable', [] as RouteTableEntry[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    // Every path parameter is checked with zod before a handler reads it (422, never a 500 from the database).
    if (route.url.includes('/:') && !route.schema?.params) throw new Error(`Route ${route.method} ${route.url} declares no params schema`);
    if (access.permission && !installedPermissionKeys().includes(access.permission)) {
      throw new Error(`Route ${route.method} ${route.url} asks for the permission "${access.permission}", which nothing installed declares`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.tenant = {};
    const onAppHost = hosts.isAppHost(hostnameOf(request.headers.host));
    const hostAnswers = access.hosts === 'sites' ? !onAppHost : onAppHost || request.routeOptions.url?.startsWith(PLUGIN_PREFIX);
    if (!hostAnswers) throw new HttpError('not_found', 'Unknown host.');
    const token = bearerToken(request);
    request.user = token ? await findUserByAccessToken(db, token, facts, clock.now()) : null;
    if (access.roles === 'public') return;
    const user = request.user;
    if (!user) throw new HttpError('unauthenticated', 'Unauthenticated.');
    if (!access.roles.includes(user.role)) throw new HttpError('forbidden', 'This action is unauthorized.');
    if (access.creatorsOnly && isSubUserRole(user.role) && !user.canCreateLanding) throw new HttpError('forbidden', 'You are not allowed to create websites.');
    const agencyArea = (AGENCY_ROLES as readonly Role[]).includes(user.role);
    if (agencyArea && user.agencyBlocked && !access.allowBlocked && !READ_METHODS.has(request.method)) {
      throw new HttpError('forbidden', BLOCKED_AGENCY_MESSAGE);
    }
    await checkTenant(db, request, access, user);
    if (access.app) await checkAppHeld(db, access.app, request.tenant.landing?.agency_id ?? user.agencyId, user);
  });
}
