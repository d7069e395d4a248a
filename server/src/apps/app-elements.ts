import type { AppDefinition } from '@tessera/sdk';
import type { ElementRegistry } from '../plugins/plugin-host.ts';

/** An app whose elements are missing from the registry was installed without `withAppElements`: stop at boot, naming it. */
export function assertAppElementsInstalled(apps: readonly AppDefinition[], registry: ElementRegistry): void {
  for (const app of apps) {
    for (const element of app.elements ?? []) {
      if (registry.get(element.id)?.app?.id !== app.id) {
        throw new Error(`App "${app.id}": its element "${element.id}" is not installed; build the element list with withAppElements(elements, apps)`);
      }
    }
  }
}
