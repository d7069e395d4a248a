import type { ElementNode } from '@tessera/core';
import { memo, Suspense, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useDesignerStore } from '../designer-context.tsx';
import { useNodeState } from '../node-subscriptions.ts';
import { useElementDefinition, useElementRegistry } from '../plugins-context.tsx';
import { richTextEditor } from '../rich-text/lazy-rich-text-editor.ts';
import { clickedText, editsTextInPlace, textInPlace } from '../rich-text/text-in-place.ts';
import { useRenderCount } from './render-counter.ts';
import { dropMessage, useCanvasImageDrop } from './use-canvas-image-drop.ts';
import { DragHandle, DropBinding } from './dnd-bindings.tsx';
import { ElementView, FailedElement, LoadingElement, UnknownElement } from './ElementView.tsx';
import { isMultiSelectClick, useNodeChrome } from './use-node-chrome.ts';

/**
 * One element on the canvas. It subscribes to its own node, which core's operations keep
 * identical unless this element changed, so editing one element re-renders only that one.
 */
export const CanvasElement = memo(function CanvasElement({ id }: { id: string }) {
  useRenderCount(id);
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const node = useNodeState(id, (s) => s.node as ElementNode | undefined);
  const editing = useNodeState(id, (s) => s.editing);
  const editingText = useNodeState(id, (s) => s.editingText);
  // Chosen as editing starts: an editor that mounted lazily stays that component until editing ends.
  const RichTextEditor = useMemo(() => (editing ? richTextEditor() : null), [editing]);
  const { className, selected } = useNodeChrome(id, 'ts-element canvas-element');
  const ref = useRef<HTMLDivElement>(null);
  const definition = useElementDefinition(node?.key);
  const fileDrop = useCanvasImageDrop(id, definition);

  if (!node) return null;
  const label = registry.summary(node.key)?.label ?? node.key;

  const editable = editsTextInPlace(definition);
  // The first click selects; a click on the selected element starts editing its text in place
  // (spec §4): the text clicked, for an element with several, and another one of them switches.
  const activate = (multi: boolean, text: string | null) => {
    const state = store.getState();
    if (state.editingId === id) {
      if (text && text !== state.editingText) state.startEditing(id, text);
      return;
    }
    if (multi) state.select(id, 'toggle');
    else if (state.selectedId === id && state.selectedIds.length === 1 && textInPlace(definition, text)) state.startEditing(id, text);
    else state.select(id);
  };
  const onClick = (event: MouseEvent) => {
    // Links and buttons inside a Render must not navigate or submit while designing.
    event.preventDefault();
    event.stopPropagation();
    activate(isMultiSelectClick(event), clickedText(definition, event.target, ref.current));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    activate(false, null);
  };

  const classes = [className, editing && 'is-editing', fileDrop?.active && 'is-file-target'];
  return (
    <div
      ref={ref}
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
      {...fileDrop?.handlers}
    >
      <DropBinding kind="node" nodeKind="element" id={id} elementRef={ref} />
      <div className="canvas-element__chrome canvas-chrome">
        <DragHandle nodeKind="element" id={id} label={label} className="canvas-element__handle" />
        <span className="canvas-element__label">{label}</span>
      </div>
      {definition ? (
        <ErrorBoundary fallback={<FailedElement />} resetKey={node}>
          {RichTextEditor && editable ? (
            <Suspense fallback={<ElementView definition={definition} node={node} />}>
              <RichTextEditor key={editingText ?? ''} definition={definition} node={node} text={editingText} />
            </Suspense>
          ) : (
            <ElementView definition={definition} node={node} />
          )}
        </ErrorBoundary>
      ) : registry.isPending(node.key) ? (
        <LoadingElement label={label} />
      ) : (
        <UnknownElement elementKey={node.key} />
      )}
      {fileDrop?.active ? (
        <div className="canvas-element__file-target" role="status">
          {dropMessage(fileDrop.max)}
        </div>
      ) : null}
    </div>
  );
});
