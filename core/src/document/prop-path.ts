const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const INDEX = /^(0|[1-9]\d*)$/;

/** The value under `key` in an object, or at index `key` of an array; undefined where there is none. */
function child(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return INDEX.test(key) ? value[Number(key)] : undefined;
  return isRecord(value) ? value[key] : undefined;
}

/**
 * The value at `path` in `props`: keys into nested objects and indexes into arrays
 * (`['items', '2', 'question']`), or undefined where the path leads nowhere.
 */
export function readPropPath(props: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = props;
  for (const key of path) value = child(value, key);
  return value;
}

function withPath(container: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(container) && INDEX.test(key)) {
    const copy = [...container];
    copy[Number(key)] = withPath(container[Number(key)], rest, value);
    return copy;
  }
  const record = isRecord(container) ? container : {};
  return { ...record, [key]: withPath(record[key], rest, value) };
}

/** `props` with `value` at `path`, copying the objects and arrays on the way and sharing the rest. */
export function withPropPath(props: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  return withPath(props, path, value) as Record<string, unknown>;
}

/** A prop path pattern's `*` stands for any index of a list. */
const ANY_INDEX = '*';

/** Whether `path` (`['items', '2', 'question']`) is one `pattern` names (`['items', '*', 'question']`). */
export function matchesPropPattern(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((key, index) => (key === ANY_INDEX ? INDEX.test(path[index]!) : key === path[index]));
}

/** Every path in `props` that `pattern` names, with its value: one per list item where the pattern has `*`. */
export function expandPropPattern(props: Record<string, unknown>, pattern: readonly string[]): Array<{ path: string[]; value: unknown }> {
  const found: Array<{ path: string[]; value: unknown }> = [];
  const visit = (value: unknown, at: number, path: string[]) => {
    if (at === pattern.length) {
      found.push({ path, value });
      return;
    }
    const key = pattern[at]!;
    if (key !== ANY_INDEX) visit(child(value, key), at + 1, [...path, key]);
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, at + 1, [...path, String(index)]));
  };
  visit(props, 0, []);
  return found;
}
