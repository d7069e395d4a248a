import type { MenuItem } from '@tessera/core';
import { rowKey } from '../../../../ui/reorder/row-key.ts';

export type LinkKind = 'page' | 'section' | 'url';

/** A menu item as the editor holds it; children are items without children of their own. */
export interface ItemDraft {
  /** The editor's own: it follows the item through edits and moves, and is not sent. */
  key: string;
  label: string;
  page_id: number | null;
  section_id: string;
  url: string;
  new_window: boolean;
  children: ItemDraft[];
}

export function toItemDrafts(items: MenuItem[]): ItemDraft[] {
  return items.map((item) => ({ ...item, key: rowKey(), children: item.children.map((child) => ({ ...child, key: rowKey(), children: [] })) }));
}

export const newItem = (): ItemDraft => ({ key: rowKey(), label: 'New item', page_id: null, section_id: '', url: '', new_window: false, children: [] });

/** What the item's link leads to: a section wins over a page, a page over an address. */
export function linkKind(item: ItemDraft): LinkKind {
  if (item.section_id) return 'section';
  if (item.page_id !== null) return 'page';
  return 'url';
}

/** The items without the children of children, ready for menuBodySchema. */
export function toItemsBody(items: ItemDraft[]): unknown[] {
  return items.map(({ key: _key, children, ...item }) => ({ ...item, children: children.map(({ key: _childKey, children: _nested, ...child }) => child) }));
}

/** `path` is [index] for a top item, [index, childIndex] for a child. */
export type ItemPath = [number] | [number, number];

export function updateAt(items: ItemDraft[], path: ItemPath, change: (item: ItemDraft) => ItemDraft | null): ItemDraft[] {
  const [top, child] = path;
  if (child === undefined) return items.flatMap((item, i) => (i === top ? (change(item) ?? []) : [item]));
  return items.map((item, i) => (i === top ? { ...item, children: item.children.flatMap((c, j) => (j === child ? (change(c) ?? []) : [c])) } : item));
}

function swap<T>(list: T[], a: number, b: number): T[] {
  if (b < 0 || b >= list.length) return list;
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

/** Moves an item up or down among its siblings. */
export function moveAt(items: ItemDraft[], path: ItemPath, delta: -1 | 1): ItemDraft[] {
  const [top, child] = path;
  if (child === undefined) return swap(items, top, top + delta);
  return items.map((item, i) => (i === top ? { ...item, children: swap(item.children, child, child + delta) } : item));
}

/** A top item (without children) goes into the dropdown of the item above it. */
export function indent(items: ItemDraft[], top: number): ItemDraft[] {
  const item = items[top];
  if (top === 0 || !item || item.children.length > 0) return items;
  const next = items.filter((_, i) => i !== top);
  next[top - 1] = { ...next[top - 1]!, children: [...next[top - 1]!.children, item] };
  return next;
}

/** A child leaves its dropdown and follows its parent. */
export function outdent(items: ItemDraft[], [top, child]: [number, number]): ItemDraft[] {
  const parent = items[top]!;
  const moved = parent.children[child]!;
  const next = [...items];
  next[top] = { ...parent, children: parent.children.filter((_, j) => j !== child) };
  next.splice(top + 1, 0, moved);
  return next;
}
