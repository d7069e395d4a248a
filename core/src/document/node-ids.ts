/** Builder ids carry the prefix of their level (spec §3), so any id tells what it names. */
export const NODE_ID_PREFIX = {
  section: 'section-',
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
