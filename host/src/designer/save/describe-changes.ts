import { stableJson, walkNodes, type AnyNode, type NodeKind, type PageDocument } from '@tessera/core';

/** What one node kind went through between two documents. */
interface KindChanges {
  added: number;
  removed: number;
  changed: number;
}

const NOUNS: Record<NodeKind, [string, string]> = {
  section: ['section', 'sections'],
  popup: ['popup', 'popups'],
  row: ['row', 'rows'],
  column: ['column', 'columns'],
  element: ['element', 'elements'],
};

/** A node's own content, without its children (they count for themselves). */
function own(node: AnyNode): string {
  const { rows: _rows, columns: _columns, elements: _elements, ...rest } = node as AnyNode & { rows?: unknown; columns?: unknown; elements?: unknown };
  return stableJson(rest);
}

function nodesOf(doc: PageDocument): Map<string, { kind: NodeKind; content: string }> {
  const map = new Map<string, { kind: NodeKind; content: string }>();
  for (const { node, kind } of walkNodes(doc)) map.set(node.id, { kind, content: own(node) });
  return map;
}

/**
 * What someone else changed, in words, for the conflict banner: "2 elements changed, 1 section
 * added, page settings changed", comparing the version the user started from with the server's.
 */
export function describeChanges(base: PageDocument, theirs: PageDocument): string {
  const before = nodesOf(base);
  const after = nodesOf(theirs);
  const counts = new Map<NodeKind, KindChanges>();
  const count = (kind: NodeKind, what: keyof KindChanges) => {
    const entry = counts.get(kind) ?? { added: 0, removed: 0, changed: 0 };
    entry[what]++;
    counts.set(kind, entry);
  };
  for (const [id, node] of after) {
    const old = before.get(id);
    if (!old) count(node.kind, 'added');
    else if (old.content !== node.content) count(node.kind, 'changed');
  }
  for (const [id, node] of before) if (!after.has(id)) count(node.kind, 'removed');
  const parts: string[] = [];
  for (const kind of ['element', 'row', 'column', 'section', 'popup'] as const) {
    const entry = counts.get(kind);
    if (!entry) continue;
    for (const what of ['changed', 'added', 'removed'] as const) {
      const n = entry[what];
      if (n) parts.push(`${n} ${NOUNS[kind][n === 1 ? 0 : 1]} ${what}`);
    }
  }
  if (stableJson(base.settings ?? {}) !== stableJson(theirs.settings ?? {})) parts.push('page settings changed');
  if (parts.length === 0) {
    const reordered = stableJson(base) !== stableJson(theirs);
    return reordered ? 'Things were moved around.' : 'Nothing you can see changed.';
  }
  return `${parts.join(', ')}.`.replace(/^./, (first) => first.toUpperCase());
}
