import { walkElements } from '@tessera/core';
import { useEffect } from 'react';
import { useDesignerStore } from '../designer-context.tsx';
import { useElementRegistry } from '../plugins-context.tsx';
import { preloadRichTextEditor } from '../rich-text/lazy-rich-text-editor.ts';
import { preloadPanel } from './lazy-panel.ts';

/** `requestIdleCallback` where the browser has it; a short timeout elsewhere. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
};

/**
 * Loads the panels of the element types on the page while the designer is idle, one type per
 * idle period in reading order (and the rich-text editor first when a type edits its text on the
 * canvas), so the first click on an element shows its settings and edits its text at once
 * instead of waiting for their code. Types added later load on their first selection.
 */
export function usePanelPreloading(): void {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  useEffect(() => {
    const keys = new Set<string>();
    for (const { element } of walkElements(store.getState().document)) keys.add(element.key);
    const definitions = [...keys].flatMap((key) => registry.get(key) ?? []);
    const pending: (() => void)[] = [
      ...(definitions.some((definition) => definition.richText) ? [preloadRichTextEditor] : []),
      ...definitions.map((definition) => () => preloadPanel(definition)),
    ];
    let cancel = () => {};
    const next = () => {
      const preload = pending.shift();
      if (!preload) return;
      preload();
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [store, registry]);
}
