import type { ReactNode } from 'react';

/** One tab of an image picker's sources (Upload, Stock photos, Your images). */
export function PickerTab<T extends string>({ id, current, onSelect, children }: { id: T; current: T; onSelect: (id: T) => void; children: ReactNode }) {
  const selected = id === current;
  return (
    <button type="button" role="tab" aria-selected={selected} className={selected ? 'is-active' : undefined} onClick={() => onSelect(id)}>
      {children}
    </button>
  );
}
