import { useDraggable } from '@dnd-kit/core';
import { ElementIcon } from '@tessera/sdk';
import { dragId, type DragSource } from '../drag-and-drop.ts';
import type { ElementSummary } from '../element-catalogue.ts';

/**
 * One element of the palette. A premium element the agency does not hold is locked: it cannot
 * be dragged (by mouse, touch or keyboard) and says how to get it; the server refuses it too.
 */
export function PaletteItem({ definition, locked = false }: { definition: ElementSummary; locked?: boolean }) {
  const source: DragSource = { kind: 'palette', elementKey: definition.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(source), data: source, disabled: locked });
  const hintId = `palette-locked-${definition.id}`;
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={['palette-item', isDragging ? 'is-dragging' : '', locked ? 'is-locked' : ''].filter(Boolean).join(' ')}
        data-testid={`palette-item-${definition.id}`}
        title={locked ? `${definition.label} is a premium element: upgrade your plan to use it` : `Drag ${definition.label} onto the page`}
        {...attributes}
        {...listeners}
        aria-disabled={locked || undefined}
        aria-describedby={locked ? hintId : undefined}
      >
        <span className="palette-item__icon" aria-hidden="true">
          <ElementIcon name={definition.icon} label={definition.label} />
        </span>
        <span className="palette-item__label">{definition.label}</span>
        {definition.premium ? (
          <span className="palette-item__premium" id={locked ? hintId : undefined}>
            {locked ? 'Premium · upgrade to use' : 'Premium'}
          </span>
        ) : null}
      </button>
    </li>
  );
}
