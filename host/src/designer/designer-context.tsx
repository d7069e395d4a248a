import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { DesignerStore, DesignerStoreState } from './designer-state.ts';

const DesignerStoreContext = createContext<DesignerStore | null>(null);

/** Each open page gets its own store, so leaving the designer leaves nothing behind. */
export function DesignerStoreProvider({ store, children }: { store: DesignerStore; children: ReactNode }) {
  return <DesignerStoreContext.Provider value={store}>{children}</DesignerStoreContext.Provider>;
}

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerStoreContext);
  if (!store) throw new Error('useDesignerStore needs a DesignerStoreProvider above it');
  return store;
}

/**
 * Subscribes to a slice of the designer state; the component re-renders only when that slice
 * changes. Its selector runs on every update, so a component drawn once per node of the page
 * reads its node through `useNodeState` (node-subscriptions.ts) instead.
 */
export function useDesigner<T>(selector: (state: DesignerStoreState) => T): T {
  return useStore(useDesignerStore(), selector);
}
