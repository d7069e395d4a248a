import type { AnyElementDefinition } from '@tessera/sdk';
import headline from '@tessera/element-headline';

/**
 * The installed plugins. Host and server both load this list; installing a plugin means
 * adding its package to plugins/package.json and its definition here.
 */
export const elements: readonly AnyElementDefinition[] = [headline];
