import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ElementNode } from '@tessera/core';
import { memo, Suspense, type KeyboardEvent, type MouseEvent } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { dragId, dropId, type DragSource, type DropTarget } from '../drag-and-drop.ts';
import { nodeIndex } from '../node-index.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor.ts';
import { ElementView, FailedElement, UnknownElement } from './ElementView.tsx';
import { useNodeChrome } from './use-node-chrome.ts';

interface CanvasElementProps {
  id: string;
  columnId: string;
}

/**
 * One element on the canvas. It subscribes to its own node, which core's operations keep
 * identical unless this element changed, so editing one element re-renders only that one.
 */
export const CanvasElement = memo(function CanvasElement({ id, columnId }: CanvasElementProps) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const node = useDesigner((s) => nodeIndex(s.document).get(id) as ElementNode | undefined);
  const editing = useDesigner((s) => s.editingId === id);
  const { className, selected } = useNodeChrome(id, 'ts-element canvas-element');

  const target: DropTarget = { kind: 'element', columnId, elementId: id };
  const source: DragSource = { kind: 'element', elementId: id };
  const drop = useDroppable({ id: dropId(target), data: target });
  const drag = useDraggable({ id: dragId(source), data: source });

  if (!node) return null;
  const definition = registry.get(node.key);
  const label = definition?.label ?? node.key;

  // The first click selects; a click on the selected element starts editing its rich text (spec §4).
  const activate = () => {
    const state = store.getState();
    if (state.editingId === id) return;
    if (state.selectedId === id && definition?.richText) state.startEditing(id);
    else state.select(id);
  };
  const onClick = (event: MouseEvent) => {
    // Links and buttons inside a Render must not navigate or submit while designing.
    event.preventDefault();
    event.stopPropagation();
    activate();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    activate();
  };

  const classes = [className, editing && 'is-editing', drop.isOver && 'is-over', drag.isDragging && 'is-dragging'];
  return (
    <div
      ref={drop.setNodeRef}
      id={id}
      className={classes.filter(Boolean).join(' ')}
      data-testid="canvas-element"
      data-element-id={id}
      data-element-type={node.key}
      tabIndex={0}
      role="group"
      aria-label={`${label} element`}
      aria-current={selected || undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onSubmitCapture={(event) => event.preventDefault()}
    >
      <div className="canvas-element__chrome">
        <button
          type="button"
          ref={drag.setNodeRef}
          className="canvas-element__handle"
          aria-label={`Move ${label}`}
          {...drag.attributes}
          {...drag.listeners}
        >
          ⠿
        </button>
        <span className="canvas-element__label">{label}</span>
      </div>
      {definition ? (
        <ErrorBoundary fallback={<FailedElement />} resetKey={node}>
          {editing && definition.richText ? (
            <Suspense fallback={<ElementView definition={definition} node={node} />}>
              <LazyRichTextEditor definition={definition} node={node} />
            </Suspense>
          ) : (
            <ElementView definition={definition} node={node} />
          )}
        </ErrorBoundary>
      ) : (
        <UnknownElement elementKey={node.key} />
      )}
    </div>
  );
});
