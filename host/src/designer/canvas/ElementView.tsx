import { fillSiteTitle, type ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { resolveElementProps } from '../element-nodes.ts';
import { useSiteTitle } from './site-title-context.ts';

/**
 * The plugin's own Render, in canvas mode, with the element's resolved props; the website's
 * title stands where they hold `{{site.title}}`, as on the published page.
 */
export function ElementView({ definition, node }: { definition: AnyElementDefinition; node: ElementNode }) {
  const Render = definition.Render;
  const siteTitle = useSiteTitle();
  const { props } = resolveElementProps(definition, node);
  return <Render id={node.id} props={siteTitle === null ? props : fillSiteTitle(props, siteTitle)} mode="canvas" />;
}

export function UnknownElement({ elementKey }: { elementKey: string }) {
  return (
    <div className="canvas-placeholder" role="note">
      Unknown element: {elementKey}
    </div>
  );
}

/** An installed element whose plugin is still loading: it was added (pasted, restored…) before the designer had loaded every plugin. */
export function LoadingElement({ label }: { label: string }) {
  return (
    <div className="canvas-placeholder" role="status">
      Loading {label}…
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
