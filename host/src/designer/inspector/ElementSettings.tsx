import type { ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { Suspense, useCallback, useMemo } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { resolveElementProps } from '../element-nodes.ts';
import { nodeIndex } from '../node-index.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { panelOf } from './lazy-panel.ts';

/** The element plugin's own panel, loaded when first needed. */
export function ElementSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const node = useDesigner((s) => nodeIndex(s.document).get(id) as ElementNode | undefined);
  const onChange = useCallback((patch: Record<string, unknown>) => store.getState().updateElementProps(id, patch), [store, id]);
  if (!node) return null;
  const definition = registry.get(node.key);
  if (!definition) {
    return (
      <p className="designer-inspector__empty">
        The plugin for “{node.key}” is not installed, so its settings cannot be edited here. The element stays on the page as it is.
      </p>
    );
  }
  return (
    <ErrorBoundary fallback={<p className="designer-inspector__error">The settings of this element could not be loaded.</p>}>
      <Suspense fallback={<Spinner label="Loading settings…" />}>
        <PanelHost definition={definition} node={node} onChange={onChange} />
      </Suspense>
    </ErrorBoundary>
  );
}

interface PanelHostProps {
  definition: AnyElementDefinition;
  node: ElementNode;
  onChange: (patch: Record<string, unknown>) => void;
}

function PanelHost({ definition, node, onChange }: PanelHostProps) {
  // Chosen once per plugin: a panel that mounted lazily stays that component while it is edited.
  const Panel = useMemo(() => panelOf(definition), [definition]);
  const resolved = resolveElementProps(definition, node);
  return (
    <>
      {resolved.ok ? null : <p className="designer-inspector__warning">Some settings of this element are not valid; saving will name them.</p>}
      <Panel id={node.id} props={resolved.props} onChange={onChange} />
    </>
  );
}
