import type { Role } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';

/**
 * How the server checks a caller for a route. Every /api/v1 route declares one; the server
 * refuses to boot with a route that does not (see access-control.ts).
 */
export interface RouteAccess {
  /** Roles that may call the route, or 'public' for anyone. */
  roles: readonly Role[] | 'public';
  /**
   * How the tenant is checked inside the handler: 'none' (public or global data),
   * 'self' (the caller's own account), 'landing' (the :id landing must be the caller's).
   */
  tenant: 'none' | 'self' | 'landing';
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
  summary: string;
  tags: string[];
  access: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** Documented response shapes by status (for the OpenAPI document; not used to serialise). */
  response?: Record<number, z.ZodType>;
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

export function registerRoutes(app: FastifyInstance, routes: readonly AnyRouteSpec[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.response ? { response: route.response } : {}),
      },
      config: { access: route.access },
      handler: route.handler,
    });
  }
}
