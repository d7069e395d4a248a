import { columnNodeSchema, elementNodeSchema, popupNodeSchema, rowNodeSchema, sectionNodeSchema, type AnyNode } from '@tessera/core';

/**
 * The designer's clipboard: copied nodes in localStorage, so a node copied on one page pastes
 * on another page of the same agency (any tab). The key names the agency, so one agency's
 * content never pastes into another's in a shared browser. What is read back is validated:
 * anything else in that key (another version, a hand edit) is ignored.
 */

const CLIPBOARD_VERSION = 1;
const nodeSchemas = [sectionNodeSchema, popupNodeSchema, rowNodeSchema, columnNodeSchema, elementNodeSchema] as const;

export const clipboardKey = (agencyKey: string) => `tessera:designer-clipboard:${agencyKey}`;

/** Without localStorage (a locked-down browser) the clipboard still works within the tab. */
const inMemory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage itself can throw (blocked storage).
  }
  return { getItem: (key) => inMemory.get(key) ?? null, setItem: (key, value) => void inMemory.set(key, value) };
}

function parseNode(value: unknown): AnyNode | null {
  for (const schema of nodeSchemas) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as AnyNode;
  }
  return null;
}

export function writeClipboard(agencyKey: string, nodes: readonly AnyNode[]): void {
  const text = JSON.stringify({ version: CLIPBOARD_VERSION, nodes });
  try {
    storage().setItem(clipboardKey(agencyKey), text);
  } catch {
    // Full storage: keep it for this tab at least.
    inMemory.set(clipboardKey(agencyKey), text);
  }
}

export function readClipboard(agencyKey: string): AnyNode[] {
  const text = storage().getItem(clipboardKey(agencyKey)) ?? inMemory.get(clipboardKey(agencyKey));
  if (!text) return [];
  try {
    const data = JSON.parse(text) as { version?: unknown; nodes?: unknown };
    if (data.version !== CLIPBOARD_VERSION || !Array.isArray(data.nodes)) return [];
    return data.nodes.map(parseNode).filter((node): node is AnyNode => node !== null);
  } catch {
    return [];
  }
}
