import type { ZodType } from 'zod';

type Container = Record<PropertyKey, unknown> | unknown[];

function dropAt(value: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let node = value;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Container)[key as never];
  }
  if (node === null || typeof node !== 'object') return false;
  const last = path.at(-1)!;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete (node as Record<PropertyKey, unknown>)[last];
  return true;
}

/**
 * Props as stored by an earlier release, for rendering: a value today's schema refuses (a link
 * with a space saved before links were checked) gives way to the schema's default, so the
 * element keeps rendering with everything else it holds. Throws when that is not enough (the
 * props are not an object, or a refused value has no default).
 */
export function parseStoredProps<T>(schema: ZodType<T>, stored: unknown): T {
  const value: unknown = structuredClone(stored);
  // Each pass drops what it refused; a value inside a dropped one cannot be refused twice.
  for (let pass = 0; pass < 8; pass++) {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    // Last issue first, so that dropping an item of a list does not move the ones still to drop.
    const dropped = result.error.issues.toReversed().map((issue) => dropAt(value, issue.path)).some(Boolean);
    if (!dropped) break;
  }
  return schema.parse(value);
}
