import { findPath, kindAtPath, nodeAtPath, type AnyNode, type NodeKind, type PageDocument } from '@tessera/core';
import type { ElementRegistry } from './plugins-context.tsx';

export interface TrailStep {
  id: string;
  kind: NodeKind;
  label: string;
}

const KIND_NAMES: Record<NodeKind, string> = { section: 'Section', row: 'Row', column: 'Column', element: 'Element' };

/**
 * The name a node goes by in the layers panel, the breadcrumbs and the inspector: its
 * ElementTitle if the user gave it one, else the plugin's label for an element, or
 * "Section 2", "Row 1", "Column 3" by position.
 */
export function nodeLabel(node: AnyNode, kind: NodeKind, index: number, registry: ElementRegistry): string {
  const title = node.style?.ElementTitle?.trim();
  if (title) return title;
  if (kind === 'element') {
    const key = (node as { key: string }).key;
    return registry.get(key)?.label ?? key;
  }
  return `${KIND_NAMES[kind]} ${index + 1}`;
}

const trails = new WeakMap<PageDocument, Map<string, readonly TrailStep[]>>();

/** The nodes from the page down to `id`, for breadcrumbs; remembered per document, as selectors ask on every change. */
export function nodeTrail(doc: PageDocument, id: string, registry: ElementRegistry): readonly TrailStep[] {
  let known = trails.get(doc);
  if (!known) {
    known = new Map();
    trails.set(doc, known);
  }
  let trail = known.get(id);
  if (!trail) {
    const path = findPath(doc, id) ?? [];
    trail = path.map((index, depth) => {
      const at = path.slice(0, depth + 1);
      const kind = kindAtPath(at);
      return { id: nodeAtPath(doc, at)!.id, kind, label: nodeLabel(nodeAtPath(doc, at)!, kind, index, registry) };
    });
    known.set(id, trail);
  }
  return trail;
}
