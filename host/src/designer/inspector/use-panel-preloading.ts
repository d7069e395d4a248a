import { walkElements } from '@tessera/core';
import { useEffect } from 'react';
import { useDesignerStore } from '../designer-context.tsx';
import { useElementRegistry } from '../plugins-context.tsx';
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
 * idle period in reading order, so the first click on an element shows its settings at once
 * instead of waiting for its panel's code. Types added later load on their first selection.
 */
export function usePanelPreloading(): void {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  useEffect(() => {
    const keys = new Set<string>();
    for (const { element } of walkElements(store.getState().document)) keys.add(element.key);
    const pending = [...keys].flatMap((key) => registry.get(key) ?? []);
    let cancel = () => {};
    const next = () => {
      const definition = pending.shift();
      if (!definition) return;
      preloadPanel(definition);
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [store, registry]);
}
