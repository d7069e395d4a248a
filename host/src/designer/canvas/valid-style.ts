import { nodeStyleSchema, type NodeStyle } from '@tessera/core';

const checked = new WeakMap<NodeStyle, NodeStyle>();

/**
 * The fields of a node's style that its schema accepts. The inspector stores what is being
 * typed (a half-typed colour, an address with a quote in it) so the field keeps it; only
 * validated values may reach the canvas stylesheet, where they could break out of their rule.
 * Saving names the refused field.
 */
export function validStyle(style: NodeStyle): NodeStyle {
  let valid = checked.get(style);
  if (!valid) {
    const parsed = nodeStyleSchema.safeParse(style);
    if (parsed.success) valid = parsed.data;
    else {
      const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const kept = Object.fromEntries(Object.entries(style).filter(([field]) => !bad.has(field)));
      valid = nodeStyleSchema.safeParse(kept).data ?? {};
    }
    checked.set(style, valid);
  }
  return valid;
}
