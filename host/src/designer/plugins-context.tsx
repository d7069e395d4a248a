import type { PluginRegistry } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { createContext, useContext, type ReactNode } from 'react';

export type ElementRegistry = PluginRegistry<AnyElementDefinition>;

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
