import { sideOf, type DropSide } from '../../../../ui/reorder/reorder-context.ts';
import { updateAt, type ItemDraft, type ItemPath } from './menu-draft.ts';

/** Every item's key in reading order: each top item, then the items of its dropdown. */
export const readingOrder = (items: ItemDraft[]): string[] => items.flatMap((item) => [item.key, ...item.children.map((child) => child.key)]);

export function pathOf(items: ItemDraft[], key: string): ItemPath | null {
  for (const [top, item] of items.entries()) {
    if (item.key === key) return [top];
    const child = item.children.findIndex((c) => c.key === key);
    if (child >= 0) return [top, child];
  }
  return null;
}

const itemAt = (items: ItemDraft[], [top, child]: ItemPath) => (child === undefined ? items[top] : items[top]?.children[child]);

/** The item's name for announcements. */
export const itemName = (items: ItemDraft[], key: string) => {
  const path = pathOf(items, key);
  return (path && itemAt(items, path)?.label.trim()) || 'Item without a label';
};

/**
 * Whether `active` may land next to `target`: never inside its own dropdown, and an item with a
 * dropdown stays at the top (menus nest one level).
 */
export function canDropNextTo(items: ItemDraft[], active: string, target: string): boolean {
  const from = pathOf(items, active);
  const to = pathOf(items, target);
  if (!from || !to || active === target) return false;
  if (to[1] === undefined) return true;
  return itemAt(items, from)!.children.length === 0 && !(from[1] === undefined && from[0] === to[0]);
}

/**
 * Moves `active` next to `target` among target's siblings (into or out of a dropdown when they
 * differ): after it when it comes from above in reading order, before it otherwise.
 */
export function dropNextTo(items: ItemDraft[], active: string, target: string): ItemDraft[] {
  if (!canDropNextTo(items, active, target)) return items;
  const after = sideOf(readingOrder(items), active, target) === 'after' ? 1 : 0;
  const from = pathOf(items, active)!;
  const moved = itemAt(items, from)!;
  const rest = updateAt(items, from, () => null);
  const [top, child] = pathOf(rest, target)!;
  const insert = <T>(list: T[], index: number, value: T) => [...list.slice(0, index), value, ...list.slice(index)];
  if (child === undefined) return insert(rest, top + after, moved);
  return rest.map((item, i) => (i === top ? { ...item, children: insert(item.children, child + after, moved) } : item));
}

/** "after About", "in the dropdown of Shop, before Bread". */
export function describePlace(items: ItemDraft[], target: string, side: DropSide): string {
  const [top, child] = pathOf(items, target) ?? [0];
  const next = `${side} ${itemName(items, target)}`;
  return child === undefined ? next : `in the dropdown of ${itemName(items, items[top]!.key)}, ${next}`;
}
