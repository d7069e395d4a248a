import { z } from 'zod';
import { isRecord } from './is-record.ts';

/** What of its website an element prop can name by id. */
export type SiteReferenceKind = 'page' | 'form' | 'menu' | 'product';

/** The schemas made by `siteReference`, with what they name. */
const referenceKinds = new WeakMap<object, SiteReferenceKind>();

/**
 * A prop that names a page, form, menu or shop product of the element's website by id.
 * Declaring it this way (rather than by the prop's name) is what lets the server follow it
 * wherever a plugin puts it: a copied website's elements name the copy's pages, forms and menus,
 * a save refuses another website's forms, menus and products, and deleting a page lists the
 * pages that link to it.
 */
export function siteReference(kind: SiteReferenceKind): z.ZodNumber {
  const schema = z.number().int().positive();
  referenceKinds.set(schema, kind);
  return schema;
}

/** Where a reference is in the props, e.g. ['buttons', 0, 'PageId']. */
export type PropPath = readonly (string | number)[];

/**
 * Answers the id a reference should hold from now on (null to clear it; a cleared item of a list
 * that holds no nulls leaves the list), or undefined to leave it as it is.
 */
export type ReferenceVisitor = (kind: SiteReferenceKind, id: number, path: PropPath) => number | null | undefined;

// The internals zod 4 gives every schema; read to follow props through wrappers, objects and lists.
interface SchemaDefinition {
  type: string;
  innerType?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  options?: readonly unknown[];
  left?: unknown;
  right?: unknown;
  items?: readonly unknown[];
  rest?: unknown;
  valueType?: unknown;
  out?: unknown;
  getter?: () => unknown;
}

const definitionOf = (schema: unknown): SchemaDefinition | undefined =>
  (schema as { _zod?: { def?: SchemaDefinition } } | undefined)?._zod?.def;

const parses = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

function visitValue(schema: unknown, value: unknown, path: PropPath, visit: ReferenceVisitor): unknown {
  const kind = schema && typeof schema === 'object' ? referenceKinds.get(schema) : undefined;
  if (kind) {
    if (typeof value !== 'number') return value;
    const next = visit(kind, value, path);
    return next === undefined ? value : next;
  }
  const def = definitionOf(schema);
  if (!def || value === null || value === undefined) return value;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return visitValue(def.innerType, value, path, visit);
    case 'pipe':
      return visitValue(def.out, value, path, visit);
    case 'lazy':
      return visitValue(def.getter?.(), value, path, visit);
    case 'object':
      return isRecord(value) ? changedEntries(value, (key) => def.shape?.[key], path, visit) : value;
    case 'record':
      return isRecord(value) ? changedEntries(value, () => def.valueType, path, visit) : value;
    case 'array':
      return Array.isArray(value) ? changedItems(value, () => def.element, path, visit) : value;
    case 'tuple':
      return Array.isArray(value) ? changedItems(value, (index) => def.items?.[index] ?? def.rest, path, visit) : value;
    case 'union': {
      // The value is already parsed, so the option it parses under is the one that shaped it.
      const option = def.options?.find((candidate) => parses(candidate, value));
      return option ? visitValue(option, value, path, visit) : value;
    }
    case 'intersection':
      return visitValue(def.right, visitValue(def.left, value, path, visit), path, visit);
    default:
      return value;
  }
}

function changedEntries(value: Record<string, unknown>, schemaAt: (key: string) => unknown, path: PropPath, visit: ReferenceVisitor) {
  let copy: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(value)) {
    const schema = schemaAt(key);
    if (!schema) continue;
    const next = visitValue(schema, entry, [...path, key], visit);
    if (next !== entry) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

const DROPPED = Symbol('dropped');

function changedItems(value: readonly unknown[], schemaAt: (index: number) => unknown, path: PropPath, visit: ReferenceVisitor) {
  let copy: unknown[] | undefined;
  value.forEach((item, index) => {
    const schema = schemaAt(index);
    if (!schema) return;
    const next = visitValue(schema, item, [...path, index], visit);
    if (next !== item) (copy ??= [...value])[index] = next === null && !parses(schema, null) ? DROPPED : next;
  });
  return copy ? copy.filter((item) => item !== DROPPED) : value;
}

/**
 * Calls `visit` for every declared reference in `props` (parsed by `schema`) and answers the
 * props with the ids it gave back; props that change nowhere are answered as they are.
 */
export function mapSiteReferences<Props>(schema: z.ZodType, props: Props, visit: ReferenceVisitor): Props {
  return visitValue(schema, props, [], visit) as Props;
}

/** Every declared reference in `props` (parsed by `schema`), with where it is. */
export function findSiteReferences(schema: z.ZodType, props: unknown): { kind: SiteReferenceKind; id: number; path: PropPath }[] {
  const found: { kind: SiteReferenceKind; id: number; path: PropPath }[] = [];
  mapSiteReferences(schema, props, (kind, id, path) => {
    found.push({ kind, id, path });
    return undefined;
  });
  return found;
}
