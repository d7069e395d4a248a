import type { ReactNode } from 'react';
import { EditorIcon } from './EditorIcon.tsx';

export interface ListFieldProps<Item> {
  label: string;
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  /** A new item, added by the "Add" button. */
  create: () => Item;
  /** The fields of one item; `update` replaces it. */
  renderItem: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
  /** What the add button says, e.g. "Add question". */
  addLabel?: string;
  /** Short name of one item for its heading and the buttons' accessible names, e.g. "question". */
  itemName?: string;
  min?: number;
  max?: number;
}

/** An editable list (FAQ items, bullet points, options, slides): add, remove and move items. */
export function ListField<Item>({ label, items, onChange, create, renderItem, addLabel = 'Add item', itemName = 'item', min = 0, max = 100 }: ListFieldProps<Item>) {
  const replace = (index: number, item: Item) => onChange(items.map((current, i) => (i === index ? item : current)));
  const move = (from: number, to: number) => {
    const next = items.slice();
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const heading = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <fieldset className="ts-list">
      <legend className="ts-field__label">{label}</legend>
      <ol className="ts-list__items">
        {items.map((item, index) => (
          <li key={index} className="ts-list__item">
            <div className="ts-list__head">
              <span className="ts-list__title">
                {heading} {index + 1}
              </span>
              <div className="ts-list__actions">
                <button type="button" className="ts-field-icon-button" aria-label={`Move ${itemName} ${index + 1} up`} title="Move up" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <EditorIcon name="move-up" />
                </button>
                <button
                  type="button"
                  className="ts-field-icon-button"
                  aria-label={`Move ${itemName} ${index + 1} down`}
                  title="Move down"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <EditorIcon name="move-down" />
                </button>
                <button
                  type="button"
                  className="ts-field-icon-button ts-field-icon-button--danger"
                  aria-label={`Remove ${itemName} ${index + 1}`}
                  title="Remove"
                  disabled={items.length <= min}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <EditorIcon name="remove" />
                </button>
              </div>
            </div>
            <div className="ts-list__fields">{renderItem(item, (next) => replace(index, next), index)}</div>
          </li>
        ))}
      </ol>
      <button type="button" className="ts-field-button ts-list__add" disabled={items.length >= max} onClick={() => onChange([...items, create()])}>
        <EditorIcon name="add" />
        {addLabel}
      </button>
    </fieldset>
  );
}
