import type { z } from 'zod';

/** The §8 error body: `errors` maps a field path to its messages. */
export type FieldErrors = Record<string, string[]>;

export function fieldPath(path: readonly PropertyKey[], prefix?: string): string {
  const parts = path.map((part) => String(part));
  if (prefix) parts.unshift(prefix);
  return parts.join('.') || '_';
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function zodFieldErrors(error: z.ZodError, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addFieldError(errors, fieldPath(issue.path, prefix), issue.message);
  return errors;
}

/** The first message of the first field: what the host shows as the toast for a 422 (spec §8). */
export function firstFieldMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}
