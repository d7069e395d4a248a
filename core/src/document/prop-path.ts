const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` (keys into nested objects) in `props`, or undefined where the path leads nowhere. */
export function readPropPath(props: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = props;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** `props` with `value` at `path`, copying the objects on the way and sharing the rest. */
export function withPropPath(props: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return props;
  const inner = props[key];
  return { ...props, [key]: rest.length === 0 ? value : withPropPath(isRecord(inner) ? inner : {}, rest, value) };
}
