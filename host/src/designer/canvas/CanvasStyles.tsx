import { useMemo } from 'react';
import { useDesigner } from '../designer-context.tsx';
import { useElementRegistry, useElementsVersion } from '../plugins-context.tsx';
import { createCanvasCss } from './canvas-css.ts';
import { useShownSections } from './shown-sections.ts';

/**
 * The canvas stylesheet, for the sections drawn in full. It is the only canvas component that
 * follows every document change; the text it builds is remembered per node, so an edit costs
 * only the changed part.
 */
export function CanvasStyles() {
  const registry = useElementRegistry();
  const canvasCss = useMemo(() => createCanvasCss(registry), [registry]);
  const shown = useShownSections();
  const pluginsVersion = useElementsVersion();
  const css = useDesigner((s) => canvasCss(s.document, shown, pluginsVersion));
  return <style data-testid="canvas-css">{css}</style>;
}
