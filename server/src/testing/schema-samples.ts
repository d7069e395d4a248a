/** A JSON schema as the OpenAPI document (openapi-3.0 target) gives a route's params, query and body. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  /** OpenAPI 3.0's one example, and JSON Schema's list. */
  example?: unknown;
  examples?: readonly unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export type JsonPath = readonly (string | number)[];

const FORMATTED: Record<string, string> = {
  email: 'fuzz@example.test',
  uri: 'https://example.test/fuzz',
  url: 'https://example.test/fuzz',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00.000Z',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
};
const CANDIDATES = ['fuzz', 'fuzz-1', 'fuzz@example.test', 'https://example.test/fuzz', '/fuzz', '2026-01-01', '09:00', 'UTC', '#112233', 'element-fuzz', 'section-fuzz', 'fuzz.example.test', '1'];

function sampleString(schema: JsonSchema): string {
  const fits = (text: string) =>
    (schema.maxLength === undefined || text.length <= schema.maxLength) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text.padEnd(schema.minLength ?? 0, 'x')));
  const formatted = schema.format ? FORMATTED[schema.format] : undefined;
  // An example the schema gives is a value its own validation takes.
  const example = [schema.example, ...(schema.examples ?? [])].find((value): value is string => typeof value === 'string');
  const text = example ?? formatted ?? CANDIDATES.find(fits) ?? 'fuzz';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const lowest = schema.minimum ?? 1;
  const value = Math.max(1, integer ? Math.ceil(lowest) : lowest);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/**
 * A value that fits `schema` as far as a guess can: every property filled (optional ones too,
 * so each string field can be made hostile in turn), the first choice of enums and unions,
 * a string that matches the pattern. `overrides` give known good values by property name.
 */
export function sampleOf(schema: JsonSchema | undefined, overrides: Record<string, unknown> = {}, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0], overrides, depth);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, overrides, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, overrides, depth + 1)).filter((item) => item !== undefined);
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([name, property]) => [name, name in overrides ? overrides[name] : sampleOf(property, overrides, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
    default:
      return schema.default;
  }
}

/** The paths of every leaf of a JSON value that `keep` selects. */
export function leavesOf(value: unknown, keep: (leaf: unknown) => boolean, path: JsonPath = []): JsonPath[] {
  // An empty object or array is a leaf too: where a hostile value can go in place of its content.
  if (value && typeof value === 'object' && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, keep, [...path, Array.isArray(value) ? Number(key) : key]));
  }
  return keep(value) ? [path] : [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: JsonPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = withLeaf(copy[key!], rest, leaf);
  return copy;
}

/** A copy of `value` with every leaf `change` picks replaced by what it returns. */
export function mapLeaves(value: unknown, change: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, change)]));
  return change(value);
}

/** A copy of `value` with every object below the top turned into an array of its values. */
export function objectsAsArrays(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => objectsAsArrays(item, false));
  if (value && typeof value === 'object') {
    const children = Object.entries(value).map(([key, item]) => [key, objectsAsArrays(item, false)] as const);
    return top ? Object.fromEntries(children) : children.map(([, item]) => item);
  }
  return value;
}

/** An object nested `levels` deep. */
export function nestedObject(levels: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < levels; level++) value = { nested: value };
  return value;
}
