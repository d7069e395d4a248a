import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { toJsonSchema } from '../../http/zod-validation.ts';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs (JSON at /api/docs/json). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tessera API', version: '1.0.0', description: 'Version 1 of the Tessera API. Errors follow { message, code, errors }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const { params, querystring, body, response, ...rest } = schema as Record<string, unknown>;
      const responses = response
        ? Object.fromEntries(Object.entries(response as Record<string, unknown>).map(([status, s]) => [status, toJsonSchema(s, 'output')]))
        : undefined;
      return {
        url,
        schema: {
          ...rest,
          ...(params ? { params: toJsonSchema(params, 'input') } : {}),
          ...(querystring ? { querystring: toJsonSchema(querystring, 'input') } : {}),
          ...(body ? { body: toJsonSchema(body, 'input') } : {}),
          ...(responses ? { response: responses } : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
