import type { ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { Suspense, useCallback, useMemo } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { resolveElementProps } from '../element-nodes.ts';
import { nodeIndex } from '../node-index.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { lazyPanel } from './lazy-panel.ts';

export function Inspector() {
  const selectedId = useDesigner((s) => s.selectedId);
  return (
    <aside className="designer-inspector" aria-label="Element settings">
      {selectedId ? (
        <ElementInspector key={selectedId} id={selectedId} />
      ) : (
        <p className="designer-inspector__empty">Select an element on the page to change its settings.</p>
      )}
    </aside>
  );
}

function ElementInspector({ id }: { id: string }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const node = useDesigner((s) => nodeIndex(s.document).get(id) as ElementNode | undefined);
  const onChange = useCallback((patch: Record<string, unknown>) => store.getState().updateElementProps(id, patch), [store, id]);
  if (!node) return null;
  const definition = registry.get(node.key);

  return (
    <>
      <header className="designer-inspector__header">
        <h2>{definition?.label ?? node.key}</h2>
        <div className="designer-inspector__actions">
          <button type="button" className="btn btn--small" onClick={() => store.getState().duplicateNode(id)}>
            Duplicate
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={() => store.getState().removeNode(id)}>
            Delete
          </button>
        </div>
      </header>
      <div className="designer-inspector__body">
        {definition ? (
          <ErrorBoundary fallback={<p className="designer-inspector__error">The settings of this element could not be loaded.</p>}>
            <Suspense fallback={<Spinner label="Loading settings…" />}>
              <PanelHost definition={definition} node={node} onChange={onChange} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p className="designer-inspector__empty">
            The plugin for “{node.key}” is not installed, so its settings cannot be edited here. The element stays on the page as it is.
          </p>
        )}
      </div>
    </>
  );
}

interface PanelHostProps {
  definition: AnyElementDefinition;
  node: ElementNode;
  onChange: (patch: Record<string, unknown>) => void;
}

function PanelHost({ definition, node, onChange }: PanelHostProps) {
  const Panel = lazyPanel(definition);
  const resolved = useMemo(() => resolveElementProps(definition, node), [definition, node]);
  return (
    <>
      {resolved.ok ? null : <p className="designer-inspector__warning">Some settings of this element are not valid; saving will name them.</p>}
      <Panel id={node.id} props={resolved.props} onChange={onChange} />
    </>
  );
}
