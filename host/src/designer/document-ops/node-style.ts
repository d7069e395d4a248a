import { styleOverrideSchema, type AnyNode, type Device, type NodeStyle, type PageDocument, type StyleOverride } from '@tessera/core';
import { replaceNode } from './replace-node.ts';

export type StyleField = Exclude<keyof NodeStyle, 'tablet' | 'mobile'>;
type ResponsiveField = keyof StyleOverride;

/** The fields a tablet or mobile override may change (spacing, width, background colour, radius, font size). */
const RESPONSIVE_FIELDS = new Set(Object.keys(styleOverrideSchema.shape) as ResponsiveField[]);

export const isResponsiveField = (field: string): field is ResponsiveField => RESPONSIVE_FIELDS.has(field as ResponsiveField);

/** A style patch: a value sets a field, undefined removes it. */
export type StylePatch = { [K in keyof NodeStyle]?: NodeStyle[K] | undefined };

/** Applies `patch` to `target`; undefined removes a field. Returns `target` itself when nothing changes. */
function merge<T extends Record<string, unknown>>(target: T, patch: Record<string, unknown>): T {
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined ? !(key in target) : target[key] === value) continue;
    next ??= { ...target };
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return (next ?? target) as T;
}

const isEmpty = (value: object | undefined) => !value || Object.keys(value).length === 0;

/**
 * Sets style fields of any node. In tablet or mobile mode the responsive fields go into that
 * device's override and every other field into the base style, which applies everywhere;
 * on desktop everything edits the base style. Empty overrides and an empty style are dropped
 * so a node without style stays without one.
 */
export function updateNodeStyle(doc: PageDocument, id: string, patch: StylePatch, device: Device = 'desktop'): PageDocument {
  const base: Record<string, unknown> = {};
  const override: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (device !== 'desktop' && isResponsiveField(field)) override[field] = value;
    else base[field] = value;
  }
  return replaceNode(doc, id, (node) => {
    const style = node.style ?? {};
    let next = merge(style, base);
    if (device !== 'desktop' && !isEmpty(override)) {
      const current = next[device] ?? {};
      const merged = merge(current, override);
      if (merged !== current) next = { ...next, [device]: merged };
    }
    if (next !== style && device !== 'desktop' && isEmpty(next[device])) {
      next = { ...next };
      delete next[device];
    }
    if (next === style) return node;
    if (!isEmpty(next)) return { ...node, style: next } as AnyNode;
    const { style: _removed, ...rest } = node;
    return rest as AnyNode;
  });
}

/**
 * The value a field has on `device`: a phone inherits the tablet override (both container
 * queries match below 767px), a tablet the base style.
 */
export function effectiveStyleValue<F extends StyleField>(style: NodeStyle | undefined, field: F, device: Device): NodeStyle[F] {
  if (!style) return undefined;
  if (device !== 'desktop' && isResponsiveField(field)) {
    const layers = device === 'mobile' ? [style.mobile, style.tablet] : [style.tablet];
    for (const layer of layers) {
      const value = layer?.[field];
      if (value !== undefined) return value as NodeStyle[F];
    }
  }
  return style[field];
}
