import { z } from 'zod';

/** A page's address on its site: lowercase letters, digits and inner hyphens. */
export const UNIQUE_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/**
 * Addresses the platform itself answers on every site (the API, the health probes). Installed
 * apps add the ones their site paths answer (an app definition's `reservedPaths`).
 */
export const PLATFORM_RESERVED_NAMES: readonly string[] = ['api', 'healthz', 'readyz'];

export const UNIQUE_NAME_INVALID_MESSAGE = 'Use lowercase letters, digits and hyphens, starting and ending with a letter or digit.';
export const UNIQUE_NAME_RESERVED_MESSAGE = 'This address is reserved.';
export const UNIQUE_NAME_TAKEN_MESSAGE = 'Another page of this website already has this address.';

/** What is wrong with a page address as a format, or for being one of `reserved`, or null. */
export function uniqueNameMessage(name: string, reserved: readonly string[] = PLATFORM_RESERVED_NAMES): string | null {
  if (!UNIQUE_NAME_PATTERN.test(name)) return UNIQUE_NAME_INVALID_MESSAGE;
  if (reserved.includes(name)) return UNIQUE_NAME_RESERVED_MESSAGE;
  return null;
}

export const uniqueNameParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().max(200, 'The name may not be longer than 200 characters.'),
});

/** A page that may keep its own address (when renaming it). */
export const uniqueNameQuerySchema = z.object({ except: z.coerce.number().int().positive().optional() });

export const uniqueNameAvailabilitySchema = z.object({
  data: z.object({ name: z.string(), available: z.boolean(), message: z.string().nullable() }),
});

export const importPageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  uniqueId: z.string().uuid('The share id is not valid.'),
});

export const previewTokenResponseSchema = z.object({
  /** The draft preview with a signed token in its query, for an iframe that cannot send the bearer token. */
  url: z.string(),
  expires_at: z.string(),
});
