import type { ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { resolveElementProps } from '../element-nodes.ts';

/** The plugin's own Render, in canvas mode, with the element's resolved props. */
export function ElementView({ definition, node }: { definition: AnyElementDefinition; node: ElementNode }) {
  const Render = definition.Render;
  return <Render id={node.id} props={resolveElementProps(definition, node).props} mode="canvas" />;
}

export function UnknownElement({ elementKey }: { elementKey: string }) {
  return (
    <div className="canvas-placeholder" role="note">
      Unknown element: {elementKey}
    </div>
  );
}

export function FailedElement() {
  return (
    <div className="canvas-placeholder canvas-placeholder--error" role="alert">
      This element failed to render
    </div>
  );
}
