import type { AppDirectoryEntry } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';

/** What the directory says of an app: taken from its definition, so it always matches what is installed. */
export function directoryEntry(app: AppDefinition): AppDirectoryEntry {
  return {
    id: app.id,
    label: app.label,
    description: app.directory.description,
    icon: app.directory.icon,
    screenshots: [...(app.directory.screenshots ?? [])],
    premium: app.premium,
    elements: (app.elements ?? []).map((element) => ({ id: element.id, label: element.label })),
    screens: (app.screens ?? []).flatMap((screen) => (screen.nav && screen.scope !== 'public' ? [{ label: screen.nav.label, scope: screen.scope }] : [])),
  };
}
