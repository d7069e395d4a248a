import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { findUserByAccessToken, type AuthUser } from '../modules/auth/access-tokens.ts';
import { HttpError } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const API_PREFIX = '/api/v1';

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

/**
 * Authenticates every API request from its bearer token and enforces the roles its route
 * declares, before the body is parsed or validated. A route under /api/v1 without an
 * access declaration stops the server at boot.
 */
export function useAccessControl(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX) && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    request.user = token ? await findUserByAccessToken(db, token) : null;
    if (access.roles === 'public') return;
    if (!request.user) throw new HttpError('unauthenticated', 'Unauthenticated.');
    if (!access.roles.includes(request.user.role)) throw new HttpError('forbidden', 'This action is unauthorized.');
  });
}
