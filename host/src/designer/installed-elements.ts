import { lazyElements } from 'virtual:tessera/element-catalogue';
import { ElementCatalogue } from './element-catalogue.ts';

/**
 * The installed element plugins, from the manifest the server loads too, standalone and the
 * apps', each loading on demand (host/build/element-catalogue.ts).
 */
export const installedElements = new ElementCatalogue([], lazyElements);
