import type { AnyElementDefinition } from '@tessera/sdk';

/**
 * An element's props as a user may really leave them, found from its props schema alone (no
 * list of elements or fields): its defaults, every empty list given an item, every image a
 * wide picture and every text that accepts it a long address without a place to break a line.
 * Each change is kept only when the whole props still parse, so the server takes them.
 */
export function realisticProps(definition: AnyElementDefinition, image: WideImage): Record<string, unknown> {
  const schema = definition.props as unknown as Schema;
  const valid = (props: unknown) => schema.safeParse(props).success;
  let props = schema.parse({}) as Record<string, unknown>;
  // Lists first, so the items they gain get the long texts and images too.
  for (const { path, node } of leaves(props, schema)) {
    if (!Array.isArray(valueAt(props, path)) || (valueAt(props, path) as unknown[]).length > 0 || node.def.type !== 'array') continue;
    const item = unwrap(node.def.element!).safeParse({});
    const grown = item.success ? withValueAt(props, path, [item.data]) : props;
    if (valid(grown)) props = grown as Record<string, unknown>;
  }
  const changed: Path[] = [];
  for (const { path, node } of leaves(props, schema)) {
    // An image option changed as a whole keeps its picture's address.
    if (changed.some((done) => done.every((key, i) => path[i] === key))) continue;
    const next = candidates(path, valueAt(props, path), node, image)
      .map((candidate) => withValueAt(props, path, candidate))
      .find(valid);
    if (next === undefined) continue;
    props = next as Record<string, unknown>;
    changed.push(path);
  }
  return props;
}

export interface WideImage {
  url: string;
  width: number;
  height: number;
}

/** A web address of 190 characters with no hyphen, space or other place a browser may break a line. */
export const LONG_ADDRESS = `https://www.example.com/${'averyveryverylongunbrokenaddress'.repeat(5)}/${'x'.repeat(6)}`;

interface Schema {
  def: { type: string; shape?: Record<string, Schema>; element?: Schema; innerType?: Schema; in?: Schema };
  parse(value: unknown): unknown;
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

type Path = readonly (string | number)[];

/** The schema a value is checked by, past its default, optional, nullable and pipe wrappers. */
function unwrap(schema: Schema): Schema {
  const def = schema.def;
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner && ['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'pipe'].includes(def.type) ? unwrap(inner) : schema;
}

/** Every object field, list and list item of `value`, each with its schema, outermost first. */
function leaves(value: unknown, schema: Schema, path: Path = []): { path: Path; node: Schema }[] {
  const node = unwrap(schema);
  const own = path.length ? [{ path, node }] : [];
  if (node.def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = node.def.shape ?? {};
    return [...own, ...Object.keys(shape).flatMap((key) => leaves((value as Record<string, unknown>)[key], shape[key]!, [...path, key]))];
  }
  if (node.def.type === 'array' && Array.isArray(value)) {
    return [...own, ...value.flatMap((item, index) => leaves(item, node.def.element!, [...path, index]))];
  }
  return own;
}

/** What to try at a field: a picture where an image goes, else, for text, a long address (shorter ones for fields that allow less). */
function candidates(path: Path, value: unknown, node: Schema, image: WideImage): unknown[] {
  if (node.def.type === 'object' && value && typeof value === 'object' && 'url' in value && ('Ratio' in value || 'ShowWidth' in value)) {
    // An image option (address, ratio, alt) or a logo (address and the size it is shown at).
    return [{ ...value, url: image.url, ...('Ratio' in value ? { Ratio: Math.round((image.height / image.width) * 100) / 100 } : {}), ...('ShowWidth' in value ? { ShowWidth: 120, ShowHeight: 60 } : {}) }];
  }
  if (node.def.type !== 'string' || typeof value !== 'string') return [];
  const key = String(path.at(-1));
  const texts = [LONG_ADDRESS, LONG_ADDRESS.slice(0, 90), LONG_ADDRESS.slice(0, 45)];
  return /image|logo|photo|cover|poster|thumbnail/i.test(key) ? [image.url, ...texts] : texts;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)?.[key], value);
}

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? withValueAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [key!]: withValueAt(record[key!], rest, replacement) };
}
