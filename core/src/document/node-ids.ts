/**
 * Builder ids carry the prefix of their level (spec §3), so any id tells what it names. A popup
 * is a section-like node that lives in the document's `popups` list rather than on the page.
 */
export const NODE_ID_PREFIX = {
  section: 'section-',
  popup: 'popup-',
  row: 'row-',
  column: 'column-',
  element: 'element-',
} as const;

export type NodeKind = keyof typeof NODE_ID_PREFIX;

export type IdFactory = (kind: NodeKind) => string;

export const createNodeId: IdFactory = (kind) =>
  `${NODE_ID_PREFIX[kind]}${globalThis.crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

export function kindOfId(id: string): NodeKind | undefined {
  for (const [kind, prefix] of Object.entries(NODE_ID_PREFIX)) {
    if (id.startsWith(prefix)) return kind as NodeKind;
  }
  return undefined;
}
