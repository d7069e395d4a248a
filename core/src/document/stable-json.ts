/** JSON with object keys sorted, so equal values give equal strings whatever their key order (jsonb reorders keys). */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** How many keys of `value` hold something JSON keeps (a key holding undefined is left out of JSON). */
function definedKeyCount(value: Record<string, unknown>): number {
  let count = 0;
  for (const key of Object.keys(value)) if (value[key] !== undefined) count++;
  return count;
}

/**
 * Whether two values are the same JSON whatever their key order (jsonb reorders keys), as
 * comparing their stableJson would tell, without building the strings: on a design of
 * thousands of elements those cost more than the rest of its checks.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key of Object.keys(left)) {
    if (left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !jsonEqual(left[key], right[key])) return false;
    count++;
  }
  return count === definedKeyCount(right);
}
