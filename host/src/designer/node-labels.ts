import { findLocation, kindAtLocation, nodeAtLocation, type AnyNode, type NodeKind, type PageDocument } from '@tessera/core';
import type { ElementRegistry } from './plugins-context.tsx';

export interface TrailStep {
  id: string;
  kind: NodeKind;
  label: string;
}

export const KIND_NAMES: Record<NodeKind, string> = { section: 'Section', popup: 'Popup', row: 'Row', column: 'Column', element: 'Element' };

/** The site-builder section types (spec §1) by name; a plain section is just "Section". */
export const SECTION_TYPE_NAMES: Record<string, string> = {
  section: 'Section',
  header: 'Header',
  menu: 'Menu',
  footer: 'Footer',
  about: 'About',
  contact: 'Contact',
  transition: 'Transition',
};

/**
 * The name a node goes by in the layers panel, the breadcrumbs and the inspector: its
 * ElementTitle if the user gave it one, else the plugin's label for an element, or
 * "Section 2", "Header 1", "Row 1", "Column 3", "Popup 1" by position.
 */
export function nodeLabel(node: AnyNode, kind: NodeKind, index: number, registry: ElementRegistry): string {
  const title = node.style?.ElementTitle?.trim();
  if (title) return title;
  if (kind === 'element') {
    const key = (node as { key: string }).key;
    return registry.summary(key)?.label ?? key;
  }
  const name = kind === 'section' ? (SECTION_TYPE_NAMES[node.key] ?? KIND_NAMES.section) : KIND_NAMES[kind];
  return `${name} ${index + 1}`;
}

const trails = new WeakMap<PageDocument, Map<string, readonly TrailStep[]>>();

/** The nodes from the page (or a popup) down to `id`, for breadcrumbs; remembered per document, as selectors ask on every change. */
export function nodeTrail(doc: PageDocument, id: string, registry: ElementRegistry): readonly TrailStep[] {
  let known = trails.get(doc);
  if (!known) {
    known = new Map();
    trails.set(doc, known);
  }
  let trail = known.get(id);
  if (!trail) {
    const location = findLocation(doc, id);
    const path = location?.path ?? [];
    trail = path.map((index, depth) => {
      const at = { root: location!.root, path: path.slice(0, depth + 1) };
      const kind = kindAtLocation(at);
      const node = nodeAtLocation(doc, at)!;
      return { id: node.id, kind, label: nodeLabel(node, kind, index, registry) };
    });
    known.set(id, trail);
  }
  return trail;
}
