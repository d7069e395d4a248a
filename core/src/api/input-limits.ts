import { fieldPath } from './field-errors.ts';

/**
 * How deep a request body or a design may nest: far beyond any real document, far below the
 * depth at which recursive code (structuredClone, zod, the renderer) overflows the stack.
 */
export const MAX_NESTING_DEPTH = 100;

export const NESTED_TOO_DEEPLY_MESSAGE = `This value is nested too deeply (more than ${MAX_NESTING_DEPTH} levels).`;
export const CONTROL_CHARACTER_MESSAGE = 'This text contains a control character (such as U+0000) that is not allowed.';
export const MALFORMED_TEXT_MESSAGE = 'This text is not valid Unicode.';

// PostgreSQL refuses U+0000 in text and jsonb; the other C0 controls have no place in user text either. Tab, LF and CR do.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A message when `text` holds a control character other than tab, LF or CR, or a lone surrogate (which jsonb refuses too). */
export function unsafeTextMessage(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return MALFORMED_TEXT_MESSAGE;
  return undefined;
}

export interface InputProblem {
  /** The field, as the §8 `errors` keys name it ("_" for the value itself). */
  field: string;
  message: string;
}

interface Pending {
  value: unknown;
  path: readonly PropertyKey[];
}

/**
 * The first problem of a parsed JSON value: nesting beyond `maxDepth`, or a string or key
 * with unsafe text. Walks without recursion, so a value of any depth is checked safely.
 */
export function findInputProblem(value: unknown, { maxDepth = MAX_NESTING_DEPTH, prefix }: { maxDepth?: number; prefix?: string } = {}): InputProblem | undefined {
  const pending: Pending[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const message = unsafeTextMessage(current);
      if (message) return { field: fieldPath(path, prefix), message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return { field: fieldPath(path, prefix), message: NESTED_TOO_DEEPLY_MESSAGE };
    for (const [key, child] of Object.entries(current)) {
      const keyMessage = unsafeTextMessage(key);
      // The key itself cannot name the field: the message goes to the object holding it.
      if (keyMessage) return { field: fieldPath(path, prefix), message: keyMessage };
      pending.push({ value: child, path: [...path, Array.isArray(current) ? Number(key) : key] });
    }
  }
  return undefined;
}
