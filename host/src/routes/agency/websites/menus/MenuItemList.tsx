import type { FieldErrors, Page } from '@tessera/core';
import { DragHandle } from '../../../../ui/reorder/DragHandle.tsx';
import { ReorderDnd } from '../../../../ui/reorder/ReorderDnd.tsx';
import { useReorderRow } from '../../../../ui/reorder/use-reorder-row.ts';
import { indent, moveAt, outdent, updateAt, type ItemDraft, type ItemPath } from './menu-draft.ts';
import { MenuItemFields } from './MenuItemFields.tsx';
import { canDropNextTo, describePlace, dropNextTo, itemName, readingOrder } from './menu-reorder.ts';

interface MenuItemListProps {
  items: ItemDraft[];
  pages: Page[];
  errors: FieldErrors;
  onChange(items: ItemDraft[]): void;
}

interface MenuItemRowProps extends MenuItemListProps {
  item: ItemDraft;
  path: ItemPath;
  siblings: number;
}

function MenuItemRow({ items, pages, errors, onChange, item, path, siblings }: MenuItemRowProps) {
  const row = useReorderRow(item.key);
  const [top, child] = path;
  const number = child === undefined ? `${top + 1}` : `${top + 1}.${child + 1}`;
  const index = child ?? top;
  return (
    <li ref={row.ref} style={row.style} data-drop={row.drop ?? undefined} className={row.dragging ? 'card form-field reorder-row is-dragging' : 'card form-field reorder-row'} aria-label={`Item ${number}: ${item.label}`}>
      <MenuItemFields
        number={number}
        errorPath={child === undefined ? `items.${top}` : `items.${top}.children.${child}`}
        item={item}
        pages={pages}
        errors={errors}
        onChange={(next) => onChange(updateAt(items, path, () => next))}
      />
      <div className="table__buttons table__buttons--wrap">
        <DragHandle handle={row.handle} label={item.label} />
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
        <ol className="form-fields menu-children">
          {item.children.map((c, j) => (
            <MenuItemRow key={c.key} items={items} pages={pages} errors={errors} onChange={onChange} item={c} path={[top, j]} siblings={item.children.length} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The menu's items, one level of dropdown children: dragged (by pointer or keyboard) to reorder
 * them and to move them into or out of a dropdown, or moved and nested by buttons.
 */
export function MenuItemList(props: MenuItemListProps) {
  const { items, onChange } = props;
  return (
    <ReorderDnd
      order={readingOrder(items)}
      canDrop={(active, target) => canDropNextTo(items, active, target)}
      label={(key) => itemName(items, key)}
      where={(target, side) => describePlace(items, target, side)}
      onDrop={(active, target) => onChange(dropNextTo(items, active, target))}
    >
      <ol className="form-fields">
        {items.map((item, i) => (
          <MenuItemRow key={item.key} {...props} item={item} path={[i]} siblings={items.length} />
        ))}
      </ol>
    </ReorderDnd>
  );
}
