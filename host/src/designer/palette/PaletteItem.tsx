import { useDraggable } from '@dnd-kit/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { dragId, type DragSource } from '../drag-and-drop.ts';

export function PaletteItem({ definition }: { definition: AnyElementDefinition }) {
  const source: DragSource = { kind: 'palette', elementKey: definition.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(source), data: source });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={isDragging ? 'palette-item is-dragging' : 'palette-item'}
        data-testid={`palette-item-${definition.id}`}
        title={`Drag ${definition.label} onto the page`}
        {...attributes}
        {...listeners}
      >
        <span className="palette-item__icon" aria-hidden="true">
          {definition.label.slice(0, 1)}
        </span>
        <span className="palette-item__label">{definition.label}</span>
        {definition.premium ? <span className="palette-item__premium">Premium</span> : null}
      </button>
    </li>
  );
}
