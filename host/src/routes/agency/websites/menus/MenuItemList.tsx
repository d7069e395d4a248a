import type { FieldErrors, Page } from '@tessera/core';
import { indent, moveAt, outdent, updateAt, type ItemDraft, type ItemPath } from './menu-draft.ts';
import { MenuItemFields } from './MenuItemFields.tsx';

interface MenuItemListProps {
  items: ItemDraft[];
  pages: Page[];
  errors: FieldErrors;
  onChange(items: ItemDraft[]): void;
}

/** The menu's items, one level of dropdown children, reordered and nested by buttons. */
export function MenuItemList({ items, pages, errors, onChange }: MenuItemListProps) {
  const row = (item: ItemDraft, path: ItemPath, siblings: number) => {
    const [top, child] = path;
    const number = child === undefined ? `${top + 1}` : `${top + 1}.${child + 1}`;
    const index = child ?? top;
    return (
      <li key={number} className="card form-field" aria-label={`Item ${number}: ${item.label}`}>
        <MenuItemFields
          number={number}
          errorPath={child === undefined ? `items.${top}` : `items.${top}.children.${child}`}
          item={item}
          pages={pages}
          errors={errors}
          onChange={(next) => onChange(updateAt(items, path, () => next))}
        />
        <div className="table__buttons table__buttons--wrap">
          <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => onChange(moveAt(items, path, -1))} aria-label={`Move ${item.label} up`}>
            Up
          </button>
          <button type="button" className="btn btn--small" disabled={index === siblings - 1} onClick={() => onChange(moveAt(items, path, 1))} aria-label={`Move ${item.label} down`}>
            Down
          </button>
          {child === undefined ? (
            <button type="button" className="btn btn--small" disabled={top === 0 || item.children.length > 0} onClick={() => onChange(indent(items, top))} aria-label={`Put ${item.label} in the dropdown above`}>
              Indent
            </button>
          ) : (
            <button type="button" className="btn btn--small" onClick={() => onChange(outdent(items, [top, child]))} aria-label={`Take ${item.label} out of the dropdown`}>
              Outdent
            </button>
          )}
          <button type="button" className="btn btn--small btn--danger" onClick={() => onChange(updateAt(items, path, () => null))} aria-label={`Remove ${item.label}`}>
            Remove
          </button>
        </div>
        {child === undefined && item.children.length > 0 ? (
          <ol className="form-fields menu-children">{item.children.map((c, j) => row(c, [top, j], item.children.length))}</ol>
        ) : null}
      </li>
    );
  };
  return <ol className="form-fields">{items.map((item, i) => row(item, [i], items.length))}</ol>;
}
