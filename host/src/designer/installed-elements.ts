import { PluginRegistry } from '@tessera/core';
import { elements } from '@tessera/plugins';
import type { ElementRegistry } from './plugins-context.tsx';

/** The installed element plugins, from the manifest the server loads too. */
export const installedElements: ElementRegistry = new PluginRegistry(elements);
