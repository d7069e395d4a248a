import type { AnyElementDefinition } from '@tessera/sdk';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ElementCatalogue } from './element-catalogue.ts';

export type ElementRegistry = ElementCatalogue;

const ElementRegistryContext = createContext<ElementRegistry | null>(null);

/** The element plugins the designer offers; the app passes the installed ones, tests their own. */
export function ElementRegistryProvider({ registry, children }: { registry: ElementRegistry; children: ReactNode }) {
  return <ElementRegistryContext.Provider value={registry}>{children}</ElementRegistryContext.Provider>;
}

export function useElementRegistry(): ElementRegistry {
  const registry = useContext(ElementRegistryContext);
  if (!registry) throw new Error('useElementRegistry needs an ElementRegistryProvider above it');
  return registry;
}

/** An element type's plugin, once loaded: the component re-renders when it arrives. */
export function useElementDefinition(key: string | undefined): AnyElementDefinition | undefined {
  const registry = useElementRegistry();
  return useSyncExternalStore(registry.subscribe, () => (key === undefined ? undefined : registry.get(key)));
}

/** Changes whenever a plugin loads. */
export function useElementsVersion(): number {
  const registry = useElementRegistry();
  return useSyncExternalStore(registry.subscribe, () => registry.version);
}
