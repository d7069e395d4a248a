import { createHash } from 'node:crypto';

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));
const joined = (parts: (string | undefined)[], open: string, close: string) => (parts.includes(undefined) ? undefined : `${open}${parts.join(',')}${close}`);
const pair = (key: string | undefined, value: string | undefined) => (key === undefined || value === undefined ? undefined : `${key}:${value}`);

/**
 * Data as text that is equal for equal content whatever the order of object keys, Map entries
 * or Set members; undefined when the value holds anything but primitives, arrays, plain
 * objects, Maps and Sets (a function, a class instance), whose content cannot be read.
 */
function canonicalText(value: unknown): string | undefined {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return joined(value.map(canonicalText), '[', ']');
  if (value instanceof Map) return joined([...value].map(([key, item]) => pair(canonicalText(key), canonicalText(item))).sort(), 'Map{', '}');
  if (value instanceof Set) return joined([...value].map(canonicalText).sort(), 'Set{', '}');
  if (!isPlainObject(value)) return undefined;
  return joined(Object.entries(value).map(([key, item]) => pair(JSON.stringify(key), canonicalText(item))).sort(), '{', '}');
}

/** A short digest of data's content (see canonicalText), or undefined when it holds something that is not data. */
export function contentFingerprint(value: unknown): string | undefined {
  const text = canonicalText(value);
  return text === undefined ? undefined : createHash('sha256').update(text).digest('base64url');
}
