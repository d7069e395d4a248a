import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorServicesProvider, type EditorServices } from '../editor/editor-context.tsx';
import type { AnyElementDefinition } from '../element-definition.ts';

export interface MountedPanel {
  /** The element the panel is drawn into (not attached to the document). */
  host: HTMLDivElement;
  /** Every patch the panel sent, as `onChange` got it. */
  changes: Record<string, unknown>[];
  unmount(): void;
}

/**
 * Draws the element's panel with `props` (parsed as the designer would) and the designer's
 * `services`, in a DOM test environment (`// @vitest-environment jsdom`).
 */
export async function mountPanel(definition: AnyElementDefinition, props: Record<string, unknown> = {}, services: EditorServices = { pages: [] }): Promise<MountedPanel> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const Panel = (await definition.Panel()).default;
  const host = document.createElement('div');
  const root = createRoot(host);
  const changes: Record<string, unknown>[] = [];
  await act(async () =>
    root.render(
      <EditorServicesProvider value={services}>
        <Panel id="element-panel" props={definition.props.parse(props)} onChange={(patch) => changes.push(patch)} />
      </EditorServicesProvider>,
    ),
  );
  return { host, changes, unmount: () => act(() => root.unmount()) };
}
