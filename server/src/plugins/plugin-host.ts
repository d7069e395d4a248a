import { PluginRegistry } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';

export type ElementRegistry = PluginRegistry<AnyElementDefinition>;

/** The server's registry of element plugins, built from the manifest (or a test's own list). */
export function createElementRegistry(elements: readonly AnyElementDefinition[]): ElementRegistry {
  return new PluginRegistry<AnyElementDefinition>(elements);
}
