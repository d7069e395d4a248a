import { findInputProblem, zodFieldErrors } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationFailed } from './http-error.ts';

/**
 * Route schemas are zod schemas: Fastify validates params, query and body with them
 * (422 with per-field messages, spec §8) and keeps the parsed, coerced values. A body is first
 * checked for control characters and nesting (url-text.ts checks the path and query).
 * Replies are serialised with JSON.stringify; the zod response schemas only document.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      // Whatever parser read the body (JSON, a plain form post), its text must be fit to store and its depth safe to walk.
      const problem = httpPart === 'body' ? findInputProblem(data) : undefined;
      if (problem) return { error: validationFailed({ [problem.field]: [problem.message] }) };
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
