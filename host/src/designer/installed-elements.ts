import { withAppElements } from '@tessera/sdk';
import { apps } from '@tessera/plugins/apps';
import { lazyElements } from 'virtual:tessera/element-catalogue';
import { ElementCatalogue } from './element-catalogue.ts';

/**
 * The installed element plugins, from the manifest the server loads too: its standalone
 * elements load on demand (host/build/element-catalogue.ts); the apps' are loaded with the apps,
 * which the dashboard needs anyway.
 */
export const installedElements = new ElementCatalogue(withAppElements([], apps), lazyElements);
