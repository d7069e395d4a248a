import type { ReactNode } from 'react';

interface CheckListProps<T extends { id: number }> {
  items: readonly T[];
  labelOf(item: T): ReactNode;
  chosen: readonly number[];
  onChange(chosen: number[]): void;
}

/** Items to pick several of, each a labelled checkbox; `chosen` holds the picked ids in the order they were picked. */
export function CheckList<T extends { id: number }>({ items, labelOf, chosen, onChange }: CheckListProps<T>) {
  return (
    <>
      {items.map((item) => (
        <label key={item.id} className="check">
          <input type="checkbox" checked={chosen.includes(item.id)} onChange={(event) => onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))} />
          <span>{labelOf(item)}</span>
        </label>
      ))}
    </>
  );
}
