import { zodFieldErrors } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationFailed } from './http-error.ts';

/**
 * Route schemas are zod schemas: Fastify validates params, query and body with them
 * (422 with per-field messages, spec §8) and keeps the parsed, coerced values.
 * Replies are serialised with JSON.stringify; the zod response schemas only document.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data ?? {});
      if (result.success) return { value: result.data };
      return { error: validationFailed(zodFieldErrors(result.error)) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** The OpenAPI form of a route's zod schemas. */
export function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
}
